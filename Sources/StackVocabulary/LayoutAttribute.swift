/// An anchor of an element or a layout guide (`NSLayoutConstraint.Attribute`): a size, an
/// x-axis position or a y-axis position.
public enum LayoutAttribute: String, CaseIterable, Sendable, Hashable {
    case width, height
    case leading, trailing, left, right, centerX
    case top, bottom, centerY, firstBaseline, lastBaseline

    /// The axis it measures or positions along.
    public var axis: Axis {
        switch self {
        case .width, .leading, .trailing, .left, .right, .centerX: return .horizontal
        case .height, .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .vertical
        }
    }

    /// The dimension of a size attribute; nil for a position.
    public var dimension: Dimension? {
        switch self {
        case .width: return .width
        case .height: return .height
        default: return nil
        }
    }

    /// Whether it is a size (`width`, `height`).
    public var isSize: Bool { dimension != nil }

    /// `leading` or `trailing`: flips in right-to-left layouts.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// `left` or `right`: never flips.
    public var isAbsolute: Bool { self == .left || self == .right }

    /// `firstBaseline` or `lastBaseline` (views only: a layout guide has none).
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attributes that may stand on the other side of a constraint with this one on the
    /// left (stack-format.md §5, Constraints): sizes with sizes; positions with positions of
    /// the same axis; `leading`/`trailing` never with `left`/`right`.
    public var compatibleAttributes: [LayoutAttribute] {
        if isSize { return [.width, .height] }
        let sameAxis = LayoutAttribute.allCases.filter { !$0.isSize && $0.axis == axis }
        if isDirectional { return sameAxis.filter { !$0.isAbsolute } }
        if isAbsolute { return sameAxis.filter { !$0.isDirectional } }
        return sameAxis
    }

    /// What the anchor is, in UIKit terms.
    public var documentation: String {
        switch self {
        case .width:
            return "The width (`widthAnchor`): relates to a constant, or to any width or height, with a multiplier."
        case .height:
            return "The height (`heightAnchor`): relates to a constant, or to any width or height, with a multiplier."
        case .leading: return "The leading edge (`leadingAnchor`): the left edge in `ltr`, the right edge in `rtl`."
        case .trailing: return "The trailing edge (`trailingAnchor`): the right edge in `ltr`, the left edge in `rtl`."
        case .left:
            return
                "The left edge (`leftAnchor`), in every direction; never mixed with leading/trailing (`left-right-anchor` advises against it)."
        case .right: return "The right edge (`rightAnchor`), in every direction; never mixed with leading/trailing."
        case .centerX: return "The horizontal center (`centerXAnchor`)."
        case .top: return "The top edge (`topAnchor`)."
        case .bottom: return "The bottom edge (`bottomAnchor`)."
        case .centerY: return "The vertical center (`centerYAnchor`)."
        case .firstBaseline:
            return
                "The first baseline (`firstBaselineAnchor`): `baseline` points below the top; a view without one falls back to its top; a stack's comes from its baseline view. Layout guides have none."
        case .lastBaseline:
            return
                "The last baseline (`lastBaselineAnchor`): a fixed distance above the bottom; a view without one falls back to its bottom. Layout guides have none."
        }
    }

    /// The directional attribute an absolute one corresponds to in a left-to-right layout
    /// (`left` → `leading`, `right` → `trailing`).
    public var directional: LayoutAttribute? {
        switch self {
        case .left: return .leading
        case .right: return .trailing
        default: return nil
        }
    }
}

/// `width` or `height`.
public enum Dimension: String, CaseIterable, Sendable, Hashable {
    case width, height

    /// The axis the dimension measures.
    public var axis: Axis { self == .width ? .horizontal : .vertical }
}
