import StackModel
import StackSyntax

/// The language reference (`docs/language.md`), generated from the model's own tables:
/// every layout and element property with its value syntax and meaning, every element
/// kind with its UIKit class and defaults, every anchor and constraint target. It is what
/// `stacklint explain language` prints, and `stacklint explain NAME` prints one entry of
/// it (a property, a kind, an anchor or a target), as the language server's hovers do.
public enum LanguageReference {
    /// The whole reference in Markdown.
    public static var markdown: String {
        var text = """
            # The `.stack` language

            Generated from the model's tables by `swift run stacklint explain language > docs/language.md`;
            a test fails when this page and the model drift apart, and another lints every example on
            it: each reports exactly the findings listed under it. `stacklint explain NAME` prints one
            entry (a property, an element kind, an anchor or a constraint target). What this
            implementation decided where the format is silent is in [format.md](format.md).

            A file holds layouts; a layout holds its properties and exactly one root element;
            `stack`, `view` and `scroll` elements hold child elements. A child of a stack is one of its
            arranged subviews unless it says `arranged: false`. Statements end at a line break or
            `;`; comments are `//` and `/* */`. The last part of this page,
            [Sizing by content](#sizing-by-content-format-version-3), is a guide to format version 3:
            wrapping labels, self-sizing cells, scroll views, content set in code, size classes
            and both directions.


            """
        text += introExample.markdown + "\n"
        text +=
            "## Layout properties\n\n"
            + propertyTable(PropertyName.allCases.filter { $0.scope == .layout || $0 == .margins }, layout: true)
        text +=
            "\n## Element kinds\n\n| kind | UIKit class | hugging h/v | compression h/v | intrinsic size | holds elements | text baseline |\n| --- | --- | --- | --- | --- | --- | --- |\n"
        for kind in ElementKind.allCases {
            let priorities = kind == .stack ? ("—", "—") : (pair(kind.defaultHugging), pair(kind.defaultCompression))
            text +=
                "| `\(kind.rawValue)` | \(kind.uiKitClass) | \(priorities.0) | \(priorities.1) | \(intrinsic(kind)) | \(kind.canHaveChildren ? "yes" : "no") | \(baseline(kind)) |\n"
        }
        text += "\n" + ElementKind.allCases.map { "- `\($0.rawValue)`: \($0.documentation)\n" }.joined()
        text +=
            "\n## Properties of every element\n\n"
            + propertyTable(PropertyName.allCases.filter { $0.scope == .element }, layout: false)
        text +=
            "\n## Properties of `stack`\n\n"
            + propertyTable(PropertyName.allCases.filter { $0.scope == .stack }, layout: false)
        text +=
            "\n## Properties of `scroll`\n\n"
            + propertyTable(PropertyName.allCases.filter { $0.scope == .scroll }, layout: false)
        text +=
            "\n## Priorities\n\nA number from \(formatPoints(Priority.range.lowerBound)) to \(formatPoints(Priority.range.upperBound)), or a name: "
        text += Priority.named.map { "`\($0.name)` (\(formatPoints($0.value)))" }.joined(separator: ", ") + ".\n"
        text += "\n" + constraintSection
        text += "\n" + LanguageGuide.markdown
        return text
    }

