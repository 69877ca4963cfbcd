import StackSyntax
import StackXML
import XCTest

/// Where the reader places elements and attributes: the line and column a finding will show.
final class XMLPositionTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <stackView opaque="NO" axis="vertical" id="st1"/>
                        <constraints>
                            <constraint firstItem="st1" firstAttribute="top" secondItem="v1" id="c1"/>
                        </constraints>
                    </view>
                </scene>
            </scenes>
        </document>

        """

    func testEveryElementIsPlacedAtItsStartTag() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree(storyboard))
        let places = tree.elements.map { XMLTestSupport.place($0.name, in: tree) }
        XCTAssertEqual(
            places,
            [
                "2:2 document", "3:6 scenes", "4:10 scene", "5:14 view", "6:18 stackView", "7:18 constraints",
                "8:22 constraint",
            ])
        XCTAssertEqual(tree.elements.map { XMLTestSupport.position($0.startTag.start, in: tree) }[3], "5:13")
        XCTAssertEqual(
            tree.source.text(in: tree.elements[3].startTag), #"<view key="view" contentMode="scaleToFill" id="v1">"#)
        XCTAssertEqual(
            tree.source.text(in: tree.elements[4].startTag), #"<stackView opaque="NO" axis="vertical" id="st1"/>"#)
        XCTAssertEqual(tree.source.text(in: tree.elements[4].range), tree.source.text(in: tree.elements[4].startTag))
        let view = tree.source.text(in: tree.elements[3].range)
        XCTAssertTrue(view.hasPrefix("<view key=") && view.hasSuffix("</view>"), view)
    }

    func testEveryAttributeIsPlacedAtItsNameAndItsValueBetweenTheQuotes() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree(storyboard))
        let constraint = 6
        let places = tree.attributeIndices(of: constraint).map {
            XMLTestSupport.place(tree.attributes[$0].name, in: tree) + " = "
                + XMLTestSupport.place(tree.attributes[$0].value.range, in: tree)
        }
        XCTAssertEqual(
            places,
            [
                "8:33 firstItem = 8:44 st1", "8:49 firstAttribute = 8:65 top", "8:70 secondItem = 8:82 v1",
                "8:86 id = 8:90 c1",
            ])
        XCTAssertEqual(tree.attributes.filter { $0.element == Int32(constraint) }.count, 4)
    }

    func testColumnsAfterMultiByteCharactersInEachUnit() throws {
        // é is 2 bytes and 1 UTF-16 unit; 😀 is 4 bytes and 2 UTF-16 units.
        let tree = try XCTUnwrap(XMLTestSupport.tree(#"<a t="é😀"><b é="1"/></a>"#))
        let b = tree.elements[1].name
        let attribute = tree.attributes[1].name
        XCTAssertEqual(XMLTestSupport.position(b.start, in: tree, unit: .scalars), "1:12")
        XCTAssertEqual(XMLTestSupport.position(b.start, in: tree, unit: .utf16), "1:13")
        XCTAssertEqual(XMLTestSupport.position(b.start, in: tree, unit: .utf8), "1:16")
        XCTAssertEqual(XMLTestSupport.place(attribute, in: tree, unit: .scalars), "1:14 é")
        XCTAssertEqual(tree.value(ofAttribute: 0), "é😀")
    }

    func testLinesEndingInCRLFOrCRCountOnce() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree("<a>\r\n  <b x=\"1\"/>\r  <c/>\n</a>"))
        XCTAssertEqual(tree.elements.map { XMLTestSupport.place($0.name, in: tree) }, ["1:2 a", "2:4 b", "3:4 c"])
        XCTAssertEqual(XMLTestSupport.place(tree.attributes[0].name, in: tree), "2:6 x")
    }

    func testAByteOrderMarkIsNotAColumn() throws {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0"?><a b="c"/>"#.utf8))
        let tree = try XCTUnwrap(try? XMLReader.read(source).get())
        XCTAssertEqual(XMLTestSupport.place(tree.elements[0].name, in: tree), "1:23 a")
        // Counted as a character (as the language server counts it), it is still not text.
        let counted = SourceText(bytes: source.bytes, byteOrderMark: .counted)
        XCTAssertEqual(XMLTestSupport.error(counted), "well-formed")
    }

    func testTheTreeIsFlatAndAddressedByIndex() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree(storyboard))
        XCTAssertEqual(tree.elements.map(\.parent), [-1, 0, 1, 2, 3, 3, 5])
        XCTAssertEqual(tree.elements.map(\.depth), [1, 2, 3, 4, 5, 5, 6])
        XCTAssertEqual(tree.elements.map(\.subtreeEnd), [7, 7, 7, 7, 5, 7, 7])
        XCTAssertEqual(Array(tree.children(of: 3)), [4, 5])
        XCTAssertEqual(Array(tree.children(of: 5)), [6])
        XCTAssertEqual(Array(tree.children(of: 4)), [])
        XCTAssertEqual(tree.child(named: "constraints", of: 3), 5)
        XCTAssertNil(tree.child(named: "constraint", of: 3))
        XCTAssertEqual(tree.name(of: tree.root), "document")
        XCTAssertEqual(tree.value(of: "axis", in: 3), nil)
        XCTAssertEqual(tree.value(of: "axis", in: 4), "vertical")
        XCTAssertEqual(tree.elements[0].parentIndex, nil)
        XCTAssertEqual(tree.elements[6].parentIndex, 5)
    }

    func testChildrenSkipTheirOwnSubtrees() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree("<r><a><x/><y><z/></y></a><b/><c><d/></c></r>"))
        XCTAssertEqual(tree.children(of: 0).map { tree.name(of: $0) }, ["a", "b", "c"])
        XCTAssertEqual(tree.children(of: 1).map { tree.name(of: $0) }, ["x", "y"])
        XCTAssertEqual(tree.children(of: 3).map { tree.name(of: $0) }, ["z"])
    }
}
