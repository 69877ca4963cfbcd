import StackJSON
import StackLint
import StackModel
import StackReports
import StackSyntax
import XCTest

/// Every `.stack` file `docs/language.md` shows is linted: it gives exactly the findings the
/// page lists under it, and the frames its guide quotes are the engine's.
final class LanguageExampleTests: XCTestCase {
    /// The findings of a file at the default settings, as the page lists them.
    private func findings(_ text: String) -> [LanguageExample.Finding] {
        let source = SourceText(text)
        return Analyzer().analyze(source, path: "example.stack").diagnostics.map {
            LanguageExample.Finding($0.ruleID, line: source.line(containing: $0.range.start) + 1, $0.message)
        }
    }

    /// One line per element and canvas entry: `LAYOUT WIDTH x HEIGHT CATEGORY [DIRECTION]
    /// PATH (x, y, w, h)` on the canvas, then `lines N` and `content W x H` where given.
    private func frames(_ text: String) throws -> [String] {
        let document = try FramesDocument(model: SemanticModel(text), path: "example.stack").value()
        var lines: [String] = []
        for layout in document["layouts"]?.array ?? [] {
            for canvas in layout["canvases"]?.array ?? [] {
                var name = "\(layout["name"]?.string ?? "?") \(number(canvas["width"])) x \(number(canvas["height"]))"
                name += " \(canvas["contentSize"]?.string ?? "?")"
                if let direction = canvas["direction"]?.string { name += " \(direction)" }
                for element in canvas["elements"]?.array ?? [] {
                    let frame = element["canvasFrame"]
                    var line =
                        "\(name) \(element["path"]?.string ?? "?") (\(number(frame?["x"])), \(number(frame?["y"])), \(number(frame?["width"])), \(number(frame?["height"])))"
                    if let count = element["lines"]?.double { line += " lines \(number(.number(count)))" }
                    if let content = element["contentSize"] {
                        line += " content \(number(content["width"])) x \(number(content["height"]))"
                    }
                    lines.append(line)
                }
            }
        }
        return lines
    }

    private func number(_ value: JSON?) -> String {
        guard let double = value?.double else { return "?" }
        return double == double.rounded() ? String(Int(double)) : String(double)
    }

    private func example(_ index: Int) throws -> String {
        let examples = LanguageReference.examples
        XCTAssertEqual(examples.count, 8)
        return try XCTUnwrap(examples.indices.contains(index) ? examples[index].source : nil)
    }

