import StackSyntax
import StackXML

/// An Interface Builder document read into typed values: its views in document order, its
/// constraints, its layout guides and the layouts it holds (issue 34). Every value keeps
/// the XML range it was read from, so what is made of it can point back into the file.
public struct IBDocument: Sendable {
    /// Whether the file is a storyboard or a xib.
    public enum Kind: Sendable, Hashable {
        case storyboard, xib
    }

    /// The kind of file.
    public var kind: Kind
    /// The simulated device (`<device id=... orientation=...>`), where the file names one.
    public var device: IBDevice?
    /// The major `toolsVersion` of the Xcode that saved the file, where it says.
    public var toolsVersion: Int?
    /// Every view, in document order; a view's subviews are indices into this array.
    public var views: [IBView]
    /// Every constraint, in document order.
    public var constraints: [IBConstraint]
    /// The layout guides constraints name, by IB id.
    public var guides: [String: IBGuide]
    /// The layouts: scene views, top-level views and cells' content views.
    public var roots: [IBRoot]
    /// The outlet names that point at each IB id (the first outlet wins).
    public var outletNames: [String: String]
    /// The size-class variations of the views, in document order.
    public var variations: [IBVariation] = []
    /// What the variations say of each subview and constraint they name, by IB id.
    public var installations: [String: IBInstallation] = [:]
    /// The sizes of the named images in `<resources>`.
    public var imageSizes: [String: (width: Double, height: Double)]
    /// The XML tree it was read from.
    public var tree: XMLTree
}

/// A layout of an IB document: the view whose subviews make one `.stack` layout.
public struct IBRoot: Sendable {
    /// What the layout's root view is.
    public enum Kind: Sendable, Hashable {
        /// A scene's view controller view: its canvas is the document's device.
        case sceneView
        /// A top-level view of a xib: its canvas is the view's own size.
        case topLevelView
        /// A table or collection view cell's content view; `selfSizing` makes its height `auto`.
        case cellContent(selfSizing: Bool)
    }

    /// What the layout's root is.
    public var kind: Kind
    /// The index of the root view in ``IBDocument/views``.
    public var view: Int
    /// The name the layout is known by in IB (a scene's view controller class, title or
    /// storyboard identifier; a cell's reuse identifier or class; a view's label or class).
    public var title: String?
    /// The IB id of the scene, cell or view.
    public var ibID: String
    /// The start tag of the scene, cell or view.
    public var startTag: SourceRange
    /// The bars IB simulates over a scene's view.
    public var bars = IBSimulatedBars()
    /// A scene simulated at a size of its own (`<size key="freeformSize">`, or the container
    /// view's that embeds it), not the device's.
    public var freeform = false
}

/// A layout guide a constraint may name.
public struct IBGuide: Sendable, Hashable {
    /// Which guide.
    public enum Kind: Sendable, Hashable {
        case safeArea, layoutMargins, contentLayoutGuide, frameLayoutGuide
        /// A view controller's `topLayoutGuide` (its bottom is the safe area's top).
        case topLayoutGuide
        /// A view controller's `bottomLayoutGuide` (its top is the safe area's bottom).
        case bottomLayoutGuide
    }

    /// Which guide.
    public var kind: Kind
    /// The view it belongs to (for a view controller's layout guides, the controller's view).
    public var owner: Int
}

/// A rectangle IB stored (`<rect key="frame" .../>`), in its superview's coordinates.
public struct IBRect: Sendable, Hashable {
    /// The origin and size.
    public var x, y, width, height: Double

    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
