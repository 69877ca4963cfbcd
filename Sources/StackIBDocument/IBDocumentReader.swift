import StackSyntax
import StackXML

/// Reads an XML tree into an ``IBDocument``: one pass over the elements in document order,
/// never trapping on any tree (a missing attribute is a default, a bad number is left out).
public enum IBDocumentReader {
    /// Reads a file's text: the XML reader's error, a tree that is not an IB document, or the document.
    public static func read(_ source: SourceText, limits: XMLLimits = XMLLimits()) -> Result<IBDocument, IBImportError>
    {
        switch XMLReader.read(source, limits: limits) {
        case .failure(let error): return .failure(IBImportError(error))
        case .success(let tree): return read(tree)
        }
    }

    /// Reads a well-formed tree.
    public static func read(_ tree: XMLTree) -> Result<IBDocument, IBImportError> {
        guard !tree.elements.isEmpty else {
            return .failure(IBImportError(range: .empty(at: 0), message: "the file has no root element"))
        }
        let root = tree.root
        let type = tree.value(of: "type", in: root) ?? ""
        guard tree.element(root, isNamed: "document"), type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            return .failure(
                IBImportError(
                    range: tree.elements[root].name,
                    message:
                        "not an iOS Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">, found <\(tree.name(of: root))>"
                ))
        }
        var reader = Builder(tree: tree, kind: type.hasSuffix(".Storyboard.XIB") ? .storyboard : .xib)
        reader.build()
        return .success(reader.document)
    }
}

/// The one pass of ``IBDocumentReader``.
private struct Builder {
    package let tree: XMLTree
    package var document: IBDocument
    /// The view index of each XML element that is a view.
    package var viewOfElement: [Int: Int] = [:]
    /// View controller layout guides, resolved to the controller's view once it is read.
    package var controllerGuides: [(id: String, kind: IBGuide.Kind, controller: Int)] = []
    /// A visual effect view's `contentView` (an element that is no view of the document) by
    /// its IB id, to the effect view's IB id: UIKit keeps it at the effect view's bounds, so
    /// what is constrained to it is constrained to the effect view.
    package var effectContentIDs: [String: String] = [:]
    /// Such a content view's element, to the effect view's element.
    package var effectContentElements: [Int: Int] = [:]

    package init(tree: XMLTree, kind: IBDocument.Kind) {
        self.tree = tree
        document = IBDocument(
            kind: kind, device: nil, views: [], constraints: [], guides: [:], roots: [], outletNames: [:],
            imageSizes: [:], tree: tree)
    }

    package static let cellClasses: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The major part of the document's `toolsVersion` (`17701`, `32700.99.1234`).
    package var toolsVersion: Int? {
        tree.value(of: "toolsVersion", in: tree.root).flatMap { Int($0.prefix { $0.isNumber }.prefix(9)) }
    }

