import StackDiagnostics
import StackLint
import StackModel
import StackRuleKit
import StackRules
import StackSyntax
import StackTestSupport
import XCTest

/// `--fix` reaches a fixed point: a second run changes nothing, however many fixes
/// interact, and it never leaves a file that does not parse.
final class FixApplierTests: XCTestCase {
    private let analyzer = Analyzer()

    /// `count` stacks, each the only arranged view of the one around it, around one label.
    static func nestedStacks(_ count: Int) -> String {
        var text = "layout A {\n"
        for depth in 0..<count {
            let indent = String(repeating: "  ", count: depth + 1)
            text += "\(indent)stack s\(depth) {\n"
            if depth == 0 { text += "\(indent)  pin: top, leading\n" }
        }
        text += String(repeating: "  ", count: count + 1) + "label l { intrinsic: 40 x 20 }\n"
        for depth in (0..<count).reversed() { text += String(repeating: "  ", count: depth + 1) + "}\n" }
        return text + "}\n"
    }

    /// A stack of `count` labels with the same hugging priority: each round breaks one tie.
    static func labels(_ count: Int) -> String {
        "layout A {\n  stack s {\n    pin: edges\n"
            + (0..<count).map { "    label l\($0) { intrinsic: 40 x 20 }\n" }.joined()
            + "  }\n}\n"
    }

    private func assertFixedPoint(
        _ text: String, applied expected: Int, unsafe: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        let once = FixApplier.fixAll(SourceText(text), analyzer: analyzer, includeUnsafe: unsafe)
        XCTAssertEqual(once.applied, expected, file: file, line: line)
        XCTAssertFalse(Parser.parse(SourceText(bytes: once.bytes)).hasErrors, file: file, line: line)
        let twice = FixApplier.fixAll(SourceText(bytes: once.bytes), analyzer: analyzer, includeUnsafe: unsafe)
        XCTAssertEqual(twice.applied, 0, "a second --fix applied more fixes", file: file, line: line)
        XCTAssertEqual(
            String(decoding: twice.bytes, as: UTF8.self), String(decoding: once.bytes, as: UTF8.self), file: file,
            line: line)
        XCTAssertFalse(
            once.remaining.contains { $0.fixes.contains { unsafe || $0.safety == .safe } }, "fixes remain after --fix",
            file: file, line: line)
    }

    func testNestedSingleChildStacksReachAFixedPoint() {
        // Each unwrap covers the next one, so they land one round at a time; the root
        // stack too, since the label pinned where it was keeps its frame.
        assertFixedPoint(Self.nestedStacks(12), applied: 12)
        assertFixedPoint(Self.nestedStacks(30), applied: 30)
        let fixed = FixApplier.fixAll(SourceText(Self.nestedStacks(12)), analyzer: analyzer)
        XCTAssertEqual(
            String(decoding: fixed.bytes, as: UTF8.self),
            "layout A {\n  label l { intrinsic: 40 x 20; pin: top, leading }\n}\n")
    }

    /// Breaking a content priority tie is a design choice (which view stretches): unsafe,
    /// so `--fix` leaves it, and `--unsafe-fixes` breaks one tie per round.
    func testFortyLabelsReachAFixedPoint() {
        assertFixedPoint(Self.labels(12), applied: 0)
        assertFixedPoint(Self.labels(12), applied: 11, unsafe: true)
        assertFixedPoint(Self.labels(40), applied: 39, unsafe: true)
    }

    /// A rating row: a star image before a title, tied on hugging. Breaking the tie by
    /// raising the title's hugging makes the star the view that stretches: a design choice
    /// that `--fix` never makes without `--unsafe-fixes`.
    static let ratingRow = """
        layout Rating {
          canvas: 375 x 44
          stack row {
            pin: edges
            alignment: center
            image star {
              intrinsic: 20 x 20
              hugging: 250
            }
            label title {
              intrinsic: 100 x 21
              hugging: 250
            }
          }
        }

        """

    /// Each named element's canvas frame at each canvas.
    private func frames(_ bytes: [UInt8]) -> [String: String] {
        var memo = DocumentMemo(solveAlways: true)
        let analysis = analyzer.analysis(of: SourceText(bytes: bytes), memo: &memo)
        var frames: [String: String] = [:]
        for (layout, canvases) in zip(
            analysis?.model.pieces.flatMap { $0.model().layouts } ?? [], analysis?.frames ?? [])
        {
            for canvas in canvases {
                for frame in canvas.frames {
                    guard let name = layout.elements[frame.element].name else { continue }
                    frames["\(layout.name ?? "") \(canvas.canvas) \(name)"] = "\(frame.canvasFrame)"
                }
            }
        }
        return frames
    }

