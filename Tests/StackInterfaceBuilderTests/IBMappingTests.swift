import StackInterfaceBuilder
import StackSyntax
import XCTest

/// The mapping row by row, on small documents written here: what each IB form becomes.
final class IBMappingTests: XCTestCase {
    /// A xib with one top-level view holding `body` (subviews) and `constraints`.
    static func xib(
        _ subviews: String, constraints: String = "", device: String = "retina6_12", root: String = "0 0 320 100"
    ) -> String {
        let frame = root.split(separator: " ")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <device id="\(device)" orientation="portrait"/>
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="root-id">
            <rect key="frame" x="\(frame[0])" y="\(frame[1])" width="\(frame[2])" height="\(frame[3])"/>
            <subviews>
            \(subviews)
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe-id"/>
            <constraints>
            \(constraints)
            </constraints>
            </view>
            </objects>
            </document>
            """
    }

    /// The import's lines without its header comments, of a xib holding `subviews`.
    static func body(_ subviews: String, constraints: String = "") -> [String] {
        body(xml: xib(subviews, constraints: constraints))
    }

    /// The header comments of the import of a xib holding `subviews`.
    static func header(_ subviews: String, constraints: String = "") -> [String] {
        header(xml: xib(subviews, constraints: constraints))
    }

    /// The import's lines without its header comments.
    static func body(xml: String) -> [String] {
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test"),
            let first = layouts.first
        else { return ["not imported"] }
        return first.text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
    }

    static func header(xml: String) -> [String] {
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test"),
            let first = layouts.first
        else { return ["not imported"] }
        return first.text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("//") }
    }

    func testAVerticalStacksTopAlignmentIsLeadingAndAHorizontalOnesStaysTop() {
        let vertical = Self.body(
            #"<stackView axis="vertical" alignment="top" spacingType="standard" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></stackView>"#
        )
        XCTAssertEqual(
            Array(vertical.dropFirst(4).prefix(6)),
            [
                "    stack stack1 {", "      axis: vertical", "      alignment: leading", "      spacing: system",
                "      baselineRelative: true", "      marginsRelative: true",
            ])
        let horizontal = Self.body(#"<stackView alignment="top" distribution="fillEqually" spacing="4" id="s"/>"#)
        XCTAssertEqual(
            Array(horizontal.dropFirst(4).prefix(4)),
            ["    stack stack1 {", "      distribution: fillEqually", "      alignment: top", "      spacing: 4"])
    }

    func testConstraintsAreWrittenOnTheViewTheyPlaceFlippedWhereIBWritesTheSuperviewFirst() {
        let lines = Self.body(
            #"<view id="a"/><view id="b"/>"#,
            constraints: """
                <constraint firstItem="safe-id" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="16" id="c1"/>
                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="a" secondAttribute="bottom" constant="8" priority="999" id="c2"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="3:4" constant="-2" id="c3"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root-id" secondAttribute="leadingMargin" id="c4"/>
                <constraint firstItem="b" firstAttribute="height" constant="44" placeholder="YES" id="c5"/>
                <constraint firstItem="root-id" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="2" id="c6"/>
                <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="1/3" id="c7"/>
                """)
        XCTAssertEqual(
            lines,
            [
                "layout Test {", "  canvas: 320 x 100", "  safeArea: 59 0 0 0", "  view root {", "    pin: edges",
                "    view view1 {", "      trailing == safeArea.trailing - 16",
                "      bottom <= root.bottom - 8 @999", "      width == root.width * 0.5", "    }", "    view view2 {",
                "      width == view1.height * 0.75 - 2",
                "      leading == root.margins.leading", "      height == view1.height * 0.3333", "    }", "  }", "}",
            ])
        XCTAssertEqual(
            Self.header(#"<view id="a"/>"#),
            ["// Imported by `stacklint import` from top-level view Test, IB id root-id."])
    }

    func testAPlaceholderConstraintIsLeftOutAndSaidSo() {
        let header = Self.header(
            #"<view id="a"/>"#,
            constraints: #"<constraint firstItem="a" firstAttribute="height" constant="44" placeholder="YES" id="c5"/>"#
        )
        XCTAssertEqual(header.last, "//   constraint c5: a placeholder (removed at build time)")
    }

    func testHuggingAndCompressionAreWrittenOnlyWhereTheyDifferFromTheKindsDefault() {
        let lines = Self.body(
            #"<switch horizontalHuggingPriority="750" verticalHuggingPriority="750" id="s"/><view verticalCompressionResistancePriority="1000" hidden="YES" id="v"/><label text="A" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="l"/>"#
        )
        XCTAssertTrue(lines.contains("    switch switch1 {"), "\(lines)")
        XCTAssertTrue(lines.contains("      compression: 750 1000"), "\(lines)")
        XCTAssertTrue(lines.contains("      hidden: true"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("hugging") }, "\(lines)")
    }

    func testACustomClassIsRuntimeWithItsFrameAsTheEstimate() {
        let xml = Self.xib(
            #"<view customClass="ChartView" userLabel="Chart view" translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="120.5" height="80"/></view>"#
        )
        XCTAssertEqual(
            Array(Self.body(xml: xml)[4...7]),
            ["    view chartView {", "      runtime: true", "      intrinsic: 120.5 x 80", "    }"])
        XCTAssertEqual(
            Self.header(xml: xml).last,
            "//   chartView: runtime (custom class ChartView); intrinsic 120.5 x 80 from its IB frame")
    }

    func testACustomStackWithoutArrangedSubviewsIsARuntimeViewOfItsFramesSize() {
        let xml = Self.xib(
            #"<stackView customClass="DotsView" distribution="fillEqually" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="d"><rect key="frame" x="0" y="0" width="120" height="50"/></stackView>"#
        )
        XCTAssertEqual(
            Array(Self.body(xml: xml)[4...7]),
            ["    view stack1 {", "      runtime: true", "      intrinsic: 120 x 50", "    }"])
    }

    func testAViewOfTheScreensSizeIsOnTheDeviceAndAnUnknownDeviceIsASize() {
        XCTAssertEqual(Self.body(xml: Self.xib("", root: "0 0 393 852"))[1], "  canvas: iPhone16")
        XCTAssertEqual(Self.body(xml: Self.xib("", device: "retina4_7", root: "0 0 393 852"))[1], "  canvas: 393 x 852")
    }

    func testANumberIsWrittenWithoutExponentAndToFourDecimals() {
        let lines = Self.body(
            #"<view id="a"/>"#,
            constraints:
                #"<constraint firstItem="a" firstAttribute="width" constant="0.000001" id="c1"/><constraint firstItem="a" firstAttribute="height" constant="20.333333333333332" id="c2"/>"#
        )
        XCTAssertEqual(Array(lines[5...6]), ["      width == 0", "      height == 20.3333"])
    }

    func testTheSourceMapPointsEachStatementAtItsXML() throws {
        let xml = Self.xib(
            #"<stackView alignment="center" id="s"><subviews><switch horizontalHuggingPriority="750" verticalHuggingPriority="750" id="w"/></subviews></stackView>"#,
            constraints:
                #"<constraint firstItem="s" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>"#)
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test"),
            let layout = layouts.first
        else { return XCTFail("not imported") }
        let text = SourceText(layout.text)
        let xmlText = SourceText(xml)
        func origin(of statement: String) -> String {
            guard let range = layout.text.range(of: statement) else { return "absent" }
            let start = layout.text.utf8.distance(from: layout.text.startIndex, to: range.lowerBound)
            let generated = SourceRange(start: start, end: start + statement.utf8.count)
            guard let xmlRange = layout.sourceMap.xmlRange(for: generated) else { return "unmapped" }
            return xmlText.text(in: xmlRange)
        }
        XCTAssertEqual(text.bytes.count, layout.text.utf8.count)
        XCTAssertEqual(origin(of: "alignment: center"), #"alignment="center""#)
        XCTAssertEqual(
            origin(of: "top == root.top"),
            #"<constraint firstItem="s" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>"#)
        XCTAssertEqual(
            origin(of: "switch switch1 {"),
            #"<switch horizontalHuggingPriority="750" verticalHuggingPriority="750" id="w"/>"#)
        XCTAssertEqual(
            origin(of: "top == root"), origin(of: "top == root.top"), "a finding inside a line is placed by its line")
    }

    func testWhatIsNotAnIBDocumentIsOneErrorAtItsRoot() {
        guard case .failure(let error) = IBImport.layouts(of: SourceText("<plist/>"), baseName: "x") else {
            return XCTFail("imported")
        }
        XCTAssertEqual(error.range, SourceRange(start: 1, end: 6))
        XCTAssertEqual(
            error.message,
            "not an iOS Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">, found <plist>"
        )
    }

    func testAConstraintLeftOutForOneClassIsWrittenForTheOtherAndAnUnknownKeyIsSaid() {
        let xml = Self.xib(
            #"<view id="a"/>"#,
            constraints: #"<constraint firstItem="a" firstAttribute="height" constant="44" id="c1"/>"#
        ).replacingOccurrences(
            of: "</constraints>",
            with: """
                </constraints>
                <variation key="heightClass=compact"><mask key="constraints"><exclude reference="c1"/></mask></variation>
                <variation key="displayScale=2"/>
                """)
        XCTAssertTrue(Self.body(xml: xml).contains("      height == 44 [hR]"), "\(Self.body(xml: xml))")
        XCTAssertEqual(Self.header(xml: xml).last, "//   root: a variation for size classes this import does not read")
    }

    /// Found by `fuzz-ib` (Regressions/fuzz-ib/variation-default-includes-a-constraint.storyboard):
    /// an include in IB's "Any" variation was written `[]`, which does not parse.
    func testAnIncludeInTheDefaultVariationIsInstalledForEveryClass() {
        let xml = Self.xib(
            #"<view id="a"/>"#,
            constraints: #"<constraint firstItem="a" firstAttribute="height" constant="44" id="c1"/>"#
        ).replacingOccurrences(
            of: "</constraints>",
            with: """
                </constraints>
                <variation key="default"><mask key="constraints"><include reference="c1"/></mask></variation>
                """)
        XCTAssertTrue(Self.body(xml: xml).contains("      height == 44"), "\(Self.body(xml: xml))")
    }

    /// Found by `fuzz-ib` (Regressions/fuzz-ib/line-break-in-a-view-label.xib): a class name
    /// holding a line break broke the header comment in two, and the import did not parse.
    func testAHeaderKeepsALineBreakOfTheFileOnItsLine() {
        let xml = Self.xib(#"<view customClass="Dot&#10;View" id="d"/>"#).replacingOccurrences(
            of: #"<view id="root-id">"#, with: #"<view id="root-id" customClass="Card&#10;View">"#)
        XCTAssertEqual(
            Self.header(xml: xml),
            [
                "// Imported by `stacklint import` from top-level view Card View, IB id root-id.", "// Estimated:",
                "//   view1: runtime (custom class Dot View)",
            ])
    }

    func testAViewThatTranslatesItsAutoresizingMaskIsHeldAtItsStoredFrameByWhatTheMaskKeepsFixed() {
        let lines = Self.body(
            """
            <view id="fixed"><rect key="frame" x="10" y="20" width="100" height="30"/></view>
            <view id="wide"><rect key="frame" x="10" y="20" width="300" height="30"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/></view>
            <view id="centered"><rect key="frame" x="60" y="20" width="100" height="30"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/></view>
            """)
        XCTAssertEqual(
            Array(lines[4...]),
            [
                "    view view1 {", "      left == root.left + 10", "      width == 100", "      top == root.top + 20",
                "      height == 30", "    }", "    view view2 {", "      left == root.left + 10",
                "      right == root.right - 10", "      bottom == root.bottom - 50", "      height == 30", "    }",
                "    view view3 {", "      centerX == root.centerX - 50", "      width == 100",
                "      centerY == root.centerY - 15",
                "      height == 30", "    }", "  }", "}",
            ])
    }

    func testAVisualEffectViewsContentViewIsTheEffectViewForItsSubviewsAndConstraints() {
        let lines = Self.body(
            """
            <visualEffectView translatesAutoresizingMaskIntoConstraints="NO" id="fx"><rect key="frame" x="0" y="0" width="320" height="100"/>
            <view key="contentView" id="fx-content"><rect key="frame" x="0" y="0" width="320" height="100"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="320" height="100"/></view></subviews>
            <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="fx-content" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="4" id="c2"/>
            </constraints>
            </view>
            </visualEffectView>
            """)
        XCTAssertEqual(
            Array(lines[4...]),
            [
                "    view view1 {", "      view view2 {", "        top == view1.top",
                "        bottom == view1.bottom - 4",
                "      }", "    }", "  }", "}",
            ])
    }

    func testASubviewsSafeAreaIsItsFrameWhereTheScreensInsetsDoNotReachIt() {
        let xml = Self.xib(
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="8" y="0" width="100" height="60"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="8" y="20" width="10" height="10"/></view></subviews>
            <viewLayoutGuide key="safeArea" id="a-safe"/>
            <constraints>
            <constraint firstItem="c" firstAttribute="leading" secondItem="a-safe" secondAttribute="leading" constant="8" id="c1"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="a-safe" secondAttribute="top" id="c2"/>
            </constraints>
            </view>
            """, device: "retina4_7")
        // Its leading side is clear of the screen's insets; its top is under the status bar.
        XCTAssertEqual(
            Self.body(xml: xml).filter { $0.contains("==") },
            ["        leading == view1.leading + 8", "        top == safeArea.top"])
    }

    func testATablesHeaderViewIsASubviewOfTheTableHeldAtItsStoredFrame() {
        let lines = Self.body(
            """
            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="320" height="100"/>
            <view key="tableHeaderView" id="h"><rect key="frame" x="0.0" y="0.0" width="320" height="36"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="d"><rect key="frame" x="150" y="8" width="20" height="20"/></view></subviews>
            <constraints>
            <constraint firstItem="d" firstAttribute="centerY" secondItem="h" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="d" firstAttribute="centerX" secondItem="h" secondAttribute="centerX" id="c2"/>
            </constraints>
            </view>
            </tableView>
            """)
        XCTAssertEqual(
            Array(lines[4...]),
            [
                "    view view1 {", "      view view2 {", "        left == view1.left", "        right == view1.right",
                "        top == view1.top", "        height == 36", "        view view3 {",
                "          centerY == view2.centerY", "          centerX == view2.centerX", "        }", "      }",
                "    }",
                "  }", "}",
            ])
    }

    func testOtherControlsArePlainViewsWithTheIntrinsicSizeUIKitGivesThem() {
        let lines = Self.body(
            """
            <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="200" height="30"/></slider>
            <textView translatesAutoresizingMaskIntoConstraints="NO" id="t"/>
            <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="u"><rect key="frame" x="0" y="0" width="310" height="135.5"/></textView>
            """)
        XCTAssertEqual(
            Array(lines[4...]),
            [
                "    view view1 {", "      intrinsic: 37 x 37", "    }", "    view view2 {",
                "      intrinsic: none x 30", "    }",
                // A text view that does not scroll is as tall as its text, IB's measure of it stored.
                "    view view3 {}", "    view view4 {", "      intrinsic: none x 135.5", "    }", "  }", "}",
            ])
        XCTAssertEqual(
            Self.header(#"<textView translatesAutoresizingMaskIntoConstraints="NO" id="t"/>"#).last,
            "//   view1 (textView, IB id t): imported as a plain view")
    }

    func testBarsInALayoutHaveUIKitsHeightAndTheWidthTheyAreGiven() {
        let lines = Self.body(
            """
            <navigationBar translatesAutoresizingMaskIntoConstraints="NO" id="n"/>
            <toolbar translatesAutoresizingMaskIntoConstraints="NO" id="o"/>
            <tabBar translatesAutoresizingMaskIntoConstraints="NO" id="t"/>
            <searchBar translatesAutoresizingMaskIntoConstraints="NO" id="s"/>
            """)
        XCTAssertEqual(
            Array(lines[4...]),
            [
                "    view view1 {", "      intrinsic: none x 44", "    }", "    view view2 {",
                "      intrinsic: none x 44",
                "    }", "    view view3 {", "      intrinsic: none x 49", "    }", "    view view4 {",
                "      intrinsic: none x 56", "    }", "  }", "}",
            ])
    }
}
