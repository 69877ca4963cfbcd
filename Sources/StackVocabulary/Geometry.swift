/// A value per axis: horizontal, vertical.
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The horizontal value.
    public var horizontal: Value
    /// The vertical value.
    public var vertical: Value

    /// Creates a pair.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value for an axis.
    public subscript(axis: Axis) -> Value {
        axis == .horizontal ? horizontal : vertical
    }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `375 x 667`.
    public var description: String { "\(formatPoints(width)) x \(formatPoints(height))" }

    /// Reads `375 x 667` or `375x667` (command-line options, configuration files); nil
    /// unless both sides are numbers in the canvas range (`ValueRange.canvas`, 1 to 100000).
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func number(_ part: Substring) -> Double? {
            Double(String(part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
        }
        guard let width = number(parts[0]), let height = number(parts[1]),
            ValueRange.canvas.contains(width), ValueRange.canvas.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}

/// A size either side of which may be absent (`UIView.noIntrinsicMetric`).
public struct OptionalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in points, or nil.
    public var width: Double?
    /// Height in points, or nil.
    public var height: Double?

    /// Creates a size.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The value along an axis.
    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }

    /// `44 x none`.
    public var description: String {
        "\(width.map(formatPoints) ?? "none") x \(height.map(formatPoints) ?? "none")"
    }
}

/// A value in points rounded to 1/1000, the precision frames are reported in, with `-0`
/// as `0`.
public func roundedToThousandths(_ value: Double) -> Double {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == 0 ? 0 : rounded
}

/// Formats points the way the format writes them: no trailing `.0`, at most 3 decimals.
public func formatPoints(_ value: Double) -> String {
    let rounded = roundedToThousandths(value)
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
