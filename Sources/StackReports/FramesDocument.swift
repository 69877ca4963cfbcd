#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackInterfaceBuilder
import StackJSON
import StackLayout
import StackLint
import StackModel
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
        /// For a layout read from an Interface Builder file, what the file says of each
        /// element (its IB id, the frame it stores, the estimate behind its size), by path.
        public var interfaceBuilder: [String: IBStoredFrame] = [:]
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
    public init(analysis: DocumentAnalysis, path: String) {
        self.path = path
        let tooComplex = Set(analysis.diagnostics.filter { $0.ruleID == .layoutTooComplex }.map(\.range))
        var layouts: [LayoutFrames] = []
        for (index, piece) in analysis.model.pieces.enumerated() {
            let frames = analysis.frames(ofPiece: index)
            for (layoutIndex, layout) in piece.model().layouts.enumerated() where !layout.roots.isEmpty {
                if tooComplex.contains(piece.document(layout.headerRange)) { overBudget.append(layout); continue }
                guard layoutIndex < frames.count else { continue }
                layouts.append(LayoutFrames(layout: layout, canvases: frames[layoutIndex]))
            }
        }
        self.layouts = layouts
    }

    /// Solves every layout of a model at its canvases and content size categories, or at
    /// `canvases` and `contentSizes` when given, each within `solveBudget` solver steps
    /// (the engine's default when nil); with `retention` `.constraints`, the generated
    /// constraints are kept for ``encodeProblems()``.
    public init(
        model: SemanticModel, path: String, canvases: [Canvas]? = nil, contentSizes: [ContentSizeCategory]? = nil,
        solveBudget: Int? = nil, retention: CanvasLayout.Retention = .frames
    ) {
        self.path = path
        self.solveBudget = solveBudget
        var layouts: [LayoutFrames] = []
        for var layout in model.layouts where !layout.roots.isEmpty {
            if let canvases { layout.setCanvases(canvases) }
            if let contentSizes { layout.contentSizes = contentSizes }
            let solved = SolveBudget.solve(layout, maxSteps: solveBudget, retention: retention)
            if solved.exceeded {
                overBudget.append(layout)
            } else {
                layouts.append(LayoutFrames(layout: layout, canvases: solved.canvases))
            }
        }
        self.layouts = layouts
    }

    /// The layouts' frames beside what the Interface Builder file they were read from says
    /// of each element: `imported` are the layouts read from it, matched by name.
    public mutating func attach(_ imported: [ImportedLayout]) {
        for index in layouts.indices {
            guard let match = imported.first(where: { $0.name == layouts[index].layout.name }) else { continue }
            for stored in match.storedFrames { layouts[index].interfaceBuilder[stored.path] = stored }
        }
    }

    /// Why these frames cannot be written, one sentence each; empty when they can. A
    /// writer never prints a partial or empty document in their place.
    public var obstacles: [String] {
        var problems = overBudget.map { SolveBudget.obstacle($0, maxSteps: solveBudget) }
        for entry in layouts {
            for result in entry.canvases {
                for frame in result.frames where !frame.frame.isFinite || !frame.canvasFrame.isFinite {
                    let element = entry.layout.elements[frame.element]
                    problems.append(
                        "\(entry.layout.name.map { "layout `\($0)`" } ?? "a layout") at \(result.name): the frame of `\(element.displayName)` is not a finite number \(frame.canvasFrame)"
                    )
                }
            }
        }
        return problems
    }

    private static func insets(_ insets: DirectionalInsets) -> JSON {
        [
            "top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
            "trailing": .number(insets.trailing),
        ]
    }

    /// An element read from an Interface Builder file: its IB id, the frame the file stores
    /// (in the canvas's coordinates, where it stores one) and the estimate its size comes
    /// from (where it is one).
    private static func addInterfaceBuilderFields(_ stored: IBStoredFrame, to fields: inout [String: JSON]) {
        fields["ibID"] = .string(stored.ibID)
        if let frame = stored.frame {
            fields["storedFrame"] = rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        }
        if let source = stored.sizeSource { fields["estimate"] = .string(source.rawValue) }
    }

    private static func rect(_ rect: Rect) -> JSON {
        ["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)]
    }

    /// The document of stack-format.md §7 as a JSON value; throws when a layout could not
    /// be solved or a value is not finite.
    public func value() throws -> JSON {
        try check()
        let layoutValues: [JSON] = layouts.map { entry in
            let canvases: [JSON] = entry.canvases.map { result in
                // The layout at the canvas's size classes: a `runtime[...]` variant marks its element there.
                let resolved = entry.layout.resolved(for: result.canvasEntry?.sizeClasses ?? .compactRegular)
                let elements: [JSON] = result.frames.filter { result.isInstalled($0.element) }.map { frame in
                    let element = entry.layout.elements[frame.element]
                    var fields: [String: JSON] = [
                        "path": .string(element.path),
                        "name": element.name.map(JSON.string) ?? .null,  // null for an unnamed element
                        "kind": .string(element.kindName),
                        "frame": Self.rect(frame.frame),
                        "canvasFrame": Self.rect(frame.canvasFrame),
                        "hidden": .bool(frame.isHidden),
                        "ambiguous": .bool(frame.isAmbiguous),
                    ]
                    if let lines = result.lines(of: frame.element) { fields["lines"] = .int(lines.count) }
                    if let stored = entry.interfaceBuilder[element.path] {
                        Self.addInterfaceBuilderFields(stored, to: &fields)
                    }
                    // §12: content the app sets in code, sized here by its estimate.
                    if resolved.elements[frame.element].properties.isRuntime { fields["runtime"] = .bool(true) }
                    if let content = result.content(of: frame.element) {
                        fields["contentSize"] = [
                            "width": .number(content.size.width), "height": .number(content.size.height),
                        ]
                    }
                    return .object(fields)
                }
                let conflicts: [JSON] = result.conflicts.map { conflict in
                    [
                        "constraints": .array(conflict.descriptions.map(JSON.string)),
                        "broken": .string(conflict.brokenDescription),
                    ]
                }
                var canvas: [String: JSON] = [
                    "width": .number(result.canvas.width), "height": .number(result.canvas.height),
                    "contentSize": .string(result.contentSize.rawValue),
                    "safeArea": Self.insets(result.canvasEntry?.safeArea ?? entry.layout.safeArea),
                    "elements": .array(elements), "conflicts": .array(conflicts),
                ]
                if let device = result.canvasEntry?.device {
                    canvas["device"] = .string(device.rawValue)
                    if result.canvasEntry?.isLandscape == true { canvas["orientation"] = "landscape" }
                }
                Self.addVersion3Fields(of: result, layout: entry.layout, to: &canvas)
                return .object(canvas)
            }
            return ["name": entry.layout.name.map(JSON.string) ?? .null, "canvases": .array(canvases)]
        }
        return ["version": 1, "file": .string(path), "layouts": .array(layoutValues)]
    }

    /// The JSON of stack-format.md §7, ending with a line break; throws (and writes
    /// nothing) when a layout could not be solved or a value is not finite.
    public func encodeJSON() throws -> String {
        try value().prettyText
    }

    private func check() throws {
        let problems = obstacles
        guard problems.isEmpty else { throw FramesError(messages: problems) }
    }

    /// The solver problems behind the frames (`--format problem`): for each layout and
    /// canvas, the generated constraints as plain rows, for differential tests.
    public func encodeProblems() throws -> String {
        try check()
        let problems: [JSON] = layouts.flatMap { $0.canvases.map(\.solverProblem) }.map { problem in
            let rows: [JSON] = problem.constraints.map { row in
                [
                    "terms": .array(row.terms.map { .array($0.map(JSON.number)) }),
                    "constant": .number(row.constant),
                    "relation": .string(row.relation),
                    "priority": row.priority.map(JSON.number) ?? .null,
                ]
            }
            return ["variables": .int(problem.variables), "constraints": .array(rows)]
        }
        return JSON.array(problems).text + "\n"
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
                var heading = "  canvas \(result.canvas)"
                if let entry = result.canvasEntry, entry.device != nil || entry.autoAxis != nil {
                    heading = "  canvas \(entry) (\(result.canvas))"
                }
                if result.namesSizeClasses, let classes = result.canvasEntry?.sizeClasses { heading += " \(classes)" }
                if result.namesCategory || result.contentSize != .large {
                    heading += ", \(result.contentSize.rawValue)"
                }
                if result.namesDirection { heading += ", \(result.direction.rawValue)" }
                lines.append(heading)
                for frame in result.frames where result.isInstalled(frame.element) {
                    let element = entry.layout.elements[frame.element]
                    var depth = 0
                    var parent = element.parent
                    while let current = parent { depth += 1; parent = entry.layout.elements[current].parent }
                    var line =
                        String(repeating: "  ", count: depth + 2) + "\(element.displayName) (\(element.kindName))"
                    line += "  frame \(frame.frame)  canvas \(frame.canvasFrame)"
                    if let lines = result.lines(of: frame.element) {
                        line += "  \(lines.summary)"
                    }
                    if let content = result.content(of: frame.element) { line += "  contentSize \(content.size)" }
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
