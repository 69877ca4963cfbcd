import StackSyntax

/// Resolves constraint lines against a layout and checks them against what UIKit accepts
/// (stack-format.md §5, Constraints). Anything UIKit refuses is `invalid-constraint` with
/// the form to write instead; a name the layout lacks is `unknown-reference`.
struct ConstraintResolver {
    let layout: Layout
    let source: SourceText
    private(set) var issues: [ModelIssue] = []

    init(layout: Layout, source: SourceText) {
        self.layout = layout
        self.source = source
    }

    private mutating func invalid(_ range: SourceRange, _ message: String, fixes: [Fix] = []) {
        issues.append(ModelIssue(.invalidConstraint, range: range, message: message, fixes: fixes))
    }

    private func text(_ range: SourceRange) -> String { source.text(in: range) }
    private func text(_ identifier: Identifier) -> String { source.text(in: identifier.range) }

    /// The fix that writes `line` in place of the constraint: the one line the message
    /// names, so it is offered as safe (the fixer still refuses a result that does not parse).
    private func rewrite(_ syntax: ConstraintSyntax, as line: String) -> [Fix] {
        [Fix(title: "Write `\(line)`", edits: [TextEdit(range: syntax.range, newText: line)])]
    }

    /// The constraint, or nil (with its diagnostic) when it cannot be made.
    mutating func resolve(_ syntax: ConstraintSyntax, statement: Int, element: Int, reader: inout ValueReader)
        -> Constraint?
    {
        guard let attribute = attribute(syntax.lhs.anchor, side: "the left side") else { return nil }
        if let target = syntax.lhs.target {
            reportDottedLeftSide(syntax, target: target, element: element)
            return nil
        }
        var priority = Priority.required
        if let prioritySyntax = syntax.priority {
            guard let value = reader.priority(prioritySyntax.value, of: nil) else { return nil }
            priority = value
        }
        let expression = syntax.expression
        var target: AnchorReference?
        if let reference = expression.reference {
            guard let targetAttribute = self.attribute(reference.anchor, side: "the right-hand side") else {
                return nil
            }
            guard let written = item(reference.target, element: element) else { return nil }
            let item = attachment(of: written, attribute: targetAttribute, from: element)
            target = AnchorReference(item: item, attribute: targetAttribute)
            guard
                check(
                    syntax, attribute: attribute, target: AnchorReference(item: item, attribute: targetAttribute),
                    element: element)
            else { return nil }
        } else if !attribute.isSize {
            let constant = expression.constant.map { text($0.range) } ?? "0"
            let edge = attribute.isBaseline ? "top" : attribute.rawValue
            let suggestion =
                "\(attribute.rawValue) \(syntax.relation.rawValue) parent.\(edge) \(constant.hasPrefix("-") ? "- \(constant.dropFirst())" : "+ \(constant)")"
                + priorityText(syntax)
            invalid(
                syntax.range,
                "`\(attribute.rawValue)` is a position: it relates to another anchor, never to a constant alone (UIKit cannot make `\(text(syntax.range))`); write `\(suggestion)`",
                fixes: rewrite(syntax, as: suggestion))
            return nil
        }
        var multiplier = 1.0
        if let literal = expression.multiplier {
            guard let value = reader.checked(literal, .multiplier, "a multiplier") else { return nil }
            multiplier = value
        }
        var constant = 0.0
        if let literal = expression.constant {
            // A constant alone is a length; after a reference it is an offset.
            let range: ValueRange = target == nil ? .length : .offset
            let what = target == nil ? "a \(attribute.rawValue)" : "a constraint constant"
            guard let value = reader.checked(literal, range, what) else { return nil }
            constant = expression.constantIsSubtracted ? -value : value
        }
        var traits = TraitSet.any
        if let traitsSyntax = syntax.traits {
            guard let set = reader.traits(traitsSyntax) else { return nil }
            traits = set
        }
        var constraint = Constraint(
            element: element, attribute: attribute, relation: syntax.relation, target: target,
            multiplier: multiplier, constant: constant, priority: priority, range: syntax.range,
            statement: statement)
        constraint.traits = traits
        return constraint
    }

