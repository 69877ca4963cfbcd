import StackJSON
import StackLSP
import XCTest

/// An Interface Builder document opened in the editor: its findings published with positions
/// in the XML (UTF-16, as for `.stack` documents), again after an edit, pulled alike; every
/// other request answered null (read-only: no hover, formatting or fixes of XML).
final class InterfaceBuilderDocumentTests: XCTestCase {
    private let uri = "file:///tmp/ib/Card.xib"
    // The stack's label holds a character outside the Basic Multilingual Plane before the
    // attribute the finding marks: two UTF-16 units, one character.
    private let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="Crd-00-001" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <stackView userLabel="Row 😀" axis="vertical" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="Vew-00-003">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stk-00-002" firstAttribute="top" secondItem="Crd-00-001" secondAttribute="top" id="Con-00-001"/>
                        <constraint firstItem="Stk-00-002" firstAttribute="bottom" secondItem="Crd-00-001" secondAttribute="bottom" id="Con-00-002"/>
                        <constraint firstItem="Stk-00-002" firstAttribute="leading" secondItem="Crd-00-001" secondAttribute="leading" id="Con-00-003"/>
                        <constraint firstItem="Stk-00-002" firstAttribute="trailing" secondItem="Crd-00-001" secondAttribute="trailing" id="Con-00-004"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """

    private func opened() -> (ServerHarness, [JSON]) {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "xml", "version": 1, "text": .string(text)]
            ],
        ])
        return (harness, Self.published(harness.take()))
    }

    private static func published(_ messages: [JSON]) -> [JSON] {
        messages.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.array ?? []
    }

    private static func summary(_ diagnostics: [JSON]) -> [String] {
        diagnostics.map { diagnostic in
            let range = diagnostic["range"]
            let start = range?["start"], end = range?["end"]
            return
                "\(start?["line"]?.int ?? -1):\(start?["character"]?.int ?? -1)-\(end?["line"]?.int ?? -1):\(end?["character"]?.int ?? -1) \(diagnostic["code"]?.string ?? "") \(diagnostic["message"]?.string ?? "")"
        }
    }

    // The view left without a size is named by its IB id alone: it has no label, outlet or text.
    private let unsized = [
        "9:24-9:93 ambiguous-layout the frame of `view1` is not uniquely determined at 200 x 100: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size (IB id Vew-00-003)",
        "9:24-9:93 missing-intrinsic-size `view1` has no intrinsic width or height and no size constraint, and its stack `row` keeps views at their natural size: it collapses to zero (IB id Vew-00-003)",
    ]

    /// The attribute `alignment="firstBaseline"` at UTF-16 column 62 (61 characters: the
    /// emoji before it is two UTF-16 units), then the view without a size at its start tag.
    private var expected: [String] {
        [
            "6:62-6:87 baseline-alignment-on-vertical-stack `firstBaseline` alignment on the vertical stack `row` installs no alignment constraints: the horizontal positions of its views are undefined. Use `leading`, `center` or `fill`, or make the stack horizontal (IB: Row 😀, id Stk-00-002)"
        ] + unsized
    }

    func testOpeningAXibPublishesItsFindingsAtTheXML() {
        let (_, diagnostics) = opened()
        XCTAssertEqual(Self.summary(diagnostics), expected)
        XCTAssertEqual(diagnostics.first?["severity"], 1)
    }

    func testAnEditIsLintedAgainAndTheFindingsPulledAlike() {
        let (harness, _) = opened()
        let pulled = harness.request("textDocument/diagnostic", uri: uri, [:])
        XCTAssertEqual(pulled?["kind"], "full")
        XCTAssertEqual(Self.summary(pulled?["items"]?.array ?? []), expected)
        // `firstBaseline` becomes `leading` in place.
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ServerHarness.position(6, 73), "end": ServerHarness.position(6, 86)],
                        "text": "leading",
                    ]
                ],
            ],
        ])
        // A leading stack sizes the view's height along it: only its width is left, at zero,
        // which is not the width the file stores.
        let edited = [
            "9:24-9:93 misplaced-view the frame stored for `view1`, (0, 0, 200, 100), is not the frame the layout gives it at 200 x 100, (0, 0, 0, 100): the file is out of date, and Interface Builder shows what does not run; update its frames (Xcode's Update Frames) (IB id Vew-00-003)",
            "9:24-9:93 missing-intrinsic-size `view1` has no intrinsic width and no size constraint, and its stack `row` keeps views at their natural size: it collapses to zero (IB id Vew-00-003)",
        ]
        XCTAssertEqual(Self.summary(Self.published(harness.take())), edited)
        XCTAssertEqual(
            Self.summary(harness.request("textDocument/diagnostic", uri: uri, [:])?["items"]?.array ?? []), edited)
    }

    func testOtherRequestsAnswerNull() {
        let (harness, _) = opened()
        let position = ServerHarness.position(6, 20)
        let range: JSON = ["start": position, "end": position]
        let requests: [(String, [String: JSON])] = [
            ("textDocument/hover", ["position": position]),
            ("textDocument/completion", ["position": position]),
            ("textDocument/formatting", ["options": ["tabSize": 2, "insertSpaces": true]]),
            ("textDocument/rangeFormatting", ["range": range, "options": ["tabSize": 2, "insertSpaces": true]]),
            ("textDocument/codeAction", ["range": range, "context": ["diagnostics": []]]),
            ("textDocument/documentSymbol", [:]),
            ("textDocument/definition", ["position": position]),
            ("textDocument/semanticTokens/full", [:]),
            ("textDocument/inlayHint", ["range": range]),
        ]
        for (method, params) in requests {
            XCTAssertEqual(harness.request(method, uri: uri, params), .null, method)
        }
    }

    func testAStoryboardThatIsNotWellFormedIsOneSyntaxErrorAtItsFirstBadByte() {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": "file:///tmp/ib/Broken.storyboard", "languageId": "xml", "version": 1,
                    "text":
                        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n",
                ]
            ],
        ])
        XCTAssertEqual(
            Self.summary(Self.published(harness.take())),
            ["2:2-2:10 syntax-error end tag </document> does not match start tag <scenes> opened at 2:3"])
    }

    func testClosingClearsItsFindings() {
        let (harness, _) = opened()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]],
        ])
        XCTAssertEqual(Self.published(harness.take()), [])
    }
}
