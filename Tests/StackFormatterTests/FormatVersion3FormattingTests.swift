import StackFormatter
import StackModel
import StackSyntax
import XCTest

/// The canonical form of format version 3: traits, `auto` sides, scroll guides.
final class FormatVersion3FormattingTests: XCTestCase {
    func testCanonicalFormOfVariantsTraitsAndGuides() throws {
        let input = """
            layout A {
              canvas:iPhone16,iPhone16 landscape , 375x auto,768 x 1024 hR wR, auto x 44
              direction: ltr,rtl
              stack content {
                pin:edges
                axis [hC] : horizontal
                axis: vertical
                spacing[ hR  wR ]: 24
                image hero { installed[hC]:false;runtime:true }
                width==600@999[wR]
                height == 10[ hC wC ]
                scroll s {
                  arranged: false
                  contentInset:never
                  stack form {
                    pin:edges content,top content 16
                    width==frame.width-32
                    top>=s.content.top
                    leading == parent.content.leading
                    label l { intrinsic: 4 x 4; mayTruncate: true }
                  }
                }
              }
            }

            """
        let output = try Formatter.format(SourceText(input))
        XCTAssertEqual(
            output,
            """
            layout A {
              canvas: iPhone16, iPhone16 landscape, 375 x auto, 768 x 1024 hR wR, auto x 44
              direction: ltr, rtl
              stack content {
                pin: edges
                axis[hC]: horizontal
                axis: vertical
                spacing[wR hR]: 24
                image hero {
                  installed[hC]: false
                  runtime: true
                }
                width == 600 @999 [wR]
                height == 10 [wC hC]
                scroll s {
                  arranged: false
                  contentInset: never
                  stack form {
                    pin: edges content, top content 16
                    width == frame.width - 32
                    top >= s.content.top
                    leading == parent.content.leading
                    label l {
                      intrinsic: 4 x 4
                      mayTruncate: true
                    }
                  }
                }
              }
            }

            """)
        XCTAssertEqual(try Formatter.format(SourceText(output)), output, "idempotent")
        XCTAssertEqual(SemanticModel(output).semanticDump, SemanticModel(input).semanticDump, "meaning kept")
        XCTAssertTrue(SemanticModel(output).semanticDump.contains("axis[hC] = "))
        XCTAssertTrue(SemanticModel(output).semanticDump.contains("@999 [wR]"))
    }

    /// A misspelt or repeated class is kept where it stands (the model reports it); width
    /// classes still come first.
    func testTraitsTheModelReportsAreKept() throws {
        let output = try Formatter.format(SourceText("layout A {\n  view v {\n    hidden[hC wc wC wC]: true\n  }\n}\n"))
        XCTAssertEqual(output, "layout A {\n  view v {\n    hidden[wC wC hC wc]: true\n  }\n}\n")
        XCTAssertEqual(try Formatter.format(SourceText(output)), output)
    }

    /// The semantic dump tells variants apart, so formatting is checked to keep them.
    func testTheDumpSeesVariantsAndTraits() {
        let plain = SemanticModel("layout A {\n  view v { width == 4 }\n}\n").semanticDump
        let traits = SemanticModel("layout A {\n  view v { width == 4 [wR] }\n}\n").semanticDump
        let variant = SemanticModel("layout A {\n  view v { hidden[wR]: true }\n}\n").semanticDump
        XCTAssertNotEqual(plain, traits)
        XCTAssertNotEqual(SemanticModel("layout A {\n  view v\n}\n").semanticDump, variant)
    }
}
