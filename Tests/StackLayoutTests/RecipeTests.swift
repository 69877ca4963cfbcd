import StackLayout
import StackModel
import XCTest

final class RecipeTests: XCTestCase {
    private func solve(_ text: String, canvas index: Int = 0) throws -> (CanvasLayout, Layout) {
        let solved = try SolvedLayout(text, canvas: index)
        return (solved.result, solved.layout)
    }

    private func frame(_ result: CanvasLayout, _ layout: Layout, _ name: String, canvas: Bool = false) -> String {
        SolvedLayout(layout: layout, result: result).frame(name, canvas: canvas)
    }

    func testConflictNamesTheMinimalSetAndBreaksTheUsersConstraint() throws {
        let text = """
            layout C {
              canvas: 300 x 100
              stack s {
                pin: edges
                distribution: fillEqually
                view a { intrinsic: 50 x 20 }
                view b {
                  intrinsic: 50 x 20
                  width == 200
                }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(result.conflicts.count, 1)
        let conflict = try XCTUnwrap(result.conflicts.first)
        XCTAssertEqual(
            conflict.descriptions,
            [
                "s.leading == canvas.leading",
                "s.trailing == canvas.trailing",
                "s.leading == a.leading",
                "s.trailing == b.trailing",
                "b.leading == a.trailing",
                "b.width == a.width",
                "b.width == 200",
            ])
        XCTAssertEqual(conflict.brokenDescription, "b.width == 200")
        XCTAssertEqual(conflict.broken.origin, .user(element: 2, index: 0))
        XCTAssertTrue(conflict.consoleMessage.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        XCTAssertTrue(
            conflict.consoleMessage.hasSuffix("Will attempt to recover by breaking constraint\n    \"b.width == 200\""))
        // The broken constraint still pulls, above every optional level, but equal widths win.
        XCTAssertEqual(frame(result, layout, "a"), "(0, 0, 150, 100)")
        XCTAssertEqual(frame(result, layout, "b"), "(150, 0, 150, 100)")
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        let text = """
            layout R {
              canvas: 300 x 100
              direction: rtl
              stack s {
                pin: top, leading 10
                spacing: 5
                view a { intrinsic: 50 x 20 }
                view b { intrinsic: 30 x 20 }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "s", canvas: true), "(205, 0, 85, 20)")
        XCTAssertEqual(frame(result, layout, "a"), "(35, 0, 50, 20)")
        XCTAssertEqual(frame(result, layout, "b"), "(0, 0, 30, 20)")
    }

    func testMarginsRelativeArrangement() throws {
        let text = """
            layout M {
              canvas: 200 x 100
              stack s {
                pin: top, leading
                margins: 8 16 4 12
                marginsRelative: true
                view a { intrinsic: 50 x 20 }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "s"), "(0, 0, 78, 32)")
        XCTAssertEqual(frame(result, layout, "a"), "(16, 8, 50, 20)")
    }

    func testFirstBaselineAlignmentLetsATallerViewStickOut() throws {
        // Radar 32291130: the stack hugs the first view's top; the taller view, aligned on
        // its baseline, sticks out 32 points above the stack.
        let text = """
            layout B {
              canvas: 375 x 200
              stack s {
                pin: top, leading
                alignment: firstBaseline
                label small {
                  intrinsic: 40 x 20
                  baseline: 16
                }
                label big {
                  intrinsic: 60 x 60
                  baseline: 48
                }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "small"), "(0, 0, 40, 20)")
        XCTAssertEqual(frame(result, layout, "big"), "(40, -32, 60, 60)")
        XCTAssertEqual(frame(result, layout, "s"), "(0, 0, 100, 28)")
    }

