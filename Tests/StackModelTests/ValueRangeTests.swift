import StackModel
import StackSyntax
import XCTest

/// Every number has a valid range (docs/format.md, "Number ranges"): at the edge it is
/// accepted, just beyond it is `invalid-value` naming the range, and the default applies,
/// so nothing out of range reaches the layout engine.
final class ValueRangeTests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: false)
    }

    /// A layout whose root stack holds `stack` and a label holding `label`.
    private func file(canvas: String = "375 x 667", stack: String = "", label: String = "") -> String {
        let intrinsic = label.contains("intrinsic") ? "" : "intrinsic: 10 x 10"
        return """
            layout A {
              canvas: \(canvas)
              stack s {
                pin: top, leading
                \(stack)
                label l {
                  \(intrinsic)
                  \(label)
                }
              }
            }
            """
    }

    private let digits400 = "1" + String(repeating: "0", count: 400)

    func testEdgesAreAccepted() {
        let text = file(
            canvas: "1 x 100000, 100000 x 1", stack: "spacing: -100000; margins: -100000 100000 0 -0",
            label: """
                intrinsic: 0 x 100000
                      baseline: 100000; lastBaseline: 0; lines: 100000; spacingAfter: -100000
                      hugging: 1 1000; compression: 1000 1
                      width == 100000 @1
                      height == s.height * -1000 + 100000 @1000
                      height <= s.width * 1000 - 100000
                """)
        XCTAssertEqual(findings(text).filter { $0.hasPrefix("invalid-value") }, [])
        let model = SemanticModel(text)
        let label = model.layouts[0].element(named: "l")
        XCTAssertEqual(model.layouts[0].canvases, [Size(width: 1, height: 100000), Size(width: 100000, height: 1)])
        XCTAssertEqual(label?.properties.intrinsic, OptionalSize(width: 0, height: 100000))
        XCTAssertEqual(label?.properties.lines, 100000)
        XCTAssertEqual(label?.constraints.map(\.multiplier), [1, -1000, 1000])
        XCTAssertEqual(label?.constraints.map(\.constant), [100000, 100000, -100000])
        XCTAssertEqual(
            model.layouts[0].root?.stack?.margins,
            DirectionalInsets(top: -100000, leading: 100000, bottom: 0, trailing: 0))
        XCTAssertEqual(findings("layout A {\n  target: ios 99\n  view v { pin: top, leading }\n}"), [])
    }

    func testJustBeyondEachEdgeIsRejectedWithTheRange() {
        XCTAssertEqual(
            findings(file(canvas: "0.999 x 100000.001")),
            [
                "invalid-value 2:11-2:16 a canvas width must be from 1 to 100000 points, found 0.999",
                "invalid-value 2:19-2:29 a canvas height must be from 1 to 100000 points, found 100000.001",
            ])
        XCTAssertEqual(
            findings(file(stack: "spacing: 100000.001")),
            [
                "invalid-value 5:14-5:24 `spacing` must be from -100000 to 100000 points, found 100000.001"
            ])
        XCTAssertEqual(
            findings(file(stack: "margins: 0 -100000.001 0 0")),
            [
                "invalid-value 5:16-5:27 `margins` must be from -100000 to 100000 points, found -100000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "intrinsic: -0.001 x 100000.001")),
            [
                "invalid-value 8:18-8:24 an intrinsic width must be from 0 to 100000 points, found -0.001",
                "invalid-value 8:27-8:37 an intrinsic height must be from 0 to 100000 points, found 100000.001",
            ])
        XCTAssertEqual(
            findings(file(label: "intrinsic: none x 100000.001")),
            [
                "invalid-value 8:25-8:35 an intrinsic height must be from 0 to 100000 points, found 100000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "baseline: 100000.001")),
            [
                "invalid-value 8:17-8:27 `baseline` must be from 0 to 100000 points, found 100000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "lastBaseline: -0.001")),
            [
                "invalid-value 8:21-8:27 `lastBaseline` must be from 0 to 100000 points, found -0.001"
            ])
        XCTAssertEqual(
            findings(file(label: "lines: 100001")),
            [
                "invalid-value 8:14-8:20 `lines` must be a whole number from 0 to 100000, found 100001"
            ])
        XCTAssertEqual(
            findings(file(label: "spacingAfter: -100000.001")),
            [
                "invalid-value 8:21-8:32 `spacingAfter` must be from -100000 to 100000 points, found -100000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "hugging: 0.999, 1000.001")),
            [
                "invalid-value 8:16-8:21 a priority must be from 1 to 1000, found 0.999"
            ])
        XCTAssertEqual(
            findings(file(label: "width == 100000.001")),
            [
                "invalid-value 8:16-8:26 a width must be from 0 to 100000 points, found 100000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "width == s.width * 1000.001")),
            [
                "invalid-value 8:26-8:34 a multiplier must be from -1000 to 1000, found 1000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "width == s.width - 100000.001 @1000.001")),
            [
                "invalid-value 8:38-8:46 a priority must be from 1 to 1000, found 1000.001"
            ])
        XCTAssertEqual(
            findings(file(label: "width == s.width - 100000.001")),
            [
                "invalid-value 8:26-8:36 a constraint constant must be from -100000 to 100000 points, found 100000.001"
            ])
        XCTAssertEqual(
            findings("layout A {\n  target: ios 99.1\n  view v { pin: top, leading }\n}"),
            [
                "invalid-value 2:15-2:19 the iOS version of `target` must be from 9 to 99, found 99.1"
            ])
        XCTAssertEqual(
            findings("layout A {\n  view v { pin: top, bottom 100000, leading -100000.001 }\n}"),
            [
                "invalid-value 2:45-2:56 a pin inset must be from -100000 to 100000 points, found -100000.001"
            ])
    }

    func testOutOfRangeValuesLeaveTheDefaults() throws {
        let model = SemanticModel(
            file(canvas: "-1 x 667", stack: "spacing: 100001", label: "lines: 100001; baseline: 9223372036854775808"))
        let layout = model.layouts[0]
        XCTAssertEqual(layout.canvases, [Size(width: 375, height: 667)], "the default canvas")
        XCTAssertEqual(layout.root?.stack?.spacing, .points(0))
        let label = try XCTUnwrap(layout.element(named: "l"))
        XCTAssertEqual(label.properties.lines, 1)
        XCTAssertNil(label.properties.baseline)
    }

    func testHostileNumbers() {
        XCTAssertEqual(
            findings(file(canvas: "-1 x 667")),
            [
                "invalid-value 2:11-2:13 a canvas width must be from 1 to 100000 points, found -1"
            ])
        XCTAssertEqual(
            findings(file(label: "baseline: 9223372036854775808")),
            [
                "invalid-value 8:17-8:36 `baseline` must be from 0 to 100000 points, found 9223372036854775808"
            ])
        XCTAssertEqual(
            findings(file(label: "lines: 9223372036854775808")),
            [
                "invalid-value 8:14-8:33 `lines` must be a whole number from 0 to 100000, found 9223372036854775808"
            ])
        // 400 digits: a literal that does not fit a finite number.
        XCTAssertEqual(
            findings(
                "layout A {\n  stack s {\n    pin: top 20, trailing 1\(String(repeating: "0", count: 400))\n  }\n}"),
            [
                "invalid-value 3:27-3:428 a pin inset must be from -100000 to 100000 points, found 1000000000000000… (401 digits)"
            ])
        XCTAssertEqual(
            findings(file(stack: "spacing: \(digits400)")),
            [
                "invalid-value 5:14-5:415 `spacing` must be from -100000 to 100000 points, found 1000000000000000… (401 digits)"
            ])
        XCTAssertEqual(
            findings(file(label: "hugging: \(digits400)")),
            [
                "invalid-value 8:16-8:417 a priority must be from 1 to 1000, found 1000000000000000… (401 digits)"
            ])
        XCTAssertEqual(
            findings(file(label: "width == s.width * \(digits400)")),
            [
                "invalid-value 8:26-8:427 a multiplier must be from -1000 to 1000, found 1000000000000000… (401 digits)"
            ])
        XCTAssertEqual(
            findings("layout A {\n  target: ios \(digits400)\n  view v { pin: top, leading }\n}"),
            [
                "invalid-value 2:15-2:416 the iOS version of `target` must be from 9 to 99, found 1000000000000000… (401 digits)"
            ])
        // The format has no exponent, infinity or NaN: such words are not numbers.
        XCTAssertEqual(
            findings(file(stack: "spacing: 1e308")),
            [
                "invalid-value 5:14-5:19 `spacing` takes a number or `system`, not `1e308`"
            ])
        XCTAssertEqual(
            findings(file(stack: "spacing: inf")),
            [
                "invalid-value 5:14-5:17 `spacing` takes a number of points or `system`, not `inf`"
            ])
        XCTAssertEqual(
            findings(file(label: "intrinsic: nan x 10")),
            [
                "invalid-value 8:18-8:26 `intrinsic` takes a size like `120 x 21`, not `nan x 10`"
            ])
        // 1 followed by 308 zeros is finite, and still far out of range.
        XCTAssertEqual(
            findings(file(label: "intrinsic: 1\(String(repeating: "0", count: 308)) x 10")),
            [
                "invalid-value 8:18-8:327 an intrinsic width must be from 0 to 100000 points, found 1000000000000000… (309 digits)"
            ])
    }

    func testNegativeZeroReadsAsZero() throws {
        let text = file(stack: "spacing: -0", label: "intrinsic: -0 x -0.0\n      spacingAfter: -0")
        XCTAssertEqual(findings(text).filter { $0.hasPrefix("invalid-value") }, [])
        let layout = SemanticModel(text).layouts[0]
        XCTAssertEqual(layout.root?.stack?.spacing, .points(0))
        let intrinsic = try XCTUnwrap(layout.element(named: "l")?.properties.intrinsic.width)
        XCTAssertEqual(intrinsic, 0)
        XCTAssertEqual(intrinsic.sign, .plus, "-0 is stored as 0, so it prints as 0")
        XCTAssertEqual(
            findings(file(canvas: "-0 x 667")),
            [
                "invalid-value 2:11-2:13 a canvas width must be from 1 to 100000 points, found -0"
            ])
    }

    func testCommandLineAndConfigurationSizesUseTheCanvasRange() {
        XCTAssertEqual(Size(parsing: "1 x 100000"), Size(width: 1, height: 100000))
        XCTAssertNil(Size(parsing: "0.5 x 100"))
        XCTAssertNil(Size(parsing: "100 x 100000.5"))
        XCTAssertNil(Size(parsing: "1e308 x 100"))
        XCTAssertNil(Size(parsing: "inf x 100"))
        XCTAssertNil(Size(parsing: "nan x 100"))
    }
}
