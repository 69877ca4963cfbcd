/// The part of a statement before the cursor: the line before it, from just after the last
/// `{`, `;` or `}` that is not inside a string, so that completion reads a statement of a
/// one-line block (`label t { intrinsic: 85 x 17; textStyle: |`) as it reads one on its own line.
package struct StatementPrefix {
    /// The statement's text before the cursor, its leading blanks kept.
    package let text: String

    /// The statement prefix of `line`, the line's text before the cursor.
    package init(line: String) {
        var start = line.utf8.startIndex
        var inString = false
        var escaped = false
        for index in line.utf8.indices {
            let byte = line.utf8[index]
            if inString {
                // A `\"` inside a string does not close it.
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}"): start = line.utf8.index(after: index)
            default: break
            }
        }
        text = String(line[start...])
    }
}
