import StackLayout
import StackModel
import XCTest

/// Format version 2 in the engine: constraint lines in canvas coordinates, guides, pins
/// with relations and priorities, right-to-left, and conflicts named as UIKit's console does.
final class UserConstraintTests: XCTestCase {
    static let card = """
        layout Card {
          canvas: 375 x 120
          DIRECTION
          view card {
            pin: edges
            image icon {
              intrinsic: 40 x 40
              pin: top 16, leading 16
            }
            label title {
              intrinsic: 120 x 20
              top == icon.top
              leading == icon.trailing + 12
              trailing <= parent.trailing - 16
            }
            label subtitle {
              intrinsic: 200 x 16
              top == title.bottom + 4
              leading == title.leading
              trailing <= parent.margins.trailing
            }
            label badge {
              intrinsic: 30 x 16
              top == parent.top + 4
              left == parent.left + 10
            }
          }
        }
        """

    func testSiblingConstraintsPlaceACard() throws {
        let solved = try SolvedLayout(Self.card.replacingOccurrences(of: "DIRECTION", with: ""))
        XCTAssertEqual(
            solved.table,
            [
                "card (0, 0, 375, 120)",
                "icon (16, 16, 40, 40)",
                "title (68, 16, 120, 20)",
                "subtitle (68, 40, 200, 16)",
                "badge (10, 4, 30, 16)",
            ])
    }

    /// `leading`/`trailing` flip with the constraint's constant; `left` does not.
    func testRightToLeftMirrorsLeadingButNotLeft() throws {
        let solved = try SolvedLayout(Self.card.replacingOccurrences(of: "DIRECTION", with: "direction: rtl"))
        XCTAssertEqual(
            solved.table,
            [
                "card (0, 0, 375, 120)",
                "icon (319, 16, 40, 40)",
                "title (187, 16, 120, 20)",
                "subtitle (107, 40, 200, 16)",
                "badge (10, 4, 30, 16)",
            ])
    }

    func testRootPinnedToTheSafeAreaAndTheMargins() throws {
        let solved = try SolvedLayout(
            """
            layout Login {
              canvas: 390 x 844
              safeArea: 47 0 34 0
              stack form {
                pin: top safeArea 20, leading margins, trailing margins, bottom safeArea >= 0
                axis: vertical
                spacing: 12
                field email { intrinsic: 200 x 34; baseline: 22 }
                button signIn { intrinsic: 80 x 44; baseline: 27 }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "form (16, 67, 358, 90)",
                "email (0, 0, 358, 34)",
                "signIn (0, 46, 358, 44)",
            ])
    }

    func testPinRelationsAndPriorities() throws {
        let solved = try SolvedLayout(
            """
            layout A {
              canvas: 300 x 100
              view box {
                pin: edges
                margins: 4 8 4 8
                view inner {
                  pin: edges margins
                }
                label note {
                  intrinsic: 50 x 20
                  pin: leading 10, top >= 30, bottom 10 @250  // the optional bottom wins: 100 − 10 − 20
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "box (0, 0, 300, 100)",
                "inner (8, 4, 284, 92)",
                "note (10, 70, 50, 20)",
            ])
    }

    func testBaselinesAndCentersAcrossTheTree() throws {
        let solved = try SolvedLayout(
            """
            layout A {
              canvas: 300 x 100
              view box {
                pin: edges
                stack row {
                  pin: top 10, leading 10
                  label name { intrinsic: 60 x 24; baseline: 18 }
                }
                label price {
                  intrinsic: 40 x 16
                  baseline: 12
                  firstBaseline == name.firstBaseline
                  trailing == canvas.trailing - 10
                }
                view dot {
                  width == 8
                  height == width
                  centerY == price.centerY
                  centerX == canvas.centerX
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "box (0, 0, 300, 100)",
                "row (10, 10, 60, 24)",
                "name (0, 0, 60, 24)",
                "price (250, 16, 40, 16)",
                "dot (146, 20, 8, 8)",
            ])
    }

    /// The latest user constraint of the conflicting set is broken; the message names
    /// anchors as UIKit's console does.
    func testConflictBreaksTheLatestUserConstraint() throws {
        let model = SemanticModel(
            """
            layout A {
              canvas: 300 x 200
              view box {
                pin: edges
                image icon { intrinsic: 40 x 40; height == 40; pin: top 16, leading 16 }
                label title {
                  intrinsic: 100 x 20
                  pin: leading 70
                  top == icon.bottom + 8
                  top == parent.top + 10
                }
              }
            }
            """)
        let layout = try XCTUnwrap(model.layouts.first)
        let result = LayoutEngine.solve(layout, canvas: layout.canvases[0])
        let conflict = try XCTUnwrap(result.conflicts.first)
        XCTAssertEqual(
            conflict.descriptions,
            [
                "icon.top == box.top + 16", "icon.height == 40", "title.top == icon.bottom + 8",
                "title.top == box.top + 10",
            ])
        XCTAssertEqual(conflict.brokenDescription, "title.top == box.top + 10")
        XCTAssertEqual(result.frames[2].frame, Rect(x: 70, y: 64, width: 100, height: 20))
    }

    /// A fitting solve sees only the subtree: a constraint to the canvas does not take part.
    func testFittingSizeIgnoresConstraintsThatLeaveTheSubtree() throws {
        let solved = try SolvedLayout(
            """
            layout A {
              canvas: 300 x 100
              stack row {
                pin: top, leading
                distribution: fillProportionally
                spacing: 0
                stack left {
                  label a { intrinsic: 40 x 20; width >= canvas.width * 0.5 @999 }
                }
                label b { intrinsic: 60 x 20 }
              }
            }
            """)
        // fillProportionally shares 40 : 60 by fitting widths (the constraint to the canvas
        // is outside `left`'s subtree, so `left` fits at 40, not 150); then `a` gets its
        // 150 at 999, ahead of the 998 of `b`'s share, and the row grows to keep 40 : 60.
        XCTAssertEqual(
            solved.table,
            [
                "row (0, 0, 375, 20)",
                "left (0, 0, 150, 20)",
                "a (0, 0, 150, 20)",
                "b (150, 0, 225, 20)",
            ])
    }
}
