import Foundation
import FuzzSupport
import StackSyntax

/// One `didChange` content change: a range in LSP positions and its new text, or (without
/// a range) the whole new text.
struct ContentChange {
    struct Position: Equatable {
        var line: Int
        var character: Int
    }

    var range: (start: Position, end: Position)?
    var text: String
}

/// What a fuzz input means: a position encoding and a way of delivery (the first byte's
/// lowest two bits), a first text, and a list of didChange notifications (each with one or
/// more content changes), with the reference text after each notification.
struct EditScript {
    /// Text pieces that stress position conversion: every line end, a leading BOM, two-,
    /// three- and four-byte characters (astral ones are two UTF-16 units), combining marks,
    /// and fragments of the format so that the analysis has something to chew on.
    static let allPieces: [String] = [
        "a", "é", "e\u{301}", "中", "😀", "👩‍👩‍👧", "\u{FEFF}", "\r\n", "\r", "\n", " ", "\t", "{", "}", "\"", ":", ";",
        "layout L {\n", "layout 😀 {\r\n", "stack s {\r", "label x { text: \"😀é\" }", "view v", "pin: top 8",
        "intrinsic: 10 x 20", "// é😀", "/* \r\n */", "canvas: 375 x 667", "axis: vertical", "width == x.width",
    ]

    /// The pieces a run leaves out: `STACKFUZZ_SYNC_SKIP=lone-cr,bom` (comma-separated) skips
    /// known desynchronisations so a long run can look for others.
    static let pieces: [String] = {
        let setting = getenv("STACKFUZZ_SYNC_SKIP").map { String(cString: $0) } ?? ""
        let skip = Set(setting.split(separator: ",").map(String.init))
        return allPieces.filter { piece in
            !(skip.contains("lone-cr") && piece.unicodeScalars.contains("\r") && !piece.contains("\r\n"))
                && !(skip.contains("bom") && piece == "\u{FEFF}")
        }
    }()

    var unit: ColumnUnit
    /// Whether the server receives the notifications as one burst, its message handling
    /// held until the last has arrived (a client that sent them while the server was busy),
    /// rather than one by one while it handles and analyses them (a fast typist).
    var isBurst: Bool
    var initialText: String
    /// Each notification's changes, and the reference text after it.
    var notifications: [(changes: [ContentChange], textAfter: String)] = []

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let head = reader.byte()
        unit = head & 1 == 0 ? .utf16 : .utf8
        isBurst = head & 2 != 0
        initialText = Self.text(&reader, pieces: reader.below(12))
        var reference = ReferenceDocument(initialText)
        while !reader.isAtEnd, notifications.count < 64 {
            var changes: [ContentChange] = []
            for _ in 0...reader.below(3) {
                changes.append(Self.change(&reader, applyingTo: &reference, unit: unit))
            }
            notifications.append((changes, reference.text))
        }
    }

    private static func text(_ reader: inout ByteReader, pieces count: Int) -> String {
        (0..<count).map { _ in reader.pick(pieces) }.joined()
    }

    private static func change(
        _ reader: inout ByteReader, applyingTo reference: inout ReferenceDocument,
        unit: ColumnUnit
    ) -> ContentChange {
        let newText = text(&reader, pieces: reader.below(4))
        if reader.below(16) == 0 {
            reference = ReferenceDocument(newText)
            return ContentChange(range: nil, text: newText)
        }
        let lines = reference.lines
        let first = position(&reader, in: reference, lines: lines, unit: unit)
        let second = reader.below(3) == 0 ? first : position(&reader, in: reference, lines: lines, unit: unit)
        let a = reference.index(line: first.line, character: first.character, unit: unit, lines: lines)
        let b = reference.index(line: second.line, character: second.character, unit: unit, lines: lines)
        let (start, end) = a <= b ? (first, second) : (second, first)
        reference.replace(min(a, b)..<max(a, b), with: newText)
        return ContentChange(range: (start, end), text: newText)
    }

    /// A position on a character boundary of an existing line (the protocol leaves positions
    /// inside a character undefined); at the line's end now and then past it, which the
    /// protocol says means the line's end.
    private static func position(
        _ reader: inout ByteReader, in reference: ReferenceDocument, lines: [Range<Int>],
        unit: ColumnUnit
    ) -> ContentChange.Position {
        let line = reader.below(lines.count)
        let range = lines[line]
        let index = range.lowerBound + reader.below(range.count + 1)
        var character = reference.column(of: index, line: range, unit: unit)
        if index == range.upperBound, reader.below(4) == 0 { character += 1 + reader.below(4) }
        return ContentChange.Position(line: line, character: character)
    }
}
