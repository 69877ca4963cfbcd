import StackTestSupport
@testable import StackWorkspace
import XCTest

/// The glob matcher agrees with the plain backtracking definition of `*`, `?` and `**` on
/// thousands of random small patterns and paths, and matches any pattern in a number of
/// steps proportional to the pattern's length times the path's.
final class GlobPropertyTests: XCTestCase {
    /// The definition: backtracking, exponential at worst, exact on small inputs.
    private static func reference(_ pattern: String, _ path: String) -> Bool {
        func components(_ text: String) -> [[UInt8]] {
            text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        }
        func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
            guard let first = pattern.first else { return path.isEmpty }
            if first == Array("**".utf8) {
                return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
            }
            guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
        func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
            guard let first = pattern.first else { return text.isEmpty }
            if first == UInt8(ascii: "*") {
                return (text.startIndex...text.endIndex).contains { matchComponent(pattern.dropFirst(), text[$0...]) }
            }
            guard let character = text.first, first == UInt8(ascii: "?") || first == character else { return false }
            return matchComponent(pattern.dropFirst(), text.dropFirst())
        }
        return match(components(pattern)[...], components(path)[...])
    }

    /// The most steps a match may take: a constant times the pattern's length times the path's.
    private static func bound(_ pattern: String, _ path: String) -> Int {
        4 * (pattern.utf8.count + 2) * (path.utf8.count + 2)
    }

    private static func random(from pieces: [String], count: Int, using generator: inout SplitMix64) -> String {
        (0..<count).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
    }

    func testTheMatcherAgreesWithTheDefinitionOnRandomInputs() {
        var generator = SplitMix64(seed: 0x5EED_61_0B)
        let patternPieces = ["a", "b", "é", "*", "?", "/", "**", "/**/", "*a", "a*"]
        let pathPieces = ["a", "b", "é", "ab", "/", "*", "?"]
        var matched = 0
        for round in 0..<20_000 {
            let pattern = Self.random(from: patternPieces, count: 1 + generator.next(below: 7), using: &generator)
            let path = Self.random(from: pathPieces, count: generator.next(below: 9), using: &generator)
            var steps = 0
            let result = Glob(pattern).matches(path, steps: &steps)
            XCTAssertEqual(result, Self.reference(pattern, path), "round \(round): `\(pattern)` against `\(path)`")
            XCTAssertLessThanOrEqual(steps, Self.bound(pattern, path), "round \(round): `\(pattern)` against `\(path)`")
            if result { matched += 1 }
        }
        // Both answers are common, so agreement says something.
        XCTAssertGreaterThan(matched, 2_000)
        XCTAssertLessThan(matched, 18_000)
    }

    func testPatternsThatMadeBacktrackingExplodeTakeFewSteps() {
        let letters = String(repeating: "a", count: 60)
        let deep = (0..<41).map { _ in "d" }.joined(separator: "/") + "/x.stack"
        let cases: [(pattern: String, path: String, matches: Bool)] = [
            ("src/*a*a*a*a*a*a*b", "src/" + letters, false),
            ("src/*a*a*a*a*a*a*b", "src/" + letters + "b", true),
            (String(repeating: "**/", count: 8) + "y.stack", deep, false),
            (String(repeating: "**/d/", count: 8) + "**/x.stack", deep, true),
            (
                "**/" + String(repeating: "*a", count: 30) + "*b/**", "z/" + String(repeating: "a", count: 255) + "/c",
                false
            ),
        ]
        for item in cases {
            var steps = 0
            XCTAssertEqual(Glob(item.pattern).matches(item.path, steps: &steps), item.matches, item.pattern)
            XCTAssertLessThanOrEqual(steps, Self.bound(item.pattern, item.path), item.pattern)
        }
    }
}
