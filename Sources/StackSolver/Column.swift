/// The rows that hold one symbol (see `LexicographicSolver`'s column index), in the order
/// they were added: the first eight inline, the rest in an array. Most columns hold two to
/// eight rows, so most allocate nothing, and tearing a solver down frees no array per
/// symbol (one array a symbol, started with room for eight, was an allocation for nearly
/// every symbol).
struct Column: RandomAccessCollection {
    /// How many rows are kept inline.
    private static let inlineCapacity = 8

    private(set) var count = 0
    private var inline: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var overflow: [Int] = []

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        switch position {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        case 4: return inline.4
        case 5: return inline.5
        case 6: return inline.6
        case 7: return inline.7
        default: return overflow[position - Self.inlineCapacity]
        }
    }

    /// Appends a row.
    mutating func append(_ row: Int) {
        switch count {
        case 0: inline.0 = row
        case 1: inline.1 = row
        case 2: inline.2 = row
        case 3: inline.3 = row
        case 4: inline.4 = row
        case 5: inline.5 = row
        case 6: inline.6 = row
        case 7: inline.7 = row
        default:
            // A column that outgrows its inline rows most often goes on growing (stale
            // entries stay until its symbol is substituted): room for sixteen at once.
            if overflow.capacity == 0 { overflow.reserveCapacity(2 * Self.inlineCapacity) }
            overflow.append(row)
        }
        count += 1
    }
}
