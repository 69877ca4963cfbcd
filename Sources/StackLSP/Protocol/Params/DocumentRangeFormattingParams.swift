import StackJSON
import StackLint

/// `textDocument/rangeFormatting`: the range whose lines are formatted.
struct DocumentRangeFormattingParams: LSPParams {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        range = try reader.object("range", LSPRange.init)
    }
}
