#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
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
        let directory = FilePath.directory(of: target)
        let base = FilePath.lastComponent(of: target)
        // A new file gets the usual permissions (0666 less the umask, 0644 under umask 022),
        // as `open` applies them; an existing file keeps its own (set below).
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = (directory.isEmpty ? "." : directory) + "/." + base + ".stacklint-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot create a temporary file next to \(QuotedPath.quoted(path)): \(String(cString: strerror(errno)))")
        }
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
            throw WriteError(description: "cannot write \(QuotedPath.quoted(path)): \(failure)")
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
