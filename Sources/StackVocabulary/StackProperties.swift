/// The resolved properties of a `stack`, defaults filled in.
/// (Declared widest first: a file holds one per stack, and declaration order is layout order.)
public struct StackProperties: Hashable, Sendable {
    public var margins: DirectionalInsets = .zero
    public var spacing: Spacing = .points(0)
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var isBaselineRelative = false
    public var isMarginsRelative = false

    /// The defaults of UIStackView (and Interface Builder).
    public init() {}
}
