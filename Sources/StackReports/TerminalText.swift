import StackWorkspace

/// A message as printed to a terminal or a text stream: a control character that came from
/// a file (a string value quoted in a finding, say) is written as git writes one in a path,
/// as three octal digits a byte (ESC is `\033`), so a file cannot move the cursor, clear
/// the screen or set the title of the terminal that shows its findings. Line breaks and
/// tabs stay as they are.
public enum TerminalText {
    /// `text` as it is, or with its control characters (C0 but line feed and tab, DEL, C1)
    /// written as octal escapes.
    public static func escaped(_ text: String) -> String {
        guard QuotedPath.holdsControl(text, allowed: [UInt8(ascii: "\n"), UInt8(ascii: "\t")]) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar != "\n", scalar != "\t", QuotedPath.isControl(scalar) {
                QuotedPath.appendOctal(scalar, to: &result)
            } else {
                result += Array(String(scalar).utf8)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
