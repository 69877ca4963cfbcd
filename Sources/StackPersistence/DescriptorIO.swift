import StackPlatform

/// Whole-file reads and writes on an open descriptor, retrying interrupted calls, for the
/// writers that must work on the file they opened rather than on a name.
enum DescriptorIO {
    /// Writes all of `bytes` from the descriptor's start; false (with `errno` set) on failure.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let result = pwrite(descriptor, base + written, buffer.count - written, off_t(written))
                if result > 0 {
                    written += result
                } else if result == 0 {
                    errno = EIO
                    return false
                } else if errno != EINTR {
                    return false
                }
            }
            return true
        }
    }

    /// Everything from the descriptor's start, or nil (with `errno` set) on failure.
    static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let offset = off_t(bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress, buffer.count, offset)
            }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
