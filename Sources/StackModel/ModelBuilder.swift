import StackSyntax

/// Resolves a syntax tree into layouts: kinds, names, paths, defaults, references; and
/// reports what only the model can see (unknown names, bad values, misplaced properties).
struct ModelBuilder {
    let syntax: FileSyntax
    let options: ModelOptions
    private(set) var issues: [ModelIssue] = []
    private var reader: ValueReader
    /// The size classes and `[...]` of the current layout's property variants (of those that
    /// apply somewhere), for `unsolved-variation` once its canvases are known.
    private var variantTraits: [(traits: TraitSet, range: SourceRange)] = []
    /// The statements ``effectiveProperties(_:allowsVariants:)`` sorts out, kept between
    /// elements so that one buffer serves the whole layout.
    private var statements: [(name: PropertyName?, property: Int, traits: TraitSet)] = []

    init(syntax: FileSyntax, options: ModelOptions) {
        self.syntax = syntax
        self.options = options
        self.reader = ValueReader(syntax: syntax)
    }

    private var source: SourceText { syntax.source }
    private func text(_ identifier: Identifier) -> String { source.text(in: identifier.range) }

    mutating func build() -> [Layout] {
        var layouts: [Layout] = []
        layouts.reserveCapacity(syntax.layouts.count)
        issues += LayoutNames.duplicates(syntax.layouts.map(\.name), in: source)
        for layoutSyntax in syntax.layouts {
            layouts.append(buildLayout(layoutSyntax))
        }
        issues += reader.issues
        return layouts
    }

    /// Reports `duplicate-name` at a later use of a name written at `range`, the first use as
    /// related location.
    private mutating func checkUnique(
        _ name: String, at range: SourceRange, among first: inout [String: SourceRange],
        what: String, message: (String) -> String
    ) {
        // One lookup for the usual new name; a repeated one puts the first use back.
        guard let earlier = first.updateValue(range, forKey: name) else { return }
        first[name] = earlier
        report(
            .duplicateName, range, message(name),
            related: [RelatedLocation(range: earlier, message: "the first \(what) `\(name)`")])
    }

    mutating func report(
        _ kind: ModelIssueKind, _ range: SourceRange, _ message: String,
        related: [RelatedLocation] = [], fixes: [Fix] = [], unnecessary: Bool = false
    ) {
        issues.append(
            ModelIssue(kind, range: range, message: message, related: related, fixes: fixes, isUnnecessary: unnecessary)
        )
    }

    // MARK: Layouts

