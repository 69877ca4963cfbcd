import StackIBDocument
import StackSyntax
import StackVocabulary
import StackXML

/// Writes one layout of an IB document as `.stack` text in the canonical format, with the
/// source map of its statements and a header saying what was estimated and what was not
/// carried over (docs/interface-builder.md).
struct IBLayoutWriter {
    let document: IBDocument
    let root: IBRoot
    let name: String
    /// The text written so far.
    private var bytes: [UInt8] = []
    private var map = IBSourceMap()
    /// The element name of each view of the layout, by view index.
    var names: [Int: String] = [:]
    /// The views of the layout, root first, in document order.
    private var members: [Int] = []
    /// The constraint lines each view holds, by view index.
    var lines: [Int: [(text: String, xml: SourceRange)]] = [:]
    var estimated: [String] = []
    /// Where each view's size comes from, by the XML element of the view, for the views whose
    /// size is an estimate (what ``estimated`` says in words).
    var sizeSources: [Int: IBSizeSource] = [:]
    var notCarried: [String] = []
    /// The constraints between views that the layout leaves out and that IB laid the file
    /// out with, by constraint index: what the views they name may not be judged by.
    var leftOutPlacing: [Int: IBFrameExclusion] = [:]
    /// Whether a constraint of the layout names the safe area or a view controller's layout
    /// guide: where IB simulates a status bar only it places views.
    var usesSafeArea = false
    /// IB ids of the layout's views, to find constraint items by.
    var viewByID: [String: Int] = [:]

    init(document: IBDocument, root: IBRoot, name: String) {
        self.document = document
        self.root = root
        self.name = name
    }

    /// Whether the layout's root is a view controller's view: a scene's, or a xib's view that
    /// is its File's Owner's `view`. UIKit insets its margins from the safe area, with the
    /// system's minimum margins, which is what the canvas's margins are.
    var rootIsControllerView: Bool {
        switch root.kind {
        case .sceneView: return true
        case .topLevelView: return document.outletNames[document.views[root.view].id] == "view"
        case .cellContent: return false
        }
    }

    /// Whether the layout is the content of a collection view cell at a xib's top level, which
    /// IB draws as a screen of its own: the system's side margins, the device's insets.
    var isXibCollectionCell: Bool {
        guard case .cellContent = root.kind, let cell = document.views[root.view].parent else { return false }
        return document.views[cell].parent == nil && document.views[cell].ibClass == "collectionViewCell"
    }

    /// Whether the layout's root has the size of the file's screen.
    var rootFillsScreen: Bool {
        guard let device = document.device, let screen = Self.screen(of: device),
            let frame = document.views[root.view].frame
        else { return false }
        return frame.width == screen.width && frame.height == screen.height
    }

    /// The view indices of the layout by element name, root first, for the stored frames.
    var memberNames: [(view: Int, name: String)] { members.compactMap { view in names[view].map { (view, $0) } } }

    mutating func write() -> (String, IBSourceMap) {
        collectMembers()
        nameMembers()
        // A cell's constraints on its content view's subviews are held by the cell and name the
        // cell, whose bounds the content view fills: the cell stands for the content view.
        if case .cellContent = root.kind, let cell = document.views[root.view].parent {
            viewByID[document.views[cell].id] = root.view
            for constraint in document.views[cell].constraints { resolve(constraint) }
        }
        for view in members {
            for constraint in document.views[view].constraints { resolve(constraint) }
        }
        var body = IBLayoutWriter(document: document, root: root, name: name)
        body.names = names
        body.lines = lines
        body.members = members
        body.usesSafeArea = usesSafeArea
        body.writeLayout()
        estimated += body.estimated
        sizeSources = body.sizeSources
        notCarried += body.notCarried
        writeHeader()
        let offset = bytes.count
        bytes += body.bytes
        for entry in body.map.entries {
            map.entries.append(
                IBSourceMap.Entry(
                    generated: SourceRange(start: entry.generated.start + offset, end: entry.generated.end + offset),
                    xml: entry.xml))
        }
        return (String(decoding: bytes, as: UTF8.self), map)
    }

    // MARK: The views of the layout

