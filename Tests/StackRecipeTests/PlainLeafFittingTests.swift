import StackDiagnostics
import StackModel
import StackRecipe
import StackTestSupport
import XCTest

/// A plain leaf's fitting size is taken without its solve (``FittingSizeCache/plainLeafSize(_:)``):
/// it must be the solve's answer bit for bit, zero's sign included, and the leaves the
/// shortcut leaves out must still be solved.
final class PlainLeafFittingTests: XCTestCase {
    /// Priorities around the fitting pull's (50) and at both ends; sizes with zero and a
    /// fraction; an axis without an intrinsic size.
    private let priorities = ["1", "49", "49.5", "50", "50.5", "51", "250", "750", "999", "1000"]
    private let sizes = ["0", "0.5", "17", "120.25", "none", "40"]

    func testTheShortcutIsTheSolveBitForBit() throws {
        var generator = SplitMix64(seed: 23)
        var checked = 0, plain = 0
        for round in 0..<60 {
            var leaves: [String] = []
            for index in 0..<8 {
                func pick(_ values: [String]) -> String { values[generator.next(below: values.count)] }
                let kind = ["label", "button", "image", "view", "field"][generator.next(below: 5)]
                var body =
                    "intrinsic: \(pick(sizes)) x \(pick(sizes)); compression: \(pick(priorities)) \(pick(priorities))"
                body += "; hugging: \(pick(priorities)) \(pick(priorities))"
                if generator.next(below: 6) == 0 { body += "; width >= 30 @\(pick(priorities))" }
                leaves.append("    \(kind) v\(index) { \(body) }")
            }
            let text =
                "layout L\(round) {\n  stack s {\n    pin: edges\n    alignment: firstBaseline\n\(leaves.joined(separator: "\n"))\n  }\n}\n"
            let model = SemanticModel(text)
            let layout = try XCTUnwrap(model.layouts.first)
            XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }, [], text)
            let shortcut = FittingSizeCache(layout: layout)
            let solved = FittingSizeCache(layout: layout, skipsPlainLeaves: false)
            for element in layout.elements {
                let fast = shortcut.size(of: element.id), slow = solved.size(of: element.id)
                XCTAssertEqual(fast.width.bitPattern, slow.width.bitPattern, "\(element.path) in\n\(text)")
                XCTAssertEqual(fast.height.bitPattern, slow.height.bitPattern, "\(element.path) in\n\(text)")
                checked += 1
                if FittingSizeCache.plainLeafSize(element) != nil { plain += 1 }
            }
        }
        // Both paths were taken often: the shortcut, and the solve it leaves to.
        XCTAssertGreaterThan(plain, 50)
        XCTAssertGreaterThan(checked - plain, 150)
    }

    func testWhatTheShortcutLeavesToTheSolve() throws {
        let layout = try XCTUnwrap(
            SemanticModel(
                """
                layout A {
                  stack s {
                    label tie { intrinsic: 40 x 20; compression: 50 }
                    label lines { intrinsic: 40 x 20; width >= 50 }
                    label plain { intrinsic: 40 x 20 }
                    label weak { intrinsic: 40 x 20; compression: 10 }
                    view free
                  }
                }
                """
            ).layouts.first)
        let sizes = Dictionary(
            uniqueKeysWithValues: layout.elements.map { ($0.name ?? "", FittingSizeCache.plainLeafSize($0)) })
        XCTAssertNil(sizes["s"] ?? nil, "a stack")
        XCTAssertNil(sizes["tie"] ?? nil, "compression at the pull's priority")
        XCTAssertNil(sizes["lines"] ?? nil, "a constraint line")
        XCTAssertEqual(sizes["plain"] ?? nil, Size(width: 40, height: 20))
        XCTAssertNil(sizes["weak"] ?? nil, "the pull wins: a zero, whose sign the solve decides")
        XCTAssertNil(sizes["free"] ?? nil, "no intrinsic size")
    }
}