    package mutating func build() {
        document.toolsVersion = toolsVersion
        for element in tree.elements.indices {
            let name = tree.name(of: element)
            let parentName = tree.elements[element].parentIndex.map { tree.name(of: $0) } ?? ""
            switch name {
            case "device" where tree.elements[element].parentIndex == tree.root:
                document.device = IBDevice(
                    id: tree.value(of: "id", in: element) ?? "",
                    landscape: tree.value(of: "orientation", in: element) == "landscape",
                    startTag: tree.elements[element].startTag, toolsVersion: toolsVersion)
            case "simulatedScreenMetrics" where parentName == "simulatedMetricsContainer" && document.device == nil:
                // Files from before `<device>` name the device in their default simulated metrics.
                if let type = tree.value(of: "type", in: element), let id = type.split(separator: ".").first {
                    document.device = IBDevice(
                        id: String(id), landscape: false, startTag: tree.elements[element].startTag,
                        toolsVersion: toolsVersion)
                }
            case "view" where tree.value(of: "key", in: element) == "contentView" && parentName == "visualEffectView":
                if let parent = tree.elements[element].parentIndex, let id = tree.value(of: "id", in: element) {
                    effectContentElements[element] = parent
                    effectContentIDs[id] = tree.value(of: "id", in: parent)
                }
            case "constraint" where parentName == "constraints":
                readConstraint(element)
            case "viewLayoutGuide":
                readGuide(element)
            case "viewControllerLayoutGuide":
                if let id = tree.value(of: "id", in: element), let controller = ancestor(of: element, levels: 2) {
                    let kind: IBGuide.Kind =
                        tree.value(of: "type", in: element) == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
                    controllerGuides.append((id, kind, controller))
                }
            case "variation":
                readVariation(element)
            case "outlet":
                if let property = tree.value(of: "property", in: element),
                    let destination = tree.value(of: "destination", in: element),
                    document.outletNames[destination] == nil
                {
                    document.outletNames[destination] = property
                }
            case "image" where parentName == "resources":
                if let imageName = tree.value(of: "name", in: element),
                    let width = IBNumber.read(tree.value(of: "width", in: element)),
                    let height = IBNumber.read(tree.value(of: "height", in: element))
                {
                    document.imageSizes[imageName] = (width, height)
                }
            default:
                if isView(element, name: name, parentName: parentName) { readView(element, name: name) }
            }
        }
        for guide in controllerGuides {
            guard let view = tree.children(of: guide.controller).first(where: { isControllerView($0) }),
                let owner = viewOfElement[view]
            else { continue }
            document.guides[guide.id] = IBGuide(kind: guide.kind, owner: owner)
        }
        document.installations = IBInstallation.all(document.variations)
        readRoots()
    }

    /// The element `levels` parents up, if there is one.
    package func ancestor(of element: Int, levels: Int) -> Int? {
        var current: Int? = element
        for _ in 0..<levels { current = current.flatMap { tree.elements[$0].parentIndex } }
        return current
    }

    /// A view controller's view: `key="view"` in a child of a scene's `<objects>`.
    package func isControllerView(_ element: Int) -> Bool {
        guard tree.value(of: "key", in: element) == "view", let controller = tree.elements[element].parentIndex,
            let objects = tree.elements[controller].parentIndex, tree.element(objects, isNamed: "objects"),
            let scene = tree.elements[objects].parentIndex
        else { return false }
        return tree.element(scene, isNamed: "scene")
    }

    package func isView(_ element: Int, name: String, parentName: String) -> Bool {
        if parentName == "subviews" { return true }
        if isControllerView(element) { return true }
        if Self.cellClasses.contains(name) { return true }
        let key = tree.value(of: "key", in: element)
        if key == "contentView", let parent = tree.elements[element].parentIndex,
            Self.cellClasses.contains(tree.name(of: parent))
        {
            return true
        }
        // A table's header and footer views are the table's subviews, which it places.
        if key == "tableHeaderView" || key == "tableFooterView", parentName == "tableView" { return true }
        // A xib's top-level view: a child of the document's `<objects>` with a frame.
        if parentName == "objects",
            tree.elements[element].parentIndex.flatMap({ tree.elements[$0].parentIndex })
                == tree.root, name != "placeholder"
        {
            return frame(of: element) != nil
        }
        return false
    }

    package func frame(of element: Int) -> IBRect? {
        for child in tree.children(of: element)
        where tree.element(child, isNamed: "rect") && tree.value(of: "key", in: child) == "frame" {
            guard let x = number("x", child), let y = number("y", child), let width = number("width", child),
                let height = number("height", child)
            else { return nil }
            return IBRect(x: x, y: y, width: width, height: height)
        }
        return nil
    }

    package func number(_ name: String, _ element: Int) -> Double? {
        IBNumber.read(tree.value(of: name, in: element))
    }

    package func flag(_ name: String, _ element: Int) -> Bool {
        tree.value(of: name, in: element) == "YES"
    }

    /// The nearest enclosing view, found by walking up (bounded by the tree's depth).
    package func enclosingView(of element: Int) -> Int? {
        var current = tree.elements[element].parentIndex
        while let index = current {
            if let view = viewOfElement[index] { return view }
            current = tree.elements[index].parentIndex
        }
        return nil
    }

