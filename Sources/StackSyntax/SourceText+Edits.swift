extension SourceText {
    /// The edit that removes one statement: its whole line when nothing else stands on it
    /// (a trailing `//` comment goes with it), otherwise the statement and a following `;`.
    public func removalEdit(for range: SourceRange) -> TextEdit {
        let lineIndex = line(containing: range.start)
        let line = lineRange(lineIndex)
        let before = bytes[line.start..<range.start]
        var after = range.end
        while after < line.end, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let onlyBlanksBefore = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let restIsEmpty = after == line.end
            || (after + 1 < line.end && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        if onlyBlanksBefore, restIsEmpty, range.end <= line.end {
            let end = lineIndex + 1 < lineCount ? lineStarts[lineIndex + 1] : line.end
            return TextEdit(range: SourceRange(start: line.start, end: end), newText: "")
        }
        var end = range.end
        var probe = end
        while probe < line.end, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        if probe < line.end, bytes[probe] == UInt8(ascii: ";") {
            end = probe + 1
            while end < line.end, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        }
        return TextEdit(range: SourceRange(start: range.start, end: end), newText: "")
    }
}