    private mutating func collectMembers() {
        var pending = [root.view]
        // Each view is visited once: the subviews are a tree of indices read from the XML.
        while let view = pending.popLast(), members.count < document.views.count {
            members.append(view)
            viewByID[document.views[view].id] = view
            pending += document.views[view].subviews.reversed()
        }
    }

    private mutating func nameMembers() {
        var taken = IBNames()
        var counts: [String: Int] = [:]
        for view in members {
            let ibView = document.views[view]
            let candidate =
                document.outletNames[ibView.id].flatMap { IBNames.identifier($0, upper: false) }
                ?? ibView.userLabel.flatMap { IBNames.identifier($0, upper: false) }
            if let candidate {
                names[view] = taken.unique(candidate)
            } else if view == root.view {
                names[view] = taken.unique("root")
            } else {
                let word = kindWord(ibView)
                counts[word, default: 0] += 1
                names[view] = taken.unique(word + String(counts[word] ?? 1))
            }
        }
    }

    private func kindWord(_ view: IBView) -> String {
        view.kind == .unknown ? "view" : view.kind.rawValue
    }

    // MARK: Header

    private mutating func writeHeader() {
        let what: String
        switch root.kind {
        case .sceneView: what = "the view of scene \(root.title ?? name)"
        case .topLevelView: what = "top-level view \(root.title ?? name)"
        case .cellContent: what = "the content view of cell \(root.title ?? name)"
        }
        line(0, Self.comment("// Imported by `stacklint import` from \(what), IB id \(root.ibID)."))
        if !estimated.isEmpty {
            line(0, "// Estimated:")
            for note in estimated { line(0, Self.comment("//   " + note)) }
        }
        if !notCarried.isEmpty {
            line(0, "// Not carried over:")
            for note in notCarried { line(0, Self.comment("//   " + note)) }
        }
    }

    // MARK: Layout

    private mutating func writeLayout() {
        line(0, "layout \(name) {", xml: root.startTag)
        writeCanvas()
        writeElement(root.view, depth: 1)
        line(0, "}")
    }

