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

    /// What an element of this kind is and does, in UIKit terms.
    public var documentation: String {
        switch self {
        case .stack:
            return
                "Arranges its children (its arranged subviews, unless one says `arranged: false`) along its `axis`, sizing and placing them with the constraints UIStackView installs for its `distribution`, `alignment` and `spacing`."
        case .view:
            return
                "A plain container: its children are ordinary subviews (`addSubview`), placed by their `pin` and constraint lines. A `view` around one arranged view, pinned with insets, adds margins to it without fighting the stack."
        case .label:
            return
                "Text. Its `intrinsic` is its text on one line (state it: the file cannot measure text); with `lines` other than 1 it wraps at its width and grows taller, as UILabel does under Auto Layout. `textStyle` scales it with Dynamic Type."
        case .button:
            return
                "A button; its `intrinsic` size comes from its title or image (state it). Without `text` it is taken as image-only."
        case .image:
            return
                "An image view; its intrinsic size is its image's size when `intrinsic` gives one, and none otherwise."
        case .field:
            return "A one-line text field; its `intrinsic` size comes from its font and placeholder (state it)."
        case .switch: return "A switch, at UIKit's fixed size of 51 x 31 points."
        case .scroll:
            return
                "A scroll view. It arranges nothing: its children are ordinary subviews placed against its two layout guides. `content` (`contentLayoutGuide`) is the scrollable content area: its size is the content size, and only the children's constraints to it decide it (`pin: edges content`; a pin without a guide attaches to it too). `frame` (`frameLayoutGuide`) is the scroll view's own frame: `width == frame.width` on the content makes a vertical scroller. Other elements write them `NAME.content.top`, `NAME.frame.width`. Content beyond the frame is scrolled to, not overflow nor outside the safe area; at rest the content is inset by the part of the safe area that the scroll view covers, as `contentInset` says (by default only along the axes that scroll), and frames inside it are in content coordinates."
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
