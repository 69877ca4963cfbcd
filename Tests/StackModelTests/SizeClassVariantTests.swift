import StackModel
import StackDiagnostics
import StackSyntax
import XCTest

/// Size-class variations (stack-format.md §13): property variants, constraint lines with
/// traits, `installed[...]`, and the layout resolved for one canvas's size classes.
final class SizeClassVariantTests: XCTestCase {
    private let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    private let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    private let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    private let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: true)
    }

    func testMoreClassesWinAndTheUnqualifiedOneIsTheDefault() throws {
        let layout = try cleanLayout(
            """
            layout A {
              canvas: iPhone16, iPhone16 landscape, iPhone16Plus landscape, iPad
              stack s {
                pin: edges
                spacing[wR hR]: 24
                axis: vertical
                axis[hC]: horizontal
                spacing: 8
                spacing[wR]: 16
                label l { intrinsic: 40 x 20 }
              }
            }
            """)
        XCTAssertEqual(
            layout.variations.properties.map { "\($0.name.rawValue)\($0.traits)" },
            ["spacing[wR hR]", "axis[hC]", "spacing[wR]"])
        // The layout as built holds the unqualified values.
        XCTAssertEqual(layout.elements[0].stack?.axis, .vertical)
        XCTAssertEqual(layout.elements[0].stack?.spacing, .points(8))
        func resolved(_ classes: SizeClasses) -> String {
            let stack = layout.resolved(for: classes).elements[0].stack
            return "\(stack?.axis.rawValue ?? "-") \(stack?.spacing.description ?? "-")"
        }
        XCTAssertEqual(resolved(compactRegular), "vertical 8")
        XCTAssertEqual(resolved(compactCompact), "horizontal 8")
        XCTAssertEqual(resolved(regularCompact), "horizontal 16")
        // `[wR hR]` has more classes than `[wR]`, though written before it.
        XCTAssertEqual(resolved(regularRegular), "vertical 24")
        XCTAssertTrue(layout.resolved(for: regularRegular).variations.isEmpty)
    }

    func testALayoutWithoutVariantsIsItsOwnResolution() throws {
        let layout = try cleanLayout(
            "layout A {\n  stack s {\n    pin: edges\n    label l { intrinsic: 40 x 20 }\n  }\n}\n")
        XCTAssertTrue(layout.variations.isEmpty)
        XCTAssertEqual(layout.installedFlags, [])
        let resolved = layout.resolved(for: compactCompact)
        XCTAssertEqual(resolved.elements.count, 2)
        XCTAssertEqual(resolved.elements[0].children, [1])
    }

    func testEqualWeightVariantsThatDisagreeAreADuplicateAndTheLaterWins() throws {
        let text = """
            layout A {
              canvas: iPhone16, iPhone16 landscape, iPad
              stack s {
                pin: edges
                axis[wC]: vertical
                axis[hC]: horizontal
                spacing[wC]: 4
                spacing[hR]: 4
                label l { intrinsic: 40 x 20 }
              }
            }
            """
        XCTAssertEqual(
            findings(text),
            [
                "duplicate-property warning 5:5-5:23 `axis[wC]` and `axis[hC]` both apply at a canvas with `wC hC`, with as many size classes, and set different values: the later one wins there; write `axis[wC hC]` for that canvas"
            ])
        let layout = try XCTUnwrap(SemanticModel(text).layouts.first)
        XCTAssertEqual(layout.resolved(for: compactCompact).elements[0].stack?.axis, .horizontal)
        XCTAssertEqual(layout.resolved(for: compactRegular).elements[0].stack?.axis, .vertical)
        XCTAssertEqual(layout.resolved(for: regularRegular).elements[0].stack?.axis, .horizontal)
    }

    /// Values are compared as read, and variants that never apply together do not clash.
    func testEqualWeightVariantsThatAgreeOrNeverMeetAreNoDuplicate() {
        XCTAssertEqual(
            findings(
                "layout A {\n  canvas: iPhone16, iPad\n  stack s {\n    pin: edges\n    spacing[wC]: 8\n    spacing[hR]: 8.0\n    axis[wC]: vertical\n    axis[wR]: horizontal\n  }\n}\n"
            ), [])
    }

    /// A variant is checked where it stands like any property.
    func testAVariantThatDoesNotApplyHereIsReported() {
        XCTAssertEqual(
            findings(
                "layout A {\n  canvas: iPhone16 landscape\n  view v {\n    pin: edges\n    lines[hC]: 0\n  }\n}\n"),
            [
                "property-not-applicable warning 5:5-5:17 `lines` applies to labels only; it has no effect on a `view`"
            ])
    }

    func testTheSameVariantTwiceIsADuplicateOfTheEarlierOne() {
        XCTAssertEqual(
            findings(
                "layout A {\n  canvas: iPhone16 landscape\n  stack s {\n    pin: edges\n    axis[hC]: vertical\n    axis[hC]: horizontal\n    axis: vertical\n  }\n}\n"
            ),
            [
                "duplicate-property warning 5:5-5:23 `axis[hC]` is set again later and the last one wins: this one has no effect; remove it"
            ])
    }

    func testConstraintLinesWithTraitsAreInstalledOnlyWhereTheCanvasHasThem() throws {
        let layout = try cleanLayout(
            """
            layout A {
              canvas: iPhone16, iPad
              view v {
                pin: top, leading
                width == 600 @999 [wR]
                width == 300 [wC hR]
                height == 40
              }
            }
            """)
        let constraints = layout.elements[0].constraints
        XCTAssertEqual(constraints.map(\.traits.description), ["[wR]", "[wC hR]", ""])
        XCTAssertTrue(layout.variations.hasConstraintTraits)
        XCTAssertEqual(layout.resolved(for: regularRegular).elements[0].constraints.map(\.constant), [600, 40])
        XCTAssertEqual(layout.resolved(for: compactRegular).elements[0].constraints.map(\.constant), [300, 40])
        XCTAssertEqual(layout.resolved(for: compactCompact).elements[0].constraints.map(\.constant), [40])
    }

    func testUninstalledElementsLeaveTheTreeAndTheConstraintsThatNameThem() throws {
        let layout = try cleanLayout(
            """
            layout A {
              canvas: iPhone16, iPhone16 landscape
              stack s {
                pin: edges
                view hero {
                  installed[hC]: false
                  image i { intrinsic: 10 x 10 }
                }
                label title {
                  intrinsic: 40 x 20
                  width == hero.width
                  height == 20
                }
                view gone { installed: false }
                view back { installed: false; installed[hC]: true }
              }
            }
            """)
        XCTAssertEqual(layout.elements.map(\.path), ["s", "s/hero", "s/hero/i", "s/title", "s/gone", "s/back"])
        XCTAssertEqual(layout.installedFlags, [true, true, true, true, false, false])
        XCTAssertFalse(layout.isInstalled(4))
        let portrait = layout.resolved(for: compactRegular)
        XCTAssertEqual(portrait.elements[0].children, [1, 3])
        XCTAssertEqual(portrait.elements[3].constraints.count, 2)
        let landscape = layout.resolved(for: compactCompact)
        XCTAssertEqual(landscape.elements[0].children, [3, 5])
        XCTAssertEqual((0..<6).map(landscape.isInstalled), [true, false, false, true, false, true])
        XCTAssertEqual(landscape.elements[3].constraints.map(\.attribute), [.height])
        // Paths and indices stay: `KIND#INDEX` counts every child written.
        XCTAssertEqual(landscape.elements[5].path, "s/back")
        XCTAssertEqual(landscape.elements[5].indexInParent, 3)
    }

    /// `installed: false` with no variation: the layout as built keeps the element (rules and
    /// editors see it), every canvas's resolution leaves it out.
    func testAnElementNotInstalledAnywhere() throws {
        let layout = try cleanLayout(
            "layout A {\n  stack s {\n    pin: edges\n    label a { intrinsic: 4 x 4 }\n    label b { intrinsic: 4 x 4; installed: false }\n  }\n}\n"
        )
        XCTAssertTrue(layout.variations.isEmpty)
        XCTAssertEqual(layout.installedFlags, [true, true, false])
        XCTAssertEqual(layout.elements[0].children, [1, 2])
        XCTAssertEqual(layout.arrangedChildIDs(of: 0), [1, 2])
        let resolved = layout.resolved(for: compactRegular)
        XCTAssertEqual(resolved.elements[0].children, [1])
        XCTAssertEqual(resolved.arrangedChildIDs(of: 0), [1])
        XCTAssertEqual(resolved.elements.count, 3)
    }

    func testAVariantAppliesToEverythingThePropertyDoes() throws {
        let layout = try cleanLayout(
            """
            layout A {
              canvas: iPhone16, iPhone16 landscape
              view root {
                pin: edges
                label l {
                  intrinsic: 40 x 20
                  pin: top, leading
                  pin[hC]: edges margins
                  hidden[hC]: true
                  mayTruncate[hC]: true
                }
              }
            }
            """)
        let portrait = layout.resolved(for: compactRegular).elements[1].properties
        let landscape = layout.resolved(for: compactCompact).elements[1].properties
        XCTAssertEqual(portrait.pins.map(\.description), ["top", "leading"])
        XCTAssertEqual(
            landscape.pins.map(\.description), ["top margins", "leading margins", "bottom margins", "trailing margins"])
        XCTAssertEqual([portrait.isHidden, landscape.isHidden], [false, true])
        XCTAssertEqual([portrait.mayTruncate, landscape.mayTruncate], [false, true])
    }

    func testBadTraits() throws {
        let text = """
            layout A {
              canvas[wR]: iPad
              canvas: iPhone16, iPad
              stack s {
                pin: edges
                axis[wc]: vertical
                spacing[wC wR]: 4
                spacing[hR hR]: 6
                view v { arranged[wR]: false }
                width == 100 [wC hC hR]
                height == 10 [xx]
              }
            }
            """
        XCTAssertEqual(
            findings(text),
            [
                "property-not-applicable warning 2:9-2:13 `canvas` cannot vary by size class: a layout's properties hold at every canvas (each canvas has its own size classes); this statement has no effect. Remove `[wR]`, or use `installed[...]` on elements",
                "invalid-value error 6:10-6:12 `wc` is not a size class; did you mean `wC`?",
                "invalid-value error 7:16-7:18 `wC` and `wR` contradict each other: a canvas's width is either compact or regular; keep one",
                "invalid-value error 8:16-8:18 `hR` is listed twice",
                "property-not-applicable warning 9:22-9:26 `arranged` cannot vary by size class: `arranged` decides which views a stack arranges, at every size class; this statement has no effect. Remove `[wR]`, or use `installed[...]` on elements",
                "invalid-value error 10:25-10:27 `hC` and `hR` contradict each other: a canvas's height is either compact or regular; keep one",
                "invalid-value error 11:19-11:21 `xx` is not a size class (the size classes are `wC`, `wR`, `hC`, `hR`: width or height, compact or regular)",
            ])
        let layout = try XCTUnwrap(SemanticModel(text).layouts.first)
        // Bad traits leave the statement out; a repeated class is harmless.
        XCTAssertEqual(layout.variations.properties.map { "\($0.name.rawValue)\($0.traits)" }, ["spacing[hR]"])
        XCTAssertEqual(layout.canvasEntries.map(\.description), ["iPhone16", "iPad"])
        XCTAssertEqual(layout.elements[0].constraints, [])
    }

    func testVariationsNoCanvasHasAreUnsolved() {
        let text = """
            layout A {
              canvas: iPhone16, 375 x auto
              stack s {
                pin: edges
                axis[hC]: horizontal
                spacing[wR hC]: 4
                spacing[wC]: 8
                width == 600 @999 [wR]
                view v { installed[wR hR]: false }
              }
            }
            """
        XCTAssertEqual(
            findings(text),
            [
                "unsolved-variation info 5:9-5:13 no canvas of layout `A` has the size classes `[hC]` (its canvases are `wC hR`): this variation is never solved; add `iPhone16 landscape` to `canvas`, or a size followed by its classes",
                "unsolved-variation info 6:12-6:19 no canvas of layout `A` has the size classes `[wR hC]` (its canvases are `wC hR`): this variation is never solved; add `iPhone16Plus landscape` to `canvas`, or a size followed by its classes",
                "unsolved-variation info 8:23-8:27 no canvas of layout `A` has the size classes `[wR]` (its canvases are `wC hR`): this variation is never solved; add `iPad` to `canvas`, or a size followed by its classes",
                "unsolved-variation info 9:23-9:30 no canvas of layout `A` has the size classes `[wR hR]` (its canvases are `wC hR`): this variation is never solved; add `iPad` to `canvas`, or a size followed by its classes",
            ])
        XCTAssertEqual(
            findings(
                "layout A {\n  canvas: 1024 x 768 wR hC\n  stack s {\n    pin: edges\n    axis[hC]: vertical\n  }\n}\n"),
            [])
    }
}
