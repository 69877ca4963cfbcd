import StackDiagnostics
import StackSyntax

/// What applying a rule's fixes to a triggering example must give.
public struct ExpectedFix: Sendable {
    /// The safety every fix of the example's findings has.
    public var safety: FixSafety
    /// The text as written: the expected text itself, or another example's marked text,
    /// whose marker lines are taken out only when the text is asked for (the catalog's rules
    /// are made at every lint; only tests and docs read their examples).
    private let written: String
    /// Whether ``written`` is an example's marked text.
    private let isMarked: Bool

    /// The text after applying the first fix of each of the rule's findings in the example.
    public var text: String { isMarked ? RuleExample(written).text : written }

    /// Creates an expectation.
    public init(_ safety: FixSafety, _ text: String) {
        self.safety = safety
        written = text
        isMarked = false
    }

    /// Expects the text of an example written once elsewhere (most often the rule's own
    /// non-triggering example: what the fix gives is a file the rule does not fire on).
    public init(_ safety: FixSafety, _ example: RuleExample) {
        self.safety = safety
        written = example.marked
        isMarked = true
    }
}

/// One finding an example must produce, read from a marker line.
public struct ExpectedFinding: Sendable, Equatable, CustomStringConvertible {
    /// The rule.
    public var ruleID: RuleID
    /// The severity it reports at (the default unless the example configures one).
    public var severity: Severity
    /// The byte range in the example's text (markers removed).
    public var range: SourceRange
    /// The exact message.
    public var message: String

    /// Creates an expectation.
    public init(ruleID: RuleID, severity: Severity, range: SourceRange, message: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.range = range
        self.message = message
    }

    /// `rule-id severity start..<end: message`, as test failures show it.
    public var description: String { "\(ruleID) \(severity.rawValue) \(range.start)..<\(range.end): \(message)" }
}

/// One example file of a rule, in the manner of SwiftLint's triggering and non-triggering
/// examples: the text, with a marker line under each line where a finding starts.
///
/// A marker line puts carets under the exact characters of the finding's range (one line)
/// and names the rule, the severity and the message:
///
/// ```
///     spacing: 4
/// //  ^^^^^^^^^^ duplicate-property warning: `spacing` is set again below; this one has no effect
/// ```
///
/// The `//` is optional (leave it out when the finding starts in the first three columns);
/// the carets' columns count Unicode scalars. Marker lines are removed before the file is
/// checked, so they move nothing. A finding that spans several lines is marked with carets
/// from its first character to the end of its first line and `...` after them
/// (`^^^^... rule-id ...`): only its start and first line are checked then.
public struct RuleExample: Sendable {
    /// The text as written, with marker lines.
    public var marked: String
    /// What the rule's fixes must give (nil: the findings offer no fix).
    public var fix: ExpectedFix?
    /// The rule's option values it is checked with.
    public var options: RuleOptionValues
    /// The work budget it is checked with (`solveBudget`), when not the default.
    public var solveBudget: Int?
    /// The name of the file it is checked as: its extension says what it is (`.stack`, or an
    /// Interface Builder file's `.xib` or `.storyboard` for a rule of IB files).
    public var fileName: String
    /// Where it is written: what names it apart from another example with the same text
    /// (the update mode of the examples' tests rewrites its marker lines there, and a
    /// failure points there).
    public var location: Location

    /// Where an example is written: the file as `#fileID` names it (`Module/File.swift`) and
    /// the line that opens its literal.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// `Module/File.swift`.
        public var fileID: String
        /// The line of `RuleExample("""`, counted from 1.
        public var line: Int

