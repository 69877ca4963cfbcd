import StackSyntax

/// One resolved layout: its settings and its elements in document order.
public struct Layout: Sendable {
    /// The name, if written.
    public var name: String?
    /// `layout NAME`.
    public var headerRange: SourceRange
    /// The whole layout.
    public var range: SourceRange
    /// The canvases to solve for, sizes or devices; the first is the primary one.
    public var canvasEntries: [Canvas]
    /// The Dynamic Type content size categories to solve at (stack-format.md §9).
    public var contentSizes: [ContentSizeCategory] = [.large]
    /// Whether the canvases were written in the file (not defaulted).
    public var hasExplicitCanvas: Bool
    /// `cell: true`.
    public var isCell: Bool
    /// The layout direction: the first of ``directions``.
    public var direction: LayoutDirection
    /// The iOS deployment target.
    public var target: Double
    /// The canvas's layout margins (`canvas.margins`, inside the safe area).
    public var margins = Layout.defaultMargins
    /// The canvas's safe-area insets.
    public var safeArea = DirectionalInsets.zero
    /// Every element in document order; children follow their parent.
    public var elements: [Element]
    /// The root elements (a valid layout has exactly one).
    public var roots: [Int]
    /// The layout's own property statements that took effect, by name.
    public var assignments: PropertyAssignments
    /// Every direction to solve in, as written (`direction: ltr, rtl`, format version 3);
    /// ``direction`` is the first.
    public var directions: [LayoutDirection] = [.ltr]
    /// The size-class variants of its properties and constraint lines (§13); empty for a
    /// layout without any.
    public var variations = SizeClassVariations()
    /// Whether each element is in the view hierarchy (`installed`, and every ancestor's), by
    /// index; empty when every element is (most layouts). Read it through ``isInstalled(_:)``.
    public internal(set) var installedFlags: [Bool] = []

    /// The layout margins of a canvas when the file sets none: UIKit's 16 points at the
    /// sides of a view controller's root view.
    public static let defaultMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    /// The canvas sizes, in order. Setting them replaces the canvases with plain sizes
    /// (with the layout's `safeArea`).
    public var canvases: [Size] {
        get { canvasEntries.map(\.size) }
        set { setCanvases(newValue.map { Canvas(size: $0) }) }
    }

    /// Replaces the canvases; one given as a size takes the layout's `safeArea` (a device
    /// keeps its own).
    public mutating func setCanvases(_ canvases: [Canvas]) {
        let safeArea = self.safeArea
        // Already so (the defaults, in most layouts): keep the array, shared with every
        // layout that has it, rather than a copy per layout.
        if canvases.allSatisfy({ $0.device != nil || $0.safeArea == safeArea }) {
            canvasEntries = canvases
            return
        }
        canvasEntries = canvases.map { canvas in
            var canvas = canvas
            if canvas.device == nil { canvas.safeArea = safeArea }
            return canvas
        }
    }

    /// Whether any element's text scales with Dynamic Type (`textStyle`).
    public var hasTextStyles: Bool { elements.indices.contains { elements[$0].properties.textStyle != nil } }

    /// The root element, if there is exactly one or more (the first).
    public var root: Element? { roots.first.map { elements[$0] } }

    /// The arranged subviews of an element, in order (empty unless it is a stack).
    public func arrangedChildren(of element: Element) -> [Element] {
        guard element.kind == .stack else { return [] }
        // One copy of each arranged child, none of the others.
        var arranged: [Element] = []
        arranged.reserveCapacity(element.children.count)
        for child in element.children where elements[child].isArranged { arranged.append(elements[child]) }
        return arranged
    }

    /// The indices of an element's arranged subviews, in order (empty unless it is a
    /// stack): what the hot paths walk, reading each field in place instead of copying
    /// the elements.
    public func arrangedChildIDs(of element: Int) -> [Int] {
        guard elements[element].kind == .stack else { return [] }
        // Most stacks arrange every child: their children array is shared, not filtered anew.
        let children = elements[element].children
        guard children.contains(where: { !elements[$0].isArranged }) else { return children }
        return children.filter { elements[$0].isArranged }
    }

    /// The ``Element/displayName`` of element `index`, its fields read in place.
    public func displayName(of index: Int) -> String {
        elements[index].name ?? "\(elements[index].kindName)#\(elements[index].indexInParent)"
    }

    /// The element with this name.
    public func element(named name: String) -> Element? {
        elements.indices.first { elements[$0].name == name }.map { elements[$0] }
    }
}

/// Settings that come from outside the file (the configuration).
public struct ModelOptions: Sendable, Hashable {
    /// The canvases of a layout that names none (sizes or devices).
    public var defaultCanvasEntries: [Canvas]
    /// Content size categories solved at in every layout, besides the layout's own.
    public var extraContentSizes: [ContentSizeCategory]

    /// Creates options; the default canvas is `375 x 667`.
    public init(defaultCanvases: [Size] = [Size(width: 375, height: 667)]) {
        self.init(canvases: defaultCanvases.map { Canvas(size: $0) })
    }

    /// Creates options with canvases that may be devices, and extra categories.
    public init(canvases: [Canvas], contentSizes: [ContentSizeCategory] = []) {
        defaultCanvasEntries = canvases
        extraContentSizes = contentSizes
    }

    /// The default canvas sizes.
    public var defaultCanvases: [Size] { defaultCanvasEntries.map(\.size) }
}

