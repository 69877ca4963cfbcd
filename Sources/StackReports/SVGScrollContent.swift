import StackLayout
import StackModel

/// A scroll view's content in the SVG picture (stack-format.md §11): the content drawn at
/// rest, where it lies whole (beyond the canvas too), what lies beyond the scroll view's
/// frame faded, the frame outlined over it and the content's bounds dashed.
enum SVGScrollContent {
    static let frameColor = "#5856D6"
    /// The fade over content beyond the frame: the panel's background, mostly opaque.
    static let fadeColor = "#FAFAFC"

    /// Each visible scroll view's content rectangle in canvas coordinates at rest.
    static func contents(_ layout: Layout, _ result: CanvasLayout, hidden: Set<Int>) -> [(
        frame: Rect, content: Rect, name: String
    )] {
        result.scrollContents.compactMap { content in
            guard !hidden.contains(content.scroll), result.frames.indices.contains(content.scroll),
                layout.elements.indices.contains(content.scroll)
            else { return nil }
            let origin = result.frames[content.scroll].canvasFrame
            let rect = Rect(
                x: origin.x + content.inset.left, y: origin.y + content.inset.top,
                width: max(content.size.width, 0), height: max(content.size.height, 0))
            guard rect.isFinite, origin.isFinite else { return nil }
            return (origin, rect, layout.elements[content.scroll].displayName)
        }
    }

    /// How far the drawing reaches past the canvas's width and height to show every
    /// scroll view's content whole.
    static func extent(_ contents: [(frame: Rect, content: Rect, name: String)], canvas: Size) -> Size {
        var size = canvas
        for item in contents {
            size.width = max(size.width, item.content.x + item.content.width)
            size.height = max(size.height, item.content.y + item.content.height)
        }
        return size
    }

    /// The fade over what lies beyond each frame, the frame outlined and the content dashed.
    static func render(_ contents: [(frame: Rect, content: Rect, name: String)]) -> String {
        var svg = ""
        for item in contents {
            let frame = item.frame, content = item.content
            svg +=
                "<g><title>\(XMLText.escaped("\(item.name): content \(formatPoints(content.width)) × \(formatPoints(content.height)) at rest; faded beyond the scroll view's frame"))</title>"
            // The content less the frame, as up to four bands around it.
            let left = max(content.x, frame.x), right = min(content.x + content.width, frame.x + frame.width)
            let top = max(content.y, frame.y), bottom = min(content.y + content.height, frame.y + frame.height)
            var bands: [Rect] = []
            if right > left, bottom > top {
                bands.append(Rect(x: content.x, y: content.y, width: content.width, height: top - content.y))
                bands.append(
                    Rect(x: content.x, y: bottom, width: content.width, height: content.y + content.height - bottom))
                bands.append(Rect(x: content.x, y: top, width: left - content.x, height: bottom - top))
                bands.append(Rect(x: right, y: top, width: content.x + content.width - right, height: bottom - top))
            } else {
                bands.append(content)
            }
            for band in bands where band.width > 0 && band.height > 0 {
                svg +=
                    "<rect x=\"\(formatPoints(band.x))\" y=\"\(formatPoints(band.y))\" width=\"\(formatPoints(band.width))\" height=\"\(formatPoints(band.height))\" fill=\"\(fadeColor)\" fill-opacity=\"0.75\"/>"
            }
            svg +=
                "<rect x=\"\(formatPoints(content.x))\" y=\"\(formatPoints(content.y))\" width=\"\(formatPoints(content.width))\" height=\"\(formatPoints(content.height))\" fill=\"none\" stroke=\"\(frameColor)\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>"
            svg +=
                "<rect x=\"\(formatPoints(frame.x))\" y=\"\(formatPoints(frame.y))\" width=\"\(formatPoints(max(frame.width, 0)))\" height=\"\(formatPoints(max(frame.height, 0)))\" fill=\"none\" stroke=\"\(frameColor)\" stroke-width=\"2\"/>"
            svg += "</g>\n"
        }
        return svg
    }
}
