import StackSyntax
import StackTestSupport
import XCTest

final class ParserTests: XCTestCase {
    private func parse(_ text: String) -> FileSyntax { Parser.parse(text) }

    private func errors(_ text: String) -> [String] {
        let file = parse(text)
        return file.issues.map { diagnostic in
            "\(file.source.location(of: diagnostic.range.start, unit: .scalars)) \(diagnostic.message)"
        }
    }

    func testLayoutWithPropertiesElementsAndConstraints() throws {
        let text = """
            layout Row {
              canvas: 375 x 64, 320x64
              stack row {
                spacing: -4
                margins: 8 16 8 16
                pin: top 20, leading
                label title { text: "Hi \\u{1F600}\\n"; background: #112233 }
                width == title.width * 0.5 - 2 @high
                height >= 44
              }
            }
            """
        let file = parse(text)
        XCTAssertEqual(file.issues, [])
        let layout = try XCTUnwrap(file.layouts.first)
        XCTAssertEqual(layout.name.map(file.text), "Row")
        XCTAssertEqual(layout.name?.range, TestSupport.range(of: "Row", in: text))
        XCTAssertEqual(file.members(of: layout.body).count, 2)

        guard case .property(let canvas) = file.members(of: layout.body)[0] else { return XCTFail("canvas") }
        XCTAssertEqual(canvas.range, TestSupport.range(of: "canvas: 375 x 64, 320x64", in: text))
        XCTAssertEqual(file.items(of: canvas.value).count, 2)
        guard case .size(let second) = file.atoms(of: file.items(of: canvas.value)[1])[0] else {
            return XCTFail("size")
        }
        XCTAssertEqual(second.width.value, 320)
        XCTAssertEqual(second.height.value, 64)
        XCTAssertEqual(second.range, TestSupport.range(of: "320x64", in: text))

        guard case .element(let row) = file.members(of: layout.body)[1], let body = row.body else {
            return XCTFail("row")
        }
        XCTAssertEqual(file.text(row.kind), "stack")
        XCTAssertEqual(row.headerRange, TestSupport.range(of: "stack row", in: text))
        XCTAssertEqual(file.members(of: body).count, 6)

        guard case .property(let spacing) = file.members(of: body)[0],
            case .number(let minus) = file.atoms(of: file.items(of: spacing.value)[0])[0]
        else {
            return XCTFail("spacing")
        }
        XCTAssertEqual(minus.value, -4)
        XCTAssertEqual(file.source.text(in: minus.range), "-4")

        guard case .property(let margins) = file.members(of: body)[1] else { return XCTFail("margins") }
        XCTAssertEqual(file.items(of: margins.value).count, 1)
        XCTAssertEqual(file.atoms(of: file.items(of: margins.value)[0]).count, 4)

        guard case .property(let pin) = file.members(of: body)[2] else { return XCTFail("pin") }
        XCTAssertEqual(file.items(of: pin.value).map { file.atoms(of: $0).count }, [2, 1])

        guard case .element(let title) = file.members(of: body)[3], let titleBody = title.body,
            case .property(let textProperty) = file.members(of: titleBody)[0],
            case .string(let string) = file.atoms(of: file.items(of: textProperty.value)[0])[0],
            case .property(let background) = file.members(of: titleBody)[1],
            case .color(let color) = file.atoms(of: file.items(of: background.value)[0])[0]
        else {
            return XCTFail("title")
        }
        XCTAssertEqual(string.value(in: file.source), "Hi \u{1F600}\n")
        XCTAssertEqual(file.source.text(in: color.range), "#112233")

        guard case .constraint(let width) = file.members(of: body)[4] else { return XCTFail("width") }
        XCTAssertEqual(file.text(width.anchor), "width")
        XCTAssertEqual(width.relation, .equal)
        XCTAssertEqual((width.expression.reference?.element).map(file.text), "title")
        XCTAssertEqual((width.expression.reference?.anchor).map(file.text), "width")
        XCTAssertEqual(width.expression.multiplier?.value, 0.5)
        XCTAssertEqual(width.expression.constant?.value, 2)
        XCTAssertTrue(width.expression.constantIsSubtracted)
        guard case .identifier(let high)? = width.priority?.value else { return XCTFail("priority") }
        XCTAssertEqual(file.text(high), "high")
        XCTAssertEqual(width.range, TestSupport.range(of: "width == title.width * 0.5 - 2 @high", in: text))

        guard case .constraint(let height) = file.members(of: body)[5] else { return XCTFail("height") }
        XCTAssertEqual(height.relation, .greaterThanOrEqual)
        XCTAssertNil(height.expression.reference)
        XCTAssertEqual(height.expression.constant?.value, 44)
        XCTAssertNil(height.priority)
    }

