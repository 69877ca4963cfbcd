import StackSyntax

/// Hashing and comparing runs of bytes eight at a time: the incremental analysis keys every
/// layout by its text, so each analysis hashes and compares the whole document, and a keyed
/// hash (SipHash) or a byte-by-byte comparison would cost more than the edit's analysis.
enum ByteRuns {
    /// A 64-bit digest of the bytes (a multiply-xorshift mix of each eight-byte word and
    /// the length). Not keyed: for tables whose keys are compared in full on a digest match.
    static func digest(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: buffer.count)
            let words = buffer.count / 8
            for index in 0..<words {
                hash =
                    (hash ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 33
            }
            var tail: UInt64 = 0
            for index in (words * 8)..<buffer.count {
                tail = tail << 8 | UInt64(buffer[index])
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
            hash = hash &* 0xFF51_AFD7_ED55_8CCD
            return hash ^ hash >> 32
        }
    }

    /// Whether two runs hold the same bytes.
    static func equal(_ lhs: ArraySlice<UInt8>, _ rhs: ArraySlice<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                let words = left.count / 8
                for index in 0..<words
                where left.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                {
                    return false
                }
                for index in (words * 8)..<left.count where left[index] != right[index] {
                    return false
                }
                return true
            }
        }
    }
}

extension ByteRuns {
    /// How many bytes two runs share at their start.
    static func commonPrefix(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                let limit = min(left.count, right.count)
                var index = 0
                while index + 8 <= limit,
                    left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        == right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                {
                    index += 8
                }
                while index < limit, left[index] == right[index] { index += 1 }
                return index
            }
        }
    }

    /// How many bytes two runs share at their end, at most `limit`.
    static func commonSuffix(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int {
        lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                let bound = min(limit, left.count, right.count)
                var length = 0
                while length + 8 <= bound,
                    left.loadUnaligned(fromByteOffset: left.count - length - 8, as: UInt64.self)
                        == right.loadUnaligned(fromByteOffset: right.count - length - 8, as: UInt64.self)
                {
                    length += 8
                }
                while length < bound, left[left.count - length - 1] == right[right.count - length - 1] { length += 1 }
                return length
            }
        }
    }
}

extension ByteRuns {
    /// The offset of the first byte at or after `start` that is `{`, `}`, `"` or `/`, or
    /// the buffer's count when there is none: the only bytes the cut into layouts reads
    /// inside a layout's body, so the rest is passed over eight bytes at a time.
    static func nextBraceQuoteOrSlash(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index + 8 <= buffer.count {
            let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let marks =
                SourceText.bytes(equalTo: 0x7B7B_7B7B_7B7B_7B7B, in: word)
                | SourceText.bytes(equalTo: 0x7D7D_7D7D_7D7D_7D7D, in: word)
                | SourceText.bytes(equalTo: 0x2222_2222_2222_2222, in: word)
                | SourceText.bytes(equalTo: 0x2F2F_2F2F_2F2F_2F2F, in: word)
            if marks != 0 { return index + UInt64(littleEndian: marks).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "/"): return index
            default: index += 1
            }
        }
        return index
    }

}
