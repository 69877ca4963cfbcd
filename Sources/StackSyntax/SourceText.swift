/// The bytes of one `.stack` file and its line table.
///
/// All conversions between byte offsets and line/column positions happen here, in the
/// three units the tools need (UTF-8 and UTF-16 for the language server, Unicode scalars
/// for people). Invalid UTF-8 never traps: each invalid byte counts as one column.
///
/// A line ends at `\n`, `\r\n` or a lone `\r` (stack-format.md §2, as the Language Server
/// Protocol counts lines).
public struct SourceText: Sendable {
    /// How a leading UTF-8 byte-order mark counts in positions.
    public enum ByteOrderMark: Sendable {
        /// An encoding mark, not text: line 0 starts after it (files on disk, the CLI).
        case skipped
        /// A character like any other, U+FEFF (the language server, which counts on the text
        /// exactly as its client sent it).
        case counted
    }

    /// The raw bytes, byte-order mark included.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts. Line 0 starts after a byte-order mark
    /// unless it is ``ByteOrderMark/counted``.
    public let lineStarts: [Int]
    /// Whether the file starts with a UTF-8 byte-order mark.
    public let hasByteOrderMark: Bool
    /// The lines that hold a byte outside ASCII, in order. On every other line a column is
    /// a byte in every unit, so positions on long (minified) lines cost no walk.
    let nonASCIILines: [Int]

