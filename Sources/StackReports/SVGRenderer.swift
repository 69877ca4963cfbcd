import StackLayout
import StackModel

/// Draws computed layouts as an SVG wireframe: one panel per canvas and content size
/// category, in a grid (a row per category, a column per canvas, so one device stays in one
/// column), each labelled with its device or size and category; stacks as dashed
/// outlines, leaves as boxes with their names and text (text-styled ones at their
/// category's size), hidden views left out, ambiguous frames in orange with a `?`,
/// conflicts in red (the views involved outlined, the constraints listed under the panel,
/// the broken one marked), a view that gets a negative size at a canvas (UIKit does not
/// draw it) as a red dashed outline at its place, clamped to zero size, with a `!` badge,
/// and the unsafe areas of a canvas with a safe area shaded, the status bar and home
/// indicator regions outlined. A legend under the panels explains every mark, and each
/// text is clipped to its element's box.
public struct SVGRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    private static let padding = 24.0
    private static let titleHeight = 28.0
    private static let lineHeight = 14.0

    private struct Style {
        var fill: String
        var stroke: String
        var radius: Double
    }

    private func style(for kind: ElementKind?) -> Style {
        switch kind {
        case .label: return Style(fill: "#FFF6D5", stroke: "#D4A500", radius: 2)
        case .button: return Style(fill: "#DCEBFF", stroke: "#2F7BEA", radius: 8)
        case .image: return Style(fill: "#ECECEC", stroke: "#9A9A9A", radius: 2)
        case .field: return Style(fill: "#FFFFFF", stroke: "#8E8E93", radius: 5)
        case .switch: return Style(fill: "#DDF5E2", stroke: "#34C759", radius: 15.5)
        case .view, .stack, .scroll, nil: return Style(fill: "#F2F2F7", stroke: "#C7C7CC", radius: 3)
        }
    }

    private func number(_ value: Double) -> String { formatPoints(value) }

    /// The SVG document for every layout and canvas of a frames document; throws (and
    /// draws nothing) when a layout could not be solved or a value is not finite. Total:
    /// no value, however large, traps.
    public func render(_ document: FramesDocument) throws -> String {
        let obstacles = document.obstacles
        guard obstacles.isEmpty else { throw FramesError(messages: obstacles) }
        var body = ""
        var y = Self.padding
        var totalWidth = 320.0
        body +=
            "<text x=\"\(number(Self.padding))\" y=\"\(number(y + 4))\" class=\"file\">\(XMLText.escaped(document.path))</text>\n"
        y += Self.titleHeight
        var panelIndex = 0
        for entry in document.layouts {
            // A row per category, in the order solved; a column per canvas.
            var categories: [ContentSizeCategory] = []
            for result in entry.canvases where !categories.contains(result.contentSize) {
                categories.append(result.contentSize)
            }
            for category in categories {
                var x = Self.padding
                var rowHeight = 0.0
                for result in entry.canvases where result.contentSize == category {
                    let (panel, height) = renderPanel(entry.layout, result, originX: x, originY: y, index: panelIndex)
                    panelIndex += 1
                    body += panel
                    x +=
                        max(
                            panelWidth(result),
                            SVGScrollContent.extent(
                                SVGScrollContent.contents(entry.layout, result, hidden: []), canvas: result.canvas
                            ).width) + Self.padding * 2
                    rowHeight = max(rowHeight, height)
                }
                totalWidth = max(totalWidth, x)
                y += rowHeight + Self.padding
            }
        }
        body += SVGLegend.render(originX: Self.padding, originY: y)
        y += SVGLegend.height + Self.padding
        totalWidth = max(totalWidth, Self.padding * 2 + SVGLegend.width)
        let style = """
            <style>
              text { font-family: -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif; }
              .file { font-size: 13px; fill: #6E6E73; }
              .title { font-size: 13px; font-weight: 600; fill: #1C1C1E; }
              .name { font-size: 10px; font-weight: 600; fill: #3A3A3C; }
              .text { font-size: 10px; fill: #6E6E73; }
              .stackname { font-size: 9px; fill: #2F7BEA; }
              .conflict { font-size: 11px; fill: #D70015; }
              .badge { font-size: 10px; font-weight: 700; fill: #FFFFFF; }
              .unsafe { fill: #8E8E93; fill-opacity: 0.16; }
              .region { fill: none; stroke: #8E8E93; stroke-width: 1; stroke-dasharray: 3 3; }
              .regionname { font-size: 8px; fill: #8E8E93; }
              .legend { font-size: 10px; fill: #3A3A3C; }
            </style>
            """
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(totalWidth))" height="\(number(y))" viewBox="0 0 \(number(totalWidth)) \(number(y))">
            \(style)
            <rect width="100%" height="100%" fill="#FAFAFC"/>
            \(body)</svg>

            """
    }

    /// The canvas's width, or more where a conflict's lines need it (6.5 points a character).
    private func panelWidth(_ result: CanvasLayout) -> Double {
        let longest = result.conflicts.flatMap { $0.descriptions.map { $0.count + 12 } }.max() ?? 0
        return max(result.canvas.width, 220, Double(longest) * 6.5)
    }

    private func renderPanel(_ layout: Layout, _ result: CanvasLayout, originX: Double, originY: Double, index: Int)
        -> (String, Double)
    {
        // The layout as it stands at the canvas's size classes (itself without variations).
        let layout = layout.resolved(for: result.canvasEntry?.sizeClasses ?? .compactRegular)
        var svg = ""
        let canvas = result.canvas
        var title = "\(layout.name ?? "layout") · "
        if let entry = result.canvasEntry, entry.device != nil { title += "\(entry) · " }
        title += "\(number(canvas.width)) × \(number(canvas.height))"
        if result.namesSizeClasses, let classes = result.canvasEntry?.sizeClasses { title += " · \(classes)" }
        if result.namesCategory || result.contentSize != .large { title += " · \(result.contentSize.rawValue)" }
        if result.namesDirection { title += " · \(result.direction.rawValue)" }
        svg +=
            "<text x=\"\(number(originX))\" y=\"\(number(originY + 14))\" class=\"title\">\(XMLText.escaped(title))</text>\n"
        let top = originY + Self.titleHeight
        svg += "<g transform=\"translate(\(number(originX)) \(number(top)))\">\n"
        svg +=
            "<rect x=\"0\" y=\"0\" width=\"\(number(canvas.width))\" height=\"\(number(canvas.height))\" rx=\"\(layout.isCell ? 0 : 14)\" fill=\"#FFFFFF\" stroke=\"#D1D1D6\"/>\n"
        let clip = "clip-\(index)"
        let hiddenSubtree = hiddenElements(layout)
        // A scroll view's content is drawn whole, past the canvas where it reaches.
        let scrolls = SVGScrollContent.contents(layout, result, hidden: hiddenSubtree)
        let drawn = SVGScrollContent.extent(scrolls, canvas: canvas)
        svg +=
            "<clipPath id=\"\(clip)\"><rect x=\"-40\" y=\"-40\" width=\"\(number(drawn.width + 80))\" height=\"\(number(drawn.height + 80))\"/></clipPath>\n"
        svg += "<g clip-path=\"url(#\(clip))\">\n"
        let conflicted = Set(result.conflicts.flatMap { $0.constraints.map(\.origin.element) })
        for frame in result.frames where !hiddenSubtree.contains(frame.element) && result.isInstalled(frame.element) {
            let element = layout.elements[frame.element]
            let scale = element.properties.textStyle?.scale(at: result.contentSize) ?? 1
            svg += renderElement(
                element, frame, conflicted: conflicted.contains(frame.element), textScale: scale,
                lines: result.lines(of: frame.element)?.count ?? 1, clipID: "\(clip)-\(frame.element)")
        }
        svg += SVGScrollContent.render(scrolls)
        // Over the views, translucent: what lies under a bar shows through it.
        if let entry = result.canvasEntry, entry.safeArea != .zero, !layout.isCell {
            svg += unsafeAreas(entry, direction: layout.direction)
        }
        svg += "</g>\n</g>\n"

        var height = Self.titleHeight + drawn.height
        var lineY = top + drawn.height + 18
        for conflict in result.conflicts {
            svg +=
                "<text x=\"\(number(originX))\" y=\"\(number(lineY))\" class=\"conflict\" font-weight=\"600\">Conflict: unable to satisfy together</text>\n"
            lineY += Self.lineHeight
            for description in conflict.descriptions {
                let isBroken = description == conflict.brokenDescription
                let text = (isBroken ? "✕ broken: " : "• ") + description
                svg +=
                    "<text x=\"\(number(originX + 8))\" y=\"\(number(lineY))\" class=\"conflict\">\(XMLText.escaped(text))</text>\n"
                lineY += Self.lineHeight
            }
        }
        height = max(height, lineY - originY)
        return (svg, height)
    }

    /// The parts of the canvas outside its safe area, shaded, with the status bar (top) and
    /// home indicator (bottom) regions outlined and named.
    private func unsafeAreas(_ canvas: Canvas, direction: LayoutDirection) -> String {
        let size = canvas.size
        let safe = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(
            by: canvas.safeArea, direction: direction)
        var svg = ""
        func band(_ x: Double, _ y: Double, _ width: Double, _ height: Double, name: String?) {
            guard width > 0, height > 0 else { return }
            let rect = "x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\""
            svg += "<rect \(rect) class=\"unsafe\"/>"
            guard let name else { return }
            svg += "<rect \(rect) class=\"region\"/>"
            if height >= 10 {
                svg +=
                    "<text x=\"\(number(x + width - 4))\" y=\"\(number(y + min(height - 3, 10)))\" text-anchor=\"end\" class=\"regionname\">\(name)</text>"
            }
        }
        let bottom = safe.y + safe.height
        band(0, 0, size.width, safe.y, name: "status bar")
        band(0, bottom, size.width, size.height - bottom, name: "home indicator")
        band(0, safe.y, safe.x, safe.height, name: nil)
        band(safe.x + safe.width, safe.y, size.width - safe.x - safe.width, safe.height, name: nil)
        return svg.isEmpty ? "" : "<g>\(svg)</g>\n"
    }

    /// Hidden elements and everything inside them.
    private func hiddenElements(_ layout: Layout) -> Set<Int> {
        var hidden: Set<Int> = []
        for element in layout.elements where element.isHidden || element.parent.map(hidden.contains) == true {
            hidden.insert(element.id)
        }
        return hidden
    }

    /// One element's drawing; its texts are clipped to its box (`clipID` names the clip).
    /// `lines`: the lines a wrapping label's text takes at its width (stack-format.md §10.1),
    /// 1 for any other element.
    private func renderElement(
        _ element: Element, _ frame: ElementFrame, conflicted: Bool, textScale: Double, lines: Int,
        clipID: String
    ) -> String {
        let rect = frame.canvasFrame
        guard rect.isFinite else { return "" }  // `render` refuses such documents; never drawn
        let x = number(rect.x)
        let y = number(rect.y)
        let width = number(max(rect.width, 0))
        let height = number(max(rect.height, 0))
        var svg = "<g>"
        if rect.width < 0 || rect.height < 0 {
            return svg + collapsedMark(element, frame) + "</g>\n"
        }
        svg += "<title>\(XMLText.escaped("\(element.path) (\(element.kindName)) \(frame.frame)"))</title>"
        let clip =
            "<clipPath id=\"\(clipID)\"><rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"/></clipPath>"
        if element.kind == .stack {
            if let background = element.properties.background {
                svg +=
                    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(background.cssColor)\"/>"
            }
            let stroke = conflicted ? "#D70015" : "#2F7BEA"
            svg +=
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
            if rect.width >= 40, rect.height >= 12 {
                svg += clip + "<g clip-path=\"url(#\(clipID))\">"
                svg +=
                    "<text x=\"\(number(rect.x + 3))\" y=\"\(number(rect.y + 10))\" class=\"stackname\">\(XMLText.escaped(element.displayName))</text></g>"
            }
        } else {
            let style = style(for: element.kind)
            let fill = element.properties.background?.cssColor ?? style.fill
            let stroke = conflicted ? "#D70015" : style.stroke
            let radius = number(min(style.radius, rect.height / 2, rect.width / 2))
            svg +=
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(conflicted ? 2 : 1)\"/>"
            if element.kind == .image, rect.width > 0, rect.height > 0 {
                svg +=
                    "<path d=\"M\(x) \(y) L\(number(rect.x + rect.width)) \(number(rect.y + rect.height)) M\(number(rect.x + rect.width)) \(y) L\(x) \(number(rect.y + rect.height))\" stroke=\"#C7C7CC\" stroke-width=\"0.75\"/>"
            }
            let centerX = number(rect.x + rect.width / 2)
            let hasText = element.properties.text != nil && rect.height >= 24
            if rect.width >= 24, rect.height >= 10, hasText, lines > 1, let text = element.properties.text {
                svg += clip + "<g clip-path=\"url(#\(clipID))\">"
                svg += wrappedText(element.displayName, text, lines: lines, in: rect, textScale: textScale) + "</g>"
            } else if rect.width >= 24, rect.height >= 10 {
                let nameY = hasText ? rect.y + rect.height / 2 - 2 : rect.y + rect.height / 2 + 3.5
                // `fit` shortens by an average character width; the clip keeps wide letters inside.
                svg += clip + "<g clip-path=\"url(#\(clipID))\">"
                svg +=
                    "<text x=\"\(centerX)\" y=\"\(number(nameY))\" text-anchor=\"middle\" class=\"name\">\(XMLText.escaped(fit(element.displayName, width: rect.width)))</text>"
                if hasText, let text = element.properties.text {
                    // Text-styled text at its category's size (10 points at `large`).
                    let size = (10 * textScale * 10).rounded() / 10
                    let font = textScale == 1 ? "" : " font-size=\"\(number(size))\""
                    svg +=
                        "<text x=\"\(centerX)\" y=\"\(number(rect.y + rect.height / 2 + 10 * textScale))\" text-anchor=\"middle\" class=\"text\"\(font)>\(XMLText.escaped(fit(text, width: rect.width / textScale)))</text>"
                }
                svg += "</g>"
            }
        }
        if frame.isAmbiguous {
            svg +=
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"none\" stroke=\"\(SVGLegend.ambiguousColor)\" stroke-width=\"2\" stroke-dasharray=\"2 2\"/>"
            svg +=
                "<circle cx=\"\(number(rect.x + rect.width - 1))\" cy=\"\(number(rect.y + 1))\" r=\"7\" fill=\"\(SVGLegend.ambiguousColor)\"/>"
            svg +=
                "<text x=\"\(number(rect.x + rect.width - 1))\" y=\"\(number(rect.y + 4.5))\" text-anchor=\"middle\" class=\"badge\">?</text>"
        }
        return svg + "</g>\n"
    }

    /// A view with a negative width or height at this canvas, which UIKit does not draw:
    /// a red dashed outline at its origin, each negative side clamped to zero, and a `!`
    /// badge there (``SVGLegend`` explains it), so the view does not vanish from the picture.
    private func collapsedMark(_ element: Element, _ frame: ElementFrame) -> String {
        let rect = frame.canvasFrame
        var sides: [String] = []
        if rect.width < 0 { sides.append("width \(number(rect.width))") }
        if rect.height < 0 { sides.append("height \(number(rect.height))") }
        let note =
            "\(element.path) (\(element.kindName)) \(frame.frame): a negative \(sides.joined(separator: " and ")) at this canvas, so UIKit does not draw it"
        let width = max(rect.width, 0), height = max(rect.height, 0)
        var svg = "<title>\(XMLText.escaped(note))</title>"
        svg +=
            "<rect x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"none\" stroke=\"\(SVGLegend.collapsedColor)\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
        let badgeX = number(rect.x + width / 2), badgeY = rect.y + height / 2
        svg += "<circle cx=\"\(badgeX)\" cy=\"\(number(badgeY))\" r=\"7\" fill=\"\(SVGLegend.collapsedColor)\"/>"
        svg += "<text x=\"\(badgeX)\" y=\"\(number(badgeY + 3.5))\" text-anchor=\"middle\" class=\"badge\">!</text>"
        return svg
    }

    /// A wrapping label's name over its text broken into `lines` lines of about the width
    /// available (words kept whole where they fit), the block centred in the label; the last
    /// line shown ends with "…" where the text needs more.
    private func wrappedText(_ name: String, _ text: String, lines: Int, in rect: Rect, textScale: Double) -> String {
        let pitch = 12 * textScale
        let capacity = rect.width.isFinite ? Int(min(max(rect.width / (5.5 * textScale), 1), 1000)) : 1
        var broken: [String] = []
        var current = ""
        // Each word is visited once; the lines stop at the count the label shows.
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= capacity {
                current += " " + word
            } else {
                broken.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { broken.append(current) }
        var shown = Array(broken.prefix(lines))
        if broken.count > lines, let last = shown.last { shown[shown.count - 1] = last + "…" }
        let size = (10 * textScale * 10).rounded() / 10
        let font = textScale == 1 ? "" : " font-size=\"\(number(size))\""
        let blockHeight = 12 + Double(shown.count) * pitch
        let centerX = number(rect.x + rect.width / 2)
        var y = rect.y + max(0, (rect.height - blockHeight) / 2) + 10
        var svg =
            "<text x=\"\(centerX)\" y=\"\(number(y))\" text-anchor=\"middle\" class=\"name\">\(XMLText.escaped(fit(name, width: rect.width)))</text>"
        for line in shown {
            y += pitch
            svg +=
                "<text x=\"\(centerX)\" y=\"\(number(y))\" text-anchor=\"middle\" class=\"text\"\(font)>\(XMLText.escaped(line))</text>"
        }
        return svg
    }

    /// Shortens a text to about the width available (5.5 points a character at 10 px).
    private func fit(_ text: String, width: Double) -> String {
        // Clamped before converting: a frame may be far wider than any text.
        let capacity = width.isFinite ? Int(min(max(width / 5.5, 1), 1000)) : 1
        guard text.count > capacity else { return text }
        return capacity > 1 ? String(text.prefix(capacity - 1)) + "…" : "…"
    }
}

extension Color {
    /// `rgba(r, g, b, a)` for CSS.
    var cssColor: String {
        "rgba(\(red), \(green), \(blue), \(formatPoints(Double(alpha) / 255)))"
    }
}
