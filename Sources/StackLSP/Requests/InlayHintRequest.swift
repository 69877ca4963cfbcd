import StackJSON
import StackLSPFeatures
import StackLSPProtocol
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
                for element in layout.elements {
                    let header = piece.document(element.headerRange).start
                    guard header >= start, header <= end else { continue }
                    let frame = primary.frames[element.id]
                    let lineEnd = source.lineRange(source.line(containing: header)).end
                    hints.append([
                        "position": Positions.position(lineEnd, in: source, unit: unit),
                        "label": .string(
                            "\(formatPoints(frame.frame.width)) × \(formatPoints(frame.frame.height))\(frame.isAmbiguous ? " ?" : "")"
                        ),
                        "paddingLeft": true,
                        "tooltip": .string(
                            "frame at \(primary.name): \(frame.frame)\(frame.isAmbiguous ? ", not uniquely determined" : "")"
                        ),
                    ])
                }
            }
        }
        return .array(hints)
    }
}
