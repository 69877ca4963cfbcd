@testable import StackLint
import StackSyntax
import StackTestSupport
import XCTest

/// The layouts of a document are cut by braces read from the bytes inside each layout
/// (`LayoutChunks`): strings and comments must be skipped exactly as the lexer reads them,
/// so that a text the parser reads without a problem is cut at the parser's layouts.
final class LayoutChunksScanTests: XCTestCase {
    /// Braces, quotes and slashes inside strings and comments, escapes, unterminated ones,
    /// every line end, junk the lexer reports, and whole layouts.
    private let pieces = [
        "layout A {\n", "layout B { label b { text: \"}\" } }\n", "}\n", "{", "}", "\"", "\"a { b\"", "\"esc \\\" } \"",
        "\"tail \\", "// } note\n", "// {", "/* } */", "/* {\n", "*/", "\n", "\r\n", "\r", ";", " ", "$", "é", "\u{0}",
        "label x { intrinsic: 10 x 20 }\n", "stack s {\n", "text: \"{{\"\n", "layout", "\\",
    ]

    /// Layout bodies that keep their braces balanced (as the lexer reads them), with the
    /// same traps inside.
    private let bodies = [
        "label b { text: \"}\" }\n", "label e { text: \"esc \\\" } \" }\n", "// } note\n", "/* { */", "/* }\n{ */",
        "label u { text: \"open {\n}\n", "$", "é", "\u{0}", "\r\n", "\r",
        "stack s { label x { intrinsic: 10 x 20 } }\n",
        "label x { intrinsic: 10 x 20 }\n", "spacing: 4\n", "\"\\\n\" {}\n",
    ]

    func testTheCutIsTheParsersLayouts() {
        var generator = SplitMix64(seed: 41)
        var clean = 0
        for round in 0..<1_500 {
            var text = ""
            if round % 3 == 0 {
                for _ in 0..<(1 + generator.next(below: 14)) { text += pieces[generator.next(below: pieces.count)] }
            } else {
                for layout in 0..<(1 + generator.next(below: 3)) {
                    text += "layout L\(layout) {\n"
                    for _ in 0..<generator.next(below: 6) { text += bodies[generator.next(below: bodies.count)] }
                    text += "}\n"
                    if generator.next(below: 8) == 0 { text += pieces[generator.next(below: pieces.count)] }
                }
            }
            let source = SourceText(text)
            let chunks = LayoutChunks(source)
            let parsed = Parser.parse(source)
            if parsed.diagnostics.isEmpty {
                // A text the parser reads without a problem is cut at its layouts exactly.
                XCTAssertTrue(chunks.isClean, "round \(round): \(text.debugDescription)")
                XCTAssertEqual(chunks.ranges, parsed.layouts.map(\.range), "round \(round): \(text.debugDescription)")
            }
            guard chunks.isClean else { continue }
            clean += 1
            // A clean cut found every comment the parser finds, at the same places.
            XCTAssertEqual(chunks.comments, parsed.comments, "round \(round): \(text.debugDescription)")
        }
        XCTAssertGreaterThan(clean, 300, "too few texts were cut into layouts to test the cut")
    }

    func testBracesInStringsAndCommentsAreNotBraces() {
        let text = """
            layout A { label a { text: "} {" } // }
              /* } */ }
            layout B { label b { text: "\\"}" } }
            layout C { label c { text: "open {
            } }

            """
        let chunks = LayoutChunks(SourceText(text))
        XCTAssertTrue(chunks.isClean)
        XCTAssertEqual(chunks.names.map { $0.map { SourceText(text).text(in: $0.range) } }, ["A", "B", "C"])
        XCTAssertEqual(
            chunks.ranges.map { String(text.utf8.dropFirst($0.start).prefix($0.length)) ?? "" },
            [
                "layout A { label a { text: \"} {\" } // }\n  /* } */ }",
                "layout B { label b { text: \"\\\"}\" } }",
                // The unterminated string ends at its line's end, as the lexer ends it.
                "layout C { label c { text: \"open {\n} }",
            ])
        XCTAssertEqual(chunks.comments.map(\.text), ["// }", "/* } */"])
    }
}
