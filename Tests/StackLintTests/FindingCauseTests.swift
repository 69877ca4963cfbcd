@testable import StackLint
import XCTest

/// A finding's cause is its message without the canvases it names and its figures: what
/// a baseline fingerprint keeps when a device or a text size is added, or a view moves.
final class FindingCauseTests: XCTestCase {
    func testCanvasPhrasesAndFiguresAreReduced() {
        let cases = [
            (
                "`detail` is 30 points below its intrinsic width (200) at 250 x 50 and 200 x 50 (up to 80 points): its text would truncate",
                "`detail` is # points below its intrinsic width (#) at CANVASES (up to # points): its text would truncate"
            ),
            (
                "`name` is 6.176 points below its intrinsic width (235.294) at iPhoneSE, AX3: its text would truncate",
                "`name` is # points below its intrinsic width (#) at CANVASES: its text would truncate"
            ),
            (
                "`title` lies outside the safe area at iPhone16 landscape and 11 more: under the home indicator",
                "`title` lies outside the safe area at CANVASES: under the home indicator"
            ),
            (
                "`a` gets no room at iPhone16Plus, xxxLarge; iPadPro13, AX5: it is not shown",
                "`a` gets no room at CANVASES: it is not shown"
            ),
            (
                "stacks are nested 3 deep (outer > l10 > iPhone16), more than maxDepthInCells 2 in a cell",
                "stacks are nested # deep (outer > l10 > iPhone16), more than maxDepthInCells # in a cell"
            ),
            ("negative spacing -8 at its header", "negative spacing -# at its header"),
        ]
        for (message, cause) in cases {
            XCTAssertEqual(FindingCause.of(message), cause)
        }
    }

    func testTheSameFindingAtMoreCanvasesHasTheSameCause() {
        XCTAssertEqual(
            FindingCause.of("`v` is not uniquely determined at 375 x 667: give it a size"),
            FindingCause.of("`v` is not uniquely determined at iPhoneSE, large and 5 more: give it a size"))
        XCTAssertNotEqual(
            FindingCause.of("`v` leaves the canvas at 375 x 667: the content does not fit"),
            FindingCause.of("`w` leaves the canvas at 375 x 667: the content does not fit"))
    }
}