    private mutating func buildLayout(_ layoutSyntax: LayoutSyntax) -> Layout {
        let layoutName = layoutSyntax.name.map { text($0) }
        var layout = Layout(
            name: layoutName, headerRange: layoutSyntax.headerRange, range: layoutSyntax.range,
            canvasEntries: options.defaultCanvasEntries, hasExplicitCanvas: false, isCell: false, direction: .ltr,
            target: 17, elements: [], roots: [], assignments: PropertyAssignments())

        let layoutMembers = syntax.memberNodes(of: layoutSyntax.body)
        for (name, index, _) in effectiveProperties(layoutMembers, allowsVariants: false) {
            let property = syntax.properties[index]
            guard name.scope == .layout || name == .margins else {
                notApplicable(
                    property,
                    "`\(name.rawValue)` is an element property: it has no effect on a layout; move it into an element")
                continue
            }
            layout.assignments.assign(name, statement: index, of: syntax.properties)
            switch name {
            case .canvas:
                if let canvases = reader.canvases(property) {
                    layout.canvasEntries = canvases
                    layout.hasExplicitCanvas = true
                }
            case .cell: if let value = reader.bool(property) { layout.isCell = value }
            case .direction:
                if let value = reader.directions(property) {
                    layout.directions = value
                    layout.direction = value[0]
                }
            case .target: if let value = reader.target(property) { layout.target = value }
            case .margins: if let value = reader.insets(property) { layout.margins = value }
            case .safeArea:
                if let value = reader.insets(property, allowsOne: false, range: .length) { layout.safeArea = value }
            case .contentSize: if let value = reader.contentSizes(property) { layout.contentSizes = value }
            default: break
            }
        }

        // A canvas given as a size takes the layout's `safeArea`; a device has its own.
        layout.setCanvases(layout.canvasEntries)
        for extra in options.extraContentSizes where !layout.contentSizes.contains(extra) {
            layout.contentSizes.append(extra)
        }

        // Exactly as long as its contents (an array grown by appending has room to spare).
        let elementCount = layoutSyntax.elements.count
        layout.elements.reserveCapacity(elementCount)
        var pending: [(element: Int, constraint: Int)] = []
        // Sized once: grown name by name it was rehashed at every doubling.
        var firstElement: [String: SourceRange] = Dictionary(minimumCapacity: elementCount)
        var rootIndex = 0
        for member in layoutMembers {
            switch member {
            case .element(let element):
                let id = resolveElement(
                    syntax.elements[element], parent: nil, indexInParent: rootIndex, parentPath: nil,
                    layout: &layout, pending: &pending, firstElement: &firstElement)
                layout.roots.append(id)
                rootIndex += 1
            case .constraint(let index):
                let constraint = syntax.constraints[index]
                report(
                    .propertyNotApplicable, constraint.range,
                    "a constraint in a layout block constrains no element; move it into the element it sizes",
                    fixes: [removal(constraint.range, "Remove the constraint")], unnecessary: true)
            case .property:
                break
            }
        }

        let displayName = layoutName.map { "layout `\($0)`" } ?? "this layout"
        if layout.roots.isEmpty {
            report(
                .rootCount, layoutSyntax.headerRange,
                "\(displayName) has no root element; add one `stack` or `view` that holds the screen")
        } else if layout.roots.count > 1 {
            let first = layout.elements[layout.roots[0]]
            for extra in layout.roots.dropFirst() {
                report(
                    .rootCount, layout.elements[extra].headerRange,
                    "\(displayName) has more than one root element; wrap them in one `stack` or `view`",
                    related: [RelatedLocation(range: first.headerRange, message: "the first root element")])
            }
        }

        // Resolved against the finished layout, then added once the resolver (which holds
        // a copy of the layout) is gone: adding them while it lives would copy every element.
        var constraints: [[Constraint]] = Array(repeating: [], count: layout.elements.count)
        do {
            var resolver = ConstraintResolver(layout: layout, source: source)
            for (elementID, constraint) in pending {
                if let resolved = resolver.resolve(
                    syntax.constraints[constraint], statement: constraint, element: elementID, reader: &reader)
                {
                    constraints[elementID].append(resolved)
                }
            }
            issues += resolver.issues
        }
        for (id, resolved) in constraints.enumerated() where !resolved.isEmpty {
            layout.elements[id].constraints = resolved
            if resolved.contains(where: { !$0.traits.isEmpty }) { layout.variations.hasConstraintTraits = true }
        }
        layout.installedFlags = Layout.installation(of: layout.elements)
        reportUnsolvedVariations(layout, displayName: displayName)
        return layout
    }

    /// `unsolved-variation`: a variant or constraint line whose size classes no canvas of
    /// the layout has (stack-format.md §13), with a canvas that would.
    private mutating func reportUnsolvedVariations(_ layout: Layout, displayName: String) {
        guard !layout.variations.isEmpty || !variantTraits.isEmpty else { return }
        let combinations = layout.sizeClassCombinations
        var written: [(traits: TraitSet, range: SourceRange)] = variantTraits
        for element in layout.elements.indices {
            for constraint in layout.elements[element].constraints where !constraint.traits.isEmpty {
                if let range = constraint.syntax(in: syntax)?.traits?.range {
                    written.append((constraint.traits, range))
                }
            }
        }
        written.sort { $0.range.start < $1.range.start }
        for (traits, range) in written where !combinations.contains(where: traits.matches) {
            let example = SizeClasses.all.first(where: traits.matches) ?? .compactRegular
            let classes = combinations.map { "`\($0)`" }.joined(separator: ", ")
            report(
                .unsolvedVariation, range,
                "no canvas of \(displayName) has the size classes `\(traits)` (its canvases are \(classes)): this variation is never solved; add `\(example.exampleCanvas)` to `canvas`, or a size followed by its classes"
            )
        }
        variantTraits = []
    }

