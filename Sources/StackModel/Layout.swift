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
    /// The layout direction.
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
    public var hasTextStyles: Bool { elements.contains { $0.properties.textStyle != nil } }

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
        return elements[element].children.filter { elements[$0].isArranged }
    }

    /// The element with this name.
    public func element(named name: String) -> Element? {
        elements.first { $0.name == name }
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
