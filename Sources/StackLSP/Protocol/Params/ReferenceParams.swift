import StackJSON
import StackLint

/// `textDocument/references`: a position, and whether the declaration is wanted too.
struct ReferenceParams: LSPParams {
    var position: TextDocumentPositionParams
    /// `context.includeDeclaration`; true when the client did not say.
    var includeDeclaration: Bool

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        position = try TextDocumentPositionParams(reader)
        let declared = try reader.optionalObject("context") { context throws(ResponseError) in try context.optionalBool("includeDeclaration") }
        includeDeclaration = (declared ?? nil) ?? true
    }
}
