/// Where a property applies.
public enum PropertyScope: Sendable, Hashable {
    /// Inside a `layout` block.
    case layout
    /// On every element.
    case element
    /// On `stack` elements.
    case stack
    /// On `scroll` elements.
    case scroll
}

/// Every property name of the format, with its scope, value syntax and documentation:
/// the one catalog that the model, the formatter's tests and the language server read.
public enum PropertyName: String, CaseIterable, Sendable, Hashable {
    case canvas, cell, direction, target, safeArea, contentSize
    case intrinsic, hugging, compression, baseline, lastBaseline, hidden, arranged, spacingAfter
    case pin, background, text, lines, textStyle, mayTruncate, runtime, installed
    case axis, distribution, alignment, spacing, baselineRelative, marginsRelative, margins
    case contentInset

    /// How many properties the catalog has, at most: the size of a table by ``ordinal``.
    public static let ordinalLimit = 32

    /// The property's place in ``allCases``: an index into a table by property that lives
    /// on the stack (the model reads every element's statements through one).
    public var ordinal: Int {
        switch self {
        case .canvas: 0
        case .cell: 1
        case .direction: 2
        case .target: 3
        case .safeArea: 4
        case .contentSize: 5
        case .intrinsic: 6
        case .hugging: 7
        case .compression: 8
        case .baseline: 9
        case .lastBaseline: 10
        case .hidden: 11
        case .arranged: 12
        case .spacingAfter: 13
        case .pin: 14
        case .background: 15
        case .text: 16
        case .lines: 17
        case .textStyle: 18
        case .mayTruncate: 19
        case .runtime: 20
        case .installed: 21
        case .axis: 22
        case .distribution: 23
        case .alignment: 24
        case .spacing: 25
        case .baselineRelative: 26
        case .marginsRelative: 27
        case .margins: 28
        case .contentInset: 29
        }
    }

    /// Where the property applies.
    public var scope: PropertyScope {
        switch self {
        case .canvas, .cell, .direction, .target, .safeArea, .contentSize: return .layout
        case .axis, .distribution, .alignment, .spacing, .baselineRelative, .marginsRelative: return .stack
        case .contentInset: return .scroll
        default: return .element
        }
    }

    /// Whether a size-class variant (`PROP[T...]`, stack-format.md §13) may set it: not a
    /// layout's properties (a canvas has its own classes), and not `arranged`, which decides
    /// the tree the variants vary.
    public var canVary: Bool { scope != .layout && self != .arranged }

    /// The value syntax, as shown in help.
    public var valueSyntax: String {
        switch self {
        case .canvas: return "SIZE [CLASSES] | DEVICE [landscape][, ...]"
        case .contentSize: return "CATEGORY[, CATEGORY...]"
        case .textStyle: return TextStyle.allCases.map(\.rawValue).joined(separator: " | ")
        case .cell, .hidden, .arranged, .baselineRelative, .marginsRelative, .mayTruncate, .runtime, .installed:
            return "true | false"
        case .direction: return "ltr | rtl [, ...]"
        case .contentInset: return ContentInsetBehavior.allCases.map(\.rawValue).joined(separator: " | ")
        case .target: return "ios VERSION"
        case .safeArea: return "TOP LEADING BOTTOM TRAILING"
        case .intrinsic: return "WIDTH x HEIGHT (either side may be none)"
        case .hugging, .compression: return "PRIORITY [PRIORITY]"
        case .baseline, .lastBaseline: return "POINTS"
        case .spacingAfter: return "POINTS | system | default"
        case .pin: return "EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY][, ...]"
        case .background: return "#RRGGBB | #RRGGBBAA"
        case .text: return "\"STRING\""
        case .lines: return "COUNT (0: unlimited)"
        case .axis: return Axis.allCases.map(\.rawValue).joined(separator: " | ")
        case .distribution: return Distribution.allCases.map(\.rawValue).joined(separator: " | ")
        case .alignment: return Alignment.allCases.map(\.rawValue).joined(separator: " | ")
        case .spacing: return "POINTS | system"
        case .margins: return "ALL | TOP LEADING BOTTOM TRAILING"
        }
    }