    private mutating func writeCanvas() {
        let view = document.views[root.view]
        let size = view.frame.map { (IBNumber.text($0.width), IBNumber.text($0.height)) }
        switch root.kind {
        case .sceneView:
            if root.freeform, let size {
                line(1, "canvas: \(size.0) x \(size.1)", xml: view.startTag)
                // IB draws a freeform scene under the status bar, which places what is tied to
                // the safe area; a layout without such ties keeps a canvas without one.
                if root.bars.isEmpty, usesSafeArea, let device = document.device, let screen = Self.screen(of: device),
                    let frame = view.frame,
                    writeCoveredSafeArea(screen, frame: frame, device: device, what: "a freeform scene")
                {
                } else {
                    estimated.append("a freeform scene: the canvas is the view's stored size, without a safe area")
                }
                return
            }
            guard let device = document.device, var screen = rootScreen(device) else {
                if let device = document.device {
                    notCarried.append(
                        "device \(device.id): not in the format's device table; the canvas is the view's stored size")
                }
                if let size { line(1, "canvas: \(size.0) x \(size.1)", xml: view.startTag) }
                return
            }
            if case .named(let named) = device.canvas, root.bars.isEmpty {
                line(1, "canvas: \(named.rawValue)\(device.landscape ? " landscape" : "")", xml: device.startTag)
            } else {
                noteUnnamed(device)
                if root.bars.sheet, let frame = view.frame, frame.height < screen.height {
                    screen = Self.sheet(
                        screen, height: frame.height, root.bars, homeIndicator: device.hasHomeIndicator,
                        notes: &estimated)
                } else if !root.bars.isEmpty {
                    screen = Self.underBars(
                        screen, root.bars, homeIndicator: device.hasHomeIndicator, notes: &estimated)
                }
                writeScreen(screen, device: device)
            }
            writeRootMargins(device: device)
        case .topLevelView:
            // A view of the screen's size is the screen: the device's safe area applies, as IB
            // simulates it, under the bars the view's simulated metrics name.
            var barNotes: [String] = []
            if let device = document.device, let screen = rootScreen(device), let frame = view.frame {
                let barred =
                    root.bars.isEmpty
                    ? screen
                    : Self.underBars(screen, root.bars, homeIndicator: device.hasHomeIndicator, notes: &barNotes)
                let plain = Self.screen(of: device) ?? screen
                if !root.bars.isEmpty, barred.width == frame.width, barred.height == frame.height {
                    noteUnnamed(device)
                    estimated += barNotes
                    writeScreen(barred, device: device)
                    return writeRootMargins(device: device)
                }
                if plain.width == frame.width, plain.height == frame.height {
                    if case .named(let named) = device.canvas {
                        line(
                            1, "canvas: \(named.rawValue)\(device.landscape ? " landscape" : "")", xml: device.startTag)
                    } else {
                        noteUnnamed(device)
                        writeScreen(plain, device: device)
                    }
                    return writeRootMargins(device: device)
                }
            }
            guard let size else { return }
            line(1, "canvas: \(size.0) x \(size.1)", xml: view.startTag)
            // IB draws a top-level view under the status bar, which places what is tied to
            // the safe area; a view without such ties (a part of a screen) keeps a canvas without one.
            if usesSafeArea, let device = document.device, let screen = Self.screen(of: device), let frame = view.frame
            {
                _ = writeCoveredSafeArea(screen, frame: frame, device: device, what: "a view of its own size")
            }
            if rootIsControllerView, let device = document.device { writeRootMargins(device: device) }
        case .cellContent(let selfSizing):
            var height = size?.1
            // Xcode 8 stores a table cell's content view a point shorter than the cell where it
            // lays it out above a half-point separator.
            if let frame = view.frame, let cell = view.parent, document.views[cell].ibClass == "tableViewCell",
                let cellHeight = document.views[cell].frame?.height, cellHeight - frame.height == 1
            {
                height = IBNumber.text(cellHeight - Self.separatorHeight)
            }
            if let size, let height {
                line(1, "canvas: \(size.0) x \(selfSizing ? "auto" : height)", xml: view.startTag)
            }
            line(1, "cell: true", xml: root.startTag)
            // IB draws a xib's own collection view cell on the device's screen: what is tied to
            // its safe area is inside the screen's insets, at the top and at the bottom.
            if isXibCollectionCell, usesSafeArea, let device = document.device, let screen = Self.screen(of: device),
                let frame = view.frame
            {
                _ = writeCoveredSafeArea(
                    screen, frame: frame, device: device, what: "a xib's collection view cell", bottom: true)
            }
        }
    }

    /// Says, for a device the format has no name for, that the canvas is its size.
    private mutating func noteUnnamed(_ device: IBDevice) {
        guard case .size = device.canvas else { return }
        estimated.append("device \(device.id): as its screen size and safe area; it has no name in the format")
        if device.simulatesDoubledInsets {
            estimated.append("device \(device.id) of Xcode 26: twice the iPhone 11's insets, as IB simulates them")
        }
    }

    /// Writes a canvas of `screen`'s size with its safe area.
    private mutating func writeScreen(_ screen: (width: Double, height: Double, safe: [Double]), device: IBDevice) {
        // A size canvas is `wC hR` unless it says otherwise: an iPad is regular both ways, an
        // iPhone in landscape compact in height (and regular in width where it is 414 wide).
        let classes =
            device.id.hasPrefix("ipad")
            ? " wR hR" : device.landscape ? (min(screen.width, screen.height) >= 414 ? " wR hC" : " wC hC") : ""
        line(
            1, "canvas: \(IBNumber.text(screen.width)) x \(IBNumber.text(screen.height))\(classes)",
            xml: device.startTag)
        line(1, "safeArea: " + screen.safe.map(IBNumber.text).joined(separator: " "), xml: device.startTag)
    }

    /// The screen of the file's device as the root's simulated metrics show it: an iPhone
    /// without a notch has no top inset where they name no status bar (an iPad keeps it).
    private func rootScreen(_ device: IBDevice) -> (width: Double, height: Double, safe: [Double])? {
        guard var screen = Self.screen(of: device) else { return nil }
        if root.bars.statusBarHidden, !device.id.hasPrefix("ipad"), screen.safe[2] == 0 { screen.safe[0] = 0 }
        return screen
    }