    // MARK: Elements

    private mutating func resolveElement(
        _ element: ElementSyntax, parent: Int?, indexInParent: Int, parentPath: String?,
        layout: inout Layout, pending: inout [(element: Int, constraint: Int)],
        firstElement: inout [String: SourceRange]
    ) -> Int {
        let kind = ElementKind(element.kind, in: source)
        if kind == nil { reportUnknownKind(element) }
        // The strings the element keeps, made once: a known kind is spelled as its keyword.
        let kindName = kind?.rawValue ?? text(element.kind)
        let name = element.name.map { text($0) }
        let parentKind = parent.flatMap { layout.elements[$0].kind }
        if let parent, let parentKind, !parentKind.canHaveChildren {
            report(
                .childrenNotAllowed, element.headerRange,
                "a `\(parentKind.rawValue)` cannot hold elements; only `stack`, `view` and `scroll` can. Move `\(name ?? kindName)` out of `\(layout.elements[parent].displayName)`, or wrap both in a `view`"
            )
        }
        if let word = element.name, let name, ReservedName(word, in: source) != nil {
            report(
                .invalidValue, word.range,
                "`\(name)` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): give the element another name"
            )
        }
        if let word = element.name, let name {
            checkUnique(name, at: word.range, among: &firstElement, what: "element") {
                "an element named `\($0)` already exists in this layout; element names must be unique"
            }
        }

        let members = syntax.memberNodes(of: element.body)
        let effective = effectiveProperties(members, allowsVariants: true)
        let arrangedFlag = effective.last { $0.name == .arranged && $0.traits.isEmpty }.flatMap { entry -> Bool? in
            guard case .identifier(let word)? = syntax.atoms(of: syntax.properties[entry.property].value).first
            else { return nil }
            return source.spells("false", in: word.range) ? false : source.spells("true", in: word.range) ? true : nil
        }
        let isArranged = parentKind == .stack && arrangedFlag != false

        let segment = name ?? "\(kindName)#\(indexInParent)"
        let path = parentPath.map { "\($0)/\(segment)" } ?? segment
        let id = layout.elements.count
        // Built in place in the layout and read there by index: never copied whole.
        layout.elements.append(
            Element(
                id: id, kind: kind, kindName: kindName, name: name,
                path: path, parent: parent,
                indexInParent: indexInParent, isArranged: isArranged, headerRange: element.headerRange,
                nameRange: element.name?.range, range: element.range,
                braces: element.body.map { ($0.openBrace, $0.closeBrace) },
                properties: ElementProperties(kind: kind), stack: kind == .stack ? StackProperties() : nil))
        if parent == nil { layout.elements[id].properties.pins = [Pin(edge: .top), Pin(edge: .leading)] }

        let context = PlacementContext(
            kind: kind, parentKind: parentKind, isRoot: parent == nil,
            isArranged: isArranged, parentName: parent.map { layout.displayName(of: $0) })
        var variants: [PropertyVariant] = []
        var variantSyntax: [PropertySyntax] = []
        layout.elements[id].assignments.reserveCapacity(effective.count)
        for (name, index, traits) in effective {
            let property = syntax.properties[index]
            if let reason = context.reasonNotApplicable(name) {
                notApplicable(property, reason)
                continue
            }
            guard !traits.isEmpty, let traitsSyntax = property.traits else {
                layout.elements[id].assignments.assign(name, statement: index, of: syntax.properties)
                apply(name, property, to: &layout.elements[id], parentKind: parentKind)
                continue
            }
            variants.append(
                PropertyVariant(
                    element: id, name: name, traits: traits, properties: layout.elements[id].properties,
                    stack: layout.elements[id].stack, range: property.range, traitsRange: traitsSyntax.range))
            variantSyntax.append(property)
        }
        // Read after every unqualified property, so that each snapshot holds the defaults.
        // Applied to the element in place, its unqualified properties put back after each
        // (`apply` changes only `properties` and `stack`): the element is not copied.
        for index in variants.indices {
            let unqualified = (layout.elements[id].properties, layout.elements[id].stack)
            apply(variants[index].name, variantSyntax[index], to: &layout.elements[id], parentKind: parentKind)
            variants[index].properties = layout.elements[id].properties
            variants[index].stack = layout.elements[id].stack
            (layout.elements[id].properties, layout.elements[id].stack) = unqualified
            variantTraits.append((variants[index].traits, variants[index].traitsRange))
        }
        if !variants.isEmpty {
            reportEqualWeightVariants(variants)
            layout.variations.properties += variants
        }
        // §12: content set in code has no size of its own but the estimate written, so a
        // runtime element without `intrinsic` has none, whatever its kind's default.
        if layout.elements[id].properties.isRuntime, layout.elements[id].assignments[.intrinsic] == nil {
            layout.elements[id].properties.intrinsic = OptionalSize(width: nil, height: nil)
        }

        var childCount = 0
        for member in members { if case .element = member { childCount += 1 } }
        if childCount > 0 { layout.elements[id].children.reserveCapacity(childCount) }
        var childIndex = 0
        for member in members {
            switch member {
            case .element(let child):
                let childID = resolveElement(
                    syntax.elements[child], parent: id, indexInParent: childIndex, parentPath: path,
                    layout: &layout, pending: &pending, firstElement: &firstElement)
                layout.elements[id].children.append(childID)
                childIndex += 1
            case .constraint(let constraint):
                pending.append((id, constraint))
            case .property:
                break
            }
        }
        if kind == .scroll, childIndex == 0 {
            report(
                .emptyScrollView, element.headerRange,
                "scroll view `\(layout.elements[id].displayName)` has no children: it has no content, so its content size is undetermined and nothing scrolls; add the view that scrolls inside it, pinned with `pin: edges content`"
            )
        }
        return id
    }

