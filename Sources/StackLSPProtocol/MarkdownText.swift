import StackJSON

/// The server's documentation texts are Markdown; a client that shows only plain text gets
/// them without the markup.
package enum MarkdownText {
    /// The text without `**` and backticks (the only markup the server writes in running
    /// text; tables and rules read well as they are).
    package static func plain(_ markdown: String) -> String {
        markdown.replacing("**", with: "").replacing("`", with: "")
    }

    /// Documentation in the form the client declared: `MarkupContent` of its first format,
    /// or a plain string when it declared none.
    package static func documentation(_ markdown: String, format: MarkupKind?) -> JSON {
        switch format {
        case .markdown: return ["kind": JSON(MarkupKind.markdown), "value": .string(markdown)]
        case .plaintext: return ["kind": JSON(MarkupKind.plaintext), "value": .string(plain(markdown))]
        case nil: return .string(plain(markdown))
        }
    }
}
