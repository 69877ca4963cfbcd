import StackJSON
import StackLint

/// What the client declared it can take in completion items
/// (`textDocument.completion.completionItem`): the server sends only that, and plain text
/// otherwise.
struct CompletionCapabilities: Equatable {
    /// `snippetSupport`: insert texts may hold `$1`, `${1:name}`, `${1|a,b|}`.
    var snippets = false
    /// The first of the client's `documentationFormat` that the server writes; `nil`
    /// when it declared none, and documentation goes as a plain string.
    var documentationFormat: MarkupKind?
    /// `labelDetailsSupport`: `labelDetails` shown next to the label.
    var labelDetails = false
    /// `insertReplaceSupport`: a text edit with an insert and a replace range.
    var insertReplace = false
    /// `commitCharactersSupport`: characters that accept the item as they are typed.
    var commitCharacters = false
}

/// The server's documentation texts are Markdown; a client that shows only plain text gets
/// them without the markup.
enum MarkdownText {
    /// The text without `**` and backticks (the only markup the server writes in running
    /// text; tables and rules read well as they are).
    static func plain(_ markdown: String) -> String {
        markdown.replacing("**", with: "").replacing("`", with: "")
    }

    /// Documentation in the form the client declared: `MarkupContent` of its first format,
    /// or a plain string when it declared none.
    static func documentation(_ markdown: String, format: MarkupKind?) -> JSON {
        switch format {
        case .markdown: return ["kind": JSON(MarkupKind.markdown), "value": .string(markdown)]
        case .plaintext: return ["kind": JSON(MarkupKind.plaintext), "value": .string(plain(markdown))]
        case nil: return .string(plain(markdown))
        }
    }
}