    /// `duplicate-property` for two variants of one property with as many classes, that
    /// apply together at some size classes and set different values: the later one wins
    /// there (stack-format.md §13).
    private mutating func reportEqualWeightVariants(_ variants: [PropertyVariant]) {
        guard variants.count > 1 else { return }
        for (index, earlier) in variants.enumerated() {
            guard
                let later = variants[(index + 1)...].first(where: {
                    $0.name == earlier.name && $0.traits != earlier.traits && $0.traits.count == earlier.traits.count
                        && $0.traits.overlaps(earlier.traits) && !$0.agrees(with: earlier)
                })
            else { continue }
            let both =
                SizeClasses.all.first { earlier.traits.matches($0) && later.traits.matches($0) } ?? .compactRegular
            let name = earlier.name.rawValue
            report(
                .duplicateProperty, earlier.range,
                "`\(name)\(earlier.traits)` and `\(name)\(later.traits)` both apply at a canvas with `\(both)`, with as many size classes, and set different values: the later one wins there; write `\(name)[\(both)]` for that canvas",
                related: [
                    RelatedLocation(range: later.range, message: "the `\(name)\(later.traits)` that wins at `\(both)`")
                ])
        }
    }

    private mutating func reportUnknownKind(_ element: ElementSyntax) {
        let word = text(element.kind)
        if PropertyName(keyword: word) != nil, element.body == nil, element.name != nil {
            let fix = Fix(
                title: "Insert `:` after `\(word)`",
                edits: [TextEdit(range: .empty(at: element.kind.range.end), newText: ":")])
            report(
                .unknownElement, element.kind.range,
                "`\(word)` is a property, not an element kind: write `\(word): \(element.name.map { text($0) } ?? "")`",
                fixes: [fix])
            return
        }
        let kinds = ElementKind.allCases.map(\.rawValue)
        let hint =
            Suggestion.nearest(to: word, in: kinds).map { "; did you mean `\($0)`?" }
            ?? " (the kinds are \(kinds.map { "`\($0)`" }.joined(separator: ", ")))"
        report(.unknownElement, element.kind.range, "unknown element kind `\(word)`\(hint)")
    }