    /// Where a constraint from `element` to a scroll view's own anchors attaches (stack-format.md
    /// §11, after Apple's Auto Layout Guide): from a descendant of the scroll view, its edges
    /// and its margins guide's edges attach to the content, its width, height and centers to
    /// its frame. Every other item is as written.
    private func attachment(of item: ConstraintItem, attribute: LayoutAttribute, from element: Int) -> ConstraintItem {
        let scroll: Int
        switch item {
        case .element(let id), .margins(of: let id?): scroll = id
        default: return item
        }
        guard layout.elements[scroll].kind == .scroll, !attribute.isBaseline, isDescendant(element, of: scroll) else {
            return item
        }
        let isEdge = !attribute.isSize && attribute != .centerX && attribute != .centerY
        if case .margins = item { return isEdge ? .scrollGuide(.contentMargins, of: scroll) : item }
        return .scrollGuide(isEdge ? .content : .frame, of: scroll)
    }

    /// Whether `element` lies inside `ancestor` (at any depth, not itself).
    private func isDescendant(_ element: Int, of ancestor: Int) -> Bool {
        var current = layout.elements[element].parent
        // Each step goes to a parent, which comes earlier in document order: at most one step an element.
        for _ in 0..<layout.elements.count {
            guard let id = current else { return false }
            if id == ancestor { return true }
            current = layout.elements[id].parent
        }
        return false
    }

    /// The attribute a word names, or nil after reporting it.
    private mutating func attribute(_ word: Identifier, side: String) -> LayoutAttribute? {
        if let attribute = LayoutAttribute(word, in: source) { return attribute }
        let names = LayoutAttribute.allCases.map(\.rawValue)
        let suggestion = SuggestedWord(for: text(word), in: names)
        let hint = suggestion?.hint ?? " (the anchors are \(names.map { "`\($0)`" }.joined(separator: ", ")))"
        invalid(
            word.range, "`\(text(word))` is not an anchor\(hint)",
            fixes: suggestion.map { [$0.fix(replacing: word.range)] } ?? [])
        return nil
    }

    /// What `TARGET` names, from `element`'s point of view; nil (this element) when absent.
    private mutating func item(_ target: TargetSyntax?, element: Int) -> ConstraintItem? {
        guard let target else { return .element(element) }
        let parent = layout.elements[element].parent
        // `content.top`, `frame.width` in a child of a scroll view: its guides (§11).
        if target.scrollGuide == nil, let guide = ScrollGuideName(target.base, in: source),
            let parent, layout.elements[parent].kind == .scroll
        {
            if let margins = target.margins {
                invalid(
                    margins.range,
                    "the scroll view's `\(guide.rawValue)` guide is a layout guide and has no margins guide of its own; use `\(guide.rawValue).ANCHOR`, or `parent.margins.ANCHOR`"
                )
                return nil
            }
            return .scrollGuide(guide == .content ? .content : .frame, of: parent)
        }
        if let guideName = target.scrollGuide {
            return scrollGuide(guideName, of: target, element: element)
        }
        let base: ConstraintItem
        switch ReservedName(target.base, in: source) {
        case .parent?:
            base = parent.map(ConstraintItem.element) ?? .canvas
        case .canvas?:
            base = .canvas
        case .margins?:
            if let margins = target.margins {
                invalid(
                    margins.range,
                    "`margins` is already the parent's margins guide; write `margins.ANCHOR` or `parent.margins.ANCHOR`"
                )
                return nil
            }
            return .margins(of: parent)
        case .safeArea?:
            if let margins = target.margins {
                invalid(
                    margins.range,
                    "the safe area is a layout guide and has no margins guide of its own; use `safeArea.ANCHOR`, or `canvas.margins.ANCHOR` (inside the safe area)"
                )
                return nil
            }
            return .safeArea
        case nil:
            guard
                let found = layout.elements.indices.first(where: {
                    source.spells(layout.elements[$0].name, in: target.base.range)
                })
            else {
                let names = layout.elements.compactMap(\.name) + ReservedName.allCases.map(\.rawValue)
                let layoutName = layout.name.map { "layout `\($0)`" } ?? "this layout"
                let suggestion = SuggestedWord(for: text(target.base), in: names)
                // `content` / `frame` outside a scroll view's children is an ordinary name.
                let guideHint =
                    ScrollGuideName(target.base, in: source).map {
                        " (`\($0.rawValue)` names a scroll view's \($0.rawValue) guide only in a child of a `scroll`; elsewhere write `NAME.\($0.rawValue).ANCHOR`)"
                    } ?? ""
                issues.append(
                    ModelIssue(
                        .unknownReference, range: target.base.range,
                        message:
                            "no element named `\(text(target.base))` in \(layoutName)\(suggestion?.hint ?? "")\(guideHint)",
                        fixes: suggestion.map { [$0.fix(replacing: target.base.range)] } ?? []))
                return nil
            }
            base = .element(found)
        }
        guard target.margins != nil else { return base }
        switch base {
        case .element(let id): return .margins(of: id)
        default: return .margins(of: nil)
        }
    }

