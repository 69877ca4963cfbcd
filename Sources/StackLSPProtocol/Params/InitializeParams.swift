import StackJSON

/// `initialize`: what the server reads of the client's capabilities. A capability that
/// is absent or not in the shape LSP gives it is one the client does not have.
package struct InitializeParams: LSPParams {
    /// `general.positionEncodings`, in the client's order of preference.
    package var positionEncodings: [String]
    /// Whether `textDocument.hover.contentFormat` holds `markdown`.
    package var markdownInHover: Bool
    /// What the client takes in completion items.
    package var completion: CompletionCapabilities
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    package var registersWatchers: Bool

    package init(json: JSON) throws(ResponseError) {
        let capabilities = try ParamsReader(json).lenient("capabilities")
        positionEncodings = capabilities["general"]["positionEncodings"].strings
        let textDocument = capabilities["textDocument"]
        markdownInHover = textDocument["hover"]["contentFormat"].strings.contains("markdown")
        let item = textDocument["completion"]["completionItem"]
        completion = CompletionCapabilities(
            snippets: item["snippetSupport"].bool ?? false,
            documentationFormat: item["documentationFormat"].strings.lazy.compactMap(MarkupKind.init(rawValue:)).first,
            labelDetails: item["labelDetailsSupport"].bool ?? false,
            insertReplace: item["insertReplaceSupport"].bool ?? false,
            commitCharacters: item["commitCharactersSupport"].bool ?? false)
        registersWatchers = capabilities["workspace"]["didChangeWatchedFiles"]["dynamicRegistration"].bool ?? false
    }
}
