import StackSyntax

/// One view of an IB document, with what the mapping reads of it.
public struct IBView: Sendable {
    /// The XML element's name (`stackView`, `label`, `tableViewCellContentView`, ...).
    public var ibClass: String
    /// The format's kind it maps to; nil for a class the mapping does not know (a plain view).
    public var kind: IBViewKind
    /// The IB id.
    public var id: String
    /// The XML element's index in the tree.
    public var element: Int
    /// The start tag's range.
    public var startTag: SourceRange
    /// The user label, where IB has one.
    public var userLabel: String?
    /// The custom class, where one is set.
    public var customClass: String?
    /// The stored frame.
    public var frame: IBRect?
    /// Whether IB lets UIKit make constraints from its frame and autoresizing mask
    /// (`translatesAutoresizingMaskIntoConstraints` is not `NO`, or `fixedFrame="YES"`).
    public var translatesAutoresizingMask = true
    /// The autoresizing mask, where the file has one.
    public var autoresizing: IBAutoresizing?
    /// The `<rect key="frame">` start tag.
    public var frameTag: SourceRange?
    /// The superview, by index.
    public var parent: Int?
    /// The subviews, by index, in order (a stack view's are its arranged subviews).
    public var subviews: [Int] = []
    /// The constraints this view holds in its `<constraints>`, by index.
    public var constraints: [Int] = []
    /// Its size-class variations, by index into ``IBDocument/variations``.
    public var variations: [Int] = []
    /// Content hugging (horizontal, vertical); IB omits 250.
    public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    /// Compression resistance (horizontal, vertical); IB omits 750.
    public var compression: (horizontal: Double, vertical: Double) = (750, 750)
    /// `hidden="YES"`.
    public var hidden = false
    /// `misplaced="YES"`: IB's own flag that the stored frame is not the one its constraints give.
    public var misplaced = false
    /// `ambiguous="YES"`: IB's own flag that its constraints do not determine the frame.
    public var ambiguous = false
    /// Layout margins (top, leading, bottom, trailing), where the file sets them.
    public var margins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// A stack view's attributes, as IB stores them.
    public var stack: IBStackAttributes?
    /// The text a label, button or field shows (a field's placeholder where it has no text).
    public var text: String?
    /// The font's point size, where the view has a font (a text style's size at the default category).
    public var pointSize: Double?
    /// A label's `numberOfLines` (IB omits 1).
    public var lines: Int = 1
    /// A button that has a `UIButton.Configuration` (iOS 15 style), which pads its title.
    public var hasButtonConfiguration = false
    /// A field's border style is `roundedRect`.
    public var roundedBorder = false
    /// The `style` attribute (an activity indicator's size).
    public var style: String?
    /// `preservesSuperviewLayoutMargins="YES"`: its margins are at least the part of its
    /// superview's that it overlaps.
    public var preservesSuperviewMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (YES unless the file says NO): UIKit adds to its
    /// margins the part of the safe area it overlaps.
    public var insetsMarginsFromSafeArea = true
    /// `scrollEnabled="NO"`: a scroll view or text view that does not scroll (a text view then
    /// sizes to its text).
    public var scrollDisabled = false
    /// An image view's or button's image name.
    public var imageName: String?
}

/// The format's element kind an IB class maps to.
public enum IBViewKind: String, Sendable, Hashable {
    case stack, view, label, button, image, field, `switch`, scroll
    /// A class the mapping does not know yet: imported as a plain view and listed as not carried over.
    case unknown
}

/// A stack view's attributes as IB stores them.
public struct IBStackAttributes: Sendable, Hashable {
    /// `axis="vertical"`.
    public var vertical = false
    /// `distribution`, as written (nil is `fill`).
    public var distribution: String?
    /// `alignment`, as written (nil is `fill`); a vertical stack's leading is written `top`.
    public var alignment: String?
    /// `spacing`; nil where the file writes none.
    public var spacing: Double?
    /// `spacingType="standard"`: the system spacing.
    public var standardSpacing = false
    /// `baselineRelativeArrangement="YES"`.
    public var baselineRelative = false
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var marginsRelative = false
}

/// A constraint as IB stores it.
public struct IBConstraint: Sendable {
    /// The IB id.
    public var id: String
    /// The start tag's range.
    public var startTag: SourceRange
    /// The view whose `<constraints>` hold it: the first item when `firstItem` is absent.
    public var holder: Int
    /// `firstItem` (nil: the holder).
    public var firstItem: String?
    /// `firstAttribute`.
    public var firstAttribute: String
    /// `relation`: nil is equal; `greaterThanOrEqual`, `lessThanOrEqual`.
    public var relation: String?
    /// `secondItem` (nil: a constant).
    public var secondItem: String?
    /// `secondAttribute`.
    public var secondAttribute: String?
    /// `multiplier`, read from `3:4` or `0.5`.
    public var multiplier: Double = 1
    /// `constant`.
    public var constant: Double = 0
    /// `priority` (nil: required).
    public var priority: Double?
    /// `placeholder="YES"`: removed at build time.
    public var placeholder = false
    /// The constants its size-class variations give (`<variation key="widthClass=compact"
    /// constant="180"/>`), by the format's trait words; `readable` is false where a key is not.
    public var variedConstants: (values: [(traits: [String], constant: Double)], readable: Bool) = ([], true)
}

/// `<autoresizingMask>`: which margins and sizes of a view follow its superview's size.
public struct IBAutoresizing: Sendable, Hashable {
    /// The flexible left margin, width and right margin.
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    /// The flexible top margin, height and bottom margin.
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    /// No flexible margin or size: IB's default mask.
    package init() {}
}
