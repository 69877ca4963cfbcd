import Foundation
import StackModel
import StackSyntax
import XCTest

/// What the model keeps of the syntax (a statement's value, or a constraint line's index in
/// the tree) reads back exactly as written, and compact ranges keep their offsets and their JSON form.
final class ModelStorageTests: XCTestCase {
    private let text = """
        layout A {
          canvas: 320 x 480
          view v {
            pin: edges
            background: #FF0000
            height == 8 @750
          }
        }

        """

    func testAssignmentsAndConstraintsReadBackTheTreesStatements() throws {
        let model = SemanticModel(text)
        let layoutSyntax = try XCTUnwrap(model.syntax.layouts.first)
        let syntax = model.syntax
        guard case .element(let elementSyntax)? = syntax.members(of: layoutSyntax.body).last else {
            return XCTFail("no element")
        }
        let statements = syntax.members(of: elementSyntax.body)
        guard statements.count == 3, case .property(let pin) = statements[0],
            case .property(let background) = statements[1],
            case .constraint(let height) = statements[2]
        else { return XCTFail("unexpected statements: \(statements)") }
        guard case .property(let canvas)? = syntax.members(of: layoutSyntax.body).first else {
            return XCTFail("no canvas")
        }

        let layout = try XCTUnwrap(model.layouts.first)
        XCTAssertEqual(layout.assignments[.canvas], canvas)
        XCTAssertEqual(layout.assignments.entries.map(\.name), [.canvas])
        let element = try XCTUnwrap(layout.element(named: "v"))
        XCTAssertEqual(element.assignments[.pin], pin)
        XCTAssertEqual(element.assignments[.background], background)
        XCTAssertNil(element.assignments[.hidden])
        XCTAssertEqual(element.assignments.entries.map(\.name), [.pin, .background])
        XCTAssertEqual(element.assignments.entries.map(\.value), [pin, background])
        XCTAssertEqual(element.constraints.map { $0.syntax(in: syntax) }, [height])
        XCTAssertEqual(element.constraints.first?.syntax(in: syntax)?.range, SourceRange(start: 85, end: 101))
        XCTAssertEqual(element.constraints.first?.priority, 750)
    }

    func testAssignmentsAndConstraintSyntaxCanBeSetInCode() throws {
        let model = SemanticModel(text)
        var element = try XCTUnwrap(model.layouts.first?.element(named: "v"))
        let pin = element.assignments[.pin]
        element.assignments[.hidden] = pin
        element.assignments[.pin] = nil
        XCTAssertEqual(element.assignments.entries.map(\.name), [.background, .hidden])
        XCTAssertEqual(element.assignments[.hidden], pin)
        XCTAssertNotNil(element.constraints[0].syntax(in: model.syntax))
        element.constraints[0].statement = nil
        XCTAssertNil(element.constraints[0].syntax(in: model.syntax))
        var assignments = PropertyAssignments()
        XCTAssertTrue(assignments.entries.isEmpty)
        assignments[.axis] = pin
        XCTAssertEqual(assignments[.axis], pin)
    }

    func testRangesKeepTheirOffsetsAndJSONAndClampPastTwoGibibytes() throws {
        var range = SourceRange(start: 2, end: 5)
        XCTAssertEqual(range.length, 3)
        range.end = 40
        XCTAssertEqual(range, SourceRange(start: 2, end: 40))
        XCTAssertEqual(SourceRange(start: 9, end: 3), SourceRange(start: 9, end: 9))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(SourceRange(start: 2, end: 5))
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"end":5,"start":2}"#)
        XCTAssertEqual(try JSONDecoder().decode(SourceRange.self, from: json), SourceRange(start: 2, end: 5))
        let huge = SourceRange(start: Int(Int32.max) + 10, end: Int.max)
        XCTAssertEqual(huge.start, Int(Int32.max))
        XCTAssertEqual(huge.end, Int(Int32.max))
    }
}
