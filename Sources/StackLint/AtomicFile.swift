import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a user's file safely: a temporary file in the same directory, the original's
/// permissions, then `rename` over the original, so that the file is never half written.
public enum AtomicFile {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// What failed.
        public var description: String
    }

    /// Replaces the contents of `path` (following a symbolic link to its target).
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        let hadFile = stat(target, &status) == 0
        let directory = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + base + ".stacklint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot create a temporary file next to \(path): \(String(cString: strerror(errno)))")
        }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) } + [], encoding: .utf8)
        var ok = true
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while ok, written < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result <= 0 { ok = false } else { written += result }
            }
        }
        if ok, hadFile { ok = fchmod(descriptor, status.st_mode & 0o7777) == 0 }
        if ok { ok = fsync(descriptor) == 0 }
        let failure = String(cString: strerror(errno))
        close(descriptor)
        guard ok, rename(temporary, target) == 0 else {
            unlink(temporary)
            throw WriteError(description: "cannot write \(path): \(failure)")
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

extension String {
    fileprivate init(cString bytes: [UInt8], encoding: String.Encoding) {
        let trimmed = bytes.prefix { $0 != 0 }
        self = String(decoding: trimmed, as: UTF8.self)
    }
}
