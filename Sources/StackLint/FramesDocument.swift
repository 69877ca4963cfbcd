import Foundation
import StackLayout
import StackModel
import StackRules
import StackSyntax

/// Why frames cannot be written: a layout over the work budget, a value that is not a
/// finite number. The command reports it and exits non-zero instead of printing.
public struct FramesError: Error, Sendable, CustomStringConvertible {
    /// One sentence per problem.
    public var messages: [String]

    public var description: String { messages.joined(separator: "\n") }
}

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
    /// Every layout with a root element solved within the work budget, in order.
    public var layouts: [LayoutFrames]
    /// The layouts that ran over the work budget (`layout-too-complex`): not solved.
    public var overBudget: [Layout] = []
    /// The work budget the layouts were solved within (nil: the engine's default).
    public var solveBudget: Int?

    /// The frames an analysis already computed (no solving again). A layout left unsolved
    /// because it ran over the work budget is listed in ``overBudget``.
    public init(analysis: Analysis, path: String) {
        self.path = path
        let tooComplex = Set(analysis.diagnostics.filter { $0.ruleID == .layoutTooComplex }.map(\.range))
        var layouts: [LayoutFrames] = []
        for (index, layout) in analysis.model.layouts.enumerated() where !layout.roots.isEmpty {
            if tooComplex.contains(layout.headerRange) { overBudget.append(layout); continue }
            guard index < analysis.frames.count else { continue }
            layouts.append(LayoutFrames(layout: layout, canvases: analysis.frames[index]))
        }
        self.layouts = layouts
    }

    /// Solves every layout of a model at its canvases, or at `canvases` when given, each
    /// within `solveBudget` solver steps (the engine's default when nil).
    public init(model: SemanticModel, path: String, canvases: [Size]? = nil, solveBudget: Int? = nil) {
        self.path = path
        self.solveBudget = solveBudget
        var layouts: [LayoutFrames] = []
        for var layout in model.layouts where !layout.roots.isEmpty {
            if let canvases { layout.canvases = canvases }
            let solved = SolveBudget.solve(layout, maxSteps: solveBudget)
            if solved.exceeded {
                overBudget.append(layout)
            } else {
                layouts.append(LayoutFrames(layout: layout, canvases: solved.canvases))
            }
        }
        self.layouts = layouts
    }

    /// Why these frames cannot be written, one sentence each; empty when they can. A
    /// writer never prints a partial or empty document in their place.
    public var obstacles: [String] {
        var problems = overBudget.map { layout in
            "solving \(layout.name.map { "layout `\($0)`" } ?? "a layout") takes more than the work budget of \(SolveBudget.maxSteps(solveBudget)) solver steps; split it, or raise `solveBudget` in .stacklint.json"
        }
        for entry in layouts {
            for result in entry.canvases {
                for frame in result.frames where !frame.frame.isFinite || !frame.canvasFrame.isFinite {
                    let element = entry.layout.elements[frame.element]
                    problems.append("\(entry.layout.name.map { "layout `\($0)`" } ?? "a layout") at \(result.canvas): the frame of `\(element.displayName)` is not a finite number \(frame.canvasFrame)")
                }
            }
        }
        return problems
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

    /// The JSON of stack-format.md §7, ending with a line break; throws (and writes
    /// nothing) when a layout could not be solved or a value is not finite.
    public func encodeJSON() throws -> String {
        try check()
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
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            throw FramesError(messages: ["the frames cannot be encoded as JSON: \(error)"])
        }
    }

    /// The JSON of ``encodeJSON()``, or an empty string when it throws (never a
    /// success-shaped `{}`); prefer ``encodeJSON()``, which says why.
    public var json: String { (try? encodeJSON()) ?? "" }

    private func check() throws {
        let problems = obstacles
        guard problems.isEmpty else { throw FramesError(messages: problems) }
    }

    /// The solver problems behind the frames (`--format problem`): for each layout and
    /// canvas, the generated constraints as plain rows, for differential tests.
    public func encodeProblems() throws -> String {
        try check()
        let problems = layouts.flatMap { $0.canvases.map(\.solverProblem) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(problems), as: UTF8.self) + "\n"
        } catch {
            throw FramesError(messages: ["the solver problems cannot be encoded as JSON: \(error)"])
        }
    }

    /// An indented tree: one line per element with its frame in its parent and in the
    /// canvas; throws (and writes nothing) when a layout could not be solved or a value is
    /// not finite.
    public func encodeText() throws -> String {
        try check()
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

extension Rect {
    /// Whether every side is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
