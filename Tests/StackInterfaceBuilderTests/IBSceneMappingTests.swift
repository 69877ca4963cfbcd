import StackInterfaceBuilder
import StackSyntax
import XCTest

/// What Interface Builder simulates around a scene, as the import writes it: the bars of the
/// controllers it is in, a freeform size, the device of files older than `<device>`, and the
/// margins UIKit gives a screen's view and a table cell's content view.
final class IBSceneMappingTests: XCTestCase {
    /// A storyboard of `scenes`, each a `<scene>`'s `<objects>` content, on `device`.
    static func storyboard(_ scenes: [String], device: String = #"<device id="retina4_7" orientation="portrait"/>"#)
        -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        \(device)
        <scenes>
        \(scenes.map { "<scene><objects>\($0)</objects></scene>" }.joined(separator: "\n"))
        </scenes>
        </document>
        """
    }

    /// A view controller `id` whose view is `width` x `height`, with `extra` inside it.
    static func controller(_ id: String, _ extra: String = "", width: Int = 375, height: Int = 667) -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
        <view key="view" id="\(id)-view"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/></view>
        \(extra)
        </viewController>
        """
    }

    /// Each layout's name and its lines up to its root element, without header comments.
    static func canvases(_ xml: String) -> [String] {
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test") else {
            return ["not imported"]
        }
        return layouts.flatMap { layout in
            layout.text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }.prefix {
                !$0.hasPrefix("  view ")
            }
        }
    }

    func testANavigationStacksScenesHaveTheBarOverTheirSafeAreaAndAnOpaqueBarShortensTheView() {
        let navigation = """
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
            """
        let first = Self.controller(
            "first", #"<connections><segue destination="second" kind="show" id="s2"/></connections>"#)
        let opaque = Self.controller(
            "third", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        XCTAssertEqual(
            Self.canvases(Self.storyboard([navigation, first, Self.controller("second"), opaque])),
            [
                "layout Scene1 {", "  canvas: 375 x 667", "  safeArea: 64 0 0 0",
                "layout Scene2 {", "  canvas: 375 x 667", "  safeArea: 64 0 0 0",
                "layout Scene3 {", "  canvas: 375 x 603", "  safeArea: 0 0 0 0",
            ])
    }

    func testATabBarControllersScenesHaveTheTabBarUnderThem() {
        let tabs = """
            <tabBarController id="tabs" sceneMemberID="viewController">
            <connections><segue destination="first" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            """
        XCTAssertEqual(
            Self.canvases(
                Self.storyboard(
                    [tabs, Self.controller("first", width: 393, height: 852)],
                    device: #"<device id="retina6_12" orientation="portrait"/>"#)),
            ["layout Scene1 {", "  canvas: 393 x 852", "  safeArea: 59 0 83 0", "  margins: 0 20 0 20"])
    }

    func testAFreeformSceneIsItsStoredSizeAndAnOldFilesDeviceIsItsSimulatedScreen() {
        let freeform = Self.controller(
            "f", #"<size key="freeformSize" width="800" height="40"/>"#, width: 800, height: 40)
        let old = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
            """
        XCTAssertEqual(
            Self.canvases(Self.storyboard([freeform, Self.controller("plain")], device: old)),
            ["layout Scene1 {", "  canvas: 800 x 40", "layout Scene2 {", "  canvas: iPhoneSE"])
    }

    func testAXibViewOfAScreenWithoutANameInTheFormatHasThatScreensSafeArea() {
        XCTAssertEqual(
            Array(IBMappingTests.body(xml: IBMappingTests.xib("", device: "retina6_1", root: "0 0 414 896")).prefix(4)),
            ["layout Test {", "  canvas: 414 x 896", "  safeArea: 48 0 34 0", "  margins: 0 20 0 20"])
    }

    func testACellsConstraintsOnItsContentAreWrittenOnTheContentViewWithTheCellsMargins() {
        let cell = """
            <tableViewController id="list" sceneMemberID="viewController">
            <tableView key="view" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
            <tableViewCell reuseIdentifier="Row" id="cell"><rect key="frame" x="0.0" y="28" width="375" height="44"/>
            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="16" y="11" width="10" height="22"/></view></subviews>
            </tableViewCellContentView>
            <constraints><constraint firstItem="dot" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/></constraints>
            </tableViewCell>
            </prototypes>
            </tableView>
            </tableViewController>
            """
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(Self.storyboard([cell])), baseName: "T"),
            let row = layouts.first
        else { return XCTFail("not imported") }
        XCTAssertEqual(
            row.text.split(separator: "\n").filter { !$0.hasPrefix("//") },
            [
                "layout Row {", "  canvas: 375 x 44", "  cell: true", "  view root {", "    pin: edges",
                "    margins: 11 16 11 16", "    view view1 {", "      leading == root.margins.leading", "    }", "  }",
                "}",
            ])
    }

    func testANavigationControllersToolbarIsABottomBarAndAViewExtendedUnderOpaqueBarsKeepsTheScreensSize() {
        let navigation = """
            <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" translucent="NO" id="bar"/>
            <toolbar key="toolbar" translucent="NO" id="tools"/>
            <connections>
            <segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/>
            </connections>
            </navigationController>
            """
        let extended = """
            <viewController id="first" extendedLayoutIncludesOpaqueBars="YES" sceneMemberID="viewController">
            <view key="view" id="first-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            <connections><segue destination="second" kind="show" id="s2"/></connections>
            </viewController>
            """
        XCTAssertEqual(
            Self.canvases(Self.storyboard([navigation, extended, Self.controller("second")])),
            [
                "layout Scene1 {", "  canvas: 375 x 667", "  safeArea: 64 0 44 0",
                "layout Scene2 {", "  canvas: 375 x 559", "  safeArea: 0 0 0 0",
            ])
    }

    func testTheIPhone11HasTheStatusBarOfTheXcodeThatSavedTheFile() {
        func canvas(toolsVersion: String) -> [String] {
            let xml = IBMappingTests.xib("", device: "retina6_1", root: "0 0 414 896").replacingOccurrences(
                of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
            return Array(IBMappingTests.body(xml: xml).prefix(3))
        }
        XCTAssertEqual(
            canvas(toolsVersion: "17701"), ["layout Test {", "  canvas: 414 x 896", "  safeArea: 44 0 34 0"])
        // Xcode 13.4's, the last before iOS 16's status bars.
        XCTAssertEqual(
            canvas(toolsVersion: "20037"), ["layout Test {", "  canvas: 414 x 896", "  safeArea: 44 0 34 0"])
        XCTAssertEqual(
            canvas(toolsVersion: "21701"), ["layout Test {", "  canvas: 414 x 896", "  safeArea: 48 0 34 0"])
        XCTAssertEqual(
            canvas(toolsVersion: "32700.99.1234"), ["layout Test {", "  canvas: 414 x 896", "  safeArea: 48 0 34 0"])
    }

    func testAnIPhoneWithoutANotchHasNoStatusBarInFilesOfXcode11To14() {
        func canvas(_ device: String, _ root: String, toolsVersion: String) -> [String] {
            let xml = IBMappingTests.xib("", device: device, root: root).replacingOccurrences(
                of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
            return Array(IBMappingTests.body(xml: xml)[1...2])
        }
        XCTAssertEqual(
            canvas("retina4_7", "0 0 375 667", toolsVersion: "14490.70"), ["  canvas: iPhoneSE", "  view root {"])
        XCTAssertEqual(
            canvas("retina4_7", "0 0 375 667", toolsVersion: "19162"), ["  canvas: 375 x 667", "  safeArea: 0 0 0 0"])
        XCTAssertEqual(
            canvas("retina5_5", "0 0 414 736", toolsVersion: "16096"), ["  canvas: 414 x 736", "  safeArea: 0 0 0 0"])
        XCTAssertEqual(
            canvas("retina4_7", "0 0 375 667", toolsVersion: "22505"), ["  canvas: iPhoneSE", "  view root {"])
    }

    func testASceneThatNamesNoStatusBarHasNoTopInsetOnAnIPhoneWithoutANotch() {
        let scene = Self.controller("hidden", #"<nil key="simulatedStatusBarMetrics"/>"#)
        XCTAssertEqual(
            Self.canvases(Self.storyboard([scene])), ["layout Scene1 {", "  canvas: 375 x 667", "  safeArea: 0 0 0 0"])
        let pad = Self.controller("pad", #"<nil key="simulatedStatusBarMetrics"/>"#, width: 768, height: 1024)
        XCTAssertEqual(
            Self.canvases(Self.storyboard([pad], device: #"<device id="ipad9_7" orientation="portrait"/>"#)),
            ["layout Scene1 {", "  canvas: 768 x 1024 wR hR", "  safeArea: 20 0 0 0", "  margins: 0 20 0 20"])
    }

    func testTheIPhone12ProMaxHasTheStatusBarOfTheXcodeThatSavedTheFile() {
        func canvas(toolsVersion: String) -> [String] {
            let xml = IBMappingTests.xib("", device: "retina6_7", root: "0 0 428 926").replacingOccurrences(
                of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
            return Array(IBMappingTests.body(xml: xml)[1...2])
        }
        XCTAssertEqual(canvas(toolsVersion: "17506"), ["  canvas: 428 x 926", "  safeArea: 44 0 34 0"])
        XCTAssertEqual(canvas(toolsVersion: "22505"), ["  canvas: 428 x 926", "  safeArea: 47 0 34 0"])
    }

    func testTheIPhoneXHasTheStatusBarOfTheXcodeThatSavedTheFile() {
        func canvas(toolsVersion: String) -> [String] {
            let xml = IBMappingTests.xib("", device: "retina5_9", root: "0 0 375 812").replacingOccurrences(
                of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
            return Array(IBMappingTests.body(xml: xml).prefix(3))
        }
        XCTAssertEqual(
            canvas(toolsVersion: "15505"), ["layout Test {", "  canvas: 375 x 812", "  safeArea: 44 0 34 0"])
        XCTAssertEqual(
            canvas(toolsVersion: "22505"), ["layout Test {", "  canvas: 375 x 812", "  safeArea: 50 0 34 0"])
    }

    func testAViewOfItsOwnSizeTiedToTheSafeAreaIsUnderTheStatusBarAndOneNotTiedHasNone() {
        let tied =
            #"<constraint firstItem="a" firstAttribute="top" secondItem="safe-id" secondAttribute="top" constant="8" id="c1"/>"#
        let xml = IBMappingTests.xib(#"<view id="a"/>"#, constraints: tied, device: "retina4_7", root: "0 0 465 154")
        XCTAssertEqual(
            Array(IBMappingTests.body(xml: xml).prefix(3)),
            ["layout Test {", "  canvas: 465 x 154", "  safeArea: 20 0 0 0"])
        XCTAssertEqual(
            IBMappingTests.header(xml: xml).last,
            "//   a view of its own size: the canvas is the view's stored size, under the retina4_7 screen's status bar"
        )
        // A view shorter than the status bar is all under it.
        let short = IBMappingTests.xib(#"<view id="a"/>"#, constraints: tied, device: "retina6_1", root: "0 0 414 34")
        XCTAssertEqual(IBMappingTests.body(xml: short)[2], "  safeArea: 34 0 0 0")
        let untied = IBMappingTests.xib(#"<view id="a"/>"#, device: "retina4_7", root: "0 0 465 154")
        XCTAssertEqual(
            Array(IBMappingTests.body(xml: untied).prefix(3)),
            ["layout Test {", "  canvas: 465 x 154", "  view root {"])
    }

    func testAFreeformSceneTiedToTheTopLayoutGuideIsUnderTheStatusBar() {
        let scene = """
            <viewController id="free" sceneMemberID="viewController">
            <layoutGuides><viewControllerLayoutGuide type="top" id="top-guide"/></layoutGuides>
            <view key="view" id="free-view"><rect key="frame" x="0.0" y="0.0" width="320" height="440"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="4" y="28" width="48" height="48"/></view></subviews>
            <constraints><constraint firstItem="a" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="c1"/></constraints>
            </view>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="440"/>
            </viewController>
            """
        XCTAssertEqual(
            Self.canvases(Self.storyboard([scene])), ["layout Scene1 {", "  canvas: 320 x 440", "  safeArea: 20 0 0 0"])
    }

    func testANavigationControllersOwnSimulatedTabBarIsUnderItsStack() {
        let navigation = """
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="bar"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
            """
        XCTAssertEqual(
            Self.canvases(Self.storyboard([navigation, Self.controller("first")])),
            ["layout Scene1 {", "  canvas: 375 x 667", "  safeArea: 64 0 49 0"])
    }

    func testAViewThatDoesNotExtendUnderTranslucentBarsStopsAtThem() {
        let tabs = """
            <tabBarController id="tabs" sceneMemberID="viewController">
            <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s0"/></connections>
            </tabBarController>
            """
        let navigation = """
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="bar"/>
            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
            """
        let none = Self.controller("first", #"<extendedEdge key="edgesForExtendedLayout"/>"#, height: 554)
        let topOnly = Self.controller("first", #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#, height: 618)
        XCTAssertEqual(
            Self.canvases(Self.storyboard([tabs, navigation, none])),
            ["layout Scene1 {", "  canvas: 375 x 554", "  safeArea: 0 0 0 0"])
        XCTAssertEqual(
            Self.canvases(Self.storyboard([tabs, navigation, topOnly])),
            ["layout Scene1 {", "  canvas: 375 x 618", "  safeArea: 64 0 0 0"])
    }

    func testAXibViewOfTheScreensSizeIsUnderTheBarsItsSimulatedMetricsName() {
        func canvas(_ metrics: String, height: Int) -> [String] {
            let xml = IBMappingTests.xib("", device: "retina4_7", root: "0 0 375 \(height)").replacingOccurrences(
                of: "</constraints>", with: "</constraints>" + metrics)
            return Array(IBMappingTests.body(xml: xml).prefix(3))
        }
        XCTAssertEqual(
            canvas(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, height: 667),
            ["layout Test {", "  canvas: 375 x 667", "  safeArea: 64 0 0 0"])
        XCTAssertEqual(
            canvas(
                #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
                height: 603),
            ["layout Test {", "  canvas: 375 x 603", "  safeArea: 0 0 0 0"])
    }

    func testASceneEmbeddedInAContainerViewIsItsStoredSizeUnderTheStatusBar() {
        let parent = """
            <viewController id="parent" sceneMemberID="viewController">
            <view key="view" id="parent-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><containerView id="box"><rect key="frame" x="0.0" y="121" width="375" height="497"/>
            <connections><segue destination="child" kind="embed" id="s1"/></connections>
            </containerView></subviews>
            </view>
            </viewController>
            """
        let child = """
            <viewController id="child" sceneMemberID="viewController">
            <layoutGuides><viewControllerLayoutGuide type="top" id="top-guide"/></layoutGuides>
            <view key="view" id="child-view"><rect key="frame" x="0.0" y="0.0" width="375" height="497"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="5"/></view></subviews>
            <constraints><constraint firstItem="bar" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c1"/></constraints>
            </view>
            </viewController>
            """
        XCTAssertEqual(
            Self.canvases(Self.storyboard([parent, child])),
            ["layout Scene1 {", "  canvas: iPhoneSE", "layout Scene2 {", "  canvas: 375 x 497", "  safeArea: 20 0 0 0"])
    }

    /// A xib cell with a row height of its own, saved by `toolsVersion`, holding a switch 49 wide.
    static func xibCell(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <tableViewCell rowHeight="67" id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="67"/>
        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="66"/>
        <subviews><switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="8" y="18" width="51" height="31"/>
        <constraints><constraint firstAttribute="width" constant="49" id="w"/></constraints>
        </switch></subviews>
        </tableViewCellContentView>
        </tableViewCell>
        </objects>
        </document>
        """
    }

    /// The content view is stored a point shorter than the 67-point cell, as Xcode 8 stored
    /// it: the canvas is the cell's height above a half-point separator.
    func testACellsOwnRowHeightIsItsHeightAndOldFilesCellsKeepUIViewsMargins() {
        XCTAssertEqual(
            IBMappingTests.body(xml: Self.xibCell(toolsVersion: "11762")),
            [
                "layout Cell {", "  canvas: 320 x 66.5", "  cell: true", "  view root {", "    pin: edges",
                "    switch switch1 {", "      intrinsic: 49 x 31", "      hugging: 250", "    }", "  }", "}",
            ])
        XCTAssertEqual(IBMappingTests.body(xml: Self.xibCell(toolsVersion: "17701"))[5], "    margins: 11 16 11 16")
        // A cell of its own, 320 points wide, on a wider screen has the narrow screens' margins.
        let wide = Self.xibCell(toolsVersion: "21701").replacingOccurrences(of: "retina4_7", with: "retina6_1")
        XCTAssertEqual(IBMappingTests.body(xml: wide)[5], "    margins: 11 16 11 16")
        XCTAssertEqual(
            IBMappingTests.body(xml: wide.replacingOccurrences(of: #"width="320""#, with: #"width="414""#))[5],
            "    margins: 11 20 11 20")
        // Xcode 9.2's cells still have UIView's margins.
        XCTAssertEqual(IBMappingTests.body(xml: Self.xibCell(toolsVersion: "13196"))[5], "    switch switch1 {")
    }

    func testAContentViewThatPreservesItsCellsMarginsHasThem() {
        let xml = Self.xibCell(toolsVersion: "17701").replacingOccurrences(
            of: #"tableViewCell="cell" id="content">"#,
            with: #"tableViewCell="cell" preservesSuperviewLayoutMargins="YES" id="content">"#
        ).replacingOccurrences(
            of: "</tableViewCellContentView>",
            with:
                #"</tableViewCellContentView><edgeInsets key="layoutMargins" top="4" left="30" bottom="8" right="30"/>"#
        )
        XCTAssertEqual(IBMappingTests.body(xml: xml)[5], "    margins: 8 30 8 30")
    }

    func testASwitchIsItsAlignmentRectangleTwoPointsNarrowerThanTheFrameIBStores() {
        func switchLines(frame: String) -> (lines: [String], stored: String) {
            let xml = IBMappingTests.xib(
                #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="10" y="20" \#(frame)/></switch>"#
            )
            guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "T"),
                let layout = layouts.first, let stored = layout.storedFrames.last?.frame
            else { return ([], "not imported") }
            let lines = layout.text.split(separator: "\n").map(String.init).filter { $0.contains("intrinsic") }
            return (lines, "\(stored.x) \(stored.y) \(stored.width) \(stored.height)")
        }
        XCTAssertEqual(
            switchLines(frame: #"width="51" height="31""#).lines, ["      intrinsic: 49 x 31"])
        XCTAssertEqual(switchLines(frame: #"width="51" height="31""#).stored, "10.0 20.0 49.0 31.0")
        // The switch of iOS 26, and a frame of no switch's size, which UIKit does not keep.
        XCTAssertEqual(switchLines(frame: #"width="63" height="28""#).lines, ["      intrinsic: 61 x 28"])
        XCTAssertEqual(switchLines(frame: #"width="80" height="40""#).lines, ["      intrinsic: 49 x 31"])
    }

    func testASliderIsItsAlignmentRectangleTwoPointsInsideItsFrameAtEachSide() {
        let xml = IBMappingTests.xib(
            #"<slider translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="18" y="20" width="378" height="31"/></slider>"#
        )
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "T"),
            let stored = layouts.first?.storedFrames.last?.frame
        else { return XCTFail("not imported") }
        XCTAssertEqual([stored.x, stored.y, stored.width, stored.height], [20, 20, 374, 31])
    }

    func testAStepperIs29PointsHighInFilesOfXcode10AndEarlier() {
        func stepper(toolsVersion: String) -> [String] {
            let xml = IBMappingTests.xib(#"<stepper translatesAutoresizingMaskIntoConstraints="NO" id="s"/>"#)
                .replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
            return IBMappingTests.body(xml: xml).filter { $0.contains("intrinsic") }
        }
        XCTAssertEqual(stepper(toolsVersion: "13196"), ["      intrinsic: 94 x 29"])
        XCTAssertEqual(stepper(toolsVersion: "15702"), ["      intrinsic: 94 x 32"])
    }

    func testASwitchsSizeConstraintIsLeftOutAsUIKitKeepsItsSize() {
        XCTAssertEqual(
            IBMappingTests.header(xml: Self.xibCell(toolsVersion: "17701")).last,
            "//   constraint w: a switch keeps UIKit's size whatever its constraints say")
    }

    /// The size classes of a canvas given as a size are the device's: an iPad's regular both
    /// ways, an iPhone's in landscape compact in height, regular in width where it is 414 wide.
    func testInLandscapeAnIPadKeepsItsSafeAreaAnIPhoneWithoutANotchHasNone() {
        func canvas(_ device: String, _ root: String) -> [String] {
            let xml = IBMappingTests.xib("", device: device, root: root).replacingOccurrences(
                of: #"orientation="portrait""#, with: #"orientation="landscape""#)
            return Array(IBMappingTests.body(xml: xml)[1...2])
        }
        XCTAssertEqual(canvas("ipad9_7", "0 0 1024 768"), ["  canvas: 1024 x 768 wR hR", "  safeArea: 20 0 0 0"])
        XCTAssertEqual(canvas("retina5_5", "0 0 736 414"), ["  canvas: 736 x 414 wR hC", "  safeArea: 0 0 0 0"])
        XCTAssertEqual(canvas("retina5_9", "0 0 812 375"), ["  canvas: 812 x 375 wC hC", "  safeArea: 0 50 21 50"])
    }

    func testAScenePresentedAsASheetIsItsStoredHeightUnderASheetsNavigationBar() {
        let presenter = Self.controller(
            "home", #"<connections><segue destination="nav" kind="presentation" id="s0"/></connections>"#,
            width: 375, height: 812)
        let navigation = """
            <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="bar"/>
            <connections><segue destination="form" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
            """
        let fullScreen = Self.controller(
            "home2",
            #"<connections><segue destination="cover" kind="presentation" modalPresentationStyle="fullScreen" id="s2"/></connections>"#,
            width: 375, height: 812)
        XCTAssertEqual(
            Self.canvases(
                Self.storyboard(
                    [
                        presenter, navigation, Self.controller("form", width: 375, height: 758), fullScreen,
                        Self.controller("cover", width: 375, height: 812),
                    ], device: #"<device id="retina5_9" orientation="portrait"/>"#)),
            [
                "layout Scene1 {", "  canvas: 375 x 812", "  safeArea: 50 0 34 0",
                "layout Scene2 {", "  canvas: 375 x 758", "  safeArea: 56 0 34 0",
                "layout Scene3 {", "  canvas: 375 x 812", "  safeArea: 50 0 34 0",
                "layout Scene4 {", "  canvas: 375 x 812", "  safeArea: 50 0 34 0",
            ])
    }
}
