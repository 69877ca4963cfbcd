import StackJSON
import StackLSPFeatures
import StackLint
import StackSyntax

extension LanguageServer {
    /// An LSP `TextEdit` of an edit of the document.
    func textEdit(_ edit: TextEdit, in document: OpenDocument) -> JSON {
        ["range": Positions.range(edit.range, in: document.source, unit: unit), "newText": .string(edit.newText)]
    }
}
