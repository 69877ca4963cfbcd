import Dispatch
import StackDiagnostics
import StackModel
import StackSyntax

/// A document's syntax and meaning, without solving: its pieces (each layout read as a file
/// of its own, or the whole text when it does not cut cleanly into layouts), each resolved
/// when a request needs it (``DocumentPiece/model()``). What every request that needs no
/// frames reads.
public struct DocumentModel: Sendable {
    /// The document's text.
    public let source: SourceText
    /// The pieces, in document order.
    public let pieces: [DocumentPiece]
    /// Every comment of the document (document ranges), in order.
    public let comments: [CommentSyntax]
    /// Each layout's name where the pieces are layouts: the one finding that spans layouts,
    /// a name used twice, comes from them. Empty when the one piece is the whole text (its
    /// own model finds that name).
    let names: [Identifier?]

    init(source: SourceText, pieces: [DocumentPiece], comments: [CommentSyntax], names: [Identifier?]) {
        self.source = source
        self.pieces = pieces
        self.comments = comments
        self.names = names
    }

    /// Whether the document has syntax errors (then it is one piece, the whole text, and
    /// no layout is solved).
    public var hasSyntaxErrors: Bool { pieces.contains(where: \.hasSyntaxErrors) }

    /// How many layouts the document has.
    public var layoutCount: Int { pieces.last.map { $0.firstLayout + $0.layoutCount } ?? 0 }

    /// The index of the piece whose range holds `offset` (its end included, as
    /// ``SourceRange/contains(_:)`` counts it), if any.
    public func piece(containing offset: Int) -> Int? {
        // The ranges are in order and apart: the first one that ends at or after `offset`.
        var low = 0
        var high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].range.end < offset { low = middle + 1 } else { high = middle }
        }
        guard low < pieces.count, pieces[low].range.contains(offset) else { return nil }
        return low
    }

    /// How many pieces ``forEachPiece(_:_:)`` derives at once: enough for every thread to
    /// have work, few enough that one batch's derivations are all that is alive at a time.
    static let pieceBatch = 64

    /// Hands each piece's index and model to `body`, in document order (``forEachPiece(_:_:)``).
    public func forEachModel(_ body: (Int, SemanticModel) throws -> Void) rethrows {
        try forEachPiece({ $0.model() }, body)
    }

    /// Hands each piece's index and syntax tree to `body`, in document order: for requests
    /// that read the text's structure only (tokens, folding), without resolving a model.
    public func forEachSyntax(_ body: (Int, FileSyntax) throws -> Void) rethrows {
        try forEachPiece({ $0.syntax() }, body)
    }

    /// Hands each piece's index and what `derive` makes of it to `body`, in document order:
    /// a batch of pieces derived in parallel, then handed on and dropped, so that a request
    /// over the whole document (symbols, tokens, folding, hints) never holds every piece's.
    func forEachPiece<Derived: Sendable>(
        _ derive: @escaping @Sendable (DocumentPiece) -> Derived, _ body: (Int, Derived) throws -> Void
    ) rethrows {
        var first = 0
        while first < pieces.count {
            let batch = Array(pieces[first..<min(first + Self.pieceBatch, pieces.count)])
            let derived = Locked<[Int: Derived]>([:])
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                let value = derive(batch[index])
                derived.withLock { $0[index] = value }
            }
            let resolved = derived.withLock { $0 }
            for index in batch.indices {
                try body(first + index, resolved[index] ?? derive(batch[index]))
            }
            first += batch.count
        }
    }

    /// The layout names used twice, as findings with document ranges.
    var duplicateNames: [Diagnostic] { LayoutNames.duplicates(names, in: source).map(Diagnostic.init) }

    /// The findings of `model`, the piece `index`'s (syntax errors and the model's own,
    /// before the solve), counted from the piece's start, in source order. A name used
    /// twice is placed in the piece as its own model counts ranges; its related location,
    /// the first use, lies in another piece and stays counted from the document's start.
    public func findings(inPiece index: Int, model: SemanticModel) -> [Diagnostic] {
        guard pieces.indices.contains(index) else { return [] }
        let piece = pieces[index]
        let range = piece.range
        let duplicates: [Diagnostic] = duplicateNames.compactMap { finding in
            guard range.contains(finding.range.start), range.contains(finding.range.end) else { return nil }
            var local = finding
            local.range = SourceRange(start: piece.local(finding.range.start), end: piece.local(finding.range.end))
            return local
        }
        // The whole document's model sorts the findings spanning layouts first among equals.
        return (duplicates + model.diagnostics).sorted(by: Diagnostic.sourceOrder)
    }
}
