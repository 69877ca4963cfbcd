import StackModel
import StackSyntax

/// The text edits that fixes are made of, shared by every rule (and the editor's refactors).
public enum Edits {
    /// Adds a property statement to an element: on a line of its own after the `{` of a
    /// multi-line body, before the `}` of a one-line body, or in a new `{ ... }`.
    public static func insertProperty(_ statement: String, into element: Element, source: SourceText) -> TextEdit {
        let indent = source.indentation(at: element.headerRange.start)
        guard let braces = element.braces, let close = braces.close else {
            return TextEdit(range: .empty(at: element.headerRange.end), newText: " { \(statement) }")
        }
        let openLine = source.line(containing: braces.open.start)
        if source.line(containing: close.start) > openLine {
            // The first line after the `{` that does not start inside a block comment (one
            // opened on the `{` line would swallow the statement, and the fix would be
            // offered again forever); when the comment ends on the `}` line, before the `}`.
            guard let at = lineStart(after: braces.open.end, before: close.start, outsideCommentsIn: source),
                at <= close.start
            else {
                return TextEdit(range: .empty(at: close.start), newText: "\(statement) ")
            }
            return TextEdit(range: .empty(at: at), newText: "\(indent)  \(statement)\(source.lineEnding)")
        }
        let inner = source.text(in: SourceRange(start: braces.open.end, end: close.start)).trimmingBlanks
        if inner.isEmpty {
            return TextEdit(range: SourceRange(start: braces.open.end, end: close.start), newText: " \(statement) ")
        }
        return TextEdit(
            range: SourceRange(start: braces.open.end, end: close.start), newText: " \(inner); \(statement) ")
    }

    /// The start of the first line after the one holding `offset` that does not begin inside
    /// a block comment found by the lexer between `offset` and `limit` (the body of an
    /// element: it starts and ends at token boundaries, so lexing it alone finds the
    /// comments and strings the whole file's lexing would); nil past the end of the text.
    static func lineStart(after offset: Int, before limit: Int, outsideCommentsIn source: SourceText) -> Int? {
        guard offset <= limit, limit <= source.bytes.count else { return nil }
        var lexer = Lexer(source: SourceText(bytes: Array(source.bytes[offset..<limit]), byteOrderMark: .counted))
        var comments: [SourceRange] = []
        // Each token moves the lexer forward, so the loop ends at the end of the body.
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind == .blockComment {
                comments.append(SourceRange(start: token.range.start + offset, end: token.range.end + offset))
            }
        }
        var line = source.line(containing: offset)
        while line + 1 < source.lineStarts.count {
            let start = source.lineStarts[line + 1]
            guard let comment = comments.first(where: { $0.start < start && start < $0.end }) else { return start }
            line = source.line(containing: comment.end)
        }
        return nil
    }

    /// Replaces a property's value.
    package static func replaceValue(of property: PropertySyntax, with text: String) -> TextEdit {
        TextEdit(range: property.value.range, newText: text)
    }

    /// Removes a statement (or an element).
    package static func remove(_ range: SourceRange, source: SourceText) -> TextEdit {
        source.removalEdit(for: range)
    }
}

extension String {
    /// Without leading and trailing blanks.
    package var trimmingBlanks: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

/// Queries about an element's place that several rules share.
extension Layout {
    /// The stack an element is arranged in, if it is arranged.
    package func arrangingStack(of element: Element) -> Element? {
        guard element.isArranged, let parent = element.parent else { return nil }
        return elements[parent]
    }

    /// `row > text > meta`: the stacks from the root down to the element at `index`, by
    /// index (the elements are read in place, not copied).
    package func stackChain(to index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        // Each step goes one level up the tree, so the loop ends.
        while let item = current {
            if elements[item].kind == .stack { chain.append(item) }
            current = elements[item].parent
        }
        chain.reverse()
        return chain
    }

    /// How many stacks ``stackChain(to:)`` would hold for the element at `index`, counted
    /// in place.
    package func stackDepth(of index: Int) -> Int {
        var depth = 0
        var current: Int? = index
        // Each step goes one level up the tree, so the loop ends.
        while let item = current {
            if elements[item].kind == .stack { depth += 1 }
            current = elements[item].parent
        }
        return depth
    }
}

/// Where a finding holds: "at 375 x 667", both of two ("at iPhone16 and iPhoneSE"), or the
/// first canvas and how many more ("at iPhoneSE, AX3 and 5 more", rules.md version 3), so
/// that an editor that shows one line of the message shows the advice after it;
/// ``canvasNote(_:at:)`` lists them all.
package func canvasList(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return "at \(names[0])"
    case 2 where !names.contains(where: holdsComma): return "at \(names[0]) and \(names[1])"
    case 2: return "at \(names[0]); \(names[1])"
    default: return "at \(names[0]) and \(names.count - 1) more"
    }
}

/// Whether a canvas name holds a comma ("iPhoneSE, AX3"), read as bytes: names are ASCII.
private func holdsComma(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ",")) }

/// The related information that lists every canvas a finding holds at, when its message
/// names only the first: `at every canvas: iPhoneSE, AX3; iPhone16, AX3; iPhoneSE, AX5` (a
/// `;` between names that hold a comma).
package func canvasNote(_ names: [String], at range: SourceRange) -> [RelatedLocation] {
    guard names.count > 2 else { return [] }
    let separator = names.contains(where: holdsComma) ? "; " : ", "
    return [RelatedLocation(range: range, message: "at every canvas: " + names.joined(separator: separator))]
}