    /// Reports unknown and duplicate properties among a block's members, and the size
    /// classes of variants (`PROP[T...]`, stack-format.md §13); returns the properties that
    /// take effect, in order: each one's name, its index in the file's properties and its
    /// size classes (none for an unqualified one). A variant
    /// where variants are not allowed (`allowsVariants` false: a layout's block), of a
    /// property that cannot vary, or with size classes that are not valid, is reported
    /// and left out.
    private mutating func effectiveProperties(_ members: SyntaxList<MemberNode>, allowsVariants: Bool)
        -> [(name: PropertyName, property: Int, traits: TraitSet)]
    {
        // Each property's name, read once (nil for an unknown one), and where each name is last set.
        var names = statements
        statements = []
        defer { statements = names }
        names.removeAll(keepingCapacity: true)
        names.reserveCapacity(members.count)
        var last = InlineArray<32, Int>(repeating: -1)  // PropertyName.ordinalLimit
        // The last statement of each variant (name and classes); empty without variants.
        var lastVariant: [(name: PropertyName, traits: TraitSet, property: Int)] = []
        var hasUnknown = false
        for member in members {
            guard case .property(let index) = member else { continue }
            let (name, traitsSyntax) = head(of: index)
            var traits = TraitSet.any
            if let syntax = traitsSyntax, let name {
                let property = self.syntax.properties[index]
                guard allowsVariants, name.canVary else {
                    let why =
                        name.scope == .layout || !allowsVariants
                        ? "a layout's properties hold at every canvas (each canvas has its own size classes)"
                        : "`arranged` decides which views a stack arranges, at every size class"
                    report(
                        .propertyNotApplicable, syntax.range,
                        "`\(text(property.name))` cannot vary by size class: \(why); this statement has no effect. Remove `\(source.text(in: syntax.range))`, or use `installed[...]` on elements"
                    )
                    continue
                }
                guard let set = reader.traits(syntax) else { continue }
                traits = set
            }
            if let name {
                if traits.isEmpty {
                    last[name.ordinal] = index
                } else if let existing = lastVariant.firstIndex(where: { $0.name == name && $0.traits == traits }) {
                    lastVariant[existing].property = index
                } else {
                    lastVariant.append((name, traits, index))
                }
            } else {
                hasUnknown = true
            }
            names.append((name, index, traits))
        }
        var result: [(name: PropertyName, property: Int, traits: TraitSet)] = []
        result.reserveCapacity(names.count)
        var lastUnknown: [String: Int] = [:]
        if hasUnknown {
            for entry in names where entry.name == nil {
                lastUnknown[text(syntax.properties[entry.property].name)] = entry.property
            }
        }
        for entry in names {
            guard let name = entry.name else {
                let property = syntax.properties[entry.property]
                let word = text(property.name)
                if lastUnknown[word] == entry.property {
                    let suggestion = SuggestedWord(for: word, in: PropertyName.allCases.map(\.rawValue))
                    report(
                        .unknownProperty, property.name.range, "unknown property `\(word)`\(suggestion?.hint ?? "")",
                        fixes: suggestion.map { [$0.fix(replacing: property.name.range)] } ?? [])
                }
                continue
            }
            let winner =
                entry.traits.isEmpty
                ? last[name.ordinal]
                : lastVariant.first(where: { $0.name == name && $0.traits == entry.traits })?.property ?? -1
            if winner >= 0, winner != entry.property {
                let property = syntax.properties[entry.property]
                let winning = syntax.properties[winner]
                let word = text(property.name) + entry.traits.description
                report(
                    .duplicateProperty, property.range,
                    "`\(word)` is set again later and the last one wins: this one has no effect; remove it",
                    related: [RelatedLocation(range: winning.range, message: "the `\(word)` that takes effect")],
                    fixes: [removal(property.range, "Remove the earlier `\(word)`")], unnecessary: true)
                continue
            }
            result.append((name, entry.property, entry.traits))
        }
        return result
    }

    /// Statement `index`'s property name (nil for an unknown one) and size classes, read by
    /// a function that changes nothing, so that the statement is read where it stands in the
    /// file's array and not copied out into a local.
    private func head(of index: Int) -> (name: PropertyName?, traits: TraitsSyntax?) {
        (PropertyName(syntax.properties[index].name, in: source), syntax.properties[index].traits)
    }

