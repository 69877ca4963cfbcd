import StackSyntax

/// Lowers a constraint line's priority: replaces `@...` or appends ` @999`.
package enum PriorityEdit {
    package static func lower(_ range: SourceRange, to priority: Int, source: SourceText) -> TextEdit {
        let text = source.text(in: range)
        if let at = text.lastIndex(of: "@") {
            let offset = text.utf8.distance(
                from: text.utf8.startIndex, to: at.samePosition(in: text.utf8) ?? text.utf8.endIndex)
            return TextEdit(range: SourceRange(start: range.start + offset, end: range.end), newText: "@\(priority)")
        }
        return TextEdit(range: .empty(at: range.end), newText: " @\(priority)")
    }
}
