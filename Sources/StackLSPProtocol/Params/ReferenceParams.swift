import StackJSON

/// `textDocument/references`: a position, and whether the declaration is wanted too.
package struct ReferenceParams: LSPParams {
    package var position: TextDocumentPositionParams
    /// `context.includeDeclaration`; true when the client did not say.
    package var includeDeclaration: Bool

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        position = try TextDocumentPositionParams(reader)
        let declared = try reader.optionalObject("context") { context throws(ResponseError) in
            try context.optionalBool("includeDeclaration")
        }
        includeDeclaration = (declared ?? nil) ?? true
    }
}
