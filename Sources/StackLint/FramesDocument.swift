import Foundation
import StackLayout
import StackModel
import StackSyntax

/// The computed frames of a file: what `stacklint frames`, `stacklint render` and the
/// language server's `stack/computedFrames` show, in the shape of stack-format.md §7
/// (`Schemas/frames.schema.json`).
public struct FramesDocument: Sendable {
    /// One layout's results.
    public struct LayoutFrames: Sendable {
        public var layout: Layout
        public var canvases: [CanvasLayout]
    }

    /// The file's path as given.
    public var path: String
    /// Every layout with a root element, in order.
    public var layouts: [LayoutFrames]

    /// The frames an analysis already computed (no solving again).
    public init(analysis: Analysis, path: String) {
        self.path = path
        layouts = analysis.model.layouts.enumerated().compactMap { index, layout in
            guard !layout.roots.isEmpty, index < analysis.frames.count else { return nil }
            return LayoutFrames(layout: layout, canvases: analysis.frames[index])
        }
    }

    /// Solves every layout of a model at its canvases, or at `canvases` when given.
    public init(model: SemanticModel, path: String, canvases: [Size]? = nil) {
        self.path = path
        layouts = model.layouts.filter { !$0.roots.isEmpty }.map { layout in
            LayoutFrames(layout: layout, canvases: (canvases ?? layout.canvases).map { LayoutEngine.solve(layout, canvas: $0) })
        }
    }

    struct RectJSON: Encodable {
        var x, y, width, height: Double
        init(_ rect: Rect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    struct ElementJSON: Encodable {
        var path: String
        var name: String?
        var kind: String
        var frame: RectJSON
        var canvasFrame: RectJSON
        var hidden: Bool
        var ambiguous: Bool

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(name, forKey: .name)  // null for an unnamed element
            try container.encode(kind, forKey: .kind)
            try container.encode(frame, forKey: .frame)
            try container.encode(canvasFrame, forKey: .canvasFrame)
            try container.encode(hidden, forKey: .hidden)
            try container.encode(ambiguous, forKey: .ambiguous)
        }

        enum CodingKeys: String, CodingKey { case path, name, kind, frame, canvasFrame, hidden, ambiguous }
    }

    struct ConflictJSON: Encodable {
        var constraints: [String]
        var broken: String
    }

    struct CanvasJSON: Encodable {
        var width, height: Double
        var elements: [ElementJSON]
        var conflicts: [ConflictJSON]
    }

    struct LayoutJSON: Encodable {
        var name: String?
        var canvases: [CanvasJSON]
    }

    struct Document: Encodable {
        var version: Int
        var file: String
        var layouts: [LayoutJSON]
    }

    /// The JSON of stack-format.md §7, ending with a line break.
    public var json: String {
        let document = Document(version: 1, file: path, layouts: layouts.map { entry in
            LayoutJSON(name: entry.layout.name, canvases: entry.canvases.map { result in
                CanvasJSON(
                    width: result.canvas.width, height: result.canvas.height,
                    elements: result.frames.map { frame in
                        let element = entry.layout.elements[frame.element]
                        return ElementJSON(path: element.path, name: element.name, kind: element.kindName,
                                           frame: RectJSON(frame.frame), canvasFrame: RectJSON(frame.canvasFrame),
                                           hidden: frame.isHidden, ambiguous: frame.isAmbiguous)
                    },
                    conflicts: result.conflicts.map { conflict in
                        ConflictJSON(constraints: conflict.descriptions, broken: conflict.brokenDescription)
                    })
            })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The solver problems behind the frames (`--format problem`): for each layout and
    /// canvas, the generated constraints as plain rows, for differential tests.
    public var problemsJSON: String {
        let problems = layouts.flatMap { $0.canvases.map(\.solverProblem) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(problems) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// An indented tree: one line per element with its frame in its parent and in the canvas.
    public var text: String {
        var lines: [String] = []
        for entry in layouts {
            lines.append("layout \(entry.layout.name ?? "-")")
            for result in entry.canvases {
                lines.append("  canvas \(result.canvas)")
                for frame in result.frames {
                    let element = entry.layout.elements[frame.element]
                    var depth = 0
                    var parent = element.parent
                    while let current = parent { depth += 1; parent = entry.layout.elements[current].parent }
                    var line = String(repeating: "  ", count: depth + 2) + "\(element.displayName) (\(element.kindName))"
                    line += "  frame \(frame.frame)  canvas \(frame.canvasFrame)"
                    if frame.isHidden { line += "  hidden" }
                    if frame.isAmbiguous { line += "  AMBIGUOUS" }
                    lines.append(line)
                }
                for conflict in result.conflicts {
                    lines.append(contentsOf: conflict.consoleMessage.split(separator: "\n").map { "    " + $0 })
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
