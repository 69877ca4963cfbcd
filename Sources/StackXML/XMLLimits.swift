/// The bounds within which ``XMLReader`` reads a file, as the `.stack` parser bounds its
/// nesting: a file past them is one error, never a deep stack or an unbounded table.
public struct XMLLimits: Sendable, Hashable {
    /// The default deepest nesting of elements: Interface Builder nests two elements per
    /// level of views (`<view>` and its `<subviews>`), so this leaves room for any real screen.
    public static let defaultMaximumDepth = 256
    /// The default largest file, the size the workspace reads any input file up to.
    public static let defaultMaximumBytes = 1 << 26

    /// The deepest nesting of elements accepted, the root element being at depth 1.
    public let maximumDepth: Int
    /// The largest file accepted, in bytes.
    public let maximumBytes: Int

    /// Creates limits; each is at least 1, and the size at most what a ``SourceRange``
    /// can address.
    public init(maximumDepth: Int = XMLLimits.defaultMaximumDepth, maximumBytes: Int = XMLLimits.defaultMaximumBytes) {
        self.maximumDepth = min(max(maximumDepth, 1), Int(Int32.max))
        self.maximumBytes = min(max(maximumBytes, 1), Int(Int32.max) - 1)
    }
}