    func testLastBaselineAndNestedStackBaselines() throws {
        let text = """
            layout N {
              canvas: 375 x 200
              stack row {
                pin: top, leading
                alignment: lastBaseline
                label price {
                  intrinsic: 40 x 30
                  baseline: 24
                }
                stack column {
                  axis: vertical
                  label top {
                    intrinsic: 50 x 20
                    baseline: 16
                  }
                  label bottom {
                    intrinsic: 50 x 20
                    baseline: 16
                  }
                }
              }
            }
            """
        let (result, layout) = try solve(text)
        // last baselines: price at y + 24, column's is bottom's: column.y + 20 + 16.
        let price = result.frames[try XCTUnwrap(layout.element(named: "price")).id].canvasFrame
        let bottom = result.frames[try XCTUnwrap(layout.element(named: "bottom")).id].canvasFrame
        XCTAssertEqual(price.y + 24, bottom.y + 16)
        XCTAssertEqual(frame(result, layout, "column"), "(40, 0, 50, 40)")
        XCTAssertEqual(frame(result, layout, "price"), "(0, 12, 40, 30)")
    }

    func testContainerViewWithPinnedChildAndCenterPins() throws {
        let text = """
            layout P {
              canvas: 320 x 480
              stack s {
                pin: centerX, centerY
                axis: vertical
                view bubble {
                  label body {
                    intrinsic: 100 x 40
                    pin: top 8, leading 12, bottom 8, trailing 12
                  }
                }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "s", canvas: true), "(98, 212, 124, 56)")
        XCTAssertEqual(frame(result, layout, "body"), "(12, 8, 100, 40)")
        XCTAssertEqual(frame(result, layout, "body", canvas: true), "(110, 220, 100, 40)")
        XCTAssertFalse(result.frames.contains(where: \.isAmbiguous))
    }

    func testSystemAndCustomSpacing() throws {
        let text = """
            layout S {
              canvas: 375 x 100
              stack s {
                pin: top, leading
                spacing: system
                view a {
                  intrinsic: 10 x 10
                  spacingAfter: 20
                }
                view b { intrinsic: 10 x 10 }
                view c { intrinsic: 10 x 10 }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "b"), "(30, 0, 10, 10)")
        XCTAssertEqual(frame(result, layout, "c"), "(48, 0, 10, 10)")
    }

    func testUserConstraintsBetweenElements() throws {
        let text = """
            layout U {
              canvas: 375 x 100
              stack s {
                pin: top, leading
                alignment: top
                view a {
                  width == 40
                  height == width * 0.5
                }
                view b {
                  width == a.width * 2 + 4
                  height == a.height
                }
              }
            }
            """
        let (result, layout) = try solve(text)
        XCTAssertEqual(frame(result, layout, "a"), "(0, 0, 40, 20)")
        XCTAssertEqual(frame(result, layout, "b"), "(40, 0, 84, 20)")
    }

    func testEveryAxisDistributionAndAlignmentSolvesWithoutConflict() throws {
        for axis in Axis.allCases {
            for distribution in Distribution.allCases {
                for alignment in Alignment.allCases {
                    let text = """
                        layout X {
                          canvas: 375 x 667
                          stack s {
                            pin: top, leading
                            axis: \(axis.rawValue)
                            distribution: \(distribution.rawValue)
                            alignment: \(alignment.rawValue)
                            spacing: 4
                            label a { intrinsic: 60 x 20; baseline: 15 }
                            label b { intrinsic: 40 x 30; baseline: 22; hugging: 252 }
                            view c { intrinsic: 20 x 10; hidden: true }
                          }
                        }
                        """
                    let (result, layout) = try solve(text)
                    let label = "\(axis) \(distribution) \(alignment)"
                    XCTAssertEqual(result.conflicts.count, 0, label)
                    let a = result.frames[try XCTUnwrap(layout.element(named: "a")).id].frame
                    let b = result.frames[try XCTUnwrap(layout.element(named: "b")).id].frame
                    if axis == .horizontal {
                        XCTAssertEqual(b.x, a.x + a.width + 4, accuracy: 1e-9, label)
                    } else if distribution != .equalSpacing && distribution != .equalCentering {
                        XCTAssertEqual(b.y, a.y + a.height + 4, accuracy: 1e-9, label)
                    }
                }
            }
        }
    }
}
