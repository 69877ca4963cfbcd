/// The resolved properties of any element, each defaulted per kind (stack-format.md §5).
/// (Declared widest first: a file holds one per element, and declaration order is layout
/// order, so the optionals and flags come last.)
public struct ElementProperties: Hashable, Sendable {
    /// Content hugging priorities.
    public var hugging: AxisPair<Double>
    /// Compression resistance priorities.
    public var compression: AxisPair<Double>
    /// `directionalLayoutMargins`: 0 on a stack, UIView's 8 on every other kind.
    public var margins: DirectionalInsets
    /// Edges pinned to the parent.
    public var pins: [Pin] = []
    /// Text for people and pictures.
    public var text: String?
    /// `numberOfLines` (labels).
    public var lines = 1
    /// `intrinsicContentSize`.
    public var intrinsic: OptionalSize
    /// First baseline from the top at intrinsic height, if the view has one.
    public var baseline: Double?
    /// Last baseline from the top at intrinsic height (defaults to `baseline`).
    public var lastBaseline: Double?
    /// `setCustomSpacing(_:after:)` on the parent stack.
    public var spacingAfter: CustomSpacing = .default
    /// Background color.
    public var background: Color?
    /// `isHidden`.
    public var isHidden = false
    /// `mayTruncate`: truncation is part of the design (labels, buttons, fields).
    public var mayTruncate = false
    /// `runtime`: the app sets the content in code (stack-format.md §12).
    public var isRuntime = false
    /// `installed` where no size-class variant says otherwise (§13).
    public var isInstalled = true
    /// `contentInset` of a scroll view (`contentInsetAdjustmentBehavior`).
    public var contentInset: ContentInsetBehavior = .automatic
    /// The Dynamic Type text style, if the text scales.
    public var textStyle: TextStyle?

    /// The defaults of a kind (an unknown kind gets `view`'s).
    public init(kind: ElementKind?) {
        let kind = kind ?? .view
        intrinsic = kind.defaultIntrinsic
        hugging = kind.defaultHugging
        compression = kind.defaultCompression
        margins = kind == .stack ? .zero : DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
}