/// A parsed and resolved file: the syntax, the layouts and the model's issues.
public struct SemanticModel: Sendable {
    /// The syntax tree (with the syntax errors).
    public var syntax: FileSyntax
    /// The resolved layouts, in order.
    public var layouts: [Layout]
    /// The model's own findings, in the order found (the syntax errors are the tree's); the
    /// rules layer turns both into diagnostics in source order.
    public var issues: [ModelIssue]

    /// The source text.
    public var source: SourceText { syntax.source }

    /// Parses and resolves a file.
    public init(source: SourceText, options: ModelOptions = ModelOptions()) {
        self.init(syntax: Parser.parse(source), options: options)
    }

    /// Parses and resolves a string (for tests and tools).
    public init(_ text: String, options: ModelOptions = ModelOptions()) {
        self.init(source: SourceText(text), options: options)
    }

    /// Resolves a parsed file.
    public init(syntax: FileSyntax, options: ModelOptions = ModelOptions()) {
        var builder = ModelBuilder(syntax: syntax, options: options)
        let layouts = builder.build()
        self.syntax = syntax
        self.layouts = layouts
        self.issues = builder.issues
    }
}

extension Layout {
    /// Whether an element is in the view hierarchy: its `installed` and every ancestor's
    /// (stack-format.md §13). In the layout as built, the unqualified values; in one
    /// ``resolved(for:)``, that canvas's.
    public func isInstalled(_ element: Int) -> Bool {
        installedFlags.isEmpty || installedFlags[element]
    }

    /// The distinct size classes of the canvases, in canvas order.
    public var sizeClassCombinations: [SizeClasses] {
        var result: [SizeClasses] = []
        for canvas in canvasEntries where !result.contains(canvas.sizeClasses) { result.append(canvas.sizeClasses) }
        return result
    }

    /// The layout as it stands at a canvas with `classes` (stack-format.md §13): each
    /// property the variant that applies with the most classes (the later one on a tie, the
    /// unqualified one where none applies), only the constraint lines whose classes the
    /// canvas has, and the elements not installed there taken out of their parents'
    /// `children` (their indices, paths and `KIND#INDEX` stay), their constraints and every
    /// constraint that names them dropped; ``isInstalled(_:)`` tells which they are. The
    /// result has no variations left. A layout without variations and with every element
    /// installed is returned as it is, at no cost. Scale the result (``scaled(to:)``), not
    /// the layout before: the variants hold their values as written, at `large`.
    public func resolved(for classes: SizeClasses) -> Layout {
        guard !variations.isEmpty || !installedFlags.isEmpty else { return self }
        var layout = self
        layout.variations = SizeClassVariations()
        if !variations.properties.isEmpty {
            let applying = variations.applying(at: classes)
            for index in applying {
                let variant = variations.properties[index]
                variant.name.copyValue(from: variant, to: &layout.elements[variant.element])
            }
            variations.settleRuntimeIntrinsics(applying, in: &layout)
        }
        if variations.hasConstraintTraits {
            for id in layout.elements.indices
            where layout.elements[id].constraints.contains(where: { !$0.traits.matches(classes) }) {
                layout.elements[id].constraints.removeAll { !$0.traits.matches(classes) }
            }
        }
        layout.installedFlags = Layout.installation(of: layout.elements)
        let flags = layout.installedFlags
        guard !flags.isEmpty else { return layout }
        for id in layout.elements.indices {
            if !flags[id] {
                if !layout.elements[id].constraints.isEmpty { layout.elements[id].constraints = [] }
                continue
            }
            if layout.elements[id].children.contains(where: { !flags[$0] }) {
                layout.elements[id].children.removeAll { !flags[$0] }
            }
            if layout.elements[id].constraints.contains(where: { $0.target?.element.map { !flags[$0] } ?? false }) {
                layout.elements[id].constraints.removeAll {
                    !($0.target?.element.map { flags[$0] } ?? true)
                }
            }
        }
        return layout
    }

    /// Whether each element is installed, or empty when all are: an element is where its
    /// own `installed` and its parent's are (parents come before their children).
    static func installation(of elements: [Element]) -> [Bool] {
        guard elements.indices.contains(where: { !elements[$0].properties.isInstalled }) else { return [] }
        var flags = [Bool](repeating: true, count: elements.count)
        for id in elements.indices {
            flags[id] = elements[id].properties.isInstalled && (elements[id].parent.map { flags[$0] } ?? true)
        }
        return flags
    }

    /// What a pin of `element` attaches to (stack-format.md §5 and §11): the parent's edges
    /// (the canvas for the root), its margins guide, or the safe area; in a child of a
    /// `scroll`, the scroll view's content guide unless the pin names `frame` (a pin with
    /// no guide attaches to the content, one to `margins` to the content inset by the
    /// scroll view's margins). The model keeps `safeArea` pins on the root only (§5); one
    /// asked about elsewhere is the canvas's safe area still, as UIKit's guide of the view
    /// controller is across any superview, a scroll view's too.
    public func pinTarget(_ pin: Pin, of element: Int) -> ConstraintItem {
        guard let parent = elements[element].parent else {
            switch pin.guide {
            case nil, .content?, .frame?: return .canvas
            case .margins?: return .margins(of: nil)
            case .safeArea?: return .safeArea
            }
        }
        if elements[parent].kind == .scroll {
            switch pin.guide {
            case nil, .content?: return .scrollGuide(.content, of: parent)
            case .frame?: return .scrollGuide(.frame, of: parent)
            case .margins?: return .scrollGuide(.contentMargins, of: parent)
            case .safeArea?: return .safeArea
            }
        }
        switch pin.guide {
        case .margins?: return .margins(of: parent)
        case nil, .content?, .frame?: return .element(parent)
        case .safeArea?: return .safeArea
        }
    }
}
