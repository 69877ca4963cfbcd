import StackSyntax
import StackTestSupport
import XCTest

/// Format version 3 in the syntax tree: size-class traits on properties and constraint
/// lines, `auto` sides, scroll guides in targets (stack-format.md §2, §3).
final class FormatVersion3SyntaxTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        let file = Parser.parse(text)
        return file.issues.map { "\(file.source.location(of: $0.range.start, unit: .scalars)) \($0.message)" }
    }

    private func members(_ text: String) throws -> (FileSyntax, MemberList) {
        let file = Parser.parse(text)
        XCTAssertEqual(file.issues, [])
        guard case .element(let element)? = file.members(of: file.layouts.first?.body).first else {
            XCTFail("no element")
            return (file, file.members(of: nil))
        }
        return (file, file.members(of: element.body))
    }

    func testBracketsAreTokens() {
        let tokens = Lexer.tokens(of: SourceText("axis[hC]"))
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .leftBracket, .identifier, .rightBracket, .endOfFile])
        XCTAssertEqual(tokens[1].range, SourceRange(start: 4, end: 5))
    }

    func testPropertyVariantsKeepTheirTraitsAndRanges() throws {
        let text =
            "layout A {\n  stack s {\n    axis[hC]: horizontal\n    spacing [wR  hR] : 24\n    installed[wc]: false\n  }\n}"
        let (file, members) = try members(text)
        guard case .property(let axis) = members[0], case .property(let spacing) = members[1],
            case .property(let installed) = members[2]
        else { return XCTFail("properties") }
        XCTAssertEqual(file.text(axis.name), "axis")
        XCTAssertEqual(axis.traits.map { file.words(of: $0).map(file.text) }, ["hC"])
        XCTAssertEqual(axis.traits?.range, TestSupport.range(of: "[hC]", in: text))
        XCTAssertEqual(axis.range, TestSupport.range(of: "axis[hC]: horizontal", in: text))
        XCTAssertEqual(spacing.traits.map { file.words(of: $0).map(file.text) }, ["wR", "hR"])
        XCTAssertEqual(spacing.traits.map { file.words(of: $0)[1].range }, TestSupport.range(of: "hR", in: text))
        XCTAssertEqual(spacing.range, TestSupport.range(of: "spacing [wR  hR] : 24", in: text))
        // The words are the model's to check: a misspelt one parses.
        XCTAssertEqual(installed.traits.map { file.words(of: $0).map(file.text) }, ["wc"])
    }

    func testConstraintTraitsComeLastAndWidenTheRange() throws {
        let text =
            "layout A {\n  view v {\n    width == 600 @999 [wR]\n    height == parent.height [hC]\n    top == parent.top\n  }\n}"
        let (file, members) = try members(text)
        guard case .constraint(let width) = members[0], case .constraint(let height) = members[1],
            case .constraint(let top) = members[2]
        else { return XCTFail("constraints") }
        XCTAssertEqual(width.traits.map { file.words(of: $0).map(file.text) }, ["wR"])
        XCTAssertEqual(width.priority?.range, TestSupport.range(of: "@999", in: text))
        XCTAssertEqual(width.range, TestSupport.range(of: "width == 600 @999 [wR]", in: text))
        XCTAssertEqual(height.traits?.range, TestSupport.range(of: "[hC]", in: text))
        XCTAssertNil(height.priority)
        XCTAssertNil(top.traits)
    }

    func testAutoIsASideOfASize() throws {
        let file = Parser.parse("layout A {\n  canvas: 375 x auto, auto x 44, 768 x 1024 wR hR\n  view v\n}")
        XCTAssertEqual(file.issues, [])
        guard case .property(let canvas)? = file.members(of: file.layouts.first?.body).first else {
            return XCTFail("canvas")
        }
        guard case .size(let first) = file.atoms(of: file.items(of: canvas.value)[0])[0],
            case .size(let second) = file.atoms(of: file.items(of: canvas.value)[1])[0],
            case .size(let third) = file.atoms(of: file.items(of: canvas.value)[2])[0]
        else { return XCTFail("sizes") }
        XCTAssertEqual(first.width.value, 375)
        XCTAssertEqual(first.height, .auto(SourceRange(start: 27, end: 31)))
        XCTAssertEqual(second.width, .auto(SourceRange(start: 33, end: 37)))
        XCTAssertEqual(second.height.value, 44)
        XCTAssertEqual(file.atoms(of: file.items(of: canvas.value)[2]).count, 3)
        XCTAssertEqual(third.height.value, 1024)
    }

    func testScrollGuidesInTargets() throws {
        let text =
            "layout A {\n  view v {\n    top == content.top\n    width == frame.width - 32\n    leading == s.content.leading + 16\n    bottom == parent.content.bottom\n  }\n}"
        let (file, members) = try members(text)
        let references = members.compactMap { member -> ReferenceSyntax? in
            guard case .constraint(let constraint) = member else { return nil }
            return constraint.expression.reference
        }
        XCTAssertEqual(references.map { ($0.target?.base).map(file.text) }, ["content", "frame", "s", "parent"])
        XCTAssertEqual(references.map { ($0.target?.scrollGuide).map(file.text) }, [nil, nil, "content", "content"])
        XCTAssertEqual(references.map { ($0.target?.margins).map(file.text) }, [nil, nil, nil, nil])
        XCTAssertEqual(references[2].target?.range, TestSupport.range(of: "s.content", in: text))
        XCTAssertEqual(file.text(references[3].anchor), "bottom")
    }

    func testBadTraitsAreSyntaxErrorsAndTheFileGoesOn() {
        XCTAssertEqual(
            errors(
                "layout A {\n  stack s {\n    axis[hC: horizontal\n    spacing[]: 4\n    axis[hC] horizontal\n    axis[4]: vertical\n    width == 4 [wR\n    alignment: center\n  }\n}"
            ),
            [
                "3:9 this `[` is never closed: add a `]` after the size classes",
                "4:12 expected size classes between `[` and `]`, as in `[wC]` or `[wR hR]`",
                "5:14 expected `:` after `axis[hC]`, found `horizontal`",
                "6:10 expected a size class (`wC`, `wR`, `hC`, `hR`) or `]`, found `4`",
                "7:16 this `[` is never closed: add a `]` after the size classes",
            ])
        // The statement after each bad one is still parsed.
        let file = Parser.parse("layout A {\n  stack s {\n    axis[hC: horizontal\n    alignment: center\n  }\n}")
        guard case .element(let stack)? = file.members(of: file.layouts.first?.body).first,
            case .property(let alignment)? = file.members(of: stack.body).first
        else { return XCTFail("alignment") }
        XCTAssertEqual(file.text(alignment.name), "alignment")
    }

    func testTraitsElsewhereAreSyntaxErrors() {
        XCTAssertEqual(
            errors("layout A {\n  canvas: 375 x 667 [wR]\n  view v\n}"),
            [
                "2:21 expected `,` or the end of the value of `canvas`, found `[`"
            ])
        XCTAssertEqual(
            errors("layout A {\n  view v [wR] {}\n}"),
            [
                "2:10 expected `{` or a line break after the element `view v`, found `[`"
            ])
    }
}
