import StackJSON

/// `textDocument/rename`: a position and the new name.
package struct RenameParams: LSPParams {
    package var position: TextDocumentPositionParams
    package var newName: String

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        newName = try reader.string("newName")
        position = try TextDocumentPositionParams(reader)
    }
}
