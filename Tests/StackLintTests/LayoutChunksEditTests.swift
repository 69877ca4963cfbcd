@testable import StackLint
import StackSyntax
import XCTest

/// After an edit, the layouts are cut again only around it (`LayoutChunks.init(_:reusing:)`):
/// the result must be exactly a whole scan's, whatever the edit breaks or joins.
final class LayoutChunksEditTests: XCTestCase {
    private let document = """
        // stacklint-disable-file deep-nesting
        layout A {
          canvas: 375 x 667
          stack s { label a { intrinsic: 40 x 20 } }
        }
        /* between */
        layout B { label b { text: "a } brace" } }; layout C {
          label c { intrinsic: 1 x 2 } // trailing
        }

        layout D {
          stack t {
            label d { intrinsic: 3 x 4 }
          }
        }
        layout E { label e { } }

        """

    private let pieces = [
        "}", "{", "layout X {\n}\n", "// note\n", "/* ", "*/", "\"", "\n", "\r", ";", "label z { intrinsic: 5 x 6 }\n",
        "7", " ", "é",
    ]

    private func assertSame(
        _ reused: LayoutChunks, _ fresh: LayoutChunks, _ context: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(reused.isClean, fresh.isClean, context, file: file, line: line)
        XCTAssertEqual(reused.ranges, fresh.ranges, context, file: file, line: line)
        XCTAssertEqual(reused.names, fresh.names, context, file: file, line: line)
        XCTAssertEqual(reused.comments, fresh.comments, context, file: file, line: line)
    }

    func testEditsCutAsAWholeScanDoes() {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return bound > 0 ? Int((state >> 33) % UInt64(bound)) : 0
        }
        for round in 0..<1_500 {
            var source = SourceText(document)
            var chunks = LayoutChunks(source)
            XCTAssertTrue(chunks.isClean)
            for step in 0..<4 {
                var bytes = source.bytes
                let lower = next(bytes.count + 1)
                let upper = min(bytes.count, lower + next(4) * next(12))
                let replacement = (0..<next(3)).flatMap { _ in Array(pieces[next(pieces.count)].utf8) }
                bytes.replaceSubrange(lower..<upper, with: replacement)
                let edited = SourceText(bytes: bytes)
                let reused = LayoutChunks(edited, reusing: (chunks, source))
                assertSame(
                    reused, LayoutChunks(edited),
                    "round \(round), step \(step): \(lower)..<\(upper) → \(String(decoding: replacement, as: UTF8.self).debugDescription)"
                )
                source = edited
                chunks = reused
            }
        }
    }

    func testAnEditInsideOneLayoutRescansOnlyNearIt() {
        let source = SourceText(document)
        let chunks = LayoutChunks(source)
        XCTAssertEqual(chunks.names.map { $0.map { source.text(in: $0.range) } }, ["A", "B", "C", "D", "E"])
        var bytes = source.bytes
        let three = bytes.firstIndex(of: UInt8(ascii: "3"))!
        bytes[three] = UInt8(ascii: "9")
        bytes.insert(UInt8(ascii: "9"), at: three)
        let edited = SourceText(bytes: bytes)
        let reused = LayoutChunks(edited, reusing: (chunks, source))
        assertSame(reused, LayoutChunks(edited), "one digit more in D")
        // E moved by one byte; its name and range moved with it.
        let moved = SourceRange(start: chunks.ranges[4].start + 1, end: chunks.ranges[4].end + 1)
        XCTAssertEqual(reused.ranges[4], moved)
        XCTAssertEqual(reused.names[4]?.range.start, (chunks.names[4]?.range.start ?? 0) + 1)
    }
}