    package mutating func readView(_ element: Int, name: String) {
        var view = IBView(
            ibClass: name, kind: Self.kind(of: name), id: tree.value(of: "id", in: element) ?? "",
            element: element, startTag: tree.elements[element].startTag)
        view.userLabel = tree.value(of: "userLabel", in: element)
        view.customClass = tree.value(of: "customClass", in: element)
        view.frame = frame(of: element)
        // IB writes a view laid out by its autoresizing mask ("fixed frame") with the flag off
        // and `fixedFrame`: the flag is turned on when the file is compiled.
        view.translatesAutoresizingMask =
            tree.value(of: "translatesAutoresizingMaskIntoConstraints", in: element) != "NO"
            || flag("fixedFrame", element)
        view.hugging = (
            clampPriority(number("horizontalHuggingPriority", element)) ?? 250,
            clampPriority(number("verticalHuggingPriority", element)) ?? 250
        )
        view.compression = (
            clampPriority(number("horizontalCompressionResistancePriority", element)) ?? 750,
            clampPriority(number("verticalCompressionResistancePriority", element)) ?? 750
        )
        view.hidden = flag("hidden", element)
        view.misplaced = flag("misplaced", element)
        view.ambiguous = flag("ambiguous", element)
        if view.kind == .stack {
            var stack = IBStackAttributes()
            stack.vertical = tree.value(of: "axis", in: element) == "vertical"
            stack.distribution = tree.value(of: "distribution", in: element)
            stack.alignment = tree.value(of: "alignment", in: element)
            stack.spacing = number("spacing", element)
            stack.standardSpacing = tree.value(of: "spacingType", in: element) == "standard"
            stack.baselineRelative = flag("baselineRelativeArrangement", element)
            stack.marginsRelative = flag("layoutMarginsRelativeArrangement", element)
            view.stack = stack
        }
        view.text = tree.value(of: "text", in: element)
        if view.kind == .field, view.text?.isEmpty ?? true { view.text = tree.value(of: "placeholder", in: element) }
        view.lines = tree.value(of: "numberOfLines", in: element).flatMap { Int($0) }.map { min(max($0, 0), 1000) } ?? 1
        view.roundedBorder = tree.value(of: "borderStyle", in: element) == "roundedRect"
        view.imageName = tree.value(of: "image", in: element)
        view.style = tree.value(of: "style", in: element)
        view.scrollDisabled = tree.value(of: "scrollEnabled", in: element) == "NO"
        view.preservesSuperviewMargins = flag("preservesSuperviewLayoutMargins", element)
        view.insetsMarginsFromSafeArea = tree.value(of: "insetsLayoutMarginsFromSafeArea", in: element) != "NO"
        readChildren(of: element, into: &view)
        view.parent = enclosingView(of: element)
        let index = document.views.count
        viewOfElement[element] = index
        let key = tree.value(of: "key", in: element)
        if let parent = view.parent,
            tree.elements[element].parentIndex.map({ tree.element($0, isNamed: "subviews") }) == true
                || key == "tableHeaderView" || key == "tableFooterView"
        {
            document.views[parent].subviews.append(index)
        }
        document.views.append(view)
    }

    /// What the view's own child elements say: its font, margins, a button's title and image.
    package func readChildren(of element: Int, into view: inout IBView) {
        for child in tree.children(of: element) {
            let key = tree.value(of: "key", in: child)
            switch tree.name(of: child) {
            case "fontDescription":
                view.pointSize =
                    number("pointSize", child) ?? tree.value(of: "style", in: child).flatMap(IBTextSize.styleSize)
            case "directionalEdgeInsets" where key == "directionalLayoutMargins":
                view.margins = (
                    number("top", child) ?? 0, number("leading", child) ?? 0, number("bottom", child) ?? 0,
                    number("trailing", child) ?? 0
                )
            case "edgeInsets" where key == "layoutMargins":
                view.margins = (
                    number("top", child) ?? 0, number("left", child) ?? 0, number("bottom", child) ?? 0,
                    number("right", child) ?? 0
                )
            case "rect" where key == "frame":
                view.frameTag = tree.elements[child].startTag
            case "autoresizingMask" where key == "autoresizingMask":
                var mask = IBAutoresizing()
                mask.flexibleMinX = flag("flexibleMinX", child)
                mask.widthSizable = flag("widthSizable", child)
                mask.flexibleMaxX = flag("flexibleMaxX", child)
                mask.flexibleMinY = flag("flexibleMinY", child)
                mask.heightSizable = flag("heightSizable", child)
                mask.flexibleMaxY = flag("flexibleMaxY", child)
                view.autoresizing = mask
            case "state" where key == "normal":
                if view.text == nil { view.text = tree.value(of: "title", in: child) }
                if view.imageName == nil { view.imageName = tree.value(of: "image", in: child) }
            case "buttonConfiguration":
                view.hasButtonConfiguration = true
                if view.text == nil { view.text = tree.value(of: "title", in: child) }
                if view.imageName == nil { view.imageName = tree.value(of: "image", in: child) }
                for font in tree.children(of: child) where tree.element(font, isNamed: "fontDescription") {
                    view.pointSize = number("pointSize", font) ?? view.pointSize
                }
            default: break
            }
        }
    }

