import StackDiagnostics
import StackLayout
import StackModel
import StackSyntax

/// A document analysed: its model, the frames of each layout, and its findings (severities
/// and suppressions applied, in source order). Each piece's solve is memoized with its
/// model (``DocumentMemo``), counted from the piece's start; ``frames(ofPiece:)`` places it.
public struct DocumentAnalysis: Sendable {
    /// The document's pieces and their models.
    public let model: DocumentModel
    /// Each piece's solve, counted from its start.
    let solves: [PieceSolve]
    /// The findings, in source order.
    public let diagnostics: [Diagnostic]
    /// How many pieces were solved afresh; the others came from the memo.
    public let analysedLayouts: Int
    /// How many element frames those solves gave.
    public let analysedFrames: Int

    init(
        model: DocumentModel, solves: [PieceSolve], diagnostics: [Diagnostic], analysedLayouts: Int, analysedFrames: Int
    ) {
        self.model = model
        self.solves = solves
        self.diagnostics = diagnostics
        self.analysedLayouts = analysedLayouts
        self.analysedFrames = analysedFrames
    }

    /// The text analysed.
    public var source: SourceText { model.source }

    /// For each layout of the piece `index`, its canvases solved (empty when not solved),
    /// their ranges placed in the document.
    public func frames(ofPiece index: Int) -> [[CanvasLayout]] {
        guard solves.indices.contains(index) else { return [] }
        return solves[index].frames.map(model.pieces[index].document)
    }

    /// For each layout of the document, its canvases solved (empty when not solved).
    public var frames: [[CanvasLayout]] {
        model.pieces.indices.flatMap { index in
            // A piece left unsolved has no entry per layout: padded, so that indices match.
            let solved = frames(ofPiece: index)
            let layouts = model.pieces[index].layoutCount
            return solved.count >= layouts ? solved : solved + Array(repeating: [], count: layouts - solved.count)
        }
    }
}

extension [CanvasLayout] {
    /// The element frames of these canvases together.
    var frameCount: Int { reduce(0) { $0 + $1.frames.count } }
}
