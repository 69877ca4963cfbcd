import StackPlatform

/// What a file was when stacklint read it: which file (device and inode), its size and
/// modification time, and a hash of the bytes read. ``AtomicFile/replace(_:expecting:with:)``
/// compares it with what is there before writing, so that an edit saved meanwhile is kept.
public struct FileSnapshot: Sendable, Equatable {
    /// The file's identity and timestamps, as `fstat` gave them after the read.
    public struct Stamp: Sendable, Equatable {
        /// The device the file is on.
        public var device: UInt64
        /// The file's inode number.
        public var inode: UInt64
        /// The size in bytes.
        public var size: Int64
        /// The modification time: whole seconds.
        public var modifiedSeconds: Int64
        /// The modification time: nanoseconds within the second.
        public var modifiedNanoseconds: Int64

        /// The stamp of a file's status.
        public init(_ status: stat) {
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
            size = Int64(status.st_size)
            #if canImport(Darwin)
            modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
            #else
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
            #endif
        }
    }

    /// Which file it was and when it was last changed.
    public var stamp: Stamp
    /// The hash of the bytes that were read.
    public var contentHash: UInt64

    /// A snapshot of a file read as `bytes` while it had this stamp.
    public init(stamp: Stamp, bytes: [UInt8]) {
        self.stamp = stamp
        contentHash = ContentHash.value(bytes)
    }

    /// Reads a file and takes its snapshot (nil when it cannot be read).
    public static func take(of path: String) -> (bytes: [UInt8], snapshot: FileSnapshot)? {
        guard case .success(let read) = InputReader.readStamped(path) else { return nil }
        return (read.bytes, FileSnapshot(stamp: read.stamp, bytes: read.bytes))
    }
}