    /// The screen of the file's device in its orientation, and the safe area's insets (top
    /// leading bottom trailing); nil for a device the table does not know.
    static func screen(of device: IBDevice) -> (width: Double, height: Double, safe: [Double])? {
        switch device.canvas {
        case .named(let named):
            let size = named.size(landscape: device.landscape)
            let safe = named.safeArea(landscape: device.landscape)
            return (size.width, size.height, [safe.top, safe.leading, safe.bottom, safe.trailing])
        case .size(let width, let height, let top, let bottom):
            guard device.landscape else { return (width, height, [top, 0, bottom, 0]) }
            // An iPad keeps its status bar and home indicator in landscape; an iPhone hides its
            // status bar, and one with a notch has it at a side and the home indicator lower.
            if device.id.hasPrefix("ipad") { return (height, width, [top, 0, bottom, 0]) }
            return (height, width, bottom == 0 ? [0, 0, 0, 0] : [0, top, 21, top])
        case nil:
            return nil
        }
    }

    /// Writes the safe area of a view of its own size, which IB draws under the status bar of
    /// the file's screen: the screen's top inset, as much of it as the view's height holds; none
    /// at the other sides (the public files show no more). Says so, and whether it had one.
    private mutating func writeCoveredSafeArea(
        _ screen: (width: Double, height: Double, safe: [Double]), frame: IBRect, device: IBDevice, what: String,
        bottom: Bool = false
    ) -> Bool {
        let top = min(screen.safe[0], max(0, frame.height))
        let safe = [top, 0, bottom ? min(screen.safe[2], max(0, frame.height - top)) : 0, 0]
        guard safe.contains(where: { $0 != 0 }) else { return false }
        estimated.append(
            "\(what): the canvas is the view's stored size, under the \(device.id) screen's status bar"
        )
        line(1, "safeArea: " + safe.map(IBNumber.text).joined(separator: " "), xml: device.startTag)
        return true
    }

    /// A table's separator under a cell on a screen of two pixels a point.
    static let separatorHeight = 0.5

    /// UIView's default layout margin on every side.
    static let viewMargin = 8.0

    /// The first tools version (Xcode 9.3's) whose cells have UIKit's cell margins: the public
    /// files of Xcode 9.2 and earlier keep UIView's 8.
    static let toolsVersionOfCellMargins = 13700

    /// UIKit's minimum side margins of a view controller's view, and of the cells of a table
    /// filling the screen: 20 points on screens wider than 375 points, 16 on the others.
    static func systemSideMargin(device: IBDevice?) -> Double {
        guard let device, let screen = screen(of: device) else { return 16 }
        return screen.width > 375 ? 20 : 16
    }

    /// A table cell's side margin: UIKit's 20 where its table (or, for a cell of its own in a
    /// xib, the cell) is wider than 375 points on a screen that is too, else 16.
    private func cellSideMargin(content: IBView) -> Double {
        guard let device = document.device, let screen = Self.screen(of: device) else { return 16 }
        let cell = content.parent.map { document.views[$0] }
        let table = cell?.parent.map { document.views[$0] }.flatMap { $0.ibClass == "tableView" ? $0 : nil }
        let width = (table ?? cell).flatMap(\.frame)?.width ?? screen.width
        return min(width, screen.width) > 375 ? 20 : 16
    }

    /// A screen's root view's margins where they are not the format's default (`0 16 0 16`).
    private mutating func writeRootMargins(device: IBDevice) {
        let side = Self.systemSideMargin(device: device)
        guard side != 16 else { return }
        line(1, "margins: 0 \(IBNumber.text(side)) 0 \(IBNumber.text(side))", xml: device.startTag)
    }

