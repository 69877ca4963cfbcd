#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// A JSON value: the project's one JSON model, parser and writer (reports, frames, the
/// language server's messages). Parsed and written by hand: parsing keeps every character
/// as sent, writing sorts keys so output is deterministic, and writing is total (a number
/// that is not finite is written as `null`; writers that must refuse one check first).
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses UTF-8 bytes; nil for anything that is not JSON (see ``JSONParser``).
    public static func parse(_ bytes: [UInt8]) -> JSON? {
        JSONParser.parse(bytes)
    }

    // MARK: Access

    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public subscript(index: Int) -> JSON? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    public var string: String? { if case .string(let value) = self { return value } else { return nil } }
    public var double: Double? { if case .number(let value) = self { return value } else { return nil } }
    public var int: Int? {
        guard case .number(let value) = self, value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }
    public var bool: Bool? { if case .bool(let value) = self { return value } else { return nil } }
    public var array: [JSON]? { if case .array(let items) = self { return items } else { return nil } }
    public var object: [String: JSON]? { if case .object(let members) = self { return members } else { return nil } }

    // MARK: Writing

    /// Compact JSON text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Compact JSON text as UTF-8 bytes: what goes on the wire, written byte by byte
    /// (a 5 MB document's symbols are hundreds of thousands of values).
    public var utf8: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output += JSON.nullBytes
        case .bool(let value): output += value ? JSON.trueBytes : JSON.falseBytes
        case .number(let value):
            if value == value.rounded(), abs(value) < 9e15 {
                JSON.writeInteger(Int64(value), into: &output)
            } else if value.isFinite {
                output += Array("\(value)".utf8)
            } else {
                output += JSON.nullBytes
            }
        case .string(let value): JSON.writeString(value, into: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Indented JSON text with sorted keys and a final line break: what the command line
    /// writes (`--format json`, SARIF, frames). The layout is `JSONEncoder`'s pretty one
    /// (two-space indent, `"key" : value`, an empty array or object on two lines), so
    /// reports read the same as they always have.
    public var prettyText: String {
        var output: [UInt8] = []
        writePretty(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// The value written as in ``prettyText``, at `indent` levels of nesting, without the
    /// final line break: a fragment for ``prettyText(writing:for:)``.
    public func prettyBytes(indent: Int) -> [UInt8] {
        var output: [UInt8] = []
        writePretty(into: &output, indent: indent)
        return output
    }

    /// ``prettyText`` with one value written ahead of time: the tree holds the string
    /// `placeholder` where the value belongs, and its last occurrence in the text is
    /// replaced by `written`, the value's ``prettyBytes(indent:)`` at that depth. A large
    /// value that is the same in every text (SARIF's rule catalogue) is written once, not
    /// for every text. The placeholder's last occurrence is the one replaced: sorted keys
    /// put it there when only values written before it can hold the same string.
    public func prettyText(writing written: [UInt8], for placeholder: String) -> String {
        var output: [UInt8] = []
        writePretty(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        var encoded: [UInt8] = []
        JSON.writeString(placeholder, into: &encoded)
        if let start = JSON.lastOccurrence(of: encoded, in: output) {
            output.replaceSubrange(start..<start + encoded.count, with: written)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Where `pattern` last starts in `bytes`, if it occurs.
    private static func lastOccurrence(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
        var start = bytes.count - pattern.count
        while start >= 0 {
            if bytes[start] == pattern[0], bytes[start..<start + pattern.count].elementsEqual(pattern) { return start }
            start -= 1
        }
        return nil
    }

    /// A line break and the indentation of `level`, written without a buffer of its own
    /// (a pretty log has one for every value).
    private static func newline(_ level: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        var remaining = 2 * level
        while remaining > 0 {
            let count = min(remaining, indentSpaces.count)
            output.append(contentsOf: indentSpaces[0..<count])
            remaining -= count
        }
    }

    /// Spaces to indent with, copied a run at a time.
    private static let indentSpaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private func writePretty(into output: inout [UInt8], indent: Int) {
        func newline(_ level: Int) { JSON.newline(level, into: &output) }
        switch self {
        case .array(let items) where items.isEmpty:
            JSON.writeRaw("[\n", into: &output)
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members) where members.isEmpty:
            JSON.writeRaw("{\n", into: &output)
            newline(indent)
            output.append(UInt8(ascii: "}"))
        case .array(let items):
            output.append(UInt8(ascii: "["))
            newline(indent + 1)
            for (index, item) in items.enumerated() {
                if index > 0 {
                    output.append(UInt8(ascii: ","))
                    newline(indent + 1)
                }
                item.writePretty(into: &output, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            newline(indent + 1)
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 {
                    output.append(UInt8(ascii: ","))
                    newline(indent + 1)
                }
                JSON.writeString(member.key, into: &output)
                JSON.writeRaw(" : ", into: &output)
                member.value.writePretty(into: &output, indent: indent + 1)
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        default:
            write(into: &output)
        }
    }

    /// The bytes of an array whose items are already written: lets a long message be
    /// written item by item, without holding the whole tree. The items' bytes are gathered
    /// first and copied once into an array of exactly the answer's size: growing it item by
    /// item would hold, at its last doubling, the old copy and one twice the size.
    public static func arrayBytes<Items: Sequence>(_ items: Items) -> [UInt8] where Items.Element == [UInt8] {
        // Each item appended as it is written (a lazy sequence writes them one at a time):
        // never all the items and the whole array at once.
        var output: [UInt8] = [UInt8(ascii: "[")]
        var first = true
        for item in items {
            if !first { output.append(UInt8(ascii: ",")) }
            output += item
            first = false
        }
        output.append(UInt8(ascii: "]"))
        return output
    }

    /// The bytes of an object whose values are already written, keys sorted as ``utf8`` sorts them.
    public static func objectBytes(_ members: [(key: String, value: [UInt8])]) -> [UInt8] {
        // Sized for the members at once (a key's quotes, colon and comma: 4 bytes; a key
        // that needs escapes grows it once): a large value is copied once, not twice.
        var output: [UInt8] = []
        output.reserveCapacity(members.reduce(2) { $0 + $1.key.utf8.count + 4 + $1.value.count })
        output.append(UInt8(ascii: "{"))
        for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            writeString(member.key, into: &output)
            output.append(UInt8(ascii: ":"))
            output += member.value
        }
        output.append(UInt8(ascii: "}"))
        return output
    }

    private static let nullBytes = Array("null".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends text that is already JSON (punctuation, a key with its quotes).
    public static func writeRaw(_ text: StaticString, into output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends an integer as ``utf8`` writes a whole number.
    public static func writeInteger(_ value: Int64, into output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // The digits from the highest down, without a buffer: most numbers here are a
        // line or a column (an allocation each would cost more than the digits).
        var power: UInt64 = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
        }
    }

    /// Appends a string as a JSON string literal (quoted, escaped as ``utf8`` escapes it).
    public static func writeString(_ value: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = value
        text.withUTF8 { bytes in writeEscaped(bytes, into: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 bytes escaped for a JSON string: the runs between escapes are copied
    /// whole, and each escape is written in place.
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == quote || byte == backslash else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            output.append(backslash)
            switch byte {
            case quote, backslash: output.append(byte)
            case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
            default:
                output.append(UInt8(ascii: "u"))
                output.append(UInt8(ascii: "0"))
                output.append(UInt8(ascii: "0"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }

    /// A number from an integer.
    public static func int(_ value: Int) -> JSON { .number(Double(value)) }
}
