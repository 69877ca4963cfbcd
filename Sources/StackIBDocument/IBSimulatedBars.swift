import StackXML

/// The bars Interface Builder simulates over a scene's view when it lays it out: a navigation
/// bar where the scene is in a navigation controller's stack (its root, or shown from a scene
/// that is), a tab bar where it is in a tab bar controller, or the bars the scene's simulated
/// metrics name. A translucent bar moves the safe area's edge; an opaque one shortens the view.
public struct IBSimulatedBars: Sendable, Hashable {
    /// The top bar's height (a navigation bar), 0 without one.
    public var top: Double = 0
    /// Whether the top bar is opaque: the view starts below it.
    public var opaqueTop = false
    /// The tab bar's height, 0 without one.
    public var bottom: Double = 0
    /// Whether a toolbar is shown at the bottom, over the tab bar where there is one (UIKit
    /// puts a navigation controller's toolbar above its tab bar controller's tab bar).
    public var toolbar = false
    /// Whether the bottom bar is opaque: the view ends above it.
    public var opaqueBottom = false
    /// Whether the scene is presented modally as a sheet (iOS 13's default presentation), which
    /// IB simulates as a card shorter than the screen, with a taller navigation bar.
    public var sheet = false
    /// Whether the scene is embedded in another's container view (`kind="embed"`): IB lays
    /// it out at its own stored size, the container's, as a freeform scene.
    public var embedded = false
    /// Whether the scene or view names no status bar (`<nil key="simulatedStatusBarMetrics"/>`):
    /// an iPhone without a notch then has no top inset.
    public var statusBarHidden = false

    /// Whether IB simulates nothing around the scene: no bar, no sheet.
    public var isEmpty: Bool { top == 0 && bottom == 0 && !toolbar && !sheet && !statusBarHidden }

    /// The height of the bars at the bottom: the tab bar and the toolbar over it, which is
    /// as tall as a tab bar on an iPhone with a home indicator (as IB draws it), else 44.
    public func bottomHeight(homeIndicator: Bool) -> Double {
        bottom + (toolbar ? (homeIndicator ? Self.tabBarHeight(pad: false) : Self.toolbarHeight) : 0)
    }

    /// UIKit's bar heights: a navigation bar without a large title, and a tab bar or toolbar
    /// (iPads have taller ones).
    package static func navigationBarHeight(pad: Bool) -> Double { pad ? 50 : 44 }
    package static func tabBarHeight(pad: Bool) -> Double { pad ? 50 : 49 }
    package static let toolbarHeight = 44.0
    package static let sheetNavigationBarHeight = 56.0
    /// The presentation styles IB simulates as a card.
    package static let sheetStyles: Set<String> = ["automatic", "pageSheet", "formSheet"]

