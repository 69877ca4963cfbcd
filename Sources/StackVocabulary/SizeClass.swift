/// A size class along one axis (`UIUserInterfaceSizeClass`): compact or regular.
public enum SizeClass: String, CaseIterable, Sendable, Hashable {
    case compact, regular
}

/// The horizontal and vertical size classes of a canvas (stack-format.md §13): a device's
/// come from its table (§4), a size canvas's from the classes written after it.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    /// The width's size class.
    public var horizontal: SizeClass
    /// The height's size class.
    public var vertical: SizeClass

    /// Creates size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `wC hR`: every iPhone in portrait, and a size canvas that names no class.
    public static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)

    /// Every combination, in the order a suggestion picks from.
    public static let all: [SizeClasses] = [
        SizeClasses(horizontal: .compact, vertical: .regular), SizeClasses(horizontal: .compact, vertical: .compact),
        SizeClasses(horizontal: .regular, vertical: .regular), SizeClasses(horizontal: .regular, vertical: .compact),
    ]

    /// The trait of an axis.
    public func trait(_ axis: Axis) -> SizeClassTrait {
        switch (axis, self[axis]) {
        case (.horizontal, .compact): return .wC
        case (.horizontal, .regular): return .wR
        case (.vertical, .compact): return .hC
        case (.vertical, .regular): return .hR
        }
    }

    /// The class along an axis.
    public subscript(axis: Axis) -> SizeClass { axis == .horizontal ? horizontal : vertical }

    /// `wC hR`, as the format writes them.
    public var description: String { "\(trait(.horizontal).rawValue) \(trait(.vertical).rawValue)" }

    /// A canvas that has these classes, for messages: `iPhone16`, `iPhone16 landscape`,
    /// `iPhone16Plus landscape`, `iPad`.
    public var exampleCanvas: Canvas {
        switch (horizontal, vertical) {
        case (.compact, .regular): return Canvas(device: .iPhone16)
        case (.compact, .compact): return Canvas(device: .iPhone16, landscape: true)
        case (.regular, .compact): return Canvas(device: .iPhone16Plus, landscape: true)
        case (.regular, .regular): return Canvas(device: .iPad)
        }
    }
}

/// One size class as the format writes it (stack-format.md §2): `wC`, `wR`, `hC`, `hR`.
public enum SizeClassTrait: String, CaseIterable, Sendable, Hashable {
    case wC, wR, hC, hR

    /// The axis it is about.
    public var axis: Axis { self == .wC || self == .wR ? .horizontal : .vertical }

    /// The class it names.
    public var sizeClass: SizeClass { self == .wC || self == .hC ? .compact : .regular }
}

/// The size classes a variant or a constraint line holds for (`[wR hR]`, stack-format.md
/// §13): at most one class per axis; none is the unqualified default (Interface Builder's
/// "Any"). Two bytes: it is stored on every constraint.
public struct TraitSet: Hashable, Sendable, CustomStringConvertible {
    /// The width class required, if any.
    public var horizontal: SizeClass?
    /// The height class required, if any.
    public var vertical: SizeClass?

    /// Creates a trait set.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No class: applies everywhere.
    public static let any = TraitSet()

    /// Whether it requires no class.
    public var isEmpty: Bool { horizontal == nil && vertical == nil }

    /// How many classes it requires (0...2): the one with more wins (§13).
    public var count: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

    /// Whether a canvas with `classes` has every class it requires.
    public func matches(_ classes: SizeClasses) -> Bool {
        (horizontal.map { $0 == classes.horizontal } ?? true) && (vertical.map { $0 == classes.vertical } ?? true)
    }

    /// Whether some canvas could have both sets' classes (they apply together there).
    public func overlaps(_ other: TraitSet) -> Bool {
        SizeClasses.all.contains { matches($0) && other.matches($0) }
    }

    /// The traits in the canonical order, width before height.
    public var traits: [SizeClassTrait] {
        var result: [SizeClassTrait] = []
        if let horizontal { result.append(horizontal == .compact ? .wC : .wR) }
        if let vertical { result.append(vertical == .compact ? .hC : .hR) }
        return result
    }

    /// `[wR hR]`, or the empty string for no class.
    public var description: String {
        isEmpty ? "" : "[" + traits.map(\.rawValue).joined(separator: " ") + "]"
    }
}
