import StackModel
import StackSyntax

/// What stands at a position: the one syntax walk that hover, completion, navigation and
/// the refactors share.
package struct SyntaxLocator {
    package enum Hit {
        case layoutHeader(layout: Int)
        case elementKind(layout: Int, element: Int)
        case elementName(layout: Int, element: Int)
        case propertyName(layout: Int, element: Int?, property: PropertySyntax)
        case propertyValue(layout: Int, element: Int?, property: PropertySyntax, atom: AtomSyntax)
        /// A constraint's reference to another element: the identifier, and the element the
        /// model resolved it to (nil when it names none).
        case reference(layout: Int, element: Int, target: Identifier, resolved: Int?)
        /// A constraint's anchor (`bottom` of `icon.bottom`, `parent.top`, `safeArea.top`):
        /// the reference as written and as the model resolved it.
        case anchor(layout: Int, element: Int, reference: ReferenceSyntax, resolved: AnchorReference?)
        case constraint(layout: Int, element: Int, constraint: ConstraintSyntax)
        /// A scroll view's guide word in a constraint target (`content` of `content.top` or
        /// `list.content.top`, `frame` of `parent.frame.width`), with the scroll view the
        /// model resolved it to (nil when the line names no scroll view's guide).
        case scrollGuide(layout: Int, element: Int, word: Identifier, scroll: Int?)
        /// A size class in the `[...]` of a property variant or a constraint line (format
        /// version 3, §13): the whole list and the word under the cursor, if any.
        case traits(layout: Int, element: Int?, traits: TraitsSyntax, word: Identifier?)
    }

    package let model: SemanticModel

    /// A locator over a model's syntax.
    package init(model: SemanticModel) {
        self.model = model
    }

    /// The model element whose header is `header` in a layout.
    package func element(in layout: Int, header: SourceRange) -> Int? {
        model.layouts[layout].elements.firstIndex { $0.headerRange == header }
    }

    package func hit(at offset: Int) -> Hit? {
        for (layoutIndex, layout) in model.syntax.layouts.enumerated() where layout.range.contains(offset) {
            guard layoutIndex < model.layouts.count else { return nil }
            if layout.headerRange.contains(offset) { return .layoutHeader(layout: layoutIndex) }
            return hit(in: model.syntax.members(of: layout.body), layout: layoutIndex, element: nil, offset: offset)
        }
        return nil
    }

    private func hit(in members: MemberList, layout: Int, element: Int?, offset: Int) -> Hit? {
        for member in members where member.range.contains(offset) {
            switch member {
            case .element(let syntax):
                guard let id = self.element(in: layout, header: syntax.headerRange) else { return nil }
                if syntax.kind.range.contains(offset) { return .elementKind(layout: layout, element: id) }
                if let name = syntax.name, name.range.contains(offset) {
                    return .elementName(layout: layout, element: id)
                }
                if let body = syntax.body,
                    let inner = hit(in: model.syntax.members(of: body), layout: layout, element: id, offset: offset)
                {
                    return inner
                }
                return nil
            case .property(let property):
                if let traits = property.traits, traits.range.contains(offset) {
                    return .traits(
                        layout: layout, element: element, traits: traits,
                        word: model.syntax.words(of: traits).first { $0.range.contains(offset) })
                }
                if property.name.range.contains(offset) {
                    return .propertyName(layout: layout, element: element, property: property)
                }
                for atom in model.syntax.atoms(of: property.value) where atom.range.contains(offset) {
                    return .propertyValue(layout: layout, element: element, property: property, atom: atom)
                }
                return .propertyName(layout: layout, element: element, property: property)
            case .constraint(let constraint):
                guard let element else { return nil }
                if let traits = constraint.traits, traits.range.contains(offset) {
                    return .traits(
                        layout: layout, element: element, traits: traits,
                        word: model.syntax.words(of: traits).first { $0.range.contains(offset) })
                }
                if let reference = constraint.expression.reference, reference.range.contains(offset) {
                    if let target = reference.target, let word = guideWord(target, holder: element, layout: layout),
                        word.range.contains(offset)
                    {
                        let scroll: Int?
                        if case .scrollGuide(_, of: let id)? = resolvedAnchor(
                            constraint, holder: element, layout: layout)?.item
                        {
                            scroll = id
                        } else {
                            scroll = nil
                        }
                        return .scrollGuide(layout: layout, element: element, word: word, scroll: scroll)
                    }
                    if let target = reference.element, target.range.contains(offset),
                        ReservedName(target, in: model.syntax.source) == nil
                    {
                        return .reference(
                            layout: layout, element: element, target: target,
                            resolved: resolved(constraint, holder: element, layout: layout))
                    }
                    return .anchor(
                        layout: layout, element: element, reference: reference,
                        resolved: resolvedAnchor(constraint, holder: element, layout: layout))
                }
                return .constraint(layout: layout, element: element, constraint: constraint)
            }
        }
        return nil
    }

    /// Every element syntax of a layout with its model index, in document order.
    package func elements(of layout: Int) -> [(syntax: ElementSyntax, id: Int)] {
        var result: [(ElementSyntax, Int)] = []
        func walk(_ members: MemberList) {
            for case .element(let syntax) in members {
                if let id = element(in: layout, header: syntax.headerRange) { result.append((syntax, id)) }
                walk(model.syntax.members(of: syntax.body))
            }
        }
        walk(model.syntax.members(of: model.syntax.layouts[layout].body))
        return result
    }

    /// Every constraint reference to another element, with the element holding it and the
    /// element it names as the model resolved it (nil when it names none).
    package func references(in layout: Int) -> [(holder: Int, target: Identifier, resolved: Int?)] {
        elements(of: layout).flatMap { element in
            model.syntax.members(of: element.syntax.body).compactMap { member -> (Int, Identifier, Int?)? in
                guard case .constraint(let constraint) = member, let reference = constraint.expression.reference,
                    let target = reference.element, ReservedName(target, in: model.syntax.source) == nil,
                    guideWord(reference.target, holder: element.id, layout: layout) != target
                else { return nil }
                return (element.id, target, resolved(constraint, holder: element.id, layout: layout))
            }
        }
    }

    /// The word of a target that names a scroll view's guide (stack-format.md §11): the
    /// `content` or `frame` after a name or `parent`, or a bare one in a child of a `scroll`
    /// (where the model reads it so); nil for every other target.
    package func guideWord(_ target: TargetSyntax?, holder: Int, layout: Int) -> Identifier? {
        guard let target else { return nil }
        if let guide = target.scrollGuide { return guide }
        let elements = model.layouts[layout].elements
        guard ScrollGuideName(target.base, in: model.syntax.source) != nil, let parent = elements[holder].parent,
            elements[parent].kind == .scroll
        else { return nil }
        return target.base
    }

    /// The element a constraint line refers to, as the model resolved it: the model keeps
    /// each constraint with its line's range and its target's index.
    package func resolved(_ constraint: ConstraintSyntax, holder: Int, layout: Int) -> Int? {
        model.layouts[layout].elements[holder].constraints.first { $0.range == constraint.range }?.target?.element
    }

    /// The anchor a constraint line's right-hand side names, as the model resolved it.
    package func resolvedAnchor(_ constraint: ConstraintSyntax, holder: Int, layout: Int) -> AnchorReference? {
        model.layouts[layout].elements[holder].constraints.first { $0.range == constraint.range }?.target
    }
}
