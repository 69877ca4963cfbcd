import Foundation
import StackRuleKit

/// The rules' Swift sources as the update mode of ``RuleExpectationTests`` rewrites them
/// (`STACKLINT_UPDATE_EXAMPLES=1`): the marker lines of one example's `RuleExample("""`
/// literal are replaced with the ones its findings give, and every other byte of the file
/// is kept (the example's own lines, their indentation, the rest of the file).
///
/// The literal is found by its text without marker lines, among the `RuleExample("""`
/// literals of every Swift file under the rule modules' sources of `root`: exactly one must hold
/// it, within the declaration of the rule's type when several rules share a text (an example
/// written another way, with escapes or built from a variable, is reported).
struct ExampleSources {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root whose rule modules' sources are rewritten.
    var root: URL

    /// The modules that hold rules and their examples.
    static let ruleModules = ["StackModelRules", "StackRules"]

    /// One rewrite at a time: the tests of several rules run in parallel, and one file can
    /// hold several rules (ModelRules.swift).
    private static let lock = NSLock()

    /// Rewrites the example's marker lines to `markers` (by the index of the line they go
    /// under, as ``RuleExpectationTests/markerLines(_:_:)`` gives them). Returns whether a
    /// file changed.
    @discardableResult
    func update(_ example: RuleExample, of rule: any Rule, markers: [Int: [String]]) throws -> Bool {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        var found: [(url: URL, source: String, literal: Literal)] = []
        for module in Self.ruleModules {
            let directory = root.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
                throw Problem(description: "no directory \(directory.path)")
            }
            for case let url as URL in files where url.pathExtension == "swift" {
                let source = try String(decoding: Data(contentsOf: url), as: UTF8.self)
                for literal in Self.literals(in: source) where RuleExample(literal.value).text == example.text {
                    found.append((url, source, literal))
                }
            }
        }
        // The rule's type, or the constant that declares it (`static let layoutTooComplex`).
        let words = rule.id.rawValue.split(separator: "-")
        let owners: Set<String> = [String(describing: type(of: rule)), words.prefix(1).joined() + words.dropFirst().map(\.capitalized).joined()]
        if found.count > 1 { found = found.filter { !owners.isDisjoint(with: $0.literal.owners.map(String.init)) } }
        guard found.count == 1, let (url, source, literal) = found.first else {
            throw Problem(description: "\(rule.id): \(found.count) `RuleExample(\"\"\"` literals in the rule modules hold the example (one expected); update it by hand:\n\(example.text)")
        }
        let rewritten = Self.rewrite(source, literal, markers: markers)
        guard rewritten != source else { return false }
        try Data(rewritten.utf8).write(to: url)
        return true
    }

    /// A multi-line string literal opened by `RuleExample("""`: its content lines (the
    /// indices of the file's lines between the delimiters), indentation and value.
    struct Literal {
        var lines: Range<Int>
        var indentation: Substring
        var value: String
        /// The type declared last at the start of a line above it, and the constant
        /// (`static let name = `) declared last above it within the type.
        var owners: [Substring]
    }

    static func literals(in source: String) -> [Literal] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var literals: [Literal] = []
        var index = 0
        var owner: Substring?
        var constant: Substring?
        while index < lines.count {
            defer { index += 1 }
            for keyword in ["public struct ", "struct ", "public final class ", "final class "] where lines[index].hasPrefix(keyword) {
                owner = lines[index].dropFirst(keyword.count).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                constant = nil
            }
            let trimmed = lines[index].drop(while: { $0 == " " })
            if lines[index].hasPrefix("    "), trimmed.hasPrefix("static let ") {
                constant = trimmed.dropFirst("static let ".count).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            }
            guard lines[index].hasSuffix("RuleExample(\"\"\"") else { continue }
            guard let close = lines[(index + 1)...].firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix("\"\"\"") }) else { break }
            let indentation = lines[close].prefix(while: { $0 == " " })
            let content = lines[(index + 1)..<close]
            // Escapes would make the value differ from the text written: left alone.
            if content.contains(where: { $0.contains("\\") }) {
                index = close
                continue
            }
            let value = content.map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : "" }.joined(separator: "\n")
            literals.append(Literal(lines: (index + 1)..<close, indentation: indentation, value: value, owners: [owner, constant].compactMap { $0 }))
            index = close
        }
        return literals
    }

    /// The source with the literal's marker lines replaced: its other lines are kept as
    /// written and each new marker line goes under its line, indented as the literal is.
    static func rewrite(_ source: String, _ literal: Literal, markers: [Int: [String]]) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let textLines = RuleExample(literal.value).text.split(separator: "\n", omittingEmptySubsequences: false)
        var content: [String] = []
        var next = 0  // the index of the next text line
        for line in lines[literal.lines] {
            let unindented = line.hasPrefix(literal.indentation) ? line.dropFirst(literal.indentation.count) : ""
            // Text lines are kept in order; any other line of the literal is a marker line.
            guard next < textLines.count, unindented == textLines[next] else { continue }
            content.append(line)
            content += (markers[next] ?? []).map { String(literal.indentation) + $0 }
            next += 1
        }
        lines.replaceSubrange(literal.lines, with: content)
        return lines.joined(separator: "\n")
    }
}
