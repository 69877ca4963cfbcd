import StackModel

/// The legend under ``SVGRenderer``'s panels: each mark the picture uses, drawn as it
/// appears there, with what it means, so that a badge or a colour never needs guessing.
enum SVGLegend {
    /// The colour of a view with a negative size (the `!` badge and its outline).
    static let collapsedColor = "#D70015"
    /// The colour of an ambiguous frame (the `?` badge and its outline).
    static let ambiguousColor = "#FF9500"

    /// One line of the legend: its sample, drawn in a small box at the origin, and its words.
    private struct Entry {
        var sample: String
        var meaning: String
    }

    private static let lineHeight = 18.0

    private static let entries: [Entry] = [
        Entry(
            sample:
                "<rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" fill=\"none\" stroke=\"#2F7BEA\" stroke-dasharray=\"4 3\"/>",
            meaning: "a stack (its name at its top left)"),
        Entry(
            sample: "<rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" rx=\"2\" fill=\"#FFF6D5\" stroke=\"#D4A500\"/>",
            meaning: "a view: its name and text, clipped to its frame"),
        Entry(
            sample:
                "<rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" rx=\"2\" fill=\"#F2F2F7\" stroke=\"#D70015\" stroke-width=\"2\"/>",
            meaning: "in a conflict: the constraints are listed under the panel, the one UIKit breaks marked ✕"),
        Entry(
            sample:
                "<rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" fill=\"none\" stroke=\"\(ambiguousColor)\" stroke-width=\"2\" stroke-dasharray=\"2 2\"/>"
                + "<circle cx=\"23\" cy=\"1\" r=\"7\" fill=\"\(ambiguousColor)\"/><text x=\"23\" y=\"4.5\" text-anchor=\"middle\" class=\"badge\">?</text>",
            meaning:
                "? ambiguous: the constraints leave this frame undetermined; UIKit may place it anywhere they allow"),
        Entry(
            sample:
                "<rect x=\"0\" y=\"6\" width=\"24\" height=\"0\" fill=\"none\" stroke=\"\(collapsedColor)\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
                + "<circle cx=\"12\" cy=\"6\" r=\"7\" fill=\"\(collapsedColor)\"/><text x=\"12\" y=\"9.5\" text-anchor=\"middle\" class=\"badge\">!</text>",
            meaning:
                "! negative size at this canvas: UIKit does not draw the view; outlined at its place with zero size (its tooltip gives the frame)"
        ),
        Entry(
            sample:
                "<rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" class=\"unsafe\"/><rect x=\"0\" y=\"0\" width=\"24\" height=\"12\" class=\"region\"/>",
            meaning: "outside the safe area: the status bar, the home indicator and the sides"),
    ]

    /// The legend's height.
    static var height: Double { 16 + Double(entries.count) * lineHeight }

    /// The width the legend needs (6 points a character of its longest line).
    static var width: Double { 36 + Double(entries.map(\.meaning.count).max() ?? 0) * 6 }

    /// The legend, its top left at the origin given.
    static func render(originX: Double, originY: Double) -> String {
        var svg =
            "<g class=\"legend-box\" transform=\"translate(\(formatPoints(originX)) \(formatPoints(originY)))\">\n"
        svg += "<text x=\"0\" y=\"10\" class=\"title\">Legend</text>\n"
        for (index, entry) in entries.enumerated() {
            let top = 16 + Double(index) * lineHeight + 3
            svg += "<g transform=\"translate(0 \(formatPoints(top)))\">\(entry.sample)"
            svg += "<text x=\"36\" y=\"10\" class=\"legend\">\(XMLText.escaped(entry.meaning))</text></g>\n"
        }
        return svg + "</g>\n"
    }
}
