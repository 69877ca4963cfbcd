/// What the client declared it can take in completion items
/// (`textDocument.completion.completionItem`): the server sends only that, and plain text
/// otherwise.
package struct CompletionCapabilities: Equatable {
    /// `snippetSupport`: insert texts may hold `$1`, `${1:name}`, `${1|a,b|}`.
    package var snippets = false
    /// The first of the client's `documentationFormat` that the server writes; `nil`
    /// when it declared none, and documentation goes as a plain string.
    package var documentationFormat: MarkupKind?
    /// `labelDetailsSupport`: `labelDetails` shown next to the label.
    package var labelDetails = false
    /// `insertReplaceSupport`: a text edit with an insert and a replace range.
    package var insertReplace = false
    /// `commitCharactersSupport`: characters that accept the item as they are typed.
    package var commitCharacters = false

    /// The capabilities given; with none, those of a client that declared none: plain text only.
    package init(
        snippets: Bool = false, documentationFormat: MarkupKind? = nil, labelDetails: Bool = false,
        insertReplace: Bool = false, commitCharacters: Bool = false
    ) {
        self.snippets = snippets
        self.documentationFormat = documentationFormat
        self.labelDetails = labelDetails
        self.insertReplace = insertReplace
        self.commitCharacters = commitCharacters
    }
}
