/// `axis`: the direction a stack arranges its views in.
public enum Axis: String, CaseIterable, Sendable, Hashable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// `distribution`: how a stack sizes and places its views along its axis.
public enum Distribution: String, CaseIterable, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `alignment`: how a stack places its views across its axis. `top` and `leading` share
/// one raw value in UIKit, as do `bottom` and `trailing`; both spellings are kept so that
/// the analyzer can tell which one was written.
public enum Alignment: String, CaseIterable, Sendable, Hashable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    /// The UIKit meaning: `top` is `leading`, `bottom` is `trailing`.
    public var normalized: Alignment {
        switch self {
        case .top: return .leading
        case .bottom: return .trailing
        default: return self
        }
    }

    /// Whether this is `firstBaseline` or `lastBaseline`.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// `contentInset` of a `scroll`: `contentInsetAdjustmentBehavior`, how the content is inset
/// by the part of the canvas's safe area the scroll view covers (stack-format.md §11).
public enum ContentInsetBehavior: String, CaseIterable, Sendable, Hashable {
    case automatic, always, never
}

/// `direction`: the user interface layout direction.
public enum LayoutDirection: String, CaseIterable, Sendable, Hashable {
    case ltr, rtl
}

/// `spacing`: points, or the system spacing (8 points).
public enum Spacing: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case system

    /// The system spacing between siblings, in points.
    public static let systemPoints = 8.0

    /// The spacing in points.
    public var points: Double {
        switch self {
        case .points(let value): return value
        case .system: return Spacing.systemPoints
        }
    }

    public var description: String {
        switch self {
        case .points(let value): return formatPoints(value)
        case .system: return "system"
        }
    }
}

/// `spacingAfter`: a custom spacing after an arranged view, or the stack's own.
public enum CustomSpacing: Hashable, Sendable, CustomStringConvertible {
    /// `UIStackView.spacingUseDefault`: the stack's `spacing`.
    case `default`
    /// A custom spacing.
    case spacing(Spacing)

    public var description: String {
        switch self {
        case .default: return "default"
        case .spacing(let spacing): return spacing.description
        }
    }
}

/// Directional insets: top, leading, bottom, trailing.
public struct DirectionalInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public var description: String {
        [top, leading, bottom, trailing].map(formatPoints).joined(separator: " ")
    }
}