    /// Reads text from UTF-8 bytes.
    public init(bytes: [UInt8], byteOrderMark: ByteOrderMark = .skipped) {
        self.bytes = bytes
        var starts: [Int] = []
        // Room for a line every 16 bytes, an estimate on the high side: a table that grows
        // while it is built copies itself at each growth.
        starts.reserveCapacity(bytes.count / 16 + 1)
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        hasByteOrderMark = bom
        starts.append(bom && byteOrderMark == .skipped ? 3 : 0)
        var nonASCII: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var lineHasNonASCII = false
            var index = 0
            while index < count {
                // Eight bytes at a time, straight to the first that may matter: a control
                // byte up to `\r` (line ends are; a tab is passed over below), or a byte
                // outside ASCII on a line not yet known to hold one.
                if index + 8 <= count, let base = buffer.baseAddress {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    var marks = Self.bytes(below: Self.pastCarriageReturn, in: word)
                    if !lineHasNonASCII { marks |= word & Self.highBits }
                    guard marks != 0 else {
                        index += 8
                        continue
                    }
                    index += marks.trailingZeroBitCount / 8
                }
                let byte = buffer[index]
                defer { index += 1 }
                if byte >= 0x80 {
                    if !lineHasNonASCII, index >= starts[starts.count - 1] {
                        nonASCII.append(starts.count - 1)
                        lineHasNonASCII = true
                    }
                } else if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                    lineHasNonASCII = false
                } else if byte == UInt8(ascii: "\r"), index + 1 == count || buffer[index + 1] != UInt8(ascii: "\n") {
                    starts.append(index + 1)  // a lone carriage return
                    lineHasNonASCII = false
                }
            }
        }
        self.lineStarts = starts
        self.nonASCIILines = nonASCII
    }

    /// Each byte's high bit, in a word of eight.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The byte after `\r` in each byte of a word.
    private static let pastCarriageReturn: UInt64 = 0x0E0E_0E0E_0E0E_0E0E

    /// The high bits of the bytes of `word` below the byte repeated in `pattern` (at most
    /// 0x80), exact up to the first such byte: a borrow from it may mark bytes after it,
    /// so only the lowest mark is to be trusted (the scan stops there and looks again).
    private static func bytes(below pattern: UInt64, in word: UInt64) -> UInt64 {
        (word &- pattern) & ~word & highBits
    }

    /// The high bit of each byte of `word` that equals the byte repeated in `pattern`, and
    /// no other bit (no carry crosses from one byte to the next): how scans of the text
    /// pass over the bytes they do not stop at, eight at a time.
    @inlinable package static func bytes(equalTo pattern: UInt64, in word: UInt64) -> UInt64 {
        let difference = word ^ pattern
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte's high bit is set here when its low seven bits are not all zero.
        let lowNonZero = (difference & lowBits) &+ lowBits
        return ~(lowNonZero | difference | lowBits)
    }

    private init(bytes: [UInt8], lineStarts: [Int], hasByteOrderMark: Bool, nonASCIILines: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.hasByteOrderMark = hasByteOrderMark
        self.nonASCIILines = nonASCIILines
    }

    /// The text with the bytes of `range` (clamped to the text) replaced by `replacement`,
    /// exactly as ``init(bytes:byteOrderMark:)`` would read it, with its line table
    /// updated around the edit only: an edit in a long document (the language server's
    /// `didChange`) reads the lines it touches, not the whole text again. An edit of the
    /// first three bytes, which may add or remove a byte-order mark, reads the text again,
    /// counting a mark as `byteOrderMark` says (as the text was read).
    public func replacing(_ range: Range<Int>, with replacement: [UInt8], byteOrderMark: ByteOrderMark) -> SourceText {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        var newBytes = bytes
        newBytes.replaceSubrange(lower..<upper, with: replacement)
        guard lower >= 3 else { return SourceText(bytes: newBytes, byteOrderMark: byteOrderMark) }
        let delta = replacement.count - (upper - lower)
        let newEnd = lower + replacement.count
        // Line starts before the edit stay; those the edited bytes decide (a start at p
        // depends on the bytes at p - 1 and p) are read again; those after it move by delta.
        var starts: [Int] = [lineStarts[0]]
        starts.reserveCapacity(lineStarts.count + replacement.count / 24 + 1)
        let firstAffected = firstLineStart(atOrAfter: lower)
        if firstAffected > 1 { starts += lineStarts[1..<firstAffected] }
        let firstScanned = starts.count - 1
        newBytes.withUnsafeBufferPointer { buffer in
            for start in lower...newEnd where Self.startsLine(at: start, in: buffer) {
                starts.append(start)
            }
        }
        let lastScanned = starts.count - 1
        let firstMoved = firstLineStart(atOrAfter: upper + 1)
        for index in firstMoved..<lineStarts.count { starts.append(lineStarts[index] + delta) }
        // The lines that hold a byte outside ASCII: those before and after the edit are
        // known (the later ones renumbered), those it touched are read again.
        let oldLastScanned = firstMoved - 1
        let lineDelta = lastScanned - oldLastScanned
        var nonASCII = nonASCIILines.filter { $0 < firstScanned }
        let scanEnd = lastScanned + 1 < starts.count ? starts[lastScanned + 1] : newBytes.count
        var line = firstScanned
        var index = starts[firstScanned]
        while index < scanEnd {
            while line + 1 < starts.count, starts[line + 1] <= index { line += 1 }
            if newBytes[index] >= 0x80 {
                nonASCII.append(line)
                index = line + 1 < starts.count ? starts[line + 1] : newBytes.count
            } else {
                index += 1
            }
        }
        for old in nonASCIILines where old > oldLastScanned { nonASCII.append(old + lineDelta) }
        return SourceText(
            bytes: newBytes, lineStarts: starts, hasByteOrderMark: hasByteOrderMark, nonASCIILines: nonASCII)
    }

    /// The index of the first line start at or after `offset` (`lineStarts.count` if none).
    private func firstLineStart(atOrAfter offset: Int) -> Int {
        Self.lowerBound(of: offset, in: lineStarts)
    }

    /// The index of the first element of ascending `sorted` that is not below `value`
    /// (`sorted.count` if none).
    private static func lowerBound(of value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether a line starts at `offset` (after `\n`, or after a `\r` not followed by `\n`).
    private static func startsLine(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset > 0, offset <= bytes.count else { return false }
        switch bytes[offset - 1] {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"): return offset == bytes.count || bytes[offset] != UInt8(ascii: "\n")
        default: return false
        }
    }

    /// Reads text from a string.
    public init(_ string: String, byteOrderMark: ByteOrderMark = .skipped) {
        self.init(bytes: Array(string.utf8), byteOrderMark: byteOrderMark)
    }

    /// The offset of the first byte after the byte-order mark, if any: where tokens start.
    public var contentStart: Int { hasByteOrderMark ? 3 : 0 }

    /// The number of lines (a final line without a line end counts).
    public var lineCount: Int { lineStarts.count }

    /// Whether the first line end is `\r\n`.
    public var usesCRLF: Bool { firstLineEnd == "\r\n" }

    /// The first line end of the text: `\n`, `\r\n` or `\r`; nil for a single line.
    public var firstLineEnd: String? {
        guard lineStarts.count > 1 else { return nil }
        let end = lineStarts[1]
        if bytes[end - 1] == UInt8(ascii: "\r") { return "\r" }
        return end >= 2 && bytes[end - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// The 0-based line that holds `offset`.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Whether a line holds only ASCII bytes (a skipped byte-order mark does not count).
    private func isASCII(_ line: Int) -> Bool {
        let index = Self.lowerBound(of: line, in: nonASCIILines)
        return index == nonASCIILines.count || nonASCIILines[index] != line
    }

    /// The byte range of a line's content, without its line end.
    public func lineRange(_ line: Int) -> SourceRange {
        guard line >= 0, line < lineStarts.count else { return .empty(at: bytes.count) }
        let start = lineStarts[line]
        guard line + 1 < lineStarts.count else { return SourceRange(start: start, end: bytes.count) }
        var end = lineStarts[line + 1] - 1  // the `\n`, or a lone `\r`
        if bytes[end] == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return SourceRange(start: start, end: end)
    }

    /// The line and column of `offset`, the column counted in `unit`.
    public func location(of offset: Int, unit: ColumnUnit) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = line(containing: clamped)
        let start = lineStarts[line]
        guard clamped > start else { return SourceLocation(line: line, column: 0) }
        if unit == .utf8 || isASCII(line) { return SourceLocation(line: line, column: clamped - start) }
        switch unit {
        case .utf8:
            return SourceLocation(line: line, column: clamped - start)
        case .utf16, .scalars:
            var column = 0
            var index = start
            while index < clamped {
                let width = UTF8Scalar.length(in: bytes, at: index)
                if unit == .utf16, width == 4 { column += 2 } else { column += 1 }
                index += width
            }
            return SourceLocation(line: line, column: column)
        }
    }

    /// The byte offset of a line and column counted in `unit`. Positions past the end of a
    /// line resolve to its end, and lines past the end of the file to the end of the file,
    /// as the language server protocol asks.
    public func offset(of location: SourceLocation, unit: ColumnUnit) -> Int {
        guard location.line >= 0 else { return contentStart }
        guard location.line < lineStarts.count else { return bytes.count }
        let range = lineRange(location.line)
        if unit == .utf8 || isASCII(location.line) { return min(range.start + max(location.column, 0), range.end) }
        switch unit {
        case .utf8:
            return min(range.start + max(location.column, 0), range.end)
        case .utf16, .scalars:
            var column = 0
            var index = range.start
            while index < range.end, column < location.column {
                let width = UTF8Scalar.length(in: bytes, at: index)
                column += (unit == .utf16 && width == 4) ? 2 : 1
                index += width
            }
            return min(index, range.end)
        }
    }

    /// The text of a range, invalid UTF-8 repaired.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Calls `body` with the bytes of a range, as ``text(in:)`` reads them: what an
    /// identifier or a keyword is compared by, without making a string.
    @inlinable
    public func withBytes<Result>(in range: SourceRange, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            let start = min(max(range.start, 0), all.count)
            let end = min(max(range.end, start), all.count)
            return body(UnsafeBufferPointer(rebasing: all[start..<end]))
        }
    }

    /// Whether the text in `range` is `word`, compared byte by byte; no word (a name an
    /// element lacks) is spelled nowhere.
    public func spells(_ word: String?, in range: SourceRange) -> Bool {
        guard var word else { return false }
        return withBytes(in: range) { written in word.withUTF8 { written.elementsEqual($0) } }
    }

    /// The text of a line, without its line end.
    public func lineText(_ line: Int) -> String {
        text(in: lineRange(line))
    }
}

/// Helpers for walking UTF-8 without trapping on invalid input.
enum UTF8Scalar {
    /// The length of the well-formed scalar at `index`, or 1 for an invalid byte.
    static func length(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let expected: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return 1
        }
        guard index + expected <= bytes.count else { return 1 }
        for offset in 1..<expected where bytes[index + offset] & 0xC0 != 0x80 {
            return 1
        }
        // Reject overlong and surrogate encodings.
        let second = bytes[index + 1]
        switch lead {
        case 0xE0 where second < 0xA0: return 1
        case 0xED where second > 0x9F: return 1
        case 0xF0 where second < 0x90: return 1
        case 0xF4 where second > 0x8F: return 1
        default: return expected
        }
    }

    /// Whether the byte at `index` starts a well-formed scalar.
    static func isValid(in bytes: [UInt8], at index: Int) -> Bool {
        let lead = bytes[index]
        if lead < 0x80 { return true }
        return length(in: bytes, at: index) > 1
    }
}
