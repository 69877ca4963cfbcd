import StackJSON
import StackLint

/// `initialize`: what the server reads of the client's capabilities. A capability that
/// is absent or not in the shape LSP gives it is one the client does not have.
struct InitializeParams: LSPParams {
    /// `general.positionEncodings`, in the client's order of preference.
    var positionEncodings: [String]
    /// Whether `textDocument.hover.contentFormat` holds `markdown`.
    var markdownInHover: Bool
    /// What the client takes in completion items.
    var completion: CompletionCapabilities
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    var registersWatchers: Bool

    init(json: JSON) throws(ResponseError) {
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
