/// What a text's bytes say about its encoding: where they are not UTF-8, and where the
/// scalars they encode start.
extension SourceText {
    /// The message of the syntax error at each run of bytes that is not UTF-8.
    public static let invalidUTF8Message = "invalid UTF-8: a .stack file must be UTF-8 text"

    /// Each maximal run of bytes that starts no well-formed UTF-8 scalar, in order; a
    /// skipped byte-order mark is well-formed and never part of one.
    public var invalidUTF8Ranges: [SourceRange] {
        invalidUTF8Ranges(in: SourceRange(start: 0, end: bytes.count))
    }

    /// ``invalidUTF8Ranges`` within `range`, which must start on a scalar boundary.
    public func invalidUTF8Ranges(in range: SourceRange) -> [SourceRange] {
        var runs: [SourceRange] = []
        let end = min(range.end, bytes.count)
        var index = max(range.start, 0)
        var runStart: Int?
        while index < end {
            let width = UTF8Scalar.length(in: bytes, at: index)
            let invalid = width == 1 && bytes[index] >= 0x80
            if invalid, runStart == nil { runStart = index }
            if !invalid, let start = runStart {
                runs.append(SourceRange(start: start, end: index))
                runStart = nil
            }
            index += min(width, end - index)
        }
        if let start = runStart { runs.append(SourceRange(start: start, end: end)) }
        return runs
    }

    /// Whether some byte of the text is not part of well-formed UTF-8.
    public var hasInvalidUTF8: Bool {
        // Only a line that holds a byte outside ASCII can hold an invalid one.
        for line in nonASCIILines {
            var index = lineStarts[line]
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            while index < end {
                if bytes[index] >= 0x80, !UTF8Scalar.isValid(in: bytes, at: index) { return true }
                index += UTF8Scalar.length(in: bytes, at: index)
            }
        }
        return false
    }

    /// Whether `offset` lies between two scalars (or at either end of the text), counting
    /// each byte that is not UTF-8 as a scalar of its own, as the positions do.
    public func isScalarBoundary(_ offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return true }
        // A lead byte is never a continuation byte, so the scalar that holds `offset`, if
        // any, starts at one of the three bytes before it.
        for back in 1...3 where offset - back >= 0 {
            let lead = offset - back
            if bytes[lead] >= 0xC0 { return UTF8Scalar.length(in: bytes, at: lead) <= back }
            if bytes[lead] < 0x80 { return true }
        }
        return true
    }
}
