import FuzzSupport
import StackDiagnostics
import StackLint
import StackReports
import StackSyntax

/// Arbitrary bytes through parse, model, solve and every rule, as the language server runs
/// them (frames always solved), then through every reporter and the SVG renderer: nothing traps or hangs, and
/// every finding lies inside the text.
/// One reporter for every input: it builds the rules' help once, which is the same for every log.
private let sarifReporter = SARIFReporter()

@_cdecl("LLVMFuzzerTestOneInput")
public func analyzeOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    var memo = DocumentMemo(solveAlways: true)
    guard let analysis = Analyzer().analysis(of: source, memo: &memo) else {
        FuzzCheck.require(false, "an analysis never cancelled is never nil")
        return 0
    }
    FindingsInvariants.check(analysis.diagnostics, in: source)
    let sorted = analysis.diagnostics.sorted(by: Diagnostic.sourceOrder)
    FuzzCheck.require(sorted == analysis.diagnostics, "the findings are not in source order")
    let report = FileReport(path: "fuzz.stack", source: source, diagnostics: analysis.diagnostics)
    _ = TextReporter(useColor: true).render([report])
    _ = JSONReporter().render([report])
    _ = sarifReporter.render([report])
    let frames = FramesDocument(analysis: analysis, path: "fuzz.stack")
    // Either output or a reported error (a layout over budget, a frame that is not finite).
    _ = try? frames.encodeText()
    _ = try? SVGRenderer().render(frames)
    return 0
}