    func testFixNeverMakesTheStarStretch() {
        let source = SourceText(Self.ratingRow)
        let before = frames(source.bytes)
        XCTAssertEqual(before["Rating 375 x 44 star"], "(0, 12, 20, 20)")
        let safe = FixApplier.fixAll(source, analyzer: analyzer)
        XCTAssertEqual(safe.applied, 0)
        XCTAssertEqual(String(decoding: safe.bytes, as: UTF8.self), Self.ratingRow)
        XCTAssertEqual(
            safe.remaining.filter { $0.ruleID == .contentPriorityAmbiguity }.flatMap(\.fixes).map(\.safety), [.unsafe],
            "the tie is still offered as a quick fix")
        // Asked for, the unsafe fix does make the star stretch: what `--fix` alone must not do.
        let unsafe = FixApplier.fixAll(source, analyzer: analyzer, includeUnsafe: true)
        XCTAssertEqual(unsafe.applied, 1)
        XCTAssertEqual(frames(unsafe.bytes)["Rating 375 x 44 star"], "(0, 12, 275, 20)")
    }

    /// `--fix` (safe fixes only) keeps the frame of every named element that remains, at
    /// every canvas, on every example file and every rule's triggering examples (but a
    /// correction's).
    func testSafeFixesKeepEveryFrame() throws {
        var texts = try TestSupport.stackFiles(in: TestSupport.examplesDirectory).map {
            try String(contentsOf: $0, encoding: .utf8)
        }
        // A correction (`safe-when-unambiguous`) makes a line that did nothing take effect,
        // so its frames are meant to move: its examples are checked for their fixed text instead.
        texts += RuleCatalog.all.filter { $0.fixKind != .safeWhenUnambiguous }.flatMap {
            $0.documentation.examples.triggering.map(\.text)
        }
        texts.append(Self.ratingRow)
        var fixedSomething = 0
        for text in texts {
            let source = SourceText(text)
            let fixed = FixApplier.fixAll(source, analyzer: analyzer)
            guard fixed.applied > 0 else { continue }
            fixedSomething += 1
            let after = frames(fixed.bytes)
            let before = frames(source.bytes).filter { after[$0.key] != nil }
            XCTAssertEqual(after, before, "a safe fix moved a frame:\n\(text)")
        }
        XCTAssertGreaterThan(fixedSomething, 10, "the sweep fixed too few files to mean anything")
    }

    /// A block comment opened on the `{` line runs over the line where a property would
    /// go: the fix puts it after the comment, where it counts (found by fuzz-fix: the
    /// pin went into the comment, the finding stayed, and each round added another).
    func testAPropertyIsNotInsertedIntoABlockComment() throws {
        let labels = "    label l { intrinsic: 40 x 20; hugging: 251 }\n    label m { intrinsic: 40 x 20 }\n"
        let text = "layout A {\n  stack root {  /* a\n  b */\n" + labels + "  }\n}\n"
        let first = FixApplier.fixAll(SourceText(text), analyzer: analyzer)
        XCTAssertEqual(
            String(decoding: first.bytes, as: UTF8.self),
            "layout A {\n  stack root {  /* a\n  b */\n    pin: top, leading\n" + labels + "  }\n}\n")
        XCTAssertEqual(first.applied, 1)
        XCTAssertFalse(first.remaining.contains { $0.ruleID == .rootNotPositioned })
        // A comment that ends on the `}` line: the property goes before the `}`.
        let short = "layout A {\n  view v {  /* a\n  b */ }\n}\n"
        let fixed = FixApplier.fixAll(SourceText(short), analyzer: analyzer)
        XCTAssertEqual(
            String(decoding: fixed.bytes, as: UTF8.self),
            "layout A {\n  view v {  /* a\n  b */ pin: top, leading }\n}\n")
        // A string holding `/*` opens no comment.
        let quoted =
            "layout A {\n  stack root { label t { text: \"/*\"; intrinsic: 40 x 20; hugging: 251 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n"
        let second = FixApplier.fixAll(SourceText(quoted), analyzer: analyzer)
        XCTAssertEqual(
            String(decoding: second.bytes, as: UTF8.self),
            "layout A {\n  stack root { label t { text: \"/*\"; intrinsic: 40 x 20; hugging: 251 }\n    pin: top, leading\n    label m { intrinsic: 40 x 20 }\n  }\n}\n"
        )
    }

    func testTheRoundLimitGrowsWithTheFile() {
        // 64 lines and the empty one after the last line break; 30 stacks and a label.
        XCTAssertEqual(FixApplier.roundLimit(for: SourceText(Self.nestedStacks(30)), elementCount: 31), 10 + 65 + 31)
    }

    func testAFixThatWouldBreakTheSyntaxIsNotApplied() {
        let text = "layout A {\n  view v { pin: top, leading }\n}\n"
        let source = SourceText(text)
        let breaking = Diagnostic(
            ruleID: .unusedSuppression, severity: .warning, range: SourceRange(start: 0, end: 6),
            message: "m",
            fixes: [Fix(title: "Break", edits: [TextEdit(range: SourceRange(start: 0, end: 6), newText: "{{")])])
        let result = FixApplier.fixAll(source, analyzer: analyzer, diagnostics: [breaking])
        XCTAssertEqual(result.applied, 0)
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), text)
    }
}
