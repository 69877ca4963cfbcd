/// A fast 64-bit content hash (FNV-1a), for cache keys.
public enum ContentHash {
    /// The hash of some bytes.
    public static func value(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    /// The hash as 16 hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let text = String(value(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