    /// The card IB simulates for a scene presented as a sheet: the view's stored height (IB
    /// has taken an opaque bar off it already), the safe area's top at the card's top or below
    /// a translucent navigation bar, its bottom the screen's.
    static func sheet(
        _ screen: (width: Double, height: Double, safe: [Double]), height: Double, _ bars: IBSimulatedBars,
        homeIndicator: Bool, notes: inout [String]
    ) -> (width: Double, height: Double, safe: [Double]) {
        var result = screen
        result.height = height
        result.safe[0] = bars.opaqueTop ? 0 : bars.top
        let bottom = bars.bottomHeight(homeIndicator: homeIndicator)
        if bottom > 0, !bars.opaqueBottom { result.safe[2] += bottom }
        notes.append(
            "a sheet, as IB simulates a modal presentation: the canvas is the view's stored height"
                + (bars.top > 0 ? ", under a \(IBNumber.text(bars.top))-point navigation bar" : ""))
        return result
    }

    /// The screen a scene's view has under the bars IB simulates: a translucent bar moves the
    /// safe area's edge by its height, an opaque one takes the view's edge down to the bar.
    static func underBars(
        _ screen: (width: Double, height: Double, safe: [Double]), _ bars: IBSimulatedBars, homeIndicator: Bool,
        notes: inout [String]
    ) -> (width: Double, height: Double, safe: [Double]) {
        var result = screen
        if bars.top > 0 {
            if bars.opaqueTop {
                result.height -= result.safe[0] + bars.top
                result.safe[0] = 0
            } else {
                result.safe[0] += bars.top
            }
            let how = bars.opaqueTop ? "an opaque" : "a translucent"
            notes.append("\(how) \(IBNumber.text(bars.top))-point navigation bar, as IB simulates it over the scene")
        }
        let bottom = bars.bottomHeight(homeIndicator: homeIndicator)
        if bottom > 0 {
            if bars.opaqueBottom {
                result.height -= result.safe[2] + bottom
                result.safe[2] = 0
            } else {
                result.safe[2] += bottom
            }
            let how = bars.opaqueBottom ? "an opaque" : "a translucent"
            notes.append("\(how) \(IBNumber.text(bottom))-point bottom bar, as IB simulates it under the scene")
        }
        result.height = max(result.height, 0)
        return result
    }

