import StackDiagnostics
import StackLayout
import StackModel
import XCTest

/// A layout solved at one of its canvases, for tests that read its frames.
struct SolvedLayout {
    let layout: Layout
    let result: CanvasLayout
}

extension SolvedLayout {
    /// Parses `text` (which must have no model errors) and solves its first layout at the
    /// canvas with this index.
    init(_ text: String, canvas index: Int = 0, file: StaticString = #filePath, line: UInt = #line) throws {
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        layout = try XCTUnwrap(model.layouts.first, file: file, line: line)
        result = LayoutEngine.solve(layout, canvas: layout.canvases[index])
    }

    /// The frame of the element with this name, in its parent's coordinates (or the
    /// canvas's), as `(x, y, width, height)`.
    func frame(_ name: String, canvas: Bool = false) -> String {
        guard let element = layout.element(named: name) else { return "missing \(name)" }
        let frame = result.frames[element.id]
        return "\(canvas ? frame.canvasFrame : frame.frame)"
    }

    /// Every element, one line each: `name (x, y, width, height)` in its parent's
    /// coordinates, with ` ambiguous` where the engine marks it.
    var table: [String] {
        layout.elements.map { element in
            let frame = result.frames[element.id]
            return "\(element.displayName) \(frame.frame)" + (frame.isAmbiguous ? " ambiguous" : "")
        }
    }
}