    /// The page's `stack` blocks are the examples, in order, each followed by its findings.
    func testEveryStackBlockOnThePageIsAnExampleWithItsFindingsUnderIt() {
        let page = LanguageReference.markdown
        var blocks: [String] = []
        var current: String?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```stack" {
                current = ""
            } else if let text = current, line == "```" {
                blocks.append(text)
                current = nil
            } else if let text = current {
                current = text + line + "\n"
            }
        }
        XCTAssertNil(current, "an unclosed block")
        XCTAssertEqual(blocks.count, 8)
        XCTAssertEqual(blocks, LanguageReference.examples.map(\.source))
        XCTAssertFalse(page.contains("```\n\n```stack"))
        for example in LanguageReference.examples {
            XCTAssertTrue(page.contains(example.markdown), example.source)
        }
    }

    /// Each example parses and gives exactly the findings the page lists, no more.
    func testEveryExampleGivesExactlyTheFindingsThePageLists() {
        for example in LanguageReference.examples {
            XCTAssertEqual(findings(example.source), example.findings, example.source)
        }
    }

    func testTheListOfFindingsReadsAsThePagePrintsIt() {
        let example = LanguageExample(
            "layout A {}\n", findings: [.init(.truncation, line: 2, "`a` shows 1 of 2 lines")])
        XCTAssertEqual(
            example.markdown,
            "```stack\nlayout A {}\n```\n\n`stacklint check` reports:\n\n- line 2, `truncation`: `a` shows 1 of 2 lines\n"
        )
        XCTAssertEqual(
            LanguageExample("layout A {}\n").markdown,
            "```stack\nlayout A {}\n```\n\n`stacklint check` finds nothing in it.\n")
    }

    /// Wrapping labels: `body` takes 3 lines at `large` (66 points), 7 at AX5.
    func testTheWrappingExampleWrapsAsTheGuideSays() throws {
        let frames = try frames(try example(2))
        XCTAssertTrue(frames.contains("Note 320 x 568 large column/body (16, 0, 288, 66) lines 3"), "\(frames)")
        XCTAssertTrue(frames.contains("Note 320 x 568 AX5 column/body (16, 0, 288, 480.118) lines 7"))
    }

    /// Self-sizing cells: 66 at `large`, 364.941 at AX5 (5 lines); the fallback is 44.
    func testTheSelfSizingExampleGrowsAsTheGuideSays() throws {
        let frames = try frames(try example(3))
        XCTAssertTrue(frames.contains("Setting 375 x 66 large row/text/title (57, 11, 302, 44) lines 2"), "\(frames)")
        XCTAssertTrue(frames.contains("Setting 375 x 364.941 AX5 row/text/title (57, 11, 302, 342.941) lines 5"))
        XCTAssertTrue(frames.contains("Loose 375 x 44 large title (0, 0, 375, 22)"))
    }

    /// Scroll views: content 816 tall, resting below the status bar and the Dynamic Island;
    /// with `automatic`, `heading` is under the Dynamic Island on the iPhone 16.
    func testTheScrollExampleRestsAsTheGuideSays() throws {
        let source = try example(4)
        let frames = try frames(source)
        XCTAssertTrue(frames.contains("Form 375 x 667 large form (0, 0, 375, 667) content 375 x 816"), "\(frames)")
        XCTAssertTrue(frames.contains("Form 375 x 667 large form/fields/heading (0, 20, 375, 34)"))
        XCTAssertTrue(frames.contains("Form 393 x 852 large form/fields/heading (0, 59, 393, 34)"))
        XCTAssertTrue(frames.contains("Open 375 x 667 large list (0, 0, 375, 667) content 0 x 0"))
        let automatic = findings(source.replacing("contentInset: always", with: "contentInset: automatic"))
        XCTAssertEqual(
            automatic.filter { $0.rule == .outsideSafeArea }.map(\.description),
            [
                "line 11, `outside-safe-area`: `heading` lies outside the safe area at iPhone16: under the status bar, the notch or the Dynamic Island at the top; pin the root to `safeArea` or constrain it to `safeArea`"
            ])
    }

    /// Content set in code: 236 tall; without `runtime`, `empty-stack`; without a height, the
    /// 44-point fallback. (That twin's `overflow` findings are left out: §12 has findings whose
    /// only cause is a runtime size found by a second solve and not reported.)
    func testTheRuntimeExampleIsSilentAndItsTwinsAreNot() throws {
        let source = try example(5)
        XCTAssertTrue(try frames(source).contains("Card 375 x 236 large card/tags (0, 208, 375, 28)"))
        let withoutRuntime = source.replacing(
            "      runtime: true         // arranged views added in code\n", with: "")
        XCTAssertEqual(findings(withoutRuntime).map(\.rule), [.emptyStack])
        let withoutHeight = source.replacing("      height == 28\n", with: "")
        XCTAssertEqual(
            findings(withoutHeight).filter { $0.rule == .autoSizeUndetermined }.map(\.description),
            [
                "line 2, `auto-size-undetermined`: the content does not decide the `auto` height of the canvas at 375 x auto: a view in the chain from its top to its bottom has no height. UIKit logs \"constraints ambiguously suggest a height of zero for a table view cell's content view\" and uses the standard height, 44 points; pin the root to both edges along the `auto` side and give every view in the chain a height"
            ])
    }

    /// Size classes: spacing 8 in portrait, no avatar in landscape, 24 and a 400-wide name on
    /// the `wR hR` canvas.
    func testTheSizeClassExampleVariesAsTheGuideSays() throws {
        let frames = try frames(try example(6))
        XCTAssertTrue(frames.contains("Header 393 x 852 large header/name (126.5, 163, 140, 28)"), "\(frames)")
        XCTAssertFalse(frames.contains { $0.hasPrefix("Header 852 x 393 large header/avatar") })
        XCTAssertTrue(frames.contains("Header 768 x 1024 large header/name (184, 120, 400, 28)"))
    }

    /// Both directions: four canvases; the avatar at x 16 and x 345 on the iPhone 16.
    func testTheDirectionExampleSolvesBothDirections() throws {
        let avatars = try frames(try example(7)).filter { $0.contains(" row/avatar ") }
        XCTAssertEqual(
            avatars,
            [
                "Row 393 x 852 large ltr row/avatar (16, 59, 32, 32)",
                "Row 393 x 852 large rtl row/avatar (345, 59, 32, 32)",
                "Row 667 x 375 large ltr row/avatar (16, 0, 32, 32)",
                "Row 667 x 375 large rtl row/avatar (619, 0, 32, 32)",
            ])
    }
}