    private mutating func writeElement(_ index: Int, depth: Int) {
        guard depth <= XMLLimits.defaultMaximumDepth, let elementName = names[index] else { return }
        let view = document.views[index]
        // A custom stack with no arranged subviews in the file gets them at run time: it is a
        // view of the size IB gave it, as a custom leaf view is.
        let emptyCustomStack =
            view.kind == .stack && view.customClass != nil && view.subviews.isEmpty && index != root.view
        let kind = view.kind == .unknown || emptyCustomStack ? IBViewKind.view : view.kind
        if view.kind == .unknown, IBControlSize.intrinsic(of: view, toolsVersion: document.toolsVersion) == nil {
            notCarried.append("\(elementName) (\(view.ibClass), IB id \(view.id)): imported as a plain view")
        }
        for variation in view.variations.map({ document.variations[$0] }) {
            if !variation.isReadable {
                notCarried.append("\(elementName): a variation for size classes this import does not read")
            } else if variation.variesProperties {
                let classes = variation.traits.isEmpty ? "Any" : "[" + variation.traits.joined(separator: " ") + "]"
                notCarried.append("\(elementName): what its variation for \(classes) changes besides what is installed")
            }
        }
        line(depth, "\(kind.rawValue) \(elementName) {", xml: view.startTag)
        let bodyStart = bytes.count
        if index == root.view { line(depth + 1, "pin: edges", xml: view.startTag) }
        if !emptyCustomStack { writeStack(view, depth: depth + 1) }
        writeContent(view, name: elementName, kind: kind, isRoot: index == root.view, depth: depth + 1)
        writePriorities(view, kind: kind, depth: depth + 1)
        if view.hidden { line(depth + 1, "hidden: true", xml: attribute("hidden", view)) }
        writeInstallation(view, depth: depth + 1)
        if index == root.view, view.margins == nil, view.preservesSuperviewMargins,
            let cellMargins = view.parent.flatMap({ document.views[$0].margins })
        {
            // A content view that preserves its cell's margins, where the cell sets them, has
            // them (it fills the cell), or UIView's 8 where they are smaller.
            let values = [cellMargins.top, cellMargins.leading, cellMargins.bottom, cellMargins.trailing].map {
                IBNumber.text(max($0, Self.viewMargin))
            }
            let text = Set(values).count == 1 ? values[0] : values.joined(separator: " ")
            line(depth + 1, "margins: \(text)", xml: view.startTag)
        } else if index == root.view, view.margins == nil, view.ibClass == "tableViewCellContentView",
            (document.toolsVersion ?? .max) >= Self.toolsVersionOfCellMargins
        {
            // A table cell's content view has UIKit's cell margins since iOS 11: 11 above and
            // below, the system's side margin at the sides (before, UIView's 8).
            let side = IBNumber.text(cellSideMargin(content: view))
            line(depth + 1, "margins: 11 \(side) 11 \(side)", xml: view.startTag)
        } else if index == root.view, view.margins == nil, isXibCollectionCell {
            let side = IBNumber.text(cellSideMargin(content: view))
            line(depth + 1, "margins: 8 \(side) 8 \(side)", xml: view.startTag)
        } else if kind == .view, index != root.view, rootIsControllerView, root.bars.isEmpty, rootFillsScreen,
            view.insetsMarginsFromSafeArea, let overlap = screenInsetsOverlapped(by: index), usesOwnMargins(view)
        {
            // UIKit insets a view's margins from the part of the safe area it overlaps; the
            // format's margins of a subview are from its frame (stack-format.md, §Constraints).
            // The screen's insets are the safe area of a screen-sized root without bars.
            let own = view.margins ?? (Self.viewMargin, Self.viewMargin, Self.viewMargin, Self.viewMargin)
            let values = zip([own.top, own.leading, own.bottom, own.trailing], overlap).map { IBNumber.text($0 + $1) }
            line(depth + 1, "margins: \(values.joined(separator: " "))", xml: view.startTag)
        } else if let margins = view.margins, kind != .label, kind != .button, kind != .image, kind != .field,
            kind != .switch
        {
            let values = [margins.top, margins.leading, margins.bottom, margins.trailing].map(IBNumber.text)
            let text = Set(values).count == 1 ? values[0] : values.joined(separator: " ")
            line(depth + 1, "margins: \(text)", xml: view.startTag)
        }
        writeAutoresizing(index, depth: depth + 1)
        for constraint in lines[index] ?? [] { line(depth + 1, constraint.text, xml: constraint.xml) }
        for child in view.subviews { writeElement(child, depth: depth + 1) }
        if bytes.count == bodyStart {
            // An empty body is written `{}` on the element's line, as the formatter prints it.
            bytes.removeLast()
            bytes += "}\n".utf8
            if let last = map.entries.indices.last {
                map.entries[last].generated = SourceRange(
                    start: map.entries[last].generated.start, end: map.entries[last].generated.end + 1)
            }
        } else {
            line(depth, "}")
        }
    }

    /// `installed` from the size-class variations that include or exclude the view.
    private mutating func writeInstallation(_ view: IBView, depth: Int) {
        guard let installation = document.installations[view.id] else { return }
        if !installation.byDefault { line(depth, "installed: false", xml: installation.defaultTag) }
        for entry in installation.included {
            line(depth, "installed[\(entry.traits.joined(separator: " "))]: true", xml: entry.tag)
        }
        for entry in installation.excluded {
            line(depth, "installed[\(entry.traits.joined(separator: " "))]: false", xml: entry.tag)
        }
    }

    private mutating func writeStack(_ view: IBView, depth: Int) {
        guard let stack = view.stack else { return }
        if stack.vertical { line(depth, "axis: vertical", xml: attribute("axis", view)) }
        if let distribution = stack.distribution, distribution != "fill" {
            line(depth, "distribution: \(distribution)", xml: attribute("distribution", view))
        }
        if let alignment = stack.alignment, let written = Self.alignment(alignment, vertical: stack.vertical),
            written != "fill"
        {
            line(depth, "alignment: \(written)", xml: attribute("alignment", view))
        }
        if stack.standardSpacing {
            line(depth, "spacing: system", xml: attribute("spacingType", view))
        } else if let spacing = stack.spacing, spacing != 0 {
            line(depth, "spacing: \(IBNumber.text(spacing))", xml: attribute("spacing", view))
        }
        if stack.baselineRelative {
            line(depth, "baselineRelative: true", xml: attribute("baselineRelativeArrangement", view))
        }
        if stack.marginsRelative {
            line(depth, "marginsRelative: true", xml: attribute("layoutMarginsRelativeArrangement", view))
        }
    }

