import StackDiagnostics
import StackModel
import StackSyntax

/// `// stacklint-disable-next-line ID[, ID...]`, `// stacklint-disable-line ID ...` at the
/// end of the line it covers (ESLint's and SwiftLint's habit), `// stacklint-disable ID ...` to
/// `// stacklint-enable ID ...`, and `// stacklint-disable-file ID ...`, each optionally
/// ending with `-- reason`. A suppression covers a finding whose range, or the range of
/// one of its related places, starts on a covered line. Suppressions that suppress nothing are reported (`unused-suppression`), and so
/// are unknown rule ids, malformed comments and suppressions of `syntax-error`, which
/// cannot be suppressed (`invalid-suppression`).
struct Suppressions {
    private struct Entry {
        var rule: RuleID
        var lines: ClosedRange<Int>
        var comment: CommentSyntax
        var used = false
    }

    private var entries: [Entry] = []
    private(set) var problems: [Diagnostic] = []
    private var commentsWithEntries: [SourceRange: [Int]] = [:]

    init(comments: [CommentSyntax], source: SourceText) {
        var open: [RuleID: (line: Int, comment: CommentSyntax)] = [:]
        let lastLine = source.lineCount - 1
        for comment in comments where !comment.isBlock && Self.mayBeDirective(comment.text) {
            var body = Substring(comment.text.dropFirst(2))
            while body.first == " " { body.removeFirst() }
            guard body.hasPrefix("stacklint-") else { continue }
            if let dashes = Self.start(of: " --", in: body) ?? Self.start(of: "--", in: body) {
                body = Substring(body.unicodeScalars[..<dashes])
            }
            let parts = body.split(separator: " ", maxSplits: 1)
            let word = String(parts[0])
            let ids =
                parts.count > 1
                ? parts[1].split(separator: ",").map(Self.trimmingBlanks).filter { !$0.isEmpty }
                : []
            let line = source.line(containing: comment.range.start)
            guard let directive = SuppressionDirective(rawValue: word) else {
                let names = SuppressionDirective.allCases.map(\.rawValue)
                problems.append(
                    invalid(comment, "unknown suppression `\(word)`\(Suggestion.hint(for: word, in: names))"))
                continue
            }
            guard !ids.isEmpty else {
                problems.append(invalid(comment, "`\(word)` names no rule: write `// \(word) RULE-ID`"))
                continue
            }
            for name in ids {
                guard let id = RuleID(rawValue: name) else {
                    problems.append(
                        invalid(
                            comment,
                            "unknown rule `\(name)` in a suppression\(Suggestion.hint(for: name, in: RuleID.allCases.map(\.rawValue)))"
                        ))
                    continue
                }
                guard id.isSuppressible else {
                    problems.append(
                        invalid(
                            comment,
                            "syntax errors cannot be suppressed: a file that does not parse is not checked; correct the syntax instead"
                        ))
                    continue
                }
                switch directive {
                case .disableNextLine: add(id, line + 1...line + 1, comment)
                case .disableLine: add(id, line...line, comment)
                case .disableFile: add(id, 0...max(lastLine, 0), comment)
                case .disable: open[id] = (line, comment)
                case .enable:
                    if let start = open.removeValue(forKey: id) {
                        add(id, start.line...max(line, start.line), start.comment)
                    } else {
                        problems.append(
                            invalid(comment, "`stacklint-enable \(id)` has no `stacklint-disable \(id)` before it"))
                    }
                }
            }
        }
        for (id, start) in open.sorted(by: { $0.value.line < $1.value.line }) {
            add(id, start.line...max(lastLine, start.line), start.comment)
        }
    }

    /// What every directive starts with.
    private static let directiveMarker = Array("stacklint-".utf8)

    /// Whether a comment's bytes hold `stacklint-` at all: without it no comment is a
    /// directive, and most comments are not (the check below works on characters, which
    /// costs a document of many comments more on every edit than finding its layouts).
    private static func mayBeDirective(_ text: String) -> Bool {
        let marker = directiveMarker
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
                if (1..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) { return true }
            }
            return false
        }
    }

    /// Where `needle` first occurs in `text`, compared scalar by scalar.
    private static func start(of needle: String, in text: Substring) -> String.Index? {
        let scalars = text.unicodeScalars
        let pattern = Array(needle.unicodeScalars)
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if scalars[index...].starts(with: pattern) { return index }
            index = scalars.index(after: index)
        }
        return nil
    }

    /// Whether a scalar is a blank: a tab or a space separator (Unicode category Zs, as
    /// U+00A0 and U+3000), what Foundation's `CharacterSet.whitespaces` holds.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `text` without blanks at either end.
    private static func trimmingBlanks(_ text: Substring) -> String {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, isBlank(first) { scalars.removeFirst() }
        while let last = scalars.last, isBlank(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }

    private mutating func add(_ rule: RuleID, _ lines: ClosedRange<Int>, _ comment: CommentSyntax) {
        commentsWithEntries[comment.range, default: []].append(entries.count)
        entries.append(Entry(rule: rule, lines: lines, comment: comment))
    }

    private func invalid(_ comment: CommentSyntax, _ message: String) -> Diagnostic {
        Diagnostic(ruleID: .invalidSuppression, range: comment.range, message: message)
    }

    /// Drops the suppressed findings and marks the suppressions that were used. A finding
    /// is suppressed on the line where it starts and on the line of every place it names
    /// as related (the views of a content priority tie, the enclosing stack of an
    /// ambiguous view, the other constraints of a conflict), so a suppression written
    /// above any element the message names works.
    mutating func filter(_ diagnostics: [Diagnostic], source: SourceText) -> [Diagnostic] {
        guard !entries.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            let lines = Set(
                ([diagnostic.range] + diagnostic.related.map(\.range)).map { source.line(containing: $0.start) })
            var suppressed = false
            for index in entries.indices
            where entries[index].rule == diagnostic.ruleID && lines.contains(where: entries[index].lines.contains) {
                entries[index].used = true
                suppressed = true
            }
            return !suppressed
        }
    }

    /// The suppressions that suppressed nothing.
    func unused(source: SourceText) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (range, indices) in commentsWithEntries.sorted(by: { $0.key < $1.key }) {
            let unusedIDs = indices.filter { !entries[$0].used }.map { entries[$0].rule }
            guard !unusedIDs.isEmpty else { continue }
            let allUnused = unusedIDs.count == indices.count
            let fixes = allUnused ? [Fix(title: "Remove the suppression", edits: [source.removalEdit(for: range)])] : []
            findings.append(
                Diagnostic(
                    ruleID: .unusedSuppression, range: range,
                    message:
                        "this suppression of \(unusedIDs.map { "`\($0)`" }.joined(separator: ", ")) suppresses nothing; remove it",
                    fixes: fixes, isUnnecessary: true))
        }
        return findings
    }
}

/// The suppression comments (`// stacklint-disable-next-line ID`, ...).
enum SuppressionDirective: String, CaseIterable {
    case disableNextLine = "stacklint-disable-next-line"
    case disableLine = "stacklint-disable-line"
    case disable = "stacklint-disable"
    case enable = "stacklint-enable"
    case disableFile = "stacklint-disable-file"
}
