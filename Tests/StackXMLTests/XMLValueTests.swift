import StackSyntax
import StackXML
import XCTest

/// What attribute values and character data read as: references decoded, line ends and
/// white space normalised as XML 1.0 says, CDATA as written.
final class XMLValueTests: XCTestCase {
    func testReferencesInAttributeValues() throws {
        let tree = try XCTUnwrap(
            XMLTestSupport.tree(#"<a t="&lt;&gt;&amp;&apos;&quot;" n="&#65;&#x42;&#x1F600;&#xe9;" p="plain"/>"#))
        XCTAssertEqual(tree.value(of: "t", in: 0), #"<>&'""#)
        XCTAssertEqual(tree.value(of: "n", in: 0), "AB😀é")
        XCTAssertEqual(tree.value(of: "p", in: 0), "plain")
        XCTAssertEqual(tree.source.text(in: tree.attributes[0].value.range), "&lt;&gt;&amp;&apos;&quot;")
    }

    func testWhiteSpaceInAttributeValuesIsNormalised() throws {
        // Each literal tab, line feed and line end is one space; a character reference is kept.
        let tree = try XCTUnwrap(XMLTestSupport.tree("<a v=\"1\t2\n3\r\n4\r5&#10;6&#9;7\"/>"))
        XCTAssertEqual(tree.value(of: "v", in: 0), "1 2 3 4 5\n6\t7")
    }

    func testCharacterData() throws {
        let tree = try XCTUnwrap(
            XMLTestSupport.tree(
                "<r>\n  <string key=\"text\">Save &amp; close</string>\n  <s>a\r\nb\rc</s>\n  <e/>\n  <w> </w>\n</r>"))
        XCTAssertNil(tree.text(of: 0), "white space between children is not text")
        XCTAssertEqual(tree.text(of: 1), "Save & close")
        XCTAssertEqual(tree.text(of: 2), "a\nb\nc")
        XCTAssertNil(tree.text(of: 3))
        XCTAssertEqual(tree.text(of: 4), " ", "a leaf's white space is its text")
        XCTAssertEqual(tree.source.text(in: try XCTUnwrap(tree.elements[1].text).range), "Save &amp; close")
    }

    func testCDATAAndCommentsInsideText() throws {
        let tree = try XCTUnwrap(
            XMLTestSupport.tree("<a>x<!-- c --><![CDATA[<b>&amp;\r\n]]>y<?pi?>z</a>"))
        XCTAssertEqual(tree.text(of: 0), "x<b>&amp;\nyz")
        XCTAssertEqual(
            tree.source.text(in: try XCTUnwrap(tree.elements[0].text).range),
            "x<!-- c --><![CDATA[<b>&amp;\r\n]]>y<?pi?>z")
    }

    func testMixedContentKeepsItsWhiteSpace() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree("<p>one <b>two</b> three</p>"))
        XCTAssertEqual(tree.text(of: 0), "one  three")
        XCTAssertEqual(tree.text(of: 1), "two")
    }

    func testAttributeLookupComparesBytes() throws {
        let tree = try XCTUnwrap(XMLTestSupport.tree(#"<a id="1" idx="2" i="3"/>"#))
        XCTAssertEqual(tree.attribute(named: "idx", of: 0), 1)
        XCTAssertEqual(tree.attribute(named: "i", of: 0), 2)
        XCTAssertNil(tree.attribute(named: "id2", of: 0))
        XCTAssertEqual(tree.name(ofAttribute: 1), "idx")
        XCTAssertTrue(tree.element(0, isNamed: "a"))
        XCTAssertFalse(tree.element(0, isNamed: "ab"))
    }
}
