/// The valid range of each kind of number in a `.stack` file (docs/format.md, "Number
/// ranges"). A value outside its range, or a literal too long to be a finite number, is
/// `invalid-value` and the default applies instead, so nothing out of range ever reaches
/// the layout engine or a renderer.
public struct ValueRange: Sendable, Equatable {
    /// The smallest and largest valid value.
    public var bounds: ClosedRange<Double>
    /// Whether the value must be a whole number.
    public var isWhole: Bool
    /// Whether the value is in points (said in messages).
    public var isPoints: Bool

    /// Creates a range.
    public init(_ bounds: ClosedRange<Double>, whole: Bool = false, points: Bool = true) {
        self.bounds = bounds
        self.isWhole = whole
        self.isPoints = points
    }

    /// The largest distance the format accepts, in points: ±100,000 is far beyond any screen
    /// and far below what would lose precision in the solver.
    public static let limit = 100_000.0

    /// Canvas widths and heights.
    public static let canvas = ValueRange(1...limit)
    /// Intrinsic sizes, baselines and constant-only size constraints: lengths, never negative.
    public static let length = ValueRange(0...limit)
    /// Spacing, custom spacing, margins, pin insets and constraint constants.
    public static let offset = ValueRange(-limit...limit)
    /// Constraint multipliers.
    public static let multiplier = ValueRange(-1000...1000, points: false)
    /// Priorities (UIKit's `UILayoutPriority`).
    public static let priority = ValueRange(Priority.range, points: false)
    /// `lines` (`numberOfLines`; 0 is multi-line).
    public static let lines = ValueRange(0...limit, whole: true, points: false)
    /// `target`: the iOS version (UIStackView came with iOS 9).
    public static let iOSVersion = ValueRange(9...99, points: false)

    /// Whether a value is valid: finite, inside the bounds, whole where it must be.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && bounds.contains(value) && (!isWhole || value == value.rounded())
    }

    /// `from -100000 to 100000 points`, for messages.
    public var description: String {
        let kind = isWhole ? "a whole number " : ""
        return
            "\(kind)from \(formatPoints(bounds.lowerBound)) to \(formatPoints(bounds.upperBound))\(isPoints ? " points" : "")"
    }

    /// A literal as a message quotes it: long ones shortened, their length given.
    public static func quoted(_ text: String) -> String {
        guard text.count > 24 else { return text }
        let digits = text.filter(\.isNumber).count
        return "\(text.prefix(16))… (\(digits) digits)"
    }
}
