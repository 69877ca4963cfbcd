import Foundation
import StackFormatter
import StackModel
import StackSyntax
import StackTestSupport
import XCTest

final class FormatterTests: XCTestCase {
    private func format(_ url: URL) throws -> (input: [UInt8], output: String) {
        let bytes = [UInt8](try Data(contentsOf: url))
        return (bytes, try Formatter.format(SourceText(bytes: bytes)))
    }

    func testCanonicalLayoutOfAMessyFile() throws {
        let output = try format(TestSupport.corpusDirectory.appendingPathComponent("Messy.stack")).output
        XCTAssertEqual(
            output,
            """
            /* header
               block comment */
            layout Messy {
              canvas: 375 x 667, 320 x 568
              cell: false

              stack root {  // the root
                pin: top 20, leading, trailing 8
                axis: vertical
                spacing: system
                label a {
                  text: "x \\"y\\""
                  intrinsic: 10 x 20
                }
                label b
                /* before c */
                view c {  /* inside c */
                  width == a.width * 0.5 + 4 @high  // trailing
                  height >= 44
                }

                // a standalone comment

                image d {}
                switch e {}
                view f {
                  // only a comment
                }
              }
            }

            layout Other {
              view v
            }

            """)
    }

    func testCommentsStayWithTheirStatements() throws {
        let output = try format(TestSupport.corpusDirectory.appendingPathComponent("Comments.stack")).output
        XCTAssertEqual(
            output,
            """
            // leading comment

            // second paragraph
            layout C {  // after brace
              // first member comment
              // continued
              canvas: 375 x 64, 320 x 64  // end of value
              stack s {
                spacing: 4
                axis: vertical
              }  // after inline block
              // before close
            }  // after layout
            // end of file

            """)
    }

    func testLineEndsAndByteOrderMarkAreKept() throws {
        let crlf = try format(TestSupport.corpusDirectory.appendingPathComponent("CRLF.stack")).output
        XCTAssertEqual(crlf, "layout Windows {\r\n  stack s {\r\n    spacing: 4  // crlf\r\n  }\r\n}\r\n")
        let bom = try format(TestSupport.corpusDirectory.appendingPathComponent("BOM.stack"))
        XCTAssertEqual(Array(bom.output.utf8), bom.input, "already canonical, BOM kept")
    }

    /// A blank line is a blank line whatever ends its lines: `\r\n\r\n` and `\r\r` alike (found
    /// by the fuzz-format target: the first format kept a blank line the second removed).
    func testBlankLinesAreFoundWithEveryLineEnd() throws {
        for end in ["\n", "\r\n", "\r"] {
            let text = ["layout A {", "  stack s {", "    spacing: 4", "", "    label l", "  }", "}", ""].joined(
                separator: end)
            let once = try Formatter.format(text)
            XCTAssertEqual(once, text, "already canonical with \(end.debugDescription) line ends")
            XCTAssertEqual(try Formatter.format(once), once)
        }
        let mixed = "layout W {\r  stack s {\r\n    spacing: 4\r\n  }\r\n\r\n}\r\n"
        let once = try Formatter.format(mixed)
        XCTAssertEqual(try Formatter.format(once), once, "formatting twice changes nothing")
    }

    /// A block comment after a statement may hold blank lines of its own: they are not
    /// blank lines of the source after the statement (found by the fuzz-format target: the
    /// second format added a blank line before the `}`).
    func testABlankLineInsideATrailingBlockCommentIsNotKeptAfterIt() throws {
        let once = try Formatter.format("layout s{n/*\n\n*/w}")
        XCTAssertEqual(once, "layout s {\n  n w  /*\n\n*/\n}\n")
        XCTAssertEqual(try Formatter.format(once), once, "formatting twice changes nothing")
        let trailing = "layout A {\n  stack s {  /* a\n\n  b */\n    spacing: 4  /*\n\n*/\n  }\n}\n"
        let formatted = try Formatter.format(trailing)
        XCTAssertEqual(try Formatter.format(formatted), formatted)
        XCTAssertEqual(formatted, trailing)
    }

    /// A block comment's own line ends become the file's (found by fuzz-format: a file
    /// whose first line end was a lone `\r` kept a comment's `\r\n`, which the second format
    /// then took for the file's line end).
    func testLineEndsInsideBlockCommentsFollowTheFile() throws {
        let once = try Formatter.format("\r/*\r\n*/")
        XCTAssertEqual(once, "/*\r*/\r")
        XCTAssertEqual(try Formatter.format(once), once, "formatting twice changes nothing")
        XCTAssertEqual(
            try Formatter.format("layout A {\r\n  /* a\n  b */\r\n  stack s\r\n}\r\n"),
            "layout A {\r\n  /* a\r\n  b */\r\n  stack s\r\n}\r\n")
        XCTAssertEqual(
            try Formatter.format("layout A {\n  stack s  /* a\r\n  b */\n}\n"),
            "layout A {\n  stack s  /* a\n  b */\n}\n")
    }

