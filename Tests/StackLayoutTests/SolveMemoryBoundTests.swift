@testable import StackLayout
import StackModel
import StackSolver
import XCTest

/// What one solve of many canvases × categories keeps is bounded: each canvas keeps its
/// frames and conflicts only, the cache of solved components holds at most its capacity,
/// and a layout with too many frames is over budget before any solve.
final class SolveMemoryBoundTests: XCTestCase {
    private static func layout(labels: Int, canvases: Int, categories: String = "large, AX5") -> Layout? {
        let sizes = (0..<canvases).map { "\(300 + $0) x \(500 + $0)" }.joined(separator: ", ")
        let body = (0..<labels).map { "    label l\($0) { intrinsic: \(40 + $0) x 21; textStyle: body }\n" }.joined()
        return SemanticModel(
            "layout L {\n  canvas: \(sizes)\n  contentSize: \(categories)\n  stack s {\n    pin: edges\n    axis: vertical\n\(body)  }\n}\n"
        )
        .layouts.first
    }

    func testEveryCanvasKeepsItsFramesAndConflictsOnly() throws {
        let layout = try XCTUnwrap(Self.layout(labels: 3, canvases: 4))
        let results = LayoutEngine.solve(layout)
        XCTAssertEqual(results.count, 8)
        for result in results {
            XCTAssertEqual(result.frames.count, 4, result.name)
            XCTAssertEqual(result.constraints.count, 0, result.name)
            XCTAssertEqual(result.broken, [], result.name)
            XCTAssertEqual(result.levelErrors.count, 0, result.name)
        }
        let kept = LayoutEngine.solve(layout, retention: .constraints)
        XCTAssertEqual(kept.map(\.frames.count), results.map(\.frames.count))
        XCTAssertTrue(kept.allSatisfy { !$0.constraints.isEmpty && !$0.levelErrors.isEmpty })
    }

    func testALayoutWithTooManyFramesIsOverBudgetBeforeAnySolve() throws {
        // 64 views × 1,400 canvases × 12 categories: 1,075,200 frames.
        let layout = try XCTUnwrap(
            Self.layout(
                labels: 63, canvases: 1_400,
                categories: "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"))
        XCTAssertEqual(layout.elements.count, 64)
        XCTAssertEqual(layout.solvedFrameCount, 64 * 1_400 * 12)
        XCTAssertGreaterThan(layout.solvedFrameCount, LayoutEngine.maximumFrameCount)
        let results = LayoutEngine.solve(layout, budget: .unlimited)
        XCTAssertEqual(results.count, 1_400 * 12)
        XCTAssertTrue(results.allSatisfy { $0.budgetExceeded && $0.frames.isEmpty })
        XCTAssertEqual(results.last?.name, "1699 x 1899, AX5")
    }

    private func entry(variables: Int) -> SolvedComponentCache.Entry {
        var solver = LexicographicSolver()
        solver.makeVariables(upTo: variables)
        return SolvedComponentCache.Entry(solver: solver, steps: [], probes: [:])
    }

    private func key(_ word: UInt64, constant: UInt64? = nil) -> SolvedComponentCache.Key {
        var key = SolvedComponentCache.Key(variableCount: 1)
        key.append(word)
        if let constant { key.append(constant) }
        return key
    }

    func testTheCacheLetsItsOldestEntriesGoWhenFull() {
        var cache = SolvedComponentCache(capacity: 40)
        // Each entry: 2 key words and 10 variables, 12 words.
        for word in 0..<6 as Range<UInt64> {
            cache.store(entry(variables: 10), for: key(word), shape: nil)
            XCTAssertLessThanOrEqual(cache.weight, 40)
        }
        XCTAssertEqual(cache.weight, 36)
        XCTAssertNil(cache.entry(for: key(2)))
        XCTAssertNotNil(cache.entry(for: key(3)))
        XCTAssertNotNil(cache.entry(for: key(5)))
    }

    func testTheLastEntryOfAShapeStaysForTheNextWarmStart() {
        var cache = SolvedComponentCache(capacity: 30)
        let shape = key(100)
        cache.store(entry(variables: 10), for: key(1, constant: 7), shape: shape)
        for word in 2..<6 as Range<UInt64> {
            cache.store(entry(variables: 10), for: key(word), shape: nil)
        }
        XCTAssertNotNil(cache.entry(shaped: shape), "the head of its shape is kept")
        XCTAssertNotNil(cache.entry(for: key(5)))
        XCTAssertNil(cache.entry(for: key(4)))
        XCTAssertEqual(cache.weight, 13 + 12)
    }
}