    /// The pins that apply where the element stands: `safeArea` only where the parent is the
    /// canvas (the root); elsewhere the pin is `property-not-applicable` and left out.
    private mutating func pinsAllowed(
        _ pins: [(pin: Pin, range: SourceRange)], _ property: PropertySyntax, _ element: Element,
        parentKind: ElementKind?
    ) -> [Pin] {
        // `content` and `frame` are a scroll view's guides: only a child of a `scroll` has them.
        var pins = pins
        if parentKind != .scroll, pins.contains(where: { $0.pin.guide == .content || $0.pin.guide == .frame }) {
            var reported: Set<SourceRange> = []
            for (pin, range) in pins
            where (pin.guide == .content || pin.guide == .frame) && reported.insert(range).inserted {
                let guide = pin.guide?.rawValue ?? ""
                report(
                    .propertyNotApplicable, range,
                    "`\(guide)` in a pin is a scroll view's \(guide) guide: it applies only to a child of a `scroll`; here \(element.parent == nil ? "the parent is the canvas" : "the parent is not a scroll view"), so `\(pin.edge.rawValue)` is left unpinned; pin to the parent's edge or `margins`"
                )
            }
            pins.removeAll { $0.pin.guide == .content || $0.pin.guide == .frame }
        }
        guard element.parent != nil else { return pins.map(\.pin) }
        var reported: Set<SourceRange> = []
        for (pin, range) in pins where pin.guide == .safeArea && reported.insert(range).inserted {
            report(
                .propertyNotApplicable, range,
                "`safeArea` in a pin applies only to the root (whose parent is the canvas): here `\(pin.edge.rawValue)` is pinned to a parent element; write a constraint line instead, as in `\(pin.edge.attribute.rawValue) \(pin.edge == .bottom || pin.edge == .trailing ? "<=" : ">=") safeArea.\(pin.edge.attribute.rawValue)`"
            )
        }
        return pins.filter { $0.pin.guide != .safeArea }.map(\.pin)
    }

    private func removal(_ range: SourceRange, _ title: String) -> Fix {
        Fix(title: title, edits: [source.removalEdit(for: range)])
    }

    private mutating func notApplicable(_ property: PropertySyntax, _ reason: String) {
        report(
            .propertyNotApplicable, property.range, reason,
            fixes: [removal(property.range, "Remove `\(text(property.name))`")], unnecessary: true)
    }

    private mutating func apply(
        _ name: PropertyName, _ property: PropertySyntax, to element: inout Element, parentKind: ElementKind?
    ) {
        switch name {
        case .intrinsic: if let value = reader.intrinsic(property) { element.properties.intrinsic = value }
        case .hugging: if let value = reader.priorities(property) { element.properties.hugging = value }
        case .compression: if let value = reader.priorities(property) { element.properties.compression = value }
        case .baseline:
            if let value = reader.number(property, range: .length) {
                element.properties.baseline = value
                if element.assignments[.lastBaseline] == nil { element.properties.lastBaseline = value }
            }
        case .lastBaseline:
            if let value = reader.number(property, range: .length) { element.properties.lastBaseline = value }
        case .hidden: if let value = reader.bool(property) { element.properties.isHidden = value }
        case .arranged: _ = reader.bool(property)
        case .spacingAfter: if let value = reader.customSpacing(property) { element.properties.spacingAfter = value }
        case .pin:
            if let value = reader.pins(property) {
                element.properties.pins = pinsAllowed(value, property, element, parentKind: parentKind)
            }
        case .background: if let value = reader.color(property) { element.properties.background = value }
        case .text: if let value = reader.string(property) { element.properties.text = value }
        case .lines: if let value = reader.number(property, range: .lines) { element.properties.lines = Int(value) }
        case .axis: if let value = reader.keyword(property, Axis.self) { element.stack?.axis = value }
        case .distribution:
            if let value = reader.keyword(property, Distribution.self) { element.stack?.distribution = value }
        case .alignment: if let value = reader.keyword(property, Alignment.self) { element.stack?.alignment = value }
        case .spacing: if let value = reader.spacing(property) { element.stack?.spacing = value }
        case .baselineRelative: if let value = reader.bool(property) { element.stack?.isBaselineRelative = value }
        case .marginsRelative: if let value = reader.bool(property) { element.stack?.isMarginsRelative = value }
        case .margins:
            if let value = reader.insets(property) {
                element.properties.margins = value
                element.stack?.margins = value
            }
        case .textStyle:
            if let value = reader.keyword(property, TextStyle.self) { element.properties.textStyle = value }
        case .mayTruncate: if let value = reader.bool(property) { element.properties.mayTruncate = value }
        case .runtime: if let value = reader.bool(property) { element.properties.isRuntime = value }
        case .installed: if let value = reader.bool(property) { element.properties.isInstalled = value }
        case .contentInset:
            if let value = reader.keyword(property, ContentInsetBehavior.self) {
                element.properties.contentInset = value
            }
        case .canvas, .cell, .direction, .target, .safeArea, .contentSize: break
        }
    }

}

