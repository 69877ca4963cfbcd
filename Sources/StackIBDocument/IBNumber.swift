/// Numbers read from IB's attributes and written in the format's number syntax
/// (`-?[0-9]+(\.[0-9]+)?`: no exponent, no infinity).
package enum IBNumber {
    /// The largest magnitude read: larger values are clamped, as no screen is that large.
    package static let limit = 1_000_000.0

    /// A finite number within ±``limit``, or nil for text that is not one.
    package static func read(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return min(max(value, -limit), limit)
    }

    /// IB's multiplier: a ratio `3:4` or `1/3`, or a number; nil for anything else or a zero.
    package static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        let value: Double?
        if parts.count == 2, let a = read(String(parts[0])), let b = read(String(parts[1])), b != 0 {
            value = a / b
        } else {
            value = read(text)
        }
        guard let value, value != 0, value.isFinite else { return nil }
        return min(max(value, -limit), limit)
    }

    /// The format's text of a number, to at most four decimals.
    package static func text(_ value: Double) -> String {
        let scaled = (min(max(value, -limit), limit) * 10_000).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var digits = ""
        if fraction != 0 {
            var width = 4
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            let written = String(fraction)
            digits = "." + String(repeating: "0", count: width - written.count) + written
        }
        return (negative && magnitude != 0 ? "-" : "") + String(whole) + digits
    }
}
