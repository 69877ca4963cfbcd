import Foundation
import StackInterfaceBuilder
import StackLayout
import StackLint
import StackSyntax
import StackTestSupport
import XCTest

/// The frames of `Tests/InterfaceBuilder/Unjudged.storyboard`, `Banner.xib` and
/// `ControllerView.xib` solved at each file's device beside the frames IB stored, and what
/// `misplaced-view` leaves unjudged: the views a placeholder constraint places, a view a
/// multiplier on a position places (the format cannot write it), a view IB marks ambiguous.
/// The status bar IB simulates over an iPhone X of Xcode 15, a freeform scene and a view of
/// its own size places what is tied to the safe area; a xib's view controller view has the
/// margins of one, inset from the safe area.
final class UnjudgedFramesTests: XCTestCase {
    static let fixtures = ["Unjudged.storyboard", "Banner.xib", "ControllerView.xib"]

    static func source(_ fixture: String) throws -> SourceText {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(fixture)")
        return SourceText(bytes: Array(try Data(contentsOf: url)))
    }

    /// One line per view: `layout/path stored x y w h solved x y w h`, and why it is not judged.
    static func lines(_ fixture: String) throws -> [String] {
        guard case .success(let layouts) = IBImport.layouts(of: try source(fixture), baseName: "Test") else {
            return ["not imported"]
        }
        var result: [String] = []
        for imported in layouts {
            let model = Analyzer().model(of: SourceText(imported.text))
            guard let layout = model.layouts.first, let canvas = SolveBudget.solve(layout, maxSteps: nil).canvases.first
            else { return ["not solved: \(imported.name)"] }
            var byPath: [String: Rect] = [:]
            for frame in canvas.frames { byPath[layout.elements[frame.element].path] = frame.canvasFrame }
            for (offset, stored) in imported.storedFrames.enumerated() {
                func text(_ values: [Double]) -> String {
                    values.map { String(format: "%g", ($0 * 100).rounded() / 100) }.joined(separator: " ")
                }
                let storedText = stored.frame.map { text([$0.x, $0.y, $0.width, $0.height]) } ?? "none"
                let solvedText = byPath[stored.path].map { text([$0.x, $0.y, $0.width, $0.height]) } ?? "none"
                var line = "\(imported.name)/\(stored.path) stored \(storedText) solved \(solvedText)"
                if let exclusion = stored.exclusion(isRoot: offset == 0), exclusion != .root {
                    line += " unjudged: \(exclusion)"
                }
                result.append(line)
            }
        }
        return result
    }

    func testTheFramesAgreeWhereJudgedAndDifferWhereTheLayoutCannotSayWhatIBShows() throws {
        XCTAssertEqual(
            try Self.lines("Unjudged.storyboard"),
            [
                "StatusBar/root stored 0 0 375 812 solved 0 0 375 812",
                "StatusBar/root/badge stored 16 58 40 40 solved 16 58 40 40",
                "StatusBar/root/panel stored 16 250 100 50 solved 16 110 100 50 unjudged: placeholder",
                "StatusBar/root/panel/dot stored 24 258 10 10 solved 24 118 10 10 unjudged: placeholder",
                "ThirdDown/root stored 0 0 375 812 solved 0 0 375 812",
                "ThirdDown/root/logo stored 167.5 250.67 40 40 solved 167.5 0 40 40 unjudged: notCarried",
                "ActionSheet/root stored 0 0 375 812 solved 0 0 375 812",
                "ActionSheet/root/sheet stored 8 718 359 60 solved 8 728 359 50 unjudged: ambiguous",
                "Freeform/root stored 0 0 320 440 solved 0 0 320 440",
                "Freeform/root/close stored 4 58 48 48 solved 4 58 48 48",
            ])
        XCTAssertEqual(
            try Self.lines("Banner.xib"),
            [
                "Banner/banner stored 0 0 465 120 solved 0 0 465 120",
                "Banner/banner/icon stored 16 28 24 24 solved 16 28 24 24",
                "Banner/banner/dismiss stored 427 58 24 24 solved 427 58 24 24",
            ])
        XCTAssertEqual(
            try Self.lines("ControllerView.xib"),
            [
                "Test/view stored 0 0 414 896 solved 0 0 414 896",
                "Test/view/cancel stored 343 821 51 33 solved 343 821 51 33",
            ])
    }

    func testMisplacedViewDoesNotJudgeWhatTheMeasurementLeavesOut() throws {
        for fixture in Self.fixtures {
            let findings = Analyzer().analyze(try Self.source(fixture), path: fixture).diagnostics
            XCTAssertEqual(findings.filter { $0.ruleID == .misplacedView }.map(\.message), [], fixture)
        }
    }
}