    /// IB's alignment word in the format's: IB stores the raw value, so a vertical stack's
    /// leading is written `top` and its trailing `bottom`.
    static func alignment(_ word: String, vertical: Bool) -> String? {
        switch word {
        case "fill", "center", "firstBaseline", "lastBaseline": return word
        case "baseline": return "lastBaseline"
        case "top", "leading": return vertical ? "leading" : "top"
        case "bottom", "trailing": return vertical ? "trailing" : "bottom"
        default: return nil
        }
    }

    private mutating func writePriorities(_ view: IBView, kind: IBViewKind, depth: Int) {
        guard let elementKind = ElementKind(rawValue: kind.rawValue) else { return }
        let hugging = elementKind.defaultHugging
        if view.hugging.horizontal != hugging.horizontal || view.hugging.vertical != hugging.vertical {
            line(
                depth, "hugging: " + Self.pair(view.hugging.horizontal, view.hugging.vertical),
                xml: attribute("horizontalHuggingPriority", view) ?? attribute("verticalHuggingPriority", view))
        }
        let compression = elementKind.defaultCompression
        if view.compression.horizontal != compression.horizontal || view.compression.vertical != compression.vertical {
            line(
                depth, "compression: " + Self.pair(view.compression.horizontal, view.compression.vertical),
                xml: attribute("horizontalCompressionResistancePriority", view)
                    ?? attribute("verticalCompressionResistancePriority", view))
        }
    }

    static func pair(_ horizontal: Double, _ vertical: Double) -> String {
        horizontal == vertical
            ? IBNumber.text(horizontal) : IBNumber.text(horizontal) + " " + IBNumber.text(vertical)
    }

    // MARK: Content sizes

    private mutating func writeContent(_ view: IBView, name: String, kind: IBViewKind, isRoot: Bool, depth: Int) {
        if let customClass = view.customClass, !isRoot {
            sizeSources[view.element] = .runtime
            line(depth, "runtime: true", xml: attribute("customClass", view))
            if view.subviews.isEmpty, kind != .stack, let frame = view.frame {
                let size = "\(IBNumber.text(frame.width)) x \(IBNumber.text(frame.height))"
                line(depth, "intrinsic: \(size)", xml: view.startTag)
                estimated.append("\(name): runtime (custom class \(customClass)); intrinsic \(size) from its IB frame")
                return
            }
            estimated.append("\(name): runtime (custom class \(customClass))")
        }
        switch kind {
        case .label, .button, .field: writeText(view, name: name, kind: kind, depth: depth)
        case .image: writeImage(view, name: name, depth: depth)
        case .switch:
            // Auto Layout sizes a switch's alignment rectangle, narrower than the frame.
            let size = IBControlSize.switchAlignmentSize(of: view)
            line(depth, "intrinsic: \(IBNumber.text(size.width)) x \(IBNumber.text(size.height))", xml: view.startTag)
        default: if view.kind == .unknown { writeControlSize(view, name: name, depth: depth) }
        }
    }