    func testElementsWithoutNameOrBodyAndBraceOnNextLine() throws {
        let file = parse("layout A\n{\n  view\n  {\n    label\n  }\n  label b {}; image c\n}")
        XCTAssertEqual(file.issues, [])
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first else { return XCTFail() }
        XCTAssertNil(view.name)
        let members = file.members(of: view.body)
        XCTAssertEqual(members.count, 1)
        XCTAssertEqual(file.members(of: file.layouts[0].body).count, 3)
    }

    func testSelfReferenceAndNumberedPriority() throws {
        let file = parse("layout A { view v { height == width * 0.75 @999.5 } }")
        XCTAssertEqual(file.issues, [])
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first,
            case .constraint(let constraint)? = file.members(of: view.body).first
        else { return XCTFail() }
        XCTAssertNil(constraint.expression.reference?.element)
        XCTAssertEqual((constraint.expression.reference?.anchor).map(file.text), "width")
        guard case .number(let priority)? = constraint.priority?.value else { return XCTFail() }
        XCTAssertEqual(priority.value, 999.5)
    }

    func testValueMayContinueAfterAComma() {
        let file = parse("layout A {\n  canvas: 375 x 667,\n    320 x 568\n}")
        XCTAssertEqual(file.issues, [])
        guard case .property(let canvas)? = file.members(of: file.layouts.first?.body).first else { return XCTFail() }
        XCTAssertEqual(file.items(of: canvas.value).count, 2)
    }

    func testCommentsAreKeptInOrder() {
        let file = parse("// a\nlayout A { /* b */\n  view v // c\n}")
        XCTAssertEqual(file.comments.map(\.text), ["// a", "/* b */", "// c"])
        XCTAssertEqual(file.comments.map(\.isBlock), [false, true, false])
    }

    func testRecoveryGoesOnAtTheNextLine() {
        let text = """
            layout A {
              stack s {
                axis: : vertical
                label a b c
                width == @999
                spacing: 4
                label ok
              }
            }
            """
        XCTAssertEqual(
            errors(text),
            [
                "3:11 expected a value after `axis:`, found `:`",
                "4:13 expected `{` or a line break after the element `label a`, found `b`",
                "5:14 expected a number or an anchor (`width`, `NAME.height`, `parent.top`) after `==`, found `@`",
            ])
        let file = parse(text)
        guard case .element(let stack)? = file.members(of: file.layouts.first?.body).first else { return XCTFail() }
        let names = file.members(of: stack.body).compactMap { member -> String? in
            switch member {
            case .element(let element): return element.name.map(file.text)
            case .property(let property): return file.text(property.name)
            case .constraint: return "constraint"
            }
        }
        XCTAssertEqual(names, ["axis", "a", "spacing", "ok"], "a property without a value is kept for the editor")
    }

    func testHeaderJunkBeforeABraceStillParsesTheBody() {
        let text = "layout A {\n  stack s \"x\" {\n    label a\n  }\n}"
        XCTAssertEqual(errors(text), ["2:11 expected `{` or a line break after the element `stack s`, found a string"])
        let file = parse(text)
        guard case .element(let stack)? = file.members(of: file.layouts.first?.body).first else { return XCTFail() }
        XCTAssertEqual(file.members(of: stack.body).count, 1)
    }

