extension SourceText {
    /// The edit that removes one statement (or a whole element, over several lines): its
    /// lines entirely when nothing else stands on them (a trailing `//` comment goes with
    /// it), otherwise the statement and a following `;`.
    public func removalEdit(for range: SourceRange) -> TextEdit {
        let firstLine = line(containing: range.start)
        let lastLine = line(containing: max(range.end - 1, range.start))
        let first = lineRange(firstLine)
        let last = lineRange(lastLine)
        let before = bytes[first.start..<range.start]
        var after = range.end
        while after < last.end, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let onlyBlanksBefore = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let restIsEmpty =
            after >= last.end
            || (after + 1 < last.end && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        if onlyBlanksBefore, restIsEmpty {
            let end = lastLine + 1 < lineCount ? lineStarts[lastLine + 1] : last.end
            return TextEdit(range: SourceRange(start: first.start, end: end), newText: "")
        }
        if restIsEmpty {
            // What ends a line of code (a trailing comment) goes with the blanks before it.
            var start = range.start
            while start > first.start, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
                start -= 1
            }
            return TextEdit(range: SourceRange(start: start, end: after), newText: "")
        }
        var end = range.end
        var probe = end
        while probe < last.end, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        if probe < last.end, bytes[probe] == UInt8(ascii: ";") {
            end = probe + 1
            while end < last.end, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        }
        return TextEdit(range: SourceRange(start: range.start, end: end), newText: "")
    }

    /// The blanks that start the line holding `offset`.
    public func indentation(at offset: Int) -> String {
        let range = lineRange(line(containing: offset))
        var end = range.start
        while end < range.end, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(in: SourceRange(start: range.start, end: end))
    }

    /// The line end the file uses (its first one; `\n` for a single line).
    public var lineEnding: String { firstLineEnd ?? "\n" }
}
