import StackDiagnostics
import StackLayout
import StackModel
import StackRecipe
import StackSyntax

/// One piece of a document read as a file of its own: a layout, or the whole text when it
/// does not cut cleanly into layouts. Its model (and its solve) count every range from the
/// piece's start, so a piece that moved, text having been inserted above it, is reused as
/// it is; this type is the one place where those ranges are placed in the document.
///
/// A piece keeps its text (a slice of the document's, not a copy) and what the memo learnt
/// of it, not its model: a request that needs the model resolves it (``model()``), one
/// layout's parse being cheap, and drops it when answered, so that an open document keeps
/// its findings and frames, not every layout's syntax tree and model.
public struct DocumentPiece: Sendable {
    /// The document offset of the piece's first byte.
    public let start: Int
    /// The document index of the piece's first layout.
    public let firstLayout: Int
    /// How many layouts the piece's model has.
    public let layoutCount: Int
    /// Whether the piece's text has syntax errors (then it is the whole text).
    public let hasSyntaxErrors: Bool
    /// The piece's text, a slice of the document's.
    let text: ArraySlice<UInt8>
    /// The options its model is resolved with.
    let options: ModelOptions

    /// Creates a piece.
    init(
        start: Int, firstLayout: Int, layoutCount: Int, hasSyntaxErrors: Bool, text: ArraySlice<UInt8>,
        options: ModelOptions
    ) {
        self.start = start
        self.firstLayout = firstLayout
        self.layoutCount = layoutCount
        self.hasSyntaxErrors = hasSyntaxErrors
        self.text = text
        self.options = options
    }

    /// The piece's text parsed and resolved as a file of its own (ranges from ``start``).
    /// Each call parses and resolves it: a caller that reads it twice keeps it in a local.
    public func model() -> SemanticModel {
        SemanticModel(syntax: syntax(), options: options)
    }

    /// The piece's text parsed (ranges from ``start``), for a request that reads its
    /// structure only.
    public func syntax() -> FileSyntax {
        Parser.parse(SourceText(bytes: Array(text)))
    }

    /// The document range the piece covers.
    public var range: SourceRange { SourceRange(start: start, end: start + text.count) }

    /// The offset in the piece's text of a document offset.
    public func local(_ offset: Int) -> Int { offset - start }

    /// The document range of a range of the piece's text.
    public func document(_ range: SourceRange) -> SourceRange {
        SourceRange(start: range.start + start, end: range.end + start)
    }

    /// A finding of the piece's text with every range (its own, its related places', its
    /// fixes' edits) placed in the document.
    public func document(_ finding: Diagnostic) -> Diagnostic {
        guard start != 0 else { return finding }
        var moved = finding
        moved.range = document(finding.range)
        moved.related = finding.related.map { RelatedLocation(range: document($0.range), message: $0.message) }
        moved.fixes = finding.fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { TextEdit(range: document($0.range), newText: $0.newText) }
            return fix
        }
        return moved
    }

    /// A layout's canvases with the source ranges of their constraints placed in the
    /// document (the frames, indexed by element, are the same): the same array, shared,
    /// when none holds a range.
    public func document(_ canvases: [CanvasLayout]) -> [CanvasLayout] {
        guard start != 0, canvases.contains(where: { !($0.conflicts.isEmpty && $0.constraints.isEmpty) }) else {
            return canvases
        }
        func move(_ constraint: GeneratedConstraint) -> GeneratedConstraint {
            var constraint = constraint
            constraint.range = document(constraint.range)
            return constraint
        }
        return canvases.map { canvas in
            guard !(canvas.conflicts.isEmpty && canvas.constraints.isEmpty) else { return canvas }
            var moved = canvas
            moved.constraints = canvas.constraints.map(move)
            moved.conflicts = canvas.conflicts.map { conflict in
                var conflict = conflict
                conflict.constraints = conflict.constraints.map(move)
                conflict.broken = move(conflict.broken)
                return conflict
            }
            return moved
        }
    }
}