    private mutating func writeText(_ view: IBView, name: String, kind: IBViewKind, depth: Int) {
        if let text = view.text, !text.isEmpty {
            line(depth, "text: " + Self.quoted(text), xml: attribute("text", view) ?? view.startTag)
        }
        if kind == .label, view.lines != 1 {
            line(depth, "lines: \(view.lines)", xml: attribute("numberOfLines", view))
        }
        guard view.customClass == nil else { return }
        let pointSize = view.pointSize ?? (kind == .button ? IBTextSize.buttonPointSize : IBTextSize.defaultPointSize)
        let characters = view.text?.count ?? 0
        let text = IBTextSize.line(characters: characters, pointSize: pointSize)
        var size = text
        switch kind {
        case .button:
            size =
                view.hasButtonConfiguration
                ? (text.width + 24, text.height + 14) : (text.width, max(30, text.height + 12))
        case .field:
            size = view.roundedBorder ? (text.width + 14, 34) : text
        default: break
        }
        let baseline = IBTextSize.half((size.height - text.height) / 2 + IBTextSize.baseline(pointSize: pointSize))
        let sizeText: String
        // Where IB's stored frame is one line of about the estimated size, IB measured the real
        // text: its frame is the better figure.
        if let frame = view.frame, abs(frame.height - size.height) <= 1, characters > 0,
            abs(frame.width - size.width) <= size.width * 0.35
        {
            sizeText = "\(IBNumber.text(frame.width)) x \(IBNumber.text(frame.height))"
            sizeSources[view.element] = .storedFrame
            estimated.append("\(name): one-line text size \(sizeText) from its stored frame")
        } else if characters == 0, kind != .field, let frame = view.frame {
            sizeText = "\(IBNumber.text(frame.width)) x \(IBNumber.text(frame.height))"
            sizeSources[view.element] = .storedFrame
            estimated.append("\(name): no text in the file; intrinsic \(sizeText) from its stored frame")
        } else {
            sizeText = "\(IBNumber.text(size.width)) x \(IBNumber.text(size.height))"
            sizeSources[view.element] = .font
            estimated.append(
                "\(name): one-line text size \(sizeText) from the \(IBNumber.text(pointSize))-point font and \(characters) characters"
            )
        }
        line(depth, "intrinsic: \(sizeText)", xml: view.startTag)
        line(depth, "baseline: \(IBNumber.text(baseline))", xml: view.startTag)
    }

    /// A control the format has no kind for: a plain view with the intrinsic size UIKit gives it.
    private mutating func writeControlSize(_ view: IBView, name: String, depth: Int) {
        guard let size = IBControlSize.intrinsic(of: view, toolsVersion: document.toolsVersion),
            size.width != nil || size.height != nil
        else { return }
        let text = [size.width, size.height].map { $0.map(IBNumber.text) ?? "none" }.joined(separator: " x ")
        line(depth, "intrinsic: \(text)", xml: view.startTag)
        switch size.source {
        case .uiKit: estimated.append("\(name) (\(view.ibClass)): a plain view with UIKit's intrinsic size, \(text)")
        case .storedFrame:
            sizeSources[view.element] = .storedFrame
            estimated.append(
                "\(name) (\(view.ibClass)): a plain view with its intrinsic size from its stored frame, \(text)")
        }
    }

    private mutating func writeImage(_ view: IBView, name: String, depth: Int) {
        guard view.customClass == nil, let imageName = view.imageName else { return }
        if let size = document.imageSizes[imageName] {
            line(
                depth, "intrinsic: \(IBNumber.text(size.width)) x \(IBNumber.text(size.height))",
                xml: attribute("image", view))
        } else if let frame = view.frame {
            let size = "\(IBNumber.text(frame.width)) x \(IBNumber.text(frame.height))"
            line(depth, "intrinsic: \(size)", xml: attribute("image", view))
            sizeSources[view.element] = .storedFrame
            estimated.append(
                "\(name): image \(imageName) has no size in the file; intrinsic \(size) from its stored frame")
        }
    }

    /// A header line with the file's names and texts in it kept on one line: a line break or
    /// another control character (an attribute may hold `&#10;`) becomes a space.
    static func comment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
                        ? " " : scalar
                }))
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars.prefix(10_000) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: Writing

    private func attribute(_ name: String, _ view: IBView) -> SourceRange? {
        let tree = document.tree
        guard let index = tree.attribute(named: name, of: view.element) else { return nil }
        let attribute = tree.attributes[index]
        return SourceRange(
            start: attribute.name.start, end: min(attribute.value.range.end + 1, tree.source.bytes.count))
    }

    mutating func line(_ depth: Int, _ text: String, xml: SourceRange? = nil) {
        for _ in 0..<depth { bytes += "  ".utf8 }
        let start = bytes.count
        bytes += text.utf8
        if let xml {
            map.entries.append(IBSourceMap.Entry(generated: SourceRange(start: start, end: bytes.count), xml: xml))
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}
