import StackJSON
import StackLint

/// `textDocument/selectionRange`: the positions to answer for, in order.
struct SelectionRangeParams: LSPParams {
    var textDocument: TextDocumentIdentifier
    var positions: [Position]

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        positions = try reader.optionalArray("positions", Position.init) ?? []
    }
}