    /// `NAME.content`, `parent.frame`: a guide of the scroll view the base names; anything
    /// but a scroll view has none (`invalid-constraint`).
    private mutating func scrollGuide(_ guideName: Identifier, of target: TargetSyntax, element: Int) -> ConstraintItem?
    {
        let guide: ScrollGuide =
            source.spells(ScrollGuideName.content.rawValue, in: guideName.range) ? .content : .frame
        let parent = layout.elements[element].parent
        var scroll: Int?
        switch ReservedName(target.base, in: source) {
        case .parent?:
            scroll = parent
        case .canvas?, .margins?, .safeArea?:
            scroll = nil
        case nil:
            guard
                let found = layout.elements.indices.first(where: {
                    source.spells(layout.elements[$0].name, in: target.base.range)
                })
            else {
                _ = item(TargetSyntax(base: target.base, margins: nil, range: target.base.range), element: element)
                return nil
            }
            scroll = found
        }
        guard let scroll, layout.elements[scroll].kind == .scroll else {
            let what =
                scroll.map {
                    "`\(layout.elements[$0].displayName)` is a `\(layout.elements[$0].kindName)`, not a `scroll`"
                }
                ?? "`\(text(target.base))` is not a scroll view"
            invalid(guideName.range, "\(what): only a scroll view has `content` and `frame` guides")
            return nil
        }
        return .scrollGuide(guide, of: scroll)
    }