    func testRefusesFilesWithSyntaxErrors() {
        XCTAssertThrowsError(try Formatter.format("layout A {\n  view v {\n")) { error in
            guard case FormatError.syntaxErrors(let issues) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(
                issues.map(\.message), ["this `{` is never closed: add a `}`", "this `{` is never closed: add a `}`"])
        }
        XCTAssertThrowsError(try Formatter.format("layout A { view v { width = 4 } }"))
    }

    func testEmptyAndCommentOnlyFiles() throws {
        XCTAssertEqual(try Formatter.format(""), "")
        XCTAssertEqual(try Formatter.format("\n\n// only\n\n\n"), "// only\n")
    }

    /// format(format(x)) == format(x), and x and format(x) mean the same, over every
    /// example and the whole corpus.
    func testIdempotentAndMeaningPreservingOverExamplesAndCorpus() throws {
        let files =
            TestSupport.stackFiles(in: TestSupport.examplesDirectory)
            + TestSupport.stackFiles(in: TestSupport.corpusDirectory)
        XCTAssertGreaterThanOrEqual(files.count, 12)
        for url in files {
            let (input, once) = try format(url)
            let twice = try Formatter.format(SourceText(once))
            XCTAssertEqual(twice, once, "not idempotent: \(url.lastPathComponent)")
            let before = SemanticModel(source: SourceText(bytes: input))
            let after = SemanticModel(source: SourceText(once))
            XCTAssertEqual(after.semanticDump, before.semanticDump, "meaning changed: \(url.lastPathComponent)")
            XCTAssertEqual(
                after.syntax.issues.map(\.message) + after.issues.map(\.message),
                before.syntax.issues.map(\.message) + before.issues.map(\.message), url.lastPathComponent)
            XCTAssertEqual(
                Parser.parse(SourceText(once)).comments.map(\.text).joined(),
                Parser.parse(SourceText(bytes: input)).comments.map { $0.text.replacingOccurrences(of: "\r", with: "") }
                    .joined(),
                "comments lost: \(url.lastPathComponent)")
        }
    }

    func testExamplesAreAlreadyCanonical() throws {
        for url in TestSupport.stackFiles(in: TestSupport.examplesDirectory) {
            let (input, output) = try format(url)
            XCTAssertEqual(output, String(decoding: input, as: UTF8.self), url.lastPathComponent)
        }
    }

    /// Random rearrangements of the examples' statements: whenever the result parses, the
    /// formatter is idempotent and keeps the meaning.
    func testIdempotentOverShuffledStatements() throws {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for url in TestSupport.stackFiles(in: TestSupport.examplesDirectory) {
            let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for _ in 0..<40 {
                var mutated = lines.map(String.init)
                for _ in 0..<3 {
                    let index = Int(next() % UInt64(mutated.count))
                    switch next() % 3 {
                    case 0: mutated[index] = mutated[index].trimmingCharacters(in: .whitespaces)
                    case 1: mutated[index] += "  // note \(index)"
                    default: mutated.insert("", at: index)
                    }
                }
                let text = mutated.joined(separator: "\n")
                guard let once = try? Formatter.format(text) else { continue }
                XCTAssertEqual(try Formatter.format(once), once)
                XCTAssertEqual(SemanticModel(once).semanticDump, SemanticModel(text).semanticDump)
            }
        }
    }
}

/// A file that is not UTF-8 is never formatted: the formatter would write U+FFFD for its
/// invalid bytes.
final class FormatterEncodingTests: XCTestCase {
    func testFormatterRefusesInvalidUTF8() {
        let bytes =
            Array("layout A {\n  // caf".utf8) + [0xE9] + Array("\n  label l { text: \"caf".utf8) + [0xE9]
            + Array("\" }\n}\n".utf8)
        XCTAssertThrowsError(try Formatter.format(SourceText(bytes: bytes))) { error in
            XCTAssertEqual(
                error as? FormatError,
                .invalidUTF8([
                    SyntaxIssue(range: SourceRange(start: 19, end: 20), message: SourceText.invalidUTF8Message),
                    SyntaxIssue(range: SourceRange(start: 43, end: 44), message: SourceText.invalidUTF8Message),
                ]))
        }
    }
}
