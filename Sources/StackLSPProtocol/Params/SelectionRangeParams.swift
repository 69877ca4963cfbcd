import StackJSON

/// `textDocument/selectionRange`: the positions to answer for, in order.
package struct SelectionRangeParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    package var positions: [Position]

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        positions = try reader.optionalArray("positions", Position.init) ?? []
    }
}
