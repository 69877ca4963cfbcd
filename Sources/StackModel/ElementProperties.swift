/// The resolved properties of any element, each defaulted per kind (stack-format.md §5).
public struct ElementProperties: Hashable, Sendable {
    /// `intrinsicContentSize`.
    public var intrinsic: OptionalSize
    /// Content hugging priorities.
    public var hugging: AxisPair<Double>
    /// Compression resistance priorities.
    public var compression: AxisPair<Double>
    /// First baseline from the top at intrinsic height, if the view has one.
    public var baseline: Double?
    /// Last baseline from the top at intrinsic height (defaults to `baseline`).
    public var lastBaseline: Double?
    /// `isHidden`.
    public var isHidden = false
    /// `setCustomSpacing(_:after:)` on the parent stack.
    public var spacingAfter: CustomSpacing = .default
    /// Edges pinned to the parent.
    public var pins: [Pin] = []
    /// Background color.
    public var background: Color?
    /// Text for people and pictures.
    public var text: String?
    /// `numberOfLines` (labels).
    public var lines = 1
    /// The Dynamic Type text style, if the text scales.
    public var textStyle: TextStyle?
    /// `directionalLayoutMargins`: 0 on a stack, UIView's 8 on every other kind.
    public var margins: DirectionalInsets

    /// The defaults of a kind (an unknown kind gets `view`'s).
    public init(kind: ElementKind?) {
        let kind = kind ?? .view
        intrinsic = kind.defaultIntrinsic
        hugging = kind.defaultHugging
        compression = kind.defaultCompression
        margins = kind == .stack ? .zero : DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
}
