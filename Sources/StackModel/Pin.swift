/// An edge or center that `pin` attaches to the parent.
public enum PinEdge: String, CaseIterable, Sendable, Hashable {
    case top, bottom, leading, trailing, centerX, centerY
}

/// One pinned edge with its inward inset.
public struct Pin: Hashable, Sendable, CustomStringConvertible {
    /// The edge.
    public var edge: PinEdge
    /// The inset, pointing inward (a center inset moves toward trailing/bottom).
    public var inset: Double

    /// Creates a pin.
    public init(edge: PinEdge, inset: Double = 0) {
        self.edge = edge
        self.inset = inset
    }

    public var description: String { inset == 0 ? edge.rawValue : "\(edge.rawValue) \(formatPoints(inset))" }
}
