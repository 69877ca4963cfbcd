import StackPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// Reads files, turning every failure into a message. Only regular files are read (a FIFO
/// would block, a device such as `/dev/zero` never ends), and none larger than a limit, so
/// that nothing planted in a project can hang a run or exhaust its memory.
public enum InputReader {
    /// A read failure.
    public struct Failure: Error, Sendable {
        /// What went wrong.
        public var message: String
        /// Whether there was nothing at the path.
        public var isMissing: Bool { message == InputReader.missingMessage }
    }

    /// The failure's message for a path where there is nothing.
    public static let missingMessage = "no such file"

    /// The largest file read (64 MiB), whatever its size says when opened.
    public static let sizeLimit = 1 << 26

    /// The bytes of a file. Read straight into an array of the size the file has (one
    /// allocation, no zeroed buffer to copy from, no separate existence check).
    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        read(path, limit: sizeLimit).map(\.bytes)
    }

    /// The bytes of a file and its stamp as `fstat` gives it after the read (so that a
    /// later write can tell whether the file changed since).
    public static func readStamped(_ path: String) -> Result<(bytes: [UInt8], stamp: FileSnapshot.Stamp), Failure> {
        read(path, limit: sizeLimit)
    }

    /// ``readStamped(_:)`` with another size limit in bytes (for tests).
    static func read(_ path: String, limit: Int) -> Result<(bytes: [UInt8], stamp: FileSnapshot.Stamp), Failure> {
        let descriptor: Int32
        switch path.withCString(openFile) {
        case .opened(let opened): descriptor = opened
        case .notRegular(let kind): return .failure(Failure(message: kind.notRegularMessage))
        case .failed:
            // What is missing and what cannot be opened are told apart as before.
            guard FileExistence.exists(path) else { return .failure(Failure(message: missingMessage)) }
            return .failure(Failure(message: "cannot be read (permission denied?)"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Failure(message: "cannot be read: \(String(cString: strerror(errno)))"))
        }
        let kind = FileKind(mode: UInt32(status.st_mode))
        guard kind == .regular else { return .failure(Failure(message: kind.notRegularMessage)) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        guard status.st_size <= limit else { return .failure(tooLarge(limit)) }
        // Room for one byte more than the size, so that a file of exactly that size ends
        // with the read that finds nothing more; a file that grew goes on in chunks until
        // it passes the limit.
        let expected = status.st_size > 0 ? Int(clamping: status.st_size) : 0
        var error: Int32 = 0
        var ended = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = systemRead(descriptor, base + count, buffer.count - count)
                if read > 0 {
                    count += read
                } else if read == 0 {
                    ended = true
                    return
                } else if errno != EINTR {
                    error = errno
                    return
                }
            }
        }
        var chunk: [UInt8] = []
        // Ends: each pass reads at least one byte, ends, fails, or is interrupted by a signal,
        // and the bytes read are capped by the limit.
        while !ended, error == 0, bytes.count <= limit {
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: readChunkSize) }
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                ended = true
            } else if errno != EINTR {
                error = errno
            }
        }
        guard error == 0 else {
            return .failure(Failure(message: "cannot be read: \(String(cString: strerror(error)))"))
        }
        guard bytes.count <= limit else { return .failure(tooLarge(limit)) }
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Failure(message: "cannot be read: \(String(cString: strerror(errno)))"))
        }
        return .success((bytes, FileSnapshot.Stamp(status)))
    }

    /// What opening a path gave.
    private enum Opening {
        /// A descriptor, not blocking.
        case opened(Int32)
        /// Not a regular file: not opened.
        case notRegular(FileKind)
        /// `open` failed.
        case failed
    }

    /// Opens the file at `path` (one C string for both system calls).
    private static func openFile(_ path: UnsafePointer<CChar>) -> Opening {
        // What is not a regular file is refused before it is opened: opening a device can
        // act on it (a tape rewinds), and a FIFO's open waits for a writer.
        var before = stat()
        if stat(path, &before) == 0, FileKind(mode: UInt32(before.st_mode)) != .regular {
            return .notRegular(FileKind(mode: UInt32(before.st_mode)))
        }
        // Non-blocking, in case the path was replaced by a FIFO since; cleared once the
        // descriptor is known to be a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        return descriptor >= 0 ? .opened(descriptor) : .failed
    }

    /// The failure of a file larger than `limit`, which names the limit in words: `64 MiB`,
    /// or bytes when it is not a whole number of MiB.
    private static func tooLarge(_ limit: Int) -> Failure {
        let words = limit > 0 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit)-byte"
        return Failure(message: "is larger than the \(words) limit")
    }

    /// How many bytes one `read` asks for.
    private static let readChunkSize = 1 << 16
}
