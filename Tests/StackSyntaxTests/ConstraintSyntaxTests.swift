import StackSyntax
import StackTestSupport
import XCTest

/// Format version 2 constraint lines and pin values: every part at its exact place.
final class ConstraintSyntaxTests: XCTestCase {
    private func constraint(_ line: String) throws -> (ConstraintSyntax, String) {
        let text = "layout A {\n  view v {\n    \(line)\n  }\n}\n"
        let file = Parser.parse(SourceText(text))
        XCTAssertEqual(file.issues.map(\.message), [])
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first,
            case .constraint(let constraint)? = file.members(of: view.body).first
        else {
            throw XCTSkip("no constraint parsed")
        }
        return (constraint, text)
    }

    func testAnchorToAnotherElementWithConstantAndPriority() throws {
        let (c, text) = try constraint("top == icon.bottom + 8 @750")
        XCTAssertNil(c.lhs.target)
        XCTAssertEqual(SourceText(text).text(in: c.anchor.range), "top")
        XCTAssertEqual(c.anchor.range, TestSupport.range(of: "top", in: text))
        XCTAssertEqual(c.relation, .equal)
        let reference = try XCTUnwrap(c.expression.reference)
        XCTAssertEqual((reference.target?.base).map { SourceText(text).text(in: $0.range) }, "icon")
        XCTAssertEqual(reference.target?.base.range, TestSupport.range(of: "icon", in: text))
        XCTAssertNil(reference.target?.margins)
        XCTAssertEqual(reference.anchor.range, TestSupport.range(of: "bottom", in: text))
        XCTAssertEqual(reference.range, TestSupport.range(of: "icon.bottom", in: text))
        XCTAssertEqual(c.expression.constant?.range, TestSupport.range(of: "8", in: text))
        XCTAssertFalse(c.expression.constantIsSubtracted)
        XCTAssertEqual(c.priority?.range, TestSupport.range(of: "@750", in: text))
        XCTAssertEqual(c.range, TestSupport.range(of: "top == icon.bottom + 8 @750", in: text))
    }

    func testMarginsGuideTarget() throws {
        let (c, text) = try constraint("leading >= parent.margins.leading - 4")
        let reference = try XCTUnwrap(c.expression.reference)
        XCTAssertEqual((reference.target?.base).map { SourceText(text).text(in: $0.range) }, "parent")
        XCTAssertEqual(reference.target?.margins?.range, TestSupport.range(of: "margins", in: text))
        XCTAssertEqual(reference.target?.range, TestSupport.range(of: "parent.margins", in: text))
        XCTAssertEqual(reference.anchor.range, TestSupport.range(of: "leading", in: text, occurrence: 2))
        XCTAssertTrue(c.expression.constantIsSubtracted)
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
    }

    func testDottedLeftSideParsesForTheModelToReport() throws {
        let (c, text) = try constraint("safeArea.bottom == bottom + 16")
        XCTAssertEqual((c.lhs.target?.base).map { SourceText(text).text(in: $0.range) }, "safeArea")
        XCTAssertEqual(c.lhs.range, TestSupport.range(of: "safeArea.bottom", in: text))
        XCTAssertNil(c.expression.reference?.target)
    }

    func testPinValueTakesGuideRelationInsetAndPriority() throws {
        let text = "layout A {\n  view v {\n    pin: top safeArea 8, bottom >= 20 @750, edges margins\n  }\n}\n"
        let file = Parser.parse(SourceText(text))
        XCTAssertEqual(file.issues.map(\.message), [])
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first,
            case .property(let pin)? = file.members(of: view.body).first
        else { return XCTFail("no pin") }
        XCTAssertEqual(file.items(of: pin.value).map { file.atoms(of: $0).count }, [3, 4, 2])
        guard case .relation(let relation) = file.atoms(of: file.items(of: pin.value)[1])[1],
            case .priority(let priority) = file.atoms(of: file.items(of: pin.value)[1])[3]
        else { return XCTFail("atoms") }
        XCTAssertEqual(relation.relation, .greaterThanOrEqual)
        XCTAssertEqual(relation.range, TestSupport.range(of: ">=", in: text))
        XCTAssertEqual(priority.range, TestSupport.range(of: "@750", in: text))
    }

    func testBrokenConstraintRecoversAtTheNextLine() {
        let text = "layout A {\n  view v {\n    top == icon. + 8\n    width == 20\n    left >= \n  }\n}\n"
        let file = Parser.parse(SourceText(text))
        let messages = file.issues.map { "\(file.source.location(of: $0.range.start, unit: .scalars)) \($0.message)" }
        XCTAssertEqual(
            messages,
            [
                "3:18 expected an anchor after `icon.`, found `+`",
                "5:13 expected a number or an anchor (`width`, `NAME.height`, `parent.top`) after `>=`, found a line break",
            ])
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first else { return XCTFail() }
        XCTAssertEqual(file.members(of: view.body).count, 1, "the valid line in between is kept")
    }

    func testReservedNamesAreSpelledExactly() {
        let words =
            ReservedName.allCases.map(\.rawValue) + [
                "", "paren", "parents", "Parent", "canvaS", "margin", "margins ", "safearea",
                "safeAreas", "é", "parent\u{301}", "cañvas", "layout",
            ]
        for word in words {
            XCTAssertEqual(ReservedName(spelling: word), ReservedName(rawValue: word), word)
        }
        XCTAssertEqual(ReservedName.allCases.compactMap { ReservedName(spelling: $0.rawValue) }, ReservedName.allCases)
    }
}