    /// The bars of each scene's controller, by the controller's XML element.
    package static func all(in tree: XMLTree, pad: Bool) -> [Int: IBSimulatedBars] {
        var controllers: [String: Int] = [:]
        var segues: [(source: Int, destination: String, kind: String, relationship: String?, style: String?)] = []
        for element in tree.elements.indices {
            if let objects = tree.elements[element].parentIndex, tree.element(objects, isNamed: "objects"),
                let scene = tree.elements[objects].parentIndex, tree.element(scene, isNamed: "scene"),
                let id = tree.value(of: "id", in: element)
            {
                controllers[id] = element
            } else if tree.element(element, isNamed: "segue"),
                let destination = tree.value(of: "destination", in: element),
                let source = controller(of: element, in: tree)
            {
                segues.append(
                    (
                        source, destination, tree.value(of: "kind", in: element) ?? "",
                        tree.value(of: "relationship", in: element),
                        tree.value(of: "modalPresentationStyle", in: element)
                    ))
            }
        }
        var bars: [Int: IBSimulatedBars] = [:]
        // A controller's own simulated metrics hold over the scenes it holds too (a navigation
        // controller's tab bar over its stack), as well as over its own.
        for element in controllers.values {
            if let own = named(by: element, in: tree, pad: pad) { bars[element] = own }
        }
        // Each round carries bars one segue further; a stack deeper than the controllers is a cycle.
        for _ in 0...controllers.count {
            var changed = false
            for segue in segues {
                guard let destination = controllers[segue.destination] else { continue }
                let source = bars[segue.source] ?? IBSimulatedBars()
                var result = bars[destination] ?? IBSimulatedBars()
                let sourceName = tree.name(of: segue.source)
                if sourceName == "navigationController", segue.relationship == "rootViewController" {
                    if tree.value(of: "navigationBarHidden", in: segue.source) != "YES" {
                        result.top = navigationBarHeight(pad: pad)
                        result.opaqueTop =
                            childBar("navigationBar", of: segue.source, in: tree).map {
                                tree.value(of: "translucent", in: $0) == "NO"
                            } ?? false
                    }
                    result.bottom = max(result.bottom, source.bottom)
                    result.opaqueBottom = source.opaqueBottom
                    result.sheet = result.sheet || source.sheet
                    if tree.value(of: "toolbarHidden", in: segue.source) == "NO" {
                        result.toolbar = true
                        result.opaqueBottom =
                            childBar("toolbar", of: segue.source, in: tree).map {
                                tree.value(of: "translucent", in: $0) == "NO"
                            } ?? false
                    }
                } else if sourceName == "tabBarController", segue.relationship == "viewControllers" {
                    result.bottom = tabBarHeight(pad: pad)
                    result.opaqueBottom =
                        childBar("tabBar", of: segue.source, in: tree).map {
                            tree.value(of: "translucent", in: $0) == "NO"
                        } ?? false
                } else if segue.kind == "presentation" || segue.kind == "modal" {
                    let style = segue.style ?? tree.value(of: "modalPresentationStyle", in: destination) ?? "automatic"
                    guard sheetStyles.contains(style), !result.sheet else { continue }
                    result.sheet = true
                } else if segue.kind == "embed" {
                    guard !result.embedded else { continue }
                    result.embedded = true
                } else if segue.kind == "show" || segue.kind == "push", source.top > 0 {
                    result.top = source.top
                    result.opaqueTop = source.opaqueTop
                    result.sheet = result.sheet || source.sheet
                    if tree.value(of: "hidesBottomBarWhenPushed", in: destination) != "YES" {
                        result.bottom = max(result.bottom, source.bottom)
                        result.toolbar = result.toolbar || source.toolbar
                        result.opaqueBottom = source.opaqueBottom
                    }
                } else {
                    continue
                }
                if bars[destination] != result {
                    bars[destination] = result
                    changed = true
                }
            }
            if !changed { break }
        }
        // The scene's own simulated metrics, where it names them, are what IB shows; a scene
        // that extends its view under opaque bars lays out as under translucent ones.
        for element in controllers.values {
            if let own = named(by: element, in: tree, pad: pad, over: bars[element] ?? IBSimulatedBars()) {
                bars[element] = own
            }
            if bars[element]?.sheet == true, let top = bars[element]?.top, top > 0 {
                bars[element]?.top = sheetNavigationBarHeight
            }
            if tree.value(of: "extendedLayoutIncludesOpaqueBars", in: element) == "YES" {
                bars[element]?.opaqueTop = false
                bars[element]?.opaqueBottom = false
            }
            // A view that does not extend under a bar's edge (`edgesForExtendedLayout` without
            // it; by default every edge) stops at the bar, translucent or not.
            if let edges = tree.children(of: element).first(where: {
                tree.element($0, isNamed: "extendedEdge") && tree.value(of: "key", in: $0) == "edgesForExtendedLayout"
            }), bars[element] != nil {
                if tree.value(of: "top", in: edges) != "YES" { bars[element]?.opaqueTop = true }
                if tree.value(of: "bottom", in: edges) != "YES" { bars[element]?.opaqueBottom = true }
            }
        }
        return bars
    }

    /// `bars` with the bars an element's own simulated metrics name (a scene's controller, or
    /// a xib's top-level view) in their place; nil where it names none.
    package static func named(
        by element: Int, in tree: XMLTree, pad: Bool, over bars: IBSimulatedBars = IBSimulatedBars()
    )
        -> IBSimulatedBars?
    {
        var result = bars
        var names = false
        for child in tree.children(of: element) {
            let key = tree.value(of: "key", in: child)
            let opaque = tree.value(of: "translucent", in: child) == "NO"
            switch (tree.name(of: child), key) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                result.top = navigationBarHeight(pad: pad)
                result.opaqueTop = opaque
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                result.bottom = tabBarHeight(pad: pad)
                result.opaqueBottom = opaque
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                result.toolbar = true
                result.opaqueBottom = opaque
            case ("nil", "simulatedStatusBarMetrics"):
                result.statusBarHidden = true
            default: continue
            }
            names = true
        }
        return names ? result : nil
    }

    /// The scene controller that holds an element: the ancestor that is a child of a scene's `<objects>`.
    private static func controller(of element: Int, in tree: XMLTree) -> Int? {
        var current = tree.elements[element].parentIndex
        // Bounded by the tree's depth: each step goes one level up.
        while let index = current, let parent = tree.elements[index].parentIndex {
            if tree.element(parent, isNamed: "objects"),
                tree.elements[parent].parentIndex.map({ tree.element($0, isNamed: "scene") }) == true
            {
                return index
            }
            current = parent
        }
        return nil
    }

    private static func childBar(_ name: String, of controller: Int, in tree: XMLTree) -> Int? {
        tree.children(of: controller).first { tree.element($0, isNamed: name) }
    }
}
