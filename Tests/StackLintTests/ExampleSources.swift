import Foundation
import StackRuleKit

/// The rules' Swift sources as the update mode of ``RuleExpectationTests`` rewrites them
/// (`STACKLINT_UPDATE_EXAMPLES=1`): the marker lines of one example's `RuleExample("""`
/// literal are replaced with the ones its findings give, and every other byte of the file
/// is kept (the example's own lines, their indentation, the rest of the file).
///
/// The literal is the one the example's ``RuleExample/location`` names: the file (`#fileID`,
/// under `Sources` of `root`) and the line that opens it, so two examples with the same text
/// are never taken for each other. Its text without marker lines must be the example's (an
/// example written another way, with escapes or built from a variable, is reported).
struct ExampleSources {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root whose rule modules' sources are rewritten.
    var root: URL

    /// One rewrite at a time: the tests of several rules run in parallel, one file can hold
    /// several rules (ModelRules.swift), and rules can share an example.
    private static let lock = NSLock()

    /// The file and the literal where the example is written.
    func find(_ example: RuleExample) throws -> (url: URL, source: String, literal: Literal) {
        let parts = example.location.fileID.split(separator: "/")
        guard parts.count == 2 else {
            throw Problem(description: "\(example.location): not a `Module/File.swift` file id")
        }
        let directory = root.appendingPathComponent("Sources").appendingPathComponent(String(parts[0]))
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw Problem(description: "\(example.location): no directory \(directory.path)")
        }
        // A module's file names are unique (the compiler requires it), in whichever folder.
        let urls = files.compactMap { $0 as? URL }.filter { $0.lastPathComponent == parts[1] }
        guard urls.count == 1, let url = urls.first else {
            throw Problem(description: "\(example.location): \(urls.count) files of that name under \(directory.path)")
        }
        let source = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        guard let literal = Self.literals(in: source).first(where: { $0.callLine == example.location.line }),
            RuleExample(literal.value).text == example.text
        else {
            throw Problem(
                description:
                    "\(example.location): no `RuleExample(\"\"\"` literal with the example's text is called on that line; update it by hand:\n\(example.text)"
            )
        }
        return (url, source, literal)
    }

    /// Rewrites the example's marker lines to `markers` (by the index of the line they go
    /// under, as ``RuleExpectationTests/markerLines(_:_:)`` gives them). Returns whether a
    /// file changed.
    @discardableResult
    func update(_ example: RuleExample, markers: [Int: [String]]) throws -> Bool {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let (url, source, literal) = try find(example)
        let rewritten = Self.rewrite(source, literal, markers: markers)
        guard rewritten != source else { return false }
        try Data(rewritten.utf8).write(to: url)
        return true
    }

    /// A multi-line string literal opened by `RuleExample("""`, or by a `"""` line under
    /// `RuleExample(` (as `swift format` breaks a call that does not fit): the line of the
    /// call (counted from 1, what `#line` gives), its content lines (the indices of the
    /// file's lines between the delimiters), indentation and value.
    struct Literal {
        var callLine: Int
        var lines: Range<Int>
        var indentation: Substring
        var value: String
    }

    static func literals(in source: String) -> [Literal] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var literals: [Literal] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let callLine: Int
            if lines[index].hasSuffix("RuleExample(\"\"\"") {
                callLine = index + 1
            } else if lines[index].hasSuffix("RuleExample("), index + 1 < lines.count,
                lines[index + 1].drop(while: { $0 == " " }) == "\"\"\""
            {
                callLine = index + 1
                index += 1
            } else {
                continue
            }
            guard
                let close = lines[(index + 1)...].firstIndex(where: {
                    $0.drop(while: { $0 == " " }).hasPrefix("\"\"\"")
                })
            else { break }
            let indentation = lines[close].prefix(while: { $0 == " " })
            let content = lines[(index + 1)..<close]
            // Escapes would make the value differ from the text written: left alone.
            if content.contains(where: { $0.contains("\\") }) {
                index = close - 1
                continue
            }
            let value = content.map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : "" }.joined(
                separator: "\n")
            literals.append(
                Literal(callLine: callLine, lines: (index + 1)..<close, indentation: indentation, value: value))
            // The closing line can open the next example (`"""), RuleExample("""`).
            index = close - 1
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
