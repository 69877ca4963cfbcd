import StackSyntax
import StackTestSupport
import XCTest

/// Whatever the input, the parser returns, with every range inside the file.
final class RobustnessTests: XCTestCase {
    private func assertSane(_ file: FileSyntax, file path: StaticString = #filePath, line: UInt = #line) {
        let count = file.source.bytes.count
        for diagnostic in file.issues {
            XCTAssertTrue(
                diagnostic.range.start >= 0 && diagnostic.range.end <= count, "\(diagnostic)", file: path, line: line)
        }
        XCTAssertLessThanOrEqual(file.issues.count, SyntaxIssueSink.defaultLimit * 2 + 1, file: path, line: line)
    }

    func testHundredThousandNestedBraces() {
        let depth = 100_000
        let text =
            "layout A {\n" + String(repeating: "stack s {", count: depth) + String(repeating: "}", count: depth)
            + "\n}\n"
        let file = Parser.parse(text)
        assertSane(file)
        XCTAssertEqual(
            file.issues.map(\.message),
            [
                "blocks are nested more than \(Parser.defaultMaxDepth) levels deep; this block is skipped"
            ])
        XCTAssertEqual(file.layouts.count, 1)
    }

    func testUnbalancedOpenBracesAtDepth() {
        let file = Parser.parse(String(repeating: "layout A { stack s {", count: 20_000))
        assertSane(file)
        XCTAssertFalse(file.issues.isEmpty)
    }

    func testInvalidUTF8AndNulBytes() {
        var bytes: [UInt8] = Array("layout A {\n  label l { text: \"".utf8)
        bytes += [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x00, 0xF8]
        bytes += Array("\" }\n  ".utf8) + [0x00, 0x00, 0xFF] + Array("\n}\n".utf8)
        let file = Parser.parse(SourceText(bytes: bytes))
        assertSane(file)
        XCTAssertEqual(file.layouts.count, 1)
        XCTAssertTrue(file.issues.contains { $0.message.hasPrefix("invalid UTF-8") })
    }

    func testBinaryGarbageIsBoundedInDiagnostics() {
        var generator = SplitMix64(seed: 7)
        let bytes = (0..<2_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let file = Parser.parse(SourceText(bytes: bytes))
        assertSane(file)
        XCTAssertEqual(file.issues.last?.message.hasPrefix("too many syntax errors"), true)
    }

    func testUnterminatedStringAndComment() {
        let file = Parser.parse("layout A {\n  label l { text: \"open\n  }\n  /* open\n")
        assertSane(file)
        XCTAssertEqual(
            file.issues.map(\.message),
            [
                "this `{` is never closed: add a `}`",
                "unterminated string: add a closing `\"` before the end of the line",
                "unterminated comment: `/*` has no closing `*/`",
            ])
    }

    func testCRLFLineEnds() {
        let text = "layout A {\r\n  stack s {\r\n    spacing: 4\r\n  }\r\n}\r\n"
        let file = Parser.parse(text)
        XCTAssertEqual(file.issues, [])
        guard case .element(let stack)? = file.members(of: file.layouts.first?.body).first,
            case .property(let spacing)? = file.members(of: stack.body).first
        else { return XCTFail() }
        XCTAssertEqual(
            file.source.location(of: spacing.range.start, unit: .scalars), SourceLocation(line: 2, column: 4))
        XCTAssertEqual(file.source.text(in: spacing.range), "spacing: 4")
    }

    func testFiftyMegabyteFile() throws {
        let block = """
            // A repeated, realistic layout.
            layout L {
              canvas: 375 x 667
              stack root {
                pin: edges
                axis: vertical
                spacing: 8
                label title { text: "Hello"; intrinsic: 120 x 21; baseline: 17 }
                button go { intrinsic: 80 x 44; width >= 44 @999 }
              }
            }

            """
        let copies = 50 * 1024 * 1024 / block.utf8.count + 1
        let text = String(repeating: block, count: copies)
        XCTAssertGreaterThanOrEqual(text.utf8.count, 50 * 1024 * 1024)
        let file = Parser.parse(text)
        XCTAssertEqual(file.issues, [])
        XCTAssertEqual(file.layouts.count, copies)
    }

    /// Random edits of the examples: deletions, duplications and random bytes.
    func testMutatedExamplesNeverTrap() throws {
        let examples = TestSupport.stackFiles(in: TestSupport.examplesDirectory)
        XCTAssertGreaterThanOrEqual(examples.count, 8)
        var generator = SplitMix64(seed: 42)
        for url in examples {
            let original = [UInt8](try Data(contentsOf: url))
            for _ in 0..<150 {
                var bytes = original
                for _ in 0..<(1 + Int(generator.next() % 6)) {
                    guard !bytes.isEmpty else { break }
                    let at = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 4 {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: at)
                    case 2:
                        bytes.insert(
                            contentsOf: Array("{}\":;@#/*".utf8).shuffledDeterministically(&generator).prefix(2), at: at
                        )
                    default:
                        let end = min(bytes.count, at + Int(generator.next() % 40))
                        bytes.insert(contentsOf: bytes[at..<end], at: at)
                    }
                }
                assertSane(Parser.parse(SourceText(bytes: bytes)))
            }
        }
    }
}

extension Array {
    func shuffledDeterministically(_ generator: inout SplitMix64) -> [Element] {
        var copy = self
        for index in copy.indices.reversed() where index > 0 {
            copy.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        return copy
    }
}