    func testStatementsNeedASeparator() {
        XCTAssertEqual(
            errors("layout A {\n  view v { spacing: 4 axis: vertical }\n}"),
            [
                "2:23 expected a line break or `;` before `axis:`"
            ])
        XCTAssertEqual(
            errors("layout A {\n  view v { width == 4 4 }\n}"),
            [
                "2:23 expected a line break or `;` after the statement, found `4`"
            ])
    }

    func testMissingClosingBraces() {
        XCTAssertEqual(
            errors("layout A {\n  stack s {\n    label a\n"),
            [
                "1:10 this `{` is never closed: add a `}`",
                "2:11 this `{` is never closed: add a `}`",
            ])
    }

    func testTopLevelMistakes() {
        XCTAssertEqual(
            errors("stack s { label a }\n}\nlayout\nlayout B\nlayout C { view v }"),
            [
                "1:1 expected `layout NAME { ... }` at the top level, found `stack`",
                "2:1 unmatched `}`: no block is open here",
                "3:7 expected a layout name after `layout`, found a line break",
                "4:9 expected `{` to open the layout, found a line break",
            ])
        XCTAssertEqual(parse("layout C { view v }").layouts.count, 1)
    }

    func testConstraintMistakes() {
        // Anchor names and what UIKit accepts are the model's to check (invalid-constraint).
        XCTAssertEqual(errors("layout A { view v { top == 4 } }"), [])
        XCTAssertEqual(errors("layout A { view v { width == a.top } }"), [])
        XCTAssertEqual(
            errors("layout A { view v { top == a.b.top } }"),
            [
                "1:30 expected `margins`, `content`, `frame` or an anchor after `a.`, found `b` (the right-hand side is `NAME.ANCHOR`, `NAME.margins.ANCHOR` or, for a scroll view, `NAME.content.ANCHOR`)"
            ])
        XCTAssertEqual(
            errors("layout A { view v { top == a.margins.top.x } }"),
            [
                "1:42 the right-hand side has too many parts: write `NAME.ANCHOR`, `NAME.margins.ANCHOR` or `NAME.content.ANCHOR`"
            ])
        XCTAssertEqual(
            errors("layout A { view v { top == parent. } }"),
            [
                "1:36 expected an anchor after `parent.`, found `}`"
            ])
        XCTAssertEqual(
            errors("layout A { view v { safeArea.top 4 } }"),
            [
                "1:34 expected `==`, `>=` or `<=` after `safeArea.top`, found `4`"
            ])
        XCTAssertEqual(
            errors("layout A { view v { width == a.width * } }"),
            [
                "1:40 expected a number after `*`, found `}`"
            ])
        XCTAssertEqual(
            errors("layout A { view v { width == 4 @ } }"),
            [
                "1:34 expected a priority after `@` (a number from 1 to 1000, `required`, `high`, `low` or `fittingSize`), found `}`"
            ])
    }

    func testStringEscapes() {
        XCTAssertEqual(
            errors("layout A { label l { text: \"a\\qb\" } }"),
            [
                "1:30 invalid escape in a string: use `\\\"`, `\\\\`, `\\n`, `\\t` or `\\u{XXXX}`"
            ])
        XCTAssertEqual(
            errors("layout A { label l { text: \"\\u{D800}\" } }"),
            [
                "1:29 invalid escape: write `\\u{XXXX}` with 1 to 8 hex digits of a Unicode scalar"
            ])
    }

    func testMissingValue() {
        XCTAssertEqual(errors("layout A {\n  cell:\n}"), ["2:7 expected a value after `cell:`"])
        XCTAssertEqual(errors("layout A {\n  canvas: 1 x 2,\n}"), ["3:1 expected a value after `,`"])
    }

    func testNumberValues() {
        let text = "layout A { view v { width == 0.125; height == 1234567.5 } }"
        let file = parse(text)
        guard case .element(let view)? = file.members(of: file.layouts.first?.body).first,
            case .constraint(let width)? = file.members(of: view.body).first,
            case .constraint(let height)? = file.members(of: view.body).last
        else { return XCTFail() }
        XCTAssertEqual(width.expression.constant?.value, 0.125)
        XCTAssertEqual(height.expression.constant?.value, 1234567.5)
    }
}
