import XCTest

/// What Interface Builder simulates around a layout, held to the frames of fixtures written
/// for it (the frames IB would store, and the import's solve of them): a toolbar over a tab
/// bar, a constant varied by size class, a subview's margins inset from the safe area it
/// overlaps, a xib's own collection view cell with the system's side margins and the
/// device's insets, Xcode 26's iPhone 11, Xcode 8's table cell above its separator, and a
/// hidden activity indicator in a stack, which IB shows and the app does not.
final class SimulatedFramesTests: XCTestCase {
    func testAToolbarIsAsTallAsATabBarOnAnIPhoneXAndSitsOverTheTabBar() throws {
        // 812 - 34 (home indicator) - 49 (tab bar) - 49 (toolbar) = 680: the list is 592 high below 88.
        let lines = try UnjudgedFramesTests.lines("Bars.storyboard")
        XCTAssertTrue(lines.contains("Shelf/root/list stored 0 88 375 592 solved 0 88 375 592"), "\(lines)")
    }

    func testAConstantVariedForACompactWidthHoldsOnAnIPhone() throws {
        let lines = try UnjudgedFramesTests.lines("Bars.storyboard")
        XCTAssertTrue(lines.contains("Sized/root/art stored 16 64 180 180 solved 16 64 180 180"), "\(lines)")
        XCTAssertTrue(lines.contains("Sized/root/caption stored 16 254 100 40 solved 16 254 100 40"), "\(lines)")
    }

    func testASubviewUnderTheStatusBarHasItsMarginsInsetFromTheSafeArea() throws {
        // The header's top margin is the 44 points of the status bar it covers and its own 8.
        let lines = try UnjudgedFramesTests.lines("Bars.storyboard")
        XCTAssertTrue(lines.contains("Sheet/root/header/title stored 8 72 100 20 solved 8 72 100 20"), "\(lines)")
    }

    func testAXibsCollectionCellHasTheSystemsSideMarginsAndTheDevicesInsets() throws {
        XCTAssertEqual(
            try UnjudgedFramesTests.lines("CollectionCell.xib"),
            [
                "Tile/root stored 0 0 335 200 solved 0 0 335 200",
                "Tile/root/band stored 16 10 303 20 solved 16 10 303 20",
                "Tile/root/column stored 0 56 40 102 solved 0 56 40 102",
            ])
    }

    func testXcode26SimulatesTheIPhone11WithTwiceItsInsets() throws {
        // 96 at the top, 68 at the bottom: 896 - 68 - 5 = 823.
        XCTAssertEqual(
            try UnjudgedFramesTests.lines("Xcode26.storyboard"),
            [
                "Inset/root stored 0 0 414 896 solved 0 0 414 896",
                "Inset/root/card stored 5 101 404 722 solved 5 101 404 722",
            ])
    }

    func testXcode8LaysATableCellOutAboveAHalfPointSeparatorAndIBShowsAHiddenIndicatorInAStack() throws {
        // The content view is stored 66 high in a 67-point cell, laid out 66.5 high: the dot
        // sits 8 above its bottom. The mark follows the hidden spinner in IB (x 21), not in
        // the app (x 16): neither it nor its stack is judged.
        XCTAssertEqual(
            try UnjudgedFramesTests.lines("StatusCell.xib"),
            [
                "Status/root stored 0 0 375 66 solved 0 0 375 66.5",
                "Status/root/badges stored 16 8 37 16 solved 16 8 16 16 unjudged: hiddenIndicator",
                "Status/root/badges/spinner stored 16 8 16 16 solved 0 8 16 16 unjudged: hidden",
                "Status/root/badges/mark stored 37 8 16 16 solved 16 8 16 16 unjudged: hiddenIndicator",
                "Status/root/dot stored 347 38.5 20 20 solved 347 38.5 20 20",
            ])
    }
}
