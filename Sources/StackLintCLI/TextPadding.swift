/// Padding and trimming: the few text operations the command line needs beyond the
/// standard library, so that it needs `FoundationEssentials` only (no ICU; `docs/ci.md`).
extension StringProtocol {
    /// The text without leading and trailing characters that match `isTrimmed`.
    func trimming(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text without leading and trailing white space other than line ends (spaces,
    /// tabs: Foundation's `.whitespaces`).
    func trimmingSpaces() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text made exactly `width` characters long: cut, or filled with spaces, as
    /// Foundation's `padding(toLength:withPad:startingAt:)` does with a space.
    func padded(to width: Int) -> String {
        let length = Swift.max(width, 0)
        return count >= length ? String(prefix(length)) : String(self) + String(repeating: " ", count: length - count)
    }

    /// The text with spaces before it up to `width` characters (never cut): a right-aligned
    /// number column.
    func leftPadded(to width: Int) -> String {
        count >= width ? String(self) : String(repeating: " ", count: width - count) + self
    }
}
