import StackLint
import StackSyntax

/// Work done once, off the message queue, as soon as `initialize` is answered: a
/// one-layout document analysed as an opened one is (parsed, resolved, solved, checked by
/// every rule), its result thrown away. The first document's analysis then finds the
/// runtime's type metadata instantiated and an analysis thread started, instead of paying
/// for them itself (docs/dev/lsp-analysis.md, "Start"). It starts while the client reads the
/// answer and sends `initialized` (a round trip), and is usually done before `didOpen`.
///
/// It is kept small on purpose: it runs on the concurrent analysis queue, so a document
/// opened at once is analysed beside it, and a larger warm-up would take the second core
/// from that analysis for longer than it saves.
enum WarmUp {
    /// The document analysed: one stack, one label.
    static let source = "layout WarmUp {\n  stack s {\n    pin: edges\n    label a { intrinsic: 40 x 20 }\n  }\n}\n"

    /// Analyses ``source`` and drops the result.
    static func run() {
        var memo = DocumentMemo(solveAlways: true)
        _ = Analyzer().analysis(of: SourceText(bytes: Array(source.utf8)), memo: &memo)
    }
}