    package mutating func readVariation(_ element: Int) {
        guard let parent = tree.elements[element].parentIndex, let owner = viewOfElement[parent] else { return }
        let traits = tree.value(of: "key", in: element).flatMap(IBVariation.traits(ofKey:))
        var variation = IBVariation(
            owner: owner, traits: traits ?? [], isReadable: traits != nil, startTag: tree.elements[element].startTag)
        variation.variesProperties = tree.attributeIndices(of: element).count > 1
        for child in tree.children(of: element) {
            let key = tree.value(of: "key", in: child)
            guard tree.element(child, isNamed: "mask"), key == "constraints" || key == "subviews" else {
                variation.variesProperties = true
                continue
            }
            for entry in tree.children(of: child) {
                guard let reference = tree.value(of: "reference", in: entry) else { continue }
                let tag = tree.elements[entry].startTag
                if tree.element(entry, isNamed: "include") { variation.included.append((reference, tag)) }
                if tree.element(entry, isNamed: "exclude") { variation.excluded.append((reference, tag)) }
            }
        }
        document.views[owner].variations.append(document.variations.count)
        document.variations.append(variation)
    }

    package func clampPriority(_ value: Double?) -> Double? {
        value.map { min(max($0, 1), 1000) }
    }

    package static func kind(of name: String) -> IBViewKind {
        switch name {
        case "stackView": return .stack
        case "view", "tableViewCellContentView", "collectionViewCellContentView": return .view
        case "label": return .label
        case "button": return .button
        case "imageView": return .image
        case "textField": return .field
        case "switch": return .switch
        case "scrollView": return .scroll
        default: return .unknown
        }
    }

    package mutating func readConstraint(_ element: Int) {
        guard let holderElement = ancestor(of: element, levels: 2), let holder = viewIndex(of: holderElement),
            let firstAttribute = tree.value(of: "firstAttribute", in: element)
        else { return }
        var constraint = IBConstraint(
            id: tree.value(of: "id", in: element) ?? "", startTag: tree.elements[element].startTag, holder: holder,
            firstAttribute: firstAttribute)
        constraint.firstItem = tree.value(of: "firstItem", in: element).map { effectContentIDs[$0] ?? $0 }
        constraint.relation = tree.value(of: "relation", in: element)
        constraint.secondItem = tree.value(of: "secondItem", in: element).map { effectContentIDs[$0] ?? $0 }
        constraint.secondAttribute = tree.value(of: "secondAttribute", in: element)
        constraint.multiplier = IBNumber.multiplier(tree.value(of: "multiplier", in: element)) ?? 1
        constraint.constant = number("constant", element) ?? 0
        constraint.priority = clampPriority(number("priority", element))
        constraint.placeholder = flag("placeholder", element)
        for child in tree.children(of: element) where tree.element(child, isNamed: "variation") {
            guard let constant = number("constant", child) else { continue }
            if let traits = tree.value(of: "key", in: child).flatMap(IBVariation.traits(ofKey:)), !traits.isEmpty {
                constraint.variedConstants.values.append((traits, constant))
            } else {
                constraint.variedConstants.readable = false
            }
        }
        let index = document.constraints.count
        document.constraints.append(constraint)
        document.views[holder].constraints.append(index)
    }

