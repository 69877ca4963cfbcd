import StackSyntax

/// One size-class variant of an element property (`axis[hC]: horizontal`, stack-format.md
/// §13): where it applies and the value it sets, read once when the model is built.
public struct PropertyVariant: Sendable {
    /// The element it belongs to (index in ``Layout/elements``).
    public var element: Int
    /// The property it sets.
    public var name: PropertyName
    /// The size classes a canvas must have for it to apply.
    public var traits: TraitSet
    /// The element's properties with this variant's value set: the field of ``name`` is
    /// what the variant means (the others are the element's defaults).
    public var properties: ElementProperties
    /// The stack properties likewise, for a stack.
    public var stack: StackProperties?
    /// The statement.
    public var range: SourceRange
    /// The `[...]` of the statement.
    public var traitsRange: SourceRange

    /// Whether it sets the same value as `other` (a variant of the same property).
    public func agrees(with other: PropertyVariant) -> Bool {
        name.sameValue(properties, stack, other.properties, other.stack)
    }
}

/// The size-class variations of a layout (stack-format.md §13): empty for a layout without
/// any, so that resolving one of its canvases costs nothing.
public struct SizeClassVariations: Sendable {
    /// The property variants, in document order.
    public var properties: [PropertyVariant] = []
    /// Whether some constraint line holds only at some size classes (``Constraint/traits``).
    public var hasConstraintTraits = false

    /// No variation.
    public init() {}

    /// Whether the layout is the same at every size class.
    public var isEmpty: Bool { properties.isEmpty && !hasConstraintTraits }

    /// The variants that apply at a canvas with `classes`, one per element and property:
    /// the matching one with the most classes, the later one on a tie (§13). Indices into
    /// ``properties``, in document order; a property with none keeps its unqualified value.
    public func applying(at classes: SizeClasses) -> [Int] {
        var winners: [PropertyKey: Int] = [:]
        for (index, variant) in properties.enumerated() where variant.traits.matches(classes) {
            let key = PropertyKey(element: variant.element, name: variant.name)
            if let current = winners[key], properties[current].traits.count > variant.traits.count { continue }
            winners[key] = index
        }
        return winners.values.sorted()
    }

    /// §12 at one canvas, for the variants `applying` there (``applying(at:)``): an element
    /// that a `runtime` variant makes content set in code has no intrinsic size unless an
    /// `intrinsic` is written for that canvas, and one it makes not has its kind's, as the
    /// unqualified `runtime` does (a variant does everything its property does).
    func settleRuntimeIntrinsics(_ applying: [Int], in layout: inout Layout) {
        var written: Set<Int> = []
        for index in applying where properties[index].name == .intrinsic { written.insert(properties[index].element) }
        for index in applying where properties[index].name == .runtime {
            let id = properties[index].element
            guard layout.elements[id].assignments[.intrinsic] == nil, !written.contains(id) else { continue }
            let element = layout.elements[id]
            layout.elements[id].properties.intrinsic =
                element.properties.isRuntime
                ? OptionalSize(width: nil, height: nil) : ElementProperties(kind: element.kind).intrinsic
        }
    }

    /// One property of one element.
    private struct PropertyKey: Hashable {
        var element: Int
        var name: PropertyName
    }
}

extension PropertyName {
    /// Copies this property's value from a variant's snapshot into an element.
    func copyValue(from variant: PropertyVariant, to element: inout Element) {
        let from = variant.properties
        switch self {
        case .intrinsic: element.properties.intrinsic = from.intrinsic
        case .hugging: element.properties.hugging = from.hugging
        case .compression: element.properties.compression = from.compression
        case .baseline:
            element.properties.baseline = from.baseline
            if element.assignments[.lastBaseline] == nil { element.properties.lastBaseline = from.lastBaseline }
        case .lastBaseline: element.properties.lastBaseline = from.lastBaseline
        case .hidden: element.properties.isHidden = from.isHidden
        case .spacingAfter: element.properties.spacingAfter = from.spacingAfter
        case .pin: element.properties.pins = from.pins
        case .background: element.properties.background = from.background
        case .text: element.properties.text = from.text
        case .lines: element.properties.lines = from.lines
        case .textStyle: element.properties.textStyle = from.textStyle
        case .mayTruncate: element.properties.mayTruncate = from.mayTruncate
        case .runtime: element.properties.isRuntime = from.isRuntime
        case .installed: element.properties.isInstalled = from.isInstalled
        case .contentInset: element.properties.contentInset = from.contentInset
        case .margins:
            element.properties.margins = from.margins
            if let margins = variant.stack?.margins { element.stack?.margins = margins }
        case .axis: if let value = variant.stack?.axis { element.stack?.axis = value }
        case .distribution: if let value = variant.stack?.distribution { element.stack?.distribution = value }
        case .alignment: if let value = variant.stack?.alignment { element.stack?.alignment = value }
        case .spacing: if let value = variant.stack?.spacing { element.stack?.spacing = value }
        case .baselineRelative:
            if let value = variant.stack?.isBaselineRelative { element.stack?.isBaselineRelative = value }
        case .marginsRelative:
            if let value = variant.stack?.isMarginsRelative { element.stack?.isMarginsRelative = value }
        case .canvas, .cell, .direction, .target, .safeArea, .contentSize, .arranged: break
        }
    }

    /// Whether two snapshots hold the same value of this property.
    func sameValue(
        _ a: ElementProperties, _ aStack: StackProperties?, _ b: ElementProperties, _ bStack: StackProperties?
    ) -> Bool {
        switch self {
        case .intrinsic: return a.intrinsic == b.intrinsic
        case .hugging: return a.hugging == b.hugging
        case .compression: return a.compression == b.compression
        case .baseline: return a.baseline == b.baseline
        case .lastBaseline: return a.lastBaseline == b.lastBaseline
        case .hidden: return a.isHidden == b.isHidden
        case .spacingAfter: return a.spacingAfter == b.spacingAfter
        case .pin: return a.pins == b.pins
        case .background: return a.background == b.background
        case .text: return a.text == b.text
        case .lines: return a.lines == b.lines
        case .textStyle: return a.textStyle == b.textStyle
        case .mayTruncate: return a.mayTruncate == b.mayTruncate
        case .runtime: return a.isRuntime == b.isRuntime
        case .installed: return a.isInstalled == b.isInstalled
        case .contentInset: return a.contentInset == b.contentInset
        case .margins: return a.margins == b.margins
        case .axis: return aStack?.axis == bStack?.axis
        case .distribution: return aStack?.distribution == bStack?.distribution
        case .alignment: return aStack?.alignment == bStack?.alignment
        case .spacing: return aStack?.spacing == bStack?.spacing
        case .baselineRelative: return aStack?.isBaselineRelative == bStack?.isBaselineRelative
        case .marginsRelative: return aStack?.isMarginsRelative == bStack?.isMarginsRelative
        case .canvas, .cell, .direction, .target, .safeArea, .contentSize, .arranged: return true
        }
    }
}
