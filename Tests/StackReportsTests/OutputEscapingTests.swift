import StackDiagnostics
import StackLint
import StackModel
import StackReports
import StackSyntax
import StackWorkspace
import XCTest

/// What a file's name and text can put in the output: no raw control character reaches a
/// terminal, no XML document stops being well formed, and no bytes that are not UTF-8 are
/// rewritten by a fix.
final class OutputEscapingTests: XCTestCase {
    /// A name that sets a terminal's title (OSC 0, ended by BEL) and clears the screen.
    private let hostileName = "\u{1B}]0;x\u{07}\u{1B}[2J.stack"

    func testQuotedPathEscapesControlCharactersAsGitDoes() {
        XCTAssertEqual(QuotedPath.quoted("a/b.stack"), "a/b.stack")
        XCTAssertEqual(QuotedPath.quoted("caf\u{E9}/\u{1F600}.stack"), "caf\u{E9}/\u{1F600}.stack")
        XCTAssertEqual(QuotedPath.quoted(hostileName), #""\033]0;x\a\033[2J.stack""#)
        XCTAssertEqual(QuotedPath.quoted("t\tn\nr\r\u{7F}\u{9B}q\"b\\.stack"), #""t\tn\nr\r\177\302\233q\"b\\.stack""#)
    }

    func testTextReporterQuotesTheFileName() {
        let source = SourceText("layout A {\n  view v\n}\n")
        let diagnostic = Diagnostic(ruleID: .syntaxError, range: SourceRange(start: 13, end: 17), message: "m")
        let output = TextReporter(useColor: false).render(
            diagnostic, in: FileReport(path: hostileName, source: source, diagnostics: []))
        XCTAssertEqual(
            output, #""\033]0;x\a\033[2J.stack":2:3: error: m [syntax-error]"# + "\n      view v\n      ^~~~\n")
    }

    func testGitHubReporterQuotesTheFileNameAndEscapesItsProperties() {
        let source = SourceText("layout A {\n  view v\n}\n")
        let diagnostic = Diagnostic(ruleID: .syntaxError, range: SourceRange(start: 13, end: 17), message: "m")
        let reports = [
            FileReport(path: hostileName, source: source, diagnostics: [diagnostic]),
            FileReport(path: "a,b:c%0A::error::x\n::warning::y.stack", source: source, diagnostics: [diagnostic]),
        ]
        XCTAssertEqual(
            GitHubReporter().render(reports),
            """
            ::error file="\\033]0;x\\a\\033[2J.stack",line=2,col=3,endLine=2,endColumn=7,title=stacklint%3A syntax-error::m [syntax-error]
            ::error file="a%2Cb%3Ac%250A%3A%3Aerror%3A%3Ax\\n%3A%3Awarning%3A%3Ay.stack",line=2,col=3,endLine=2,endColumn=7,title=stacklint%3A syntax-error::m [syntax-error]

            """)
    }

    /// A string value with terminal escapes, quoted in a finding's message and note.
    func testMessagesFromAFileReachTheTerminalWithoutControlCharacters() {
        let source = SourceText("layout A {\n  view v\n}\n")
        let message = "`alignment` has no value `\"x\u{1B}]0;PWNED\u{07}y\u{9B}\"`\tor\nthis"
        var diagnostic = Diagnostic(ruleID: .invalidValue, range: SourceRange(start: 13, end: 17), message: message)
        diagnostic.related = [RelatedLocation(range: SourceRange(start: 13, end: 17), message: "set \u{1B}[2J here")]
        let report = FileReport(path: "a.stack", source: source, diagnostics: [diagnostic])
        XCTAssertEqual(
            TextReporter(useColor: false).render(diagnostic, in: report),
            #"a.stack:2:3: error: `alignment` has no value `"x\033]0;PWNED\007y\302\233"`"#
                + "\tor\nthis [invalid-value]\n"
                + "      view v\n      ^~~~\n" + #"  note: set \033[2J here at a.stack:2:3"# + "\n")
        XCTAssertEqual(
            GitHubReporter().render([report]),
            #"::error file=a.stack,line=2,col=3,endLine=2,endColumn=7,title=stacklint%3A invalid-value::`alignment` has no value `"x\033]0;PWNED\007y\302\233"`"#
                + "\tor%0Athis [invalid-value]\n")
    }

    func testXMLTextKeepsOnlyWhatXML10Allows() {
        XCTAssertEqual(XMLText.escaped("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;")
        XCTAssertEqual(XMLText.escaped("\t\n\r"), "&#9;&#10;&#13;")
        XCTAssertEqual(XMLText.escaped("\u{1}\u{1B}\u{FFFE}\u{FFFF}x"), "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}x")
        XCTAssertEqual(XMLText.escaped("\u{7F}\u{85}\u{9F}"), "&#x7F;&#x85;&#x9F;")
        XCTAssertEqual(
            XMLText.escaped("\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"),
            "\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}")
    }

    func testCheckstyleAndJUnitWriteNoCharacterXMLForbids() {
        let source = SourceText("layout A {\n  view v\n}\n")
        let diagnostic = Diagnostic(ruleID: .syntaxError, range: SourceRange(start: 13, end: 17), message: "m\u{FFFE}")
        let reports = [FileReport(path: "a\u{1B}\u{FFFF}.stack", source: source, diagnostics: [diagnostic])]
        XCTAssertEqual(
            CheckstyleReporter().render(reports),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="a\u{FFFD}\u{FFFD}.stack">
                <error line="2" column="3" severity="error" message="m\u{FFFD}" source="stacklint.syntax-error"/>
              </file>
            </checkstyle>

            """)
        let junit = JUnitReporter().render(reports)
        XCTAssertTrue(junit.contains(#"<testsuite name="a\#u{FFFD}\#u{FFFD}.stack" tests="1""#), junit)
        XCTAssertFalse(
            junit.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0xFFFE || $0.value == 0xFFFF }, junit)
    }

    func testSVGReplacesCharactersXMLForbids() throws {
        let text =
            "layout A {\n  label v { pin: top, leading; intrinsic: 300 x 40; text: \"a\\u{FFFE}b\\u{FFFF}c\\u{1}d\" }\n}\n"
        let document = FramesDocument(model: SemanticModel(text), path: "x\u{FFFF}.stack")
        let svg = try SVGRenderer().render(document)
        XCTAssertTrue(svg.contains("class=\"file\">x\u{FFFD}.stack</text>"), svg)
        XCTAssertTrue(svg.contains("class=\"text\">a\u{FFFD}b\u{FFFD}c\u{FFFD}d</text>"), svg)
        XCTAssertFalse(svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 0x1 }, svg)
    }

    func testNoFixAppliesToAFileThatIsNotUTF8() {
        var bytes = Array("layout A {\n  // caf".utf8) + [0xE9]
        bytes += Array(
            "\n  stack s {\n    pin: edges\n    axis: vertical\n    axis: vertical\n    label l { intrinsic: 40 x 20 }\n  }\n}\n"
                .utf8)
        let source = SourceText(bytes: bytes)
        let analyzer = Analyzer()
        let diagnostics = analyzer.diagnostics(of: source)
        let fixes = diagnostics.compactMap(\.fixes.first)
        XCTAssertFalse(fixes.isEmpty, "the duplicate `axis` has a fix")
        let applied = FixApplier.apply(fixes, to: source)
        XCTAssertEqual(applied.applied, 0)
        XCTAssertEqual(applied.bytes, bytes)
        let fixed = FixApplier.fixAll(source, analyzer: analyzer)
        XCTAssertEqual(fixed.applied, 0)
        XCTAssertEqual(fixed.bytes, bytes)
    }
}
