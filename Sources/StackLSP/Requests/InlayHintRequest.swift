import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLayout
import StackLint
import StackModel
import StackSyntax

/// `textDocument/inlayHint`.
struct InlayHintRequest: RequestHandler {
    static let method = LSPMethod.inlayHint

    static func answer(_ params: InlayHintParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.inlayHints(params))
    }
}

extension LanguageServer {
    func inlayHints(_ params: InlayHintParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let analysis = try analysis(document)
        let source = document.source
        let start = params.range?.start.offset(in: source, unit: unit) ?? 0
        let end = params.range?.end.offset(in: source, unit: unit) ?? source.bytes.count
        var hints: [JSON] = []
        // Only the pieces the range reaches are resolved: every header lies in its piece.
        for (pieceIndex, piece) in analysis.model.pieces.enumerated()
        where piece.range.end >= start && piece.range.start <= end {
            let frames = analysis.frames(ofPiece: pieceIndex)
            guard !frames.isEmpty else { continue }
            for (layoutIndex, layout) in piece.model().layouts.enumerated() where layoutIndex < frames.count {
                // The primary canvas at the default text size (`large`), or the first solve.
                let solves = frames[layoutIndex]
                guard let primary = solves.first(where: { $0.contentSize == .large }) ?? solves.first else { continue }
                if let statement = layout.assignments[.canvas],
                    case let offset = piece.document(statement.range).start, offset >= start, offset <= end,
                    let hint = autoCanvasHint(solves, primary: primary, at: offset, in: source)
                {
                    hints.append(hint)
                }
                for element in layout.elements {
                    let header = piece.document(element.headerRange).start
                    guard header >= start, header <= end else { continue }
                    let lineEnd = source.lineRange(source.line(containing: header)).end
                    hints.append([
                        "position": Positions.position(lineEnd, in: source, unit: unit),
                        "label": .string(frameLabel(of: element.id, at: primary)),
                        "paddingLeft": true,
                        "tooltip": .string(frameTooltip(of: element.id, at: primary)),
                    ])
                }
            }
        }
        return .array(hints)
    }

    /// An element's header hint: its frame at the primary solve (`W × H`, with `?` where it is
    /// ambiguous), a wrapping label's lines and a scroll view's content size as `stacklint
    /// frames` prints them; `not installed` where it is not there (stack-format.md §13).
    private func frameLabel(of element: Int, at primary: CanvasLayout) -> String {
        guard primary.isInstalled(element) else { return SolvedValues.notInstalled }
        let frame = primary.frames[element]
        var label =
            "\(formatPoints(frame.frame.width)) × \(formatPoints(frame.frame.height))\(frame.isAmbiguous ? " ?" : "")"
        if let lines = primary.lines(of: element) { label += " · " + lines.summary }
        if let content = primary.content(of: element) {
            label += " · content \(formatPoints(content.size.width)) × \(formatPoints(content.size.height))"
        }
        return label
    }

    private func frameTooltip(of element: Int, at primary: CanvasLayout) -> String {
        guard primary.isInstalled(element) else { return "not installed at \(primary.name)" }
        let frame = primary.frames[element]
        var tooltip = "frame at \(primary.name): \(frame.frame)\(frame.isAmbiguous ? ", not uniquely determined" : "")"
        if let lines = primary.lines(of: element) {
            tooltip += "; \(lines.summary)"
            if lines.needed > lines.count { tooltip += " (text needs \(lines.needed))" }
        }
        if let content = primary.content(of: element) {
            tooltip += "; content size \(SolvedValues.contentSize(content)), inset \(SolvedValues.inset(of: content))"
        }
        return tooltip
    }

    /// The hint at the end of a `canvas` statement's line with an `auto` canvas: the solved
    /// size of each at the primary category and direction (`W × H`), every solve of them
    /// in the tooltip; nil when the statement has no `auto` canvas.
    private func autoCanvasHint(
        _ solves: [CanvasLayout], primary: CanvasLayout, at offset: Int, in source: SourceText
    ) -> JSON? {
        let autos = SolvedValues.autoSolves(solves)
        let shown = autos.filter { $0.contentSize == primary.contentSize && $0.direction == primary.direction }
        guard !shown.isEmpty else { return nil }
        let lineEnd = source.lineRange(source.line(containing: offset)).end
        let label = shown.map { result in
            "\(formatPoints(result.canvas.width)) × \(formatPoints(result.canvas.height))\(result.autoSizeUndetermined ? " (fallback)" : "")"
        }
        let tooltip = autos.map { "\($0.name): \(SolvedValues.solvedSize($0))" }
        return [
            "position": Positions.position(lineEnd, in: source, unit: unit),
            "label": .string(label.joined(separator: ", ")), "paddingLeft": true,
            "tooltip": .string("solved size at " + tooltip.joined(separator: "; ")),
        ]
    }
}