        /// `Module/File.swift:line`.
        public var description: String { "\(fileID):\(line)" }
    }

    /// Creates an example, located where it is written.
    public init(
        _ marked: String, fix: ExpectedFix? = nil, options: RuleOptionValues = RuleOptionValues(),
        solveBudget: Int? = nil, fileName: String = "example.stack",
        fileID: String = #fileID, line: Int = #line
    ) {
        self.marked = marked
        self.fix = fix
        self.options = options
        self.solveBudget = solveBudget
        self.fileName = fileName
        self.location = Location(fileID: fileID, line: line)
    }

    /// The file: the text without its marker lines.
    public var text: String { parsed.text }

    /// The findings the marker lines describe, in the order written.
    public var expectations: [ExpectedFinding] { parsed.findings }

    /// Marker lines that could not be read (a misspelled rule id, no message): a test
    /// reports them, so that a typo cannot silently expect nothing.
    public var markerProblems: [String] { parsed.problems }

    /// Whether it is an Interface Builder file (its findings placed in the XML).
    public var isInterfaceBuilder: Bool { !fileName.hasSuffix(".stack") }

    /// Whether only the start and first line of a finding are marked (`^^^...`).
    public func isOpenEnded(_ finding: ExpectedFinding) -> Bool { parsed.openEnded.contains(finding.range.start) }

    private var parsed: (text: String, findings: [ExpectedFinding], problems: [String], openEnded: Set<Int>) {
        var lines: [Substring] = []
        var findings: [ExpectedFinding] = []
        var problems: [String] = []
        var openEnded: Set<Int> = []
        var offset = 0  // byte offset of the start of the next kept line
        var previousStart: Int?
        var previousLine: Substring?
        for line in marked.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let marker = MarkerLine(line) else {
                lines.append(line)
                previousStart = offset
                previousLine = line
                offset += line.utf8.count + 1
                continue
            }
            guard let start = previousStart, let target = previousLine else {
                problems.append("a marker line with no line above it: \(line)")
                continue
            }
            guard let id = RuleID(rawValue: marker.rule), let severity = Severity(rawValue: marker.severity),
                !marker.message.isEmpty
            else {
                problems.append("an unreadable marker line (rule id, severity and `: message` expected): \(line)")
                continue
            }
            let scalars = Array(target.unicodeScalars)
            guard marker.column + marker.width <= scalars.count else {
                problems.append("carets beyond the end of the line above: \(line)")
                continue
            }
            func bytes(_ count: Int) -> Int { scalars.prefix(count).reduce(0) { $0 + String($1).utf8.count } }
            let range = SourceRange(
                start: start + bytes(marker.column), end: start + bytes(marker.column + marker.width))
            if marker.openEnded { openEnded.insert(range.start) }
            findings.append(ExpectedFinding(ruleID: id, severity: severity, range: range, message: marker.message))
        }
        return (lines.joined(separator: "\n"), findings, problems, openEnded)
    }
}

/// A rule's examples: files it must fire on (with their marked findings) and files it must
/// not fire on. The first of each is the one its documentation shows.
public struct RuleExamples: Sendable {
    /// Files on which the rule fires exactly where marked.
    public var triggering: [RuleExample]
    /// Files on which it does not fire.
    public var nonTriggering: [RuleExample]

    /// Creates examples.
    public init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// `//   ^^^^ rule-id severity: message`.
private struct MarkerLine {
    var column: Int
    var width: Int
    var openEnded: Bool
    var rule: String
    var severity: String
    var message: String

    init?(_ line: Substring) {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        func skipBlanks() { while index < scalars.count, scalars[index] == " " { index += 1 } }
        skipBlanks()
        if index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "/" {
            index += 2
            skipBlanks()
        }
        column = index
        while index < scalars.count, scalars[index] == "^" { index += 1 }
        width = index - column
        guard width > 0 else { return nil }
        openEnded =
            index + 2 < scalars.count && scalars[index] == "." && scalars[index + 1] == "." && scalars[index + 2] == "."
        if openEnded { index += 3 }
        guard index < scalars.count, scalars[index] == " " else { return nil }
        let rest = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        let words = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard words.count == 3, words[1].hasSuffix(":") else {
            rule = words.first.map(String.init) ?? ""
            severity = ""
            message = ""
            return
        }
        rule = String(words[0])
        severity = String(words[1].dropLast())
        message = String(words[2])
    }
}
