/// The element kinds of the format and their UIKit counterparts (stack-format.md §5).
public enum ElementKind: String, CaseIterable, Sendable, Hashable {
    case stack, view, label, button, image, field
    case `switch`
    /// A scroll view (format version 3, stack-format.md §11).
    case scroll

    /// The UIKit class it stands for.
    public var uiKitClass: String {
        switch self {
        case .stack: return "UIStackView"
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .image: return "UIImageView"
        case .field: return "UITextField"
        case .switch: return "UISwitch"
        case .scroll: return "UIScrollView"
        }
    }

    /// Whether elements of this kind may hold child elements.
    public var canHaveChildren: Bool { self == .stack || self == .view || self == .scroll }

    /// Interface Builder's default content hugging priorities.
    public var defaultHugging: AxisPair<Double> {
        switch self {
        case .label, .image: return AxisPair(horizontal: 251, vertical: 251)
        case .switch: return AxisPair(horizontal: 750, vertical: 750)
        case .stack, .view, .button, .field, .scroll: return AxisPair(horizontal: 250, vertical: 250)
        }
    }

    /// Interface Builder's default compression resistance priorities.
    public var defaultCompression: AxisPair<Double> { AxisPair(horizontal: 750, vertical: 750) }

    /// The intrinsic content size used when `intrinsic` is absent.
    public var defaultIntrinsic: OptionalSize {
        self == .switch ? OptionalSize(width: 51, height: 31) : OptionalSize(width: nil, height: nil)
    }

    /// Whether the kind has an intrinsic content size of its own that a file should state
    /// (a label's, button's or field's depends on its text and font).
    public var requiresIntrinsic: Bool { self == .label || self == .button || self == .field }

    /// Whether the kind has a text baseline (`baseline` applies).
    public var hasBaseline: Bool { self == .label || self == .button || self == .field }

    /// Whether the kind shows text (`text` applies).
    public var hasText: Bool { self == .label || self == .button || self == .field }
}
