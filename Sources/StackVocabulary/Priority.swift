import StackSyntax

/// Layout priorities: numbers from 1 to 1000 and UIKit's named ones.
public enum Priority {
    /// `required`, `high`, `low`, `fittingSize`.
    public static let named: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
    ]

    /// The value of a named priority.
    public static func value(named name: String) -> Double? {
        named.first { $0.name == name }?.value
    }

    /// The value of the named priority an identifier spells in `source`, read from its bytes.
    public static func value(named word: Identifier, in source: SourceText) -> Double? {
        named.first { source.spells($0.name, in: word.range) }?.value
    }

    /// The allowed range of numeric priorities.
    public static let range: ClosedRange<Double> = 1...1000

    /// `UILayoutPriority.required`.
    public static let required = 1000.0
}

/// A background color, `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha, each 0...255.
    public var red, green, blue, alpha: UInt8

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var values: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let high = digits[index].hexDigitValue, let low = digits[index + 1].hexDigitValue else { return nil }
            values.append(high * 16 + low)
            index += 2
        }
        red = values[0]
        green = values[1]
        blue = values[2]
        alpha = values.count == 4 ? values[3] : 255
    }

    /// `#rrggbbaa`, lower case.
    public var description: String {
        let hex = [red, green, blue, alpha].map { byte -> String in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex.joined()
    }
}
