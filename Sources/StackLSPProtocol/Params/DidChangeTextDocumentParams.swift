import StackJSON

/// `textDocument/didChange`: the changes, in order, and the document's new version.
package struct DidChangeTextDocumentParams: LSPParams {
    package var uri: String
    /// The new version; nil when the client sent none (then it is the last one plus one).
    package var version: Int?
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        (uri, version) = try reader.object("textDocument") { document throws(ResponseError) in
            (try document.string("uri"), try document.optionalInt("version"))
        }
        contentChanges = try reader.optionalArray("contentChanges", TextDocumentContentChangeEvent.init) ?? []
    }
}