/// Where an element stands, to decide which properties apply to it (also what the
/// language server offers in completion).
public struct PlacementContext: Sendable {
    let kind: ElementKind?
    let parentKind: ElementKind?
    let isRoot: Bool
    let isArranged: Bool
    let parentName: String?

    /// Creates a context.
    public init(kind: ElementKind?, parentKind: ElementKind?, isRoot: Bool, isArranged: Bool, parentName: String?) {
        self.kind = kind
        self.parentKind = parentKind
        self.isRoot = isRoot
        self.isArranged = isArranged
        self.parentName = parentName
    }

    /// The context of a resolved element.
    public init(_ element: Element, in layout: Layout) {
        let parent = element.parent.map { layout.elements[$0] }
        self.init(
            kind: element.kind, parentKind: parent?.kind, isRoot: element.parent == nil,
            isArranged: element.isArranged, parentName: parent?.displayName)
    }

    /// Why the property has no effect here, or nil when it applies.
    public func reasonNotApplicable(_ name: PropertyName) -> String? {
        if name.scope == .layout {
            return
                "`\(name.rawValue)` is a layout property: it has no effect on an element; move it into the `layout` block"
        }
        guard let kind else { return nil }
        if name.scope == .stack, kind != .stack {
            return "`\(name.rawValue)` applies to stacks only; it has no effect on a `\(kind.rawValue)`"
        }
        if name.scope == .scroll, kind != .scroll {
            return "`\(name.rawValue)` applies to scroll views only; it has no effect on a `\(kind.rawValue)`"
        }
        switch name {
        case .mayTruncate where !kind.hasText:
            return
                "`mayTruncate` has no effect on a `\(kind.rawValue)`: only labels, buttons and fields show text that can truncate"
        case .lines where kind != .label:
            return "`lines` applies to labels only; it has no effect on a `\(kind.rawValue)`"
        case .intrinsic, .hugging, .compression, .baseline, .lastBaseline:
            if kind == .stack {
                return
                    "a stack has no intrinsic content size of its own: `\(name.rawValue)` has no effect (its size and baselines come from its arranged views)"
            }
            if name == .baseline || name == .lastBaseline, !kind.hasBaseline {
                return
                    "a `\(kind.rawValue)` (\(kind.uiKitClass)) has no text baseline: `\(name.rawValue)` has no effect; baseline alignment uses its top and bottom"
            }
            return nil
        case .textStyle where !kind.hasText:
            return
                "`textStyle` has no effect on a `\(kind.rawValue)`: only labels, buttons and fields draw text that scales with Dynamic Type"
        case .margins where kind != .stack && kind != .view && kind != .scroll:
            return
                "a `\(kind.rawValue)` keeps UIView's default layout margins, 8 on every side, and lays nothing out inside them: `margins` has no effect; set it on a `view` or a `stack`"
        case .text where !kind.hasText:
            return "`text` has no effect on a `\(kind.rawValue)`; only labels, buttons and fields show text"
        case .pin where isArranged:
            return
                "`pin` has no effect on an arranged view: its stack `\(parentName ?? "")` places it; set `arranged: false` to pin it yourself, or wrap it in a `view`"
        case .arranged where parentKind != .stack:
            return
                "`arranged` applies to children of a stack only; \(isRoot ? "a root element" : "a child of a `\(parentKind?.rawValue ?? "view")`") is never arranged"
        default:
            return nil
        }
    }
}