    package mutating func readGuide(_ element: Int) {
        guard let id = tree.value(of: "id", in: element), let parent = tree.elements[element].parentIndex,
            let owner = viewIndex(of: parent)
        else { return }
        let kind: IBGuide.Kind
        switch tree.value(of: "key", in: element) {
        case "safeArea": kind = .safeArea
        case "contentLayoutGuide": kind = .contentLayoutGuide
        case "frameLayoutGuide": kind = .frameLayoutGuide
        case "layoutMargins": kind = .layoutMargins
        default: return
        }
        document.guides[id] = IBGuide(kind: kind, owner: owner)
    }

    /// The document's view an element is, or stands for (a visual effect view's content view).
    package func viewIndex(of element: Int) -> Int? {
        viewOfElement[element] ?? effectContentElements[element].flatMap { viewOfElement[$0] }
    }

    package mutating func readRoots() {
        let bars =
            document.kind == .storyboard
            ? IBSimulatedBars.all(in: tree, pad: document.device?.id.hasPrefix("ipad") ?? false) : [:]
        for (index, view) in document.views.enumerated() {
            let element = view.element
            if isControllerView(element) {
                guard view.ibClass != "tableView", view.ibClass != "collectionView",
                    let controller = tree.elements[element].parentIndex
                else { continue }
                let title =
                    tree.value(of: "customClass", in: controller) ?? tree.value(of: "title", in: controller)
                    ?? tree.value(of: "storyboardIdentifier", in: controller)
                    ?? tree.value(of: "userLabel", in: controller)
                document.roots.append(
                    IBRoot(
                        kind: .sceneView, view: index, title: title,
                        ibID: tree.value(of: "id", in: controller) ?? view.id,
                        startTag: tree.elements[controller].startTag, bars: bars[controller] ?? IBSimulatedBars(),
                        freeform: bars[controller]?.embedded == true
                            || tree.children(of: controller).contains {
                                tree.element($0, isNamed: "size") && tree.value(of: "key", in: $0) == "freeformSize"
                            }))
            } else if tree.value(of: "key", in: element) == "contentView", let cell = tree.elements[element].parentIndex
            {
                let title =
                    tree.value(of: "reuseIdentifier", in: cell) ?? tree.value(of: "customClass", in: cell)
                    ?? tree.value(of: "userLabel", in: cell)
                document.roots.append(
                    IBRoot(
                        kind: .cellContent(selfSizing: isSelfSizing(cell: cell)), view: index, title: title,
                        ibID: tree.value(of: "id", in: cell) ?? view.id, startTag: tree.elements[cell].startTag))
            } else if view.parent == nil, document.kind == .xib, !Self.cellClasses.contains(view.ibClass) {
                document.roots.append(
                    IBRoot(
                        kind: .topLevelView, view: index, title: view.userLabel ?? view.customClass, ibID: view.id,
                        startTag: view.startTag,
                        bars: IBSimulatedBars.named(
                            by: element, in: tree, pad: document.device?.id.hasPrefix("ipad") ?? false)
                            ?? IBSimulatedBars()))
            }
        }
    }

    /// A table cell sizes itself unless its table view states a fixed `rowHeight` (a xib's
    /// cell has no table: UITableView's automatic row height); a collection cell where the
    /// flow layout estimates item sizes.
    package func isSelfSizing(cell: Int) -> Bool {
        // A row height set on the cell itself is the one IB lays it out at.
        if let rowHeight = number("rowHeight", cell), rowHeight >= 0 { return false }
        var current = tree.elements[cell].parentIndex
        while let index = current {
            let name = tree.name(of: index)
            if name == "tableView" {
                guard let rowHeight = number("rowHeight", index) else { return true }
                return rowHeight < 0
            }
            if name == "collectionView" {
                for child in tree.children(of: index) where tree.element(child, isNamed: "collectionViewFlowLayout") {
                    if flag("automaticEstimatedItemSize", child) { return true }
                    for size in tree.children(of: child)
                    where tree.value(of: "key", in: size) == "estimatedItemSize" {
                        return (number("width", size) ?? 0) > 0 || (number("height", size) ?? 0) > 0
                    }
                }
                return false
            }
            current = tree.elements[index].parentIndex
        }
        return tree.name(of: cell) == "tableViewCell"
    }
}