    /// The fixed words the value may be, for completion and "did you mean".
    public var keywords: [String] {
        switch self {
        case .cell, .hidden, .arranged, .baselineRelative, .marginsRelative, .mayTruncate, .runtime, .installed:
            return ["true", "false"]
        case .contentInset: return ContentInsetBehavior.allCases.map(\.rawValue)
        case .direction: return LayoutDirection.allCases.map(\.rawValue)
        case .axis: return Axis.allCases.map(\.rawValue)
        case .distribution: return Distribution.allCases.map(\.rawValue)
        case .alignment: return Alignment.allCases.map(\.rawValue)
        case .spacing: return ["system"]
        case .spacingAfter: return ["system", "default"]
        case .pin: return ["edges"] + PinEdge.allCases.map(\.rawValue) + PinGuide.allCases.map(\.rawValue)
        case .hugging, .compression: return Priority.named.map(\.name)
        case .target: return ["ios"]
        case .canvas: return Device.allCases.map(\.rawValue) + ["landscape"]
        case .contentSize: return ContentSizeCategory.allCases.map(\.rawValue)
        case .textStyle: return TextStyle.allCases.map(\.rawValue)
        default: return []
        }
    }

    /// What the property means, in UIKit terms.
    public var documentation: String {
        switch self {
        case .canvas:
            return
                "Sizes of the container (the view controller's view or the cell's content view) that the root element is pinned to, or device names (`iPhoneSE`, `iPhone16 landscape`: the whole screen, with the device's safe area and size classes); frames are computed for each. One side of a size may be `auto` (`375 x auto`: the content decides it, as in a self-sizing cell), and a size may be followed by its size classes (`768 x 1024 wR hR`; default `wC hR`). Default `375 x 667`."
        case .contentSize:
            return
                "The Dynamic Type content size categories to solve at (`xSmall` ... `xxxLarge`, `AX1` ... `AX5`, or UIKit's long names); frames are computed for every canvas × category. Default `large`."
        case .textStyle:
            return
                "The Dynamic Type text style of a label's, button's or field's font: its `intrinsic` size and baselines, written at `large`, scale with the content size category. Without it the text does not scale."
        case .cell:
            return
                "Whether the layout is a reusable table or collection view cell; nesting limits are stricter. Default `false`."
        case .direction:
            return
                "User interface layout direction; in `rtl`, leading is the right edge. `ltr, rtl` solves both. Default `ltr`."
        case .target: return "Deployment target, `ios NUMBER`. Default `ios 17`."
        case .safeArea:
            return
                "The canvas's safe-area insets (top leading bottom trailing), what `safeArea` in constraints and pins refers to. Default `0 0 0 0`."
        case .intrinsic: return "`intrinsicContentSize`; `none` on a side means no intrinsic metric on that axis."
        case .hugging:
            return
                "Content hugging priority (`setContentHuggingPriority`); one value sets both axes, two are horizontal then vertical."
        case .compression:
            return
                "Compression resistance priority (`setContentCompressionResistancePriority`); one value sets both axes, two are horizontal then vertical."
        case .baseline: return "First baseline, in points from the top at intrinsic height."
        case .lastBaseline: return "Last baseline, in points from the top at intrinsic height. Default: `baseline`."
        case .hidden: return "`isHidden`: a hidden arranged view takes no space and no spacing. Default `false`."
        case .arranged: return "`false`: added with `addSubview`, not `addArrangedSubview`. Default `true`."
        case .spacingAfter:
            return "`setCustomSpacing(_:after:)` on the parent stack. Default `default` (the stack's `spacing`)."
        case .pin:
            return
                "Edges pinned to the parent: `top`, `bottom`, `leading`, `trailing`, `centerX`, `centerY` or `edges`, each as `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY]`: GUIDE is `margins` (the parent's layout margins) or `safeArea` (root only), the inset points inward, RELATION (default `==`) compares it, PRIORITY defaults to 1000. For the root, children of a `view`, and non-arranged views."
        case .background: return "Background color."
        case .text: return "Text shown in pictures; it does not size anything."
        case .lines:
            return
                "`numberOfLines` of a label; `0` is unlimited. A label whose `lines` is not 1 wraps its text at its width, as a UILabel with `numberOfLines` 0 or N does under Auto Layout (its `preferredMaxLayoutWidth` follows its width): its `intrinsic` is the text on one line, and where the label is narrower than that it takes more lines (the text's one-line width over the label's width, rounded up; at most `lines` when that is above 0) and grows taller by one line height for each. Only a label with both `intrinsic` sides wraps; with a `textStyle` it wraps onto more lines at larger Dynamic Type sizes. `truncation` fires where its height cuts lines off or `lines` caps them, unless `mayTruncate: true`. Default `1`."
        case .mayTruncate:
            return
                "Truncation is part of the design: a label, button or field whose text UIKit may shorten with an ellipsis (its `lineBreakMode` is `.byTruncatingTail` or `.byTruncatingMiddle`: a file name cut in the middle, a two-line preview). `truncation` does not fire on it; other findings about it still do. Default `false`."
        case .runtime:
            return
                "The app sets this element's content in code at run time: a custom UIView subclass whose `intrinsicContentSize` is computed in code, an image or a button title assigned in code, a stack whose arranged views are added in code (`addArrangedSubview`). Its `intrinsic`, if any, is an estimate the frames are computed with; without one it has no intrinsic size. The rules that judge content (`missing-intrinsic-size`, `truncation`, `empty-stack`, `single-child-stack`, `all-hidden`, `fill-proportionally-zero-length`) stay silent on it and on what it contains, and an `ambiguous-layout`, `overflow` or `content-priority-ambiguity` finding is not reported when it goes away with this element's size fixed (stack-format.md §12). Default `false`."
        case .installed:
            return
                "Interface Builder's Installed checkbox: whether the element is in the view hierarchy. An element that is not installed is not added as a subview (nor arranged), so it is neither laid out nor reported, and neither are its children or the constraints and pins that name it. With size classes: `installed[hC]: false` leaves it out where the height is compact (iPhone landscape); `installed: false` with `installed[wR]: true` keeps it only where the width is regular. Default `true`."
        case .contentInset:
            return
                "`contentInsetAdjustmentBehavior` of a scroll view: how its content is inset by the part of the canvas's safe area that the scroll view covers (its `adjustedContentInset`). `automatic` (a scroll view that no navigation or tab bar controller shows) insets it only along the axes on which the content is larger than the frame, so a long form starts below the status bar and ends above the home indicator while one that fits does not move; `always` insets it on every side; `never` on none. Frames are given at rest, where `contentOffset` is minus the adjusted inset. Default `automatic`."
        case .axis: return "`UIStackView.axis`. Default `horizontal`."
        case .distribution:
            return "`UIStackView.distribution`: how arranged views are sized along the axis. Default `fill`."
        case .alignment:
            return "`UIStackView.alignment`: how arranged views are placed across the axis. Default `fill`."
        case .spacing: return "`UIStackView.spacing` between arranged views; `system` is 8 points. Default `0`."
        case .baselineRelative:
            return "`isBaselineRelativeArrangement`: vertical spacing measured between baselines. Default `false`."
        case .marginsRelative:
            return "`isLayoutMarginsRelativeArrangement`: arrange views inside the layout margins. Default `false`."
        case .margins:
            return
                "`directionalLayoutMargins`: one value for all, or top leading bottom trailing; what `NAME.margins`, a child's `pin: ... margins` and a stack's `marginsRelative` use. Default `8` on a `view`, `0` on a stack; in a `layout` block, the canvas's margins (default `0 16 0 16`)."
        }
    }
}
