import StackSyntax

/// The client's side of document sync, written from the LSP specification alone: the text
/// as Unicode scalars, lines ended by `\n`, `\r\n` or a lone `\r`, columns counted in the
/// negotiated unit, every character (a leading U+FEFF included) counted as the client sent it.
struct ReferenceDocument {
    var scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var text: String {
        // Encoded once into bytes (appending scalar by scalar to a string was a tenth of a run).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scalar ranges of each line's content (line ends excluded).
    var lines: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\r":
                result.append(start..<index)
                index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                start = index
            case "\n":
                result.append(start..<index)
                index += 1
                start = index
            default:
                index += 1
            }
        }
        result.append(start..<scalars.count)
        return result
    }

    /// The width of a scalar in LSP columns.
    static func width(_ scalar: Unicode.Scalar, unit: ColumnUnit) -> Int {
        switch unit {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .scalars: return 1
        }
    }

    /// The LSP position of the scalar boundary `index` (which lies on line `line`).
    func column(of index: Int, line: Range<Int>, unit: ColumnUnit) -> Int {
        scalars[line.lowerBound..<index].reduce(0) { $0 + Self.width($1, unit: unit) }
    }

    /// The scalar index of an LSP position: past the line's end is its end. `lines` is
    /// ``lines``, computed once by the caller for all the positions of one text.
    func index(line: Int, character: Int, unit: ColumnUnit, lines: [Range<Int>]) -> Int {
        guard line < lines.count else { return scalars.count }
        var index = lines[line].lowerBound
        var column = 0
        while index < lines[line].upperBound, column < character {
            column += Self.width(scalars[index], unit: unit)
            index += 1
        }
        return index
    }

    /// Replaces the scalars between two indexes.
    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
    }
}