    /// One entry: a property, an element kind, an anchor, a target or a pin guide; nil for
    /// a word the language does not have.
    public static func entry(_ word: String) -> String? {
        if word == "language" { return markdown }
        if let property = PropertyName(rawValue: word) {
            var text = "# `\(property.rawValue)` (property)\n\n"
            text +=
                "Applies to: \(appliesTo(property)). Value: `\(property.valueSyntax)`.\n\n" + property.documentation
                + "\n"
            if !property.keywords.isEmpty {
                text += "\nWords: " + property.keywords.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
            }
            if property == .pin { text += "\n" + pinText }
            return text
        }
        if let kind = ElementKind(rawValue: word) {
            let priorities =
                kind == .stack
                ? "no content priorities of its own"
                : "hugging \(pair(kind.defaultHugging)), compression resistance \(pair(kind.defaultCompression))"
            return
                "# `\(kind.rawValue)` (element kind)\n\n\(kind.uiKitClass): \(priorities); intrinsic size \(intrinsic(kind)); \(kind.canHaveChildren ? "holds child elements" : "holds no child elements"); baseline: \(baseline(kind)).\n\n\(kind.documentation)\n"
        }
        if let attribute = LayoutAttribute(rawValue: word) {
            return
                "# `\(attribute.rawValue)` (anchor)\n\n\(attribute.documentation) It relates to: \(attribute.compatibleAttributes.map { "`\($0.rawValue)`" }.joined(separator: ", "))\(attribute.isSize ? ", or a constant" : "").\n"
        }
        if let target = ReservedName(spelling: word) {
            return "# `\(target.rawValue)` (constraint target)\n\n\(targetDocumentation(target))\n"
        }
        return nil
    }

    /// Every `.stack` file the page shows, in page order: a test lints each and compares its
    /// findings with the ones the page lists under it.
    public static var examples: [LanguageExample] { [introExample, constraintExample] + LanguageGuide.examples }

    private static let introExample = LanguageExample(
        """
        layout Row {
          canvas: 375 x 64, 320 x 64
          stack row {
            pin: edges
            alignment: center
            spacing: 12
            image icon { intrinsic: 29 x 29; hugging: 750 }
            label title { intrinsic: 44 x 20; baseline: 16 }
          }
        }

        """)

    private static let constraintExample = LanguageExample(
        """
        layout Card {
          canvas: 375 x 667
          view card {
            pin: edges
            image photo {
              pin: top 0 @250, leading 16
              top >= safeArea.top + 8           // at least 8 below the safe area's top
              width == 200 @999                 // fixed width, optional
              height == width * 0.75            // aspect ratio
            }
            label title {
              intrinsic: 120 x 22
              top == photo.bottom + 8           // 8 below the photo
              leading == parent.margins.leading // on the parent's layout margins guide
            }
          }
        }

        """)

    /// The words `entry` knows, for "did you mean".
    public static var words: [String] {
        ["language"] + PropertyName.allCases.map(\.rawValue) + ElementKind.allCases.map(\.rawValue)
            + LayoutAttribute.allCases.map(\.rawValue) + ReservedName.allCases.map(\.rawValue)
    }

    // MARK: Parts

    private static func propertyTable(_ properties: [PropertyName], layout: Bool) -> String {
        var text = "| property | value | meaning |\n| --- | --- | --- |\n"
        for property in properties {
            let meaning =
                layout && property == .margins
                ? "The canvas's layout margins (top leading bottom trailing), inside its safe area: what `canvas.margins` and a root's `pin: ... margins` refer to. Default `0 16 0 16`."
                : property.documentation
            text +=
                "| `\(property.rawValue)` | `\(property.valueSyntax.replacing("|", with: "\\|"))` | \(meaning.replacing("|", with: "\\|")) |\n"
        }
        return text
    }

    private static func appliesTo(_ property: PropertyName) -> String {
        switch property.scope {
        case .layout: return "a `layout` block"
        case .stack: return "`stack` elements"
        case .scroll: return "`scroll` elements"
        case .element:
            switch property {
            case .margins: return "`view` and `stack` elements, and a `layout` block (the canvas's margins)"
            case .lines: return "`label` elements"
            case .baseline, .lastBaseline, .mayTruncate: return "`label`, `button` and `field` elements"
            case .text: return "`label`, `button` and `field` elements"
            default: return "every element"
            }
        }
    }

    private static func pair(_ pair: AxisPair<Double>) -> String {
        "\(formatPoints(pair.horizontal))/\(formatPoints(pair.vertical))"
    }

