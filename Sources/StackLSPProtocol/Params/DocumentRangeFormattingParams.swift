import StackJSON

/// `textDocument/rangeFormatting`: the range whose lines are formatted.
package struct DocumentRangeFormattingParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        range = try reader.object("range", LSPRange.init)
    }
}
