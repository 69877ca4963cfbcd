import StackSyntax

/// An edge or center that `pin` attaches to the parent.
public enum PinEdge: String, CaseIterable, Sendable, Hashable {
    case top, bottom, leading, trailing, centerX, centerY

    /// The anchor of the same name.
    public var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .centerX: return .centerX
        case .centerY: return .centerY
        }
    }
}

/// What a pin attaches to besides the parent's own edges.
public enum PinGuide: String, CaseIterable, Sendable, Hashable {
    /// The parent's layout margins guide.
    case margins
    /// The canvas's safe area guide (only where the parent is the canvas).
    case safeArea
    /// The parent scroll view's content layout guide (format version 3, §11; only in a
    /// child of a `scroll`, where it is also what a pin with no guide attaches to).
    case content
    /// The parent scroll view's frame layout guide (only in a child of a `scroll`).
    case frame
}

/// One pinned edge: `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY]` (stack-format.md §5).
public struct Pin: Hashable, Sendable, CustomStringConvertible {
    /// The edge.
    public var edge: PinEdge
    /// The inset, pointing inward (a center inset moves toward trailing/bottom).
    public var inset: Double
    /// The guide the edge is pinned to, or nil for the parent's edge.
    public var guide: PinGuide?
    /// How the inset compares: `bottom >= 20` keeps the bottom at least 20 inside.
    public var relation: Relation
    /// The priority, 1...1000.
    public var priority: Double

    /// Creates a pin.
    public init(
        edge: PinEdge, inset: Double = 0, guide: PinGuide? = nil, relation: Relation = .equal,
        priority: Double = Priority.required
    ) {
        self.edge = edge
        self.inset = inset
        self.guide = guide
        self.relation = relation
        self.priority = priority
    }

    /// Whether the pin is required.
    public var isRequired: Bool { priority >= Priority.required }

    /// The pin as the format writes it: `top`, `bottom safeArea >= 20 @750`.
    public var description: String {
        var parts = [edge.rawValue]
        if let guide { parts.append(guide.rawValue) }
        if relation != .equal { parts.append(relation.rawValue) }
        if inset != 0 || relation != .equal { parts.append(formatPoints(inset)) }
        if !isRequired { parts.append("@" + formatPoints(priority)) }
        return parts.joined(separator: " ")
    }
}