    private static func intrinsic(_ kind: ElementKind) -> String {
        if kind == .stack { return "none of its own (from its arranged views)" }
        if let width = kind.defaultIntrinsic.width, let height = kind.defaultIntrinsic.height {
            return "`\(formatPoints(width)) x \(formatPoints(height))`"
        }
        return kind.requiresIntrinsic ? "required (`intrinsic`)" : "none unless `intrinsic` is set"
    }

    private static func baseline(_ kind: ElementKind) -> String {
        if kind == .stack {
            return
                "from its baseline view (a horizontal stack's tallest arranged view, a vertical stack's first or last)"
        }
        return kind.hasBaseline ? "the `baseline` property" : "none (first = top, last = bottom)"
    }

    private static func targetDocumentation(_ target: ReservedName) -> String {
        switch target {
        case .parent:
            return
                "The element's superview: its parent element, or the canvas for the root. `parent.margins` is its layout margins guide."
        case .canvas:
            return
                "The container the root is pinned to (a view controller's view, a cell's content view), at each canvas size. `canvas.margins` is its margins guide: the safe area inset by the layout's `margins`."
        case .margins:
            return
                "Short for `parent.margins`: the parent's layout margins guide (its frame inset by its `margins`: 8 on a `view`, 0 on a stack). In a `pin`, `EDGE margins` pins to it."
        case .safeArea:
            return
                "The canvas's safe area guide: the canvas inset by the layout's `safeArea`. In a `pin` only for the root (whose parent is the canvas); elsewhere write a constraint line to it."
        }
    }

    private static var pinText: String {
        "Each pin is `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY]`: `top 20`, `top safeArea`, `leading margins 8`, `bottom >= 20`, `bottom 20 @750`, `edges margins`. The inset points inward; RELATION compares the inset (`bottom >= 20` keeps the bottom at least 20 inside); PRIORITY defaults to 1000. It is the constraint `v.top R q.top + inset` (`q.bottom R v.bottom + inset` for the far edges), where q is the parent, its margins guide, or the safe area.\n"
    }

    private static var constraintSection: String {
        var text = """
            ## Constraints

            A constraint line inside an element adds an Auto Layout constraint between one of that
            element's anchors (the left side) and a constant or another anchor, at priority 1000
            unless `@` says otherwise: `ANCHOR RELATION [TARGET.]ANCHOR [* MULTIPLIER] [± CONSTANT] [@ PRIORITY]`,
            with RELATION one of `==`, `>=`, `<=`.


            """
        text += constraintExample.markdown + "\n"
        text += """
            UIKit accepts sizes with sizes or a constant (with a multiplier), x-axis positions with
            x-axis positions and y-axis with y-axis (no constant alone, no multiplier), never
            `leading`/`trailing` with `left`/`right`, and no anchor with itself; anything else is
            `invalid-constraint`, with the form to write instead. A constraint holds in canvas
            coordinates wherever the two elements sit in the tree. In `rtl` a constraint that uses
            `leading` or `trailing` is mirrored as a whole, constant included; one that uses only
            `left`, `right` and `centerX` is not. Constraints are added after the stacks' and the
            pins', in document order: in a conflict the latest one is broken.

            ### Anchors

            | anchor | axis | meaning |
            | --- | --- | --- |

            """
        for attribute in LayoutAttribute.allCases {
            text +=
                "| `\(attribute.rawValue)` | \(attribute.isSize ? "size" : attribute.axis == .horizontal ? "x" : "y") | \(attribute.documentation) |\n"
        }
        text +=
            "\n### Targets\n\n| target | meaning |\n| --- | --- |\n| `NAME` | Any element of the same layout, by name. `NAME.margins` is its layout margins guide. |\n"
        for target in ReservedName.allCases {
            text += "| `\(target.rawValue)` | \(targetDocumentation(target)) |\n"
        }
        text +=
            "\nThe names `parent`, `canvas`, `margins` and `safeArea` are reserved: an element may not take one (`invalid-value`). A layout guide has edges, centers and sizes but no baselines.\n"
        text += "\n## Pins\n\n" + pinText
        return text
    }
}