    /// Checks what UIKit refuses between two anchors; reports and returns false.
    private mutating func check(
        _ syntax: ConstraintSyntax, attribute: LayoutAttribute, target: AnchorReference, element: Int
    ) -> Bool {
        let other = target.attribute
        let written = text(syntax.range)
        guard let reference = syntax.expression.reference else { return true }
        if attribute.isSize != other.isSize {
            let (size, position) = attribute.isSize ? (attribute, other) : (other, attribute)
            invalid(
                reference.range,
                "`\(written)` relates a size (`\(size.rawValue)`) to a position (`\(position.rawValue)`): a size relates only to a size (`width`, `height`) or a constant, a position only to a position on the same axis"
            )
            return false
        }
        if !attribute.isSize, attribute.axis != other.axis {
            let axisName = { (attribute: LayoutAttribute) in attribute.axis == .horizontal ? "an x-axis" : "a y-axis" }
            let choices = attribute.compatibleAttributes.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            invalid(
                reference.range,
                "`\(attribute.rawValue)` is \(axisName(attribute)) anchor and `\(other.rawValue)` \(axisName(other)) one: UIKit relates anchors of one axis only; use one of \(choices)"
            )
            return false
        }
        if attribute.isDirectional && other.isAbsolute || attribute.isAbsolute && other.isDirectional {
            // The same line with `left`/`right` made `leading`/`trailing`.
            var fixed = written
            for anchor in [reference.anchor, syntax.lhs.anchor] {
                guard let directional = LayoutAttribute(anchor, in: source)?.directional else { continue }
                let offset = anchor.range.start - syntax.range.start
                let utf8 = Array(fixed.utf8)
                fixed = String(
                    decoding: utf8[..<offset] + Array(directional.rawValue.utf8)
                        + utf8[(offset + anchor.range.length)...], as: UTF8.self)
            }
            // `left == leading` would become `leading == leading`: relate it to the parent's.
            let selfRelated =
                target.item == .element(element) && reference.target == nil
                && attribute.directional ?? attribute == other.directional ?? other
            if selfRelated {
                let directional = (attribute.directional ?? attribute).rawValue
                let rest = text(SourceRange(start: reference.range.end, end: syntax.range.end))
                fixed = "\(directional) \(syntax.relation.rawValue) parent.\(directional)\(rest)"
            }
            let form = ": `\(fixed)`"
            invalid(
                reference.range,
                "`\(attribute.rawValue)` cannot relate to `\(other.rawValue)`: UIKit raises an exception when leading/trailing meet left/right; use `leading`/`trailing` on both sides\(form)",
                fixes: rewrite(syntax, as: fixed))
            return false
        }
        if !attribute.isSize, let multiplier = syntax.expression.multiplier {
            invalid(
                multiplier.range,
                "a position takes no multiplier (`\(attribute.rawValue)` is a position); remove `* \(text(multiplier.range))`, or relate sizes (`width`, `height`) for proportions"
            )
            return false
        }
        if other.isBaseline, target.item.isGuide {
            invalid(
                reference.range,
                "a layout guide has no baselines (UILayoutGuide has none): relate `\(other.rawValue)` of a view, or use the guide's `top`/`bottom`"
            )
            return false
        }
        if target.item == .element(element), other == attribute {
            invalid(
                syntax.range,
                "`\(written)` relates `\(attribute.rawValue)` to itself: name another element's anchor (`NAME.\(attribute.rawValue)`) or a constant"
            )
            return false
        }
        return true
    }

    /// ` @750` when the line has a priority, so that a suggested form keeps it.
    private func priorityText(_ syntax: ConstraintSyntax) -> String {
        syntax.priority.map { " " + text($0.range) } ?? ""
    }

    /// `safeArea.bottom == bottom + 16`: the left side is always this element's own anchor;
    /// the message gives the flipped form where there is one.
    private mutating func reportDottedLeftSide(_ syntax: ConstraintSyntax, target: TargetSyntax, element: Int) {
        let own = layout.elements[element]
        let expression = syntax.expression
        let anchor = text(syntax.lhs.anchor)
        // `title.top == ...` written inside `title`: just drop the name.
        if target.margins == nil, source.spells(own.name, in: target.base.range) {
            let rest = text(SourceRange(start: syntax.lhs.anchor.range.start, end: syntax.range.end))
            invalid(
                syntax.lhs.range, "the left side of a constraint is always this element's own anchor: write `\(rest)`",
                fixes: rewrite(syntax, as: rest))
            return
        }
        let leftText = text(syntax.lhs.range)
        var suggestion = ""
        // Only a line rewritten where it stands is a fix; one to move into another element is the user's to place.
        var fixes: [Fix] = []
        if let reference = expression.reference, expression.multiplier == nil {
            var constant = ""
            if let literal = expression.constant {
                constant = " \(expression.constantIsSubtracted ? "+" : "-") \(text(literal.range))"
            }
            let flipped =
                "\(text(reference.anchor)) \(syntax.relation.flipped.rawValue) \(leftText)\(constant)"
                + priorityText(syntax)
            if let other = reference.target, !source.spells(own.name, in: other.base.range) || other.margins != nil {
                suggestion = "; write it in `\(text(other.range))` as `\(flipped)`"
            } else {
                suggestion = ": write `\(flipped)`"
                fixes = rewrite(syntax, as: flipped)
            }
        } else if expression.reference == nil {
            suggestion =
                "; write it in `\(text(target.range))` as `\(anchor) \(syntax.relation.rawValue) \(text(expression.range))\(priorityText(syntax))`"
        }
        invalid(
            syntax.lhs.range,
            "the left side of a constraint is this element's own anchor, not `\(leftText)`\(suggestion)", fixes: fixes)
    }
}
