import StackFormatter
import StackModel
import StackSyntax
import XCTest

/// The canonical form of format version 2's constraint lines and pins.
final class ConstraintFormattingTests: XCTestCase {
    func testCanonicalSpacingAroundOperators() throws {
        let input = """
            layout A {
              safeArea:47 0 34 0
              view card {
                pin:top safeArea 8,leading margins,bottom>=20@750 , trailing  margins <= 4 @ high
                label title {
                  intrinsic: 100 x 20
                  top==icon.bottom+8@750
                  leading  >=  parent.margins.leading-4
                  width==canvas.width*0.5 @ 999
                  firstBaseline ==icon.firstBaseline
                }
                image icon { intrinsic: 40 x 40; pin: top, leading }
              }
            }

            """
        let output = try Formatter.format(SourceText(input))
        XCTAssertEqual(
            output,
            """
            layout A {
              safeArea: 47 0 34 0
              view card {
                pin: top safeArea 8, leading margins, bottom >= 20 @750, trailing margins <= 4 @high
                label title {
                  intrinsic: 100 x 20
                  top == icon.bottom + 8 @750
                  leading >= parent.margins.leading - 4
                  width == canvas.width * 0.5 @999
                  firstBaseline == icon.firstBaseline
                }
                image icon {
                  intrinsic: 40 x 40
                  pin: top, leading
                }
              }
            }

            """)
        XCTAssertEqual(try Formatter.format(SourceText(output)), output, "idempotent")
        XCTAssertEqual(SemanticModel(output).semanticDump, SemanticModel(input).semanticDump, "meaning kept")
    }
}
