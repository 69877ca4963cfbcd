import StackJSON
import StackLint

/// `textDocument/rename`: a position and the new name.
struct RenameParams: LSPParams {
    var position: TextDocumentPositionParams
    var newName: String

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        newName = try reader.string("newName")
        position = try TextDocumentPositionParams(reader)
    }
}
