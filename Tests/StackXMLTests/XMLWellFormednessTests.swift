import StackSyntax
import StackXML
import XCTest

/// Every well-formedness constraint the reader checks: one error, its message and the exact
/// range of the first bad byte (`start-end`, 1-based `line:column` in characters).
final class XMLWellFormednessTests: XCTestCase {
    private func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(XMLTestSupport.error(text), expected, file: file, line: line)
    }

    func testTheDocumentHasExactlyOneRootElement() {
        assertError("", "1:1-1:1 the file has no root element")
        assertError("<?xml version=\"1.0\"?>\n<!-- only -->\n", "3:1-3:1 the file has no root element")
        assertError(
            "<a/>\n<b/>", "2:2-2:3 a second root element <b>: a document has exactly one root element, <a>")
        assertError("hello <a/>", "1:1-1:2 text is not allowed before the root element")
        assertError("<a/>\n  x", "2:3-2:4 text is not allowed after the root element </a>")
        assertError("<a/>&amp;", "1:5-1:6 text is not allowed after the root element </a>")
        assertError("<a/>\n<!-- fine -->\n<?pi fine?>\n \t", "well-formed")
    }

    func testEndTagsMatchTheirStartTags() {
        assertError(
            "<document>\n    <stackView>\n    </view>\n</document>",
            "3:7-3:11 end tag </view> does not match start tag <stackView> opened at 2:5")
        assertError("<a></a></b>", "1:10-1:11 end tag </b> has no start tag")
        assertError(
            "<document>\n  <view>\n", "3:1-3:1 the file ends inside <view> opened at 2:3: expected </view>")
        assertError("<a></a >", "well-formed")
        assertError("<a></a x>", "1:8-1:9 expected '>' to end the end tag </a>")
        assertError("<a></ a>", "1:6-1:7 expected an element name after '</'")
        assertError("<a></a", "1:7-1:7 expected '>' to end the end tag </a>")
    }

    func testStartTags() {
        assertError(
            "<constraint firstItem=\"a\"", "1:26-1:26 expected '>' to end the start tag of <constraint>")
        assertError("<a b=\"1\" ?>", "1:10-1:11 expected '>' to end the start tag of <a>")
        assertError("<a / >", "1:5-1:6 expected '>' after '/' to end the empty element tag <a/>")
        assertError("< a/>", "1:2-1:3 expected an element name after '<'")
        assertError("<1a/>", "1:2-1:3 expected an element name after '<'")
        assertError("<a b=\"1\"c=\"2\"/>", "1:9-1:10 expected white space before the attribute 'c' of <a>")
        assertError("<a b/>", "1:5-1:6 expected '=' after the attribute name 'b' of <a>")
        assertError("<a b=1/>", "1:6-1:7 expected a quoted value for the attribute 'b' of <a>")
        assertError("<a b = '1' c\n=\n\"2\" />", "well-formed")
    }

    func testAttributeNamesAreUniqueInAnElement() {
        assertError(
            "<view id=\"a\"\n      id=\"b\"/>", "2:7-2:9 the attribute 'id' appears twice in <view>; first at 1:7")
        // Past the pairs compared one by one, the names are kept in a set: still found, still placed.
        let many = (0..<40).map { "a\($0)=\"\"" }.joined(separator: " ")
        assertError(
            "<v \(many) a7=\"\"/>",
            "1:\(5 + many.count)-1:\(7 + many.count) the attribute 'a7' appears twice in <v>; first at 1:46")
        assertError("<v \(many) a40=\"\"/>", "well-formed")
        assertError("<v a=\"\" b:a=\"\" A=\"\"/>", "well-formed")
    }

    func testAttributeValues() {
        assertError("<a b=\"x<y\"/>", "1:8-1:9 '<' is not allowed in an attribute value (write &lt;)")
        assertError("<a b=\"x>y\" c='\"' d=\"'\"/>", "well-formed")
        assertError(
            "<a b=\"x", "1:8-1:8 the file ends inside the value of the attribute 'b' of <a>: expected the closing \"")
        assertError(
            "<a b='x", "1:8-1:8 the file ends inside the value of the attribute 'b' of <a>: expected the closing '")
        assertError("<a b=\"x&y\"/>", "1:10-1:11 expected ';' to end the entity reference &y")
        assertError(
            "<a b=\"x & y\"/>",
            "1:9-1:10 '&' must start an entity or character reference (write &amp; for an ampersand)")
    }

    func testReferences() {
        assertError(
            "<a>&nbsp;</a>",
            "1:4-1:10 undefined entity &nbsp;: XML defines only &lt; &gt; &amp; &apos; and &quot; "
                + "(write a character reference such as &#160; for any other character)")
        assertError("<a>&amp</a>", "1:8-1:9 expected ';' to end the entity reference &amp")
        assertError(
            "<a>& b</a>", "1:4-1:5 '&' must start an entity or character reference (write &amp; for an ampersand)")
        assertError("<a>&#;</a>", "1:6-1:7 expected digits or 'x' after '&#'")
        assertError("<a>&#x;</a>", "1:7-1:8 expected hexadecimal digits after '&#x'")
        assertError("<a>&#X41;</a>", "1:6-1:7 expected digits or 'x' after '&#'")
        assertError("<a>&#65</a>", "1:8-1:9 expected ';' to end the character reference &#65")
        assertError("<a>&#0;</a>", "1:4-1:8 &#0; refers to a character XML does not allow")
        assertError("<a>&#xD800;</a>", "1:4-1:12 &#xD800; refers to a character XML does not allow")
        assertError("<a>&#xFFFE;</a>", "1:4-1:12 &#xFFFE; refers to a character XML does not allow")
        assertError("<a>&#x110000;</a>", "1:4-1:14 &#x110000; refers to a character XML does not allow")
        assertError(
            "<a>&#99999999999999999999;</a>",
            "1:4-1:27 &#99999999999999999999; refers to a character XML does not allow")
        assertError("<a b=\"&#9;&#x10FFFF;&#1;\"/>", "1:21-1:25 &#1; refers to a character XML does not allow")
    }

    func testALongReferenceIsCutShortInItsMessage() {
        let digits = String(repeating: "9", count: 100)
        XCTAssertEqual(
            XMLTestSupport.error("<a>&#\(digits);</a>"),
            "1:4-1:107 &#\(digits.prefix(62))…; refers to a character XML does not allow")
    }

    func testCharactersOutsideXML() {
        assertError("<a>x\u{01}</a>", "1:5-1:6 the control character U+0001 is not allowed in XML")
        assertError("<a b=\"\u{1F}\"/>", "1:7-1:8 the control character U+001F is not allowed in XML")
        assertError("<a>\u{FFFF}</a>", "1:4-1:5 the character U+FFFF is not allowed in XML")
        assertError(
            SourceText(bytes: Array("<a>x".utf8) + [0xC3, 0x28] + Array("</a>".utf8)),
            "1:5-1:6 the byte 0xC3 is not valid UTF-8 (XML is read in UTF-8)")
        assertError(
            SourceText(bytes: Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8)),
            "1:4-1:5 the byte 0xED is not valid UTF-8 (XML is read in UTF-8)")
        assertError(
            SourceText(bytes: [0xFF, 0xFE, 0x3C, 0x00]), "1:1-1:3 the file is UTF-16; XML is read in UTF-8 only")
        // Where markup was expected, a byte that is no character is named for what it is.
        assertError("<a\u{01}/>", "1:3-1:4 the control character U+0001 is not allowed in XML")
        assertError(
            SourceText(bytes: Array("<a b=\"1\"".utf8) + [0xFF] + Array("/>".utf8)),
            "1:9-1:10 the byte 0xFF is not valid UTF-8 (XML is read in UTF-8)")
        assertError("<a></a\u{FFFE}>", "1:7-1:8 the character U+FFFE is not allowed in XML")
        assertError("<a>]]></a>", "1:4-1:7 ']]>' is not allowed in text (write ]]&gt;)")
        assertError("<a>]] ></a>", "well-formed")
    }

    private func assertError(
        _ source: SourceText, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(XMLTestSupport.error(source), expected, file: file, line: line)
    }

    func testNamesFollowTheNameProduction() {
        assertError("<_a-b.c:d·é/>", "well-formed")
        assertError("<a\u{0300}/>", "well-formed")
        assertError("<\u{0300}a/>", "1:2-1:3 expected an element name after '<'")
        assertError("<a -b=\"\"/>", "1:4-1:5 expected '>' to end the start tag of <a>")
    }

    func testComments() {
        assertError("<!-- a - b --><a><!----></a>", "well-formed")
        assertError("<a><!-- a -- b --></a>", "1:11-1:13 '--' is not allowed inside a comment")
        assertError("<a><!-- a ---></a>", "1:11-1:13 '--' is not allowed inside a comment")
        assertError("<a>\n<!-- open", "2:10-2:10 the file ends inside the comment opened at 2:1: expected '-->'")
        assertError("<a><!-- x --", "1:13-1:13 the file ends inside the comment opened at 1:4: expected '-->'")
        assertError("<a><! x></a>", "1:4-1:6 expected '<!--' (a comment) or '<![CDATA[' after '<!'")
        assertError("<a><!-- \u{01} --></a>", "1:9-1:10 the control character U+0001 is not allowed in XML")
    }

    func testProcessingInstructionsAndTheDeclaration() {
        assertError("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?><a/>", "well-formed")
        assertError("<?xml version='1.0' encoding='utf-8' ?>\n<a/>", "well-formed")
        assertError("<?xml-stylesheet href=\"a\"?><a><?target data?></a>", "well-formed")
        assertError(
            "\n<?xml version=\"1.0\"?><a/>", "2:1-2:6 the XML declaration is allowed only at the very start of the file"
        )
        assertError("<a><?XML x?></a>", "1:4-1:9 the XML declaration is allowed only at the very start of the file")
        assertError("<?xml?><a/>", "1:6-1:7 expected 'version=\"1.0\"' after '<?xml'")
        assertError("<?xml encoding=\"UTF-8\"?><a/>", "1:7-1:8 expected 'version=\"1.0\"' after '<?xml'")
        assertError("<?xml version=\"2.0\"?><a/>", "1:16-1:19 XML version \"2.0\" is not supported: expected \"1.0\"")
        assertError("<?xml version=\"1.1\"?><a/>", "well-formed")
        assertError(
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
            "1:31-1:37 the encoding \"UTF-16\" is not supported: XML is read in UTF-8")
        assertError(
            "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", "1:33-1:38 standalone must be \"yes\" or \"no\"")
        assertError(
            "<?xml version=\"1.0\" standalone=\"no\" encoding=\"UTF-8\"?><a/>",
            "1:37-1:38 expected '?>' to end the XML declaration")
        assertError(
            "<?xml version=\"1.0\"encoding=\"UTF-8\"?><a/>", "1:20-1:21 expected '?>' to end the XML declaration")
        assertError(
            "<?xml version=1.0?><a/>", "1:15-1:16 expected a quoted value after 'version=' in the XML declaration")
        assertError(
            "<?xml version=\"1.0?><a/>", "1:19-1:20 expected the closing quote of 'version' in the XML declaration")
        assertError("<a><? x?></a>", "1:6-1:7 expected a processing instruction target after '<?'")
        assertError("<a><?x-y?></a>", "well-formed")
        assertError("<a><?x\"?></a>", "1:7-1:8 expected white space or '?>' after the processing instruction target")
        assertError("<a><?x y", "1:9-1:9 the file ends inside the processing instruction opened at 1:4: expected '?>'")
    }

    func testCDATAIsReadAndTheDocumentTypeDeclarationRefused() {
        assertError("<a><![CDATA[<b>&amp;]]></a>", "well-formed")
        assertError("<![CDATA[x]]><a/>", "1:1-1:10 a CDATA section is allowed only inside an element")
        assertError("<a><![CDATA[x", "1:14-1:14 the file ends inside the CDATA section opened at 1:4: expected ']]>'")
        assertError(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>",
            "2:1-2:10 a document type declaration (<!DOCTYPE) is not supported: Interface Builder files have none")
    }

    func testLongNamesAreCutShortInMessages() {
        let name = String(repeating: "n", count: 100)
        assertError(
            "<\(name)>",
            "1:\(name.count + 3)-1:\(name.count + 3) the file ends inside <\(name.prefix(64))…> opened at 1:1: "
                + "expected </\(name.prefix(64))…>")
    }
}
