import StackInterfaceBuilder
import StackSyntax
import XCTest

/// The frames IB stored, in each layout canvas's coordinates, beside what a comparison with
/// the solved frames must know of each element.
final class IBStoredFramesTests: XCTestCase {
    /// One line per element: `path id x y width height` and its flags.
    static func lines(_ layout: ImportedLayout) -> [String] {
        layout.storedFrames.map { stored in
            var text = "\(stored.path) \(stored.ibID)"
            text += stored.frame.map { " \($0.x) \($0.y) \($0.width) \($0.height)" } ?? " none"
            if let source = stored.sizeSource { text += " estimated:\(source.rawValue)" }
            if stored.hidden { text += " hidden" }
            if stored.variesBySizeClass { text += " varies" }
            if stored.misplacedInIB { text += " misplaced" }
            if stored.dependsOnEstimatedText { text += " followsText" }
            return text
        }
    }

    static func layouts(_ fixture: String) throws -> [ImportedLayout] {
        guard case .success(let layouts) = try ImportGoldenTests.imported(fixture) else { return [] }
        return layouts
    }

    /// Every view of the login form follows the estimated text of its stack's labels.
    func testAScenesFramesAreSummedUpToTheRootWithTheEstimatedAndHiddenOnesSaid() throws {
        let layouts = try Self.layouts("Login.storyboard")
        XCTAssertEqual(layouts.map(\.name), ["LoginViewController", "SettingCell"])
        XCTAssertEqual(
            Self.lines(layouts[0]),
            [
                "root Vew-00-001 0.0 0.0 393.0 852.0",
                "root/form Stk-00-002 20.0 79.0 353.0 204.0 followsText",
                "root/form/image1 Img-00-001 20.0 79.0 60.0 80.0 followsText",
                "root/form/label1 Lbl-01-001 20.0 171.0 169.0 34.0 estimated:storedFrame followsText",
                "root/form/error Lbl-01-002 20.0 79.0 353.0 18.0 estimated:font hidden followsText",
                "root/form/emailField Fld-01-001 20.0 217.0 353.0 34.0 estimated:font followsText",
                "root/form/signInButton Btn-01-001 20.0 263.0 62.0 20.0 estimated:font followsText",
            ])
        // A cell's content view is its canvas: its origin in the cell is the canvas's.
        XCTAssertEqual(
            Self.lines(layouts[1]),
            [
                "root Cnt-00-001 0.0 0.0 393.0 52.0",
                "root/label1 Lbl-02-001 20.0 16.0 353.0 20.333333333333332 estimated:font followsText",
            ])
    }

    func testAScrollViewsContentIsInItsCoordinatesAndWhatASizeClassInstallsVaries() throws {
        let layouts = try Self.layouts("Adaptive.storyboard")
        XCTAssertEqual(
            Self.lines(layouts[0]),
            [
                // The root's own variations only install constraints: its frame is the canvas.
                "root Vew-10-001 0.0 0.0 932.0 430.0",
                "root/scroll1 Scr-10-001 59.0 0.0 814.0 409.0 varies followsText",
                "root/scroll1/content2 Stk-10-001 75.0 16.0 782.0 280.0 varies followsText",
                "root/scroll1/content2/hero Img-10-001 75.0 16.0 782.0 200.0 varies followsText",
                "root/scroll1/content2/headline Lbl-10-001 75.0 232.0 782.0 64.0 estimated:font varies followsText",
            ])
    }

    func testAXibsViewsAreInTheirRootsCoordinatesAndACustomClassIsARuntimeEstimate() throws {
        let xml = IBMappingTests.xib(
            #"""
            <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="20" width="100" height="50"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="dot" customClass="Dot"><rect key="frame" x="5" y="6" width="7" height="8"/></view></subviews>
            </view>
            """#, root: "400 300 320 100")
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test") else {
            return XCTFail("not imported")
        }
        XCTAssertEqual(
            Self.lines(layouts[0]),
            [
                "root root-id 0.0 0.0 320.0 100.0",
                "root/view1 box 10.0 20.0 100.0 50.0 misplaced",
                "root/view1/view2 dot 15.0 26.0 7.0 8.0 estimated:runtime",
            ])
        XCTAssertEqual(
            Self.lines(try Self.layouts("CustomViews.xib")[0]),
            [
                "root Hdr-00-001 0.0 0.0 375.0 72.0",
                "root/avatar Avt-00-001 16.0 12.0 48.0 48.0 estimated:runtime followsText",
                "root/label1 Nam-00-001 76.0 25.5 243.0 21.0 estimated:font followsText",
                "root/view1 Spn-00-001 339.0 26.0 20.0 20.0 followsText",
            ])
    }

    /// The badge is tied to the estimated label, the tail to the badge: both follow it; what is
    /// tied only to the root does not.
    func testWhatConstraintsAndStacksTieToAnEstimatedTextFollowsIt() {
        let xml = IBMappingTests.xib(
            #"""
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="8" y="8" width="120" height="21"/></label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="badge"><rect key="frame" x="56" y="8" width="10" height="10"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="1" y="1" width="2" height="2"/></view></subviews>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="200" y="8" width="10" height="10"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tail"><rect key="frame" x="74" y="8" width="10" height="10"/></view>
            """#,
            constraints: #"""
                <constraint firstItem="badge" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c1"/>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="8" id="c2"/>
                <constraint firstItem="free" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="200" id="c3"/>
                <constraint firstItem="tail" firstAttribute="leading" secondItem="badge" secondAttribute="trailing" constant="8" id="c4"/>
                """#)
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(xml), baseName: "Test") else {
            return XCTFail("not imported")
        }
        XCTAssertEqual(
            Self.lines(layouts[0]),
            [
                "root root-id 0.0 0.0 320.0 100.0",
                "root/label1 name 8.0 8.0 120.0 21.0 estimated:font followsText",
                "root/view1 badge 56.0 8.0 10.0 10.0 followsText",
                "root/view1/view2 dot 57.0 9.0 2.0 2.0 followsText",
                "root/view3 free 200.0 8.0 10.0 10.0",
                "root/view4 tail 74.0 8.0 10.0 10.0 followsText",
            ])
    }
}
