/// The resolved properties of a `stack`, defaults filled in.
public struct StackProperties: Hashable, Sendable {
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Spacing = .points(0)
    public var isBaselineRelative = false
    public var isMarginsRelative = false
    public var margins: DirectionalInsets = .zero

    /// The defaults of UIStackView (and Interface Builder).
    public init() {}
}
