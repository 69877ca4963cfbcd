import StackDiagnostics
import StackLayout
import StackSyntax

/// What a piece's solve and rules give (``DocumentPiece``): the frames of each of its
/// layouts and its findings before suppressions and severities, every range counted from
/// the piece's start so that the result still holds when an edit elsewhere moves the piece.
struct PieceSolve: Sendable {
    /// For each layout of the piece's model, its canvases solved (empty when not solved).
    var frames: [[CanvasLayout]]
    /// The model's and the rules' findings, unsorted.
    var found: [Diagnostic]
}
