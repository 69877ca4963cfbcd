import StackPlatform

/// What a directory entry or an opened file is, from the type bits of its `stat` mode:
/// stacklint reads only regular files, and says what anything else is.
enum FileKind: Equatable {
    case regular
    case directory
    case symbolicLink
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case unknown

    /// The kind that a `stat` mode records.
    init(mode: UInt32) {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): self = .regular
        case UInt32(S_IFDIR): self = .directory
        case UInt32(S_IFLNK): self = .symbolicLink
        case UInt32(S_IFIFO): self = .fifo
        case UInt32(S_IFCHR): self = .characterDevice
        case UInt32(S_IFBLK): self = .blockDevice
        case UInt32(S_IFSOCK): self = .socket
        default: self = .unknown
        }
    }

    /// The kind of what `path` names once links are followed; nil when nothing is there.
    static func followed(_ path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: UInt32(status.st_mode))
    }

    /// The kind in words, after "a" or "an", for messages: `is not a regular file (a FIFO)`.
    var described: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .unknown: return "of an unknown kind"
        }
    }

    /// What a reader says of a path that is not a regular file.
    var notRegularMessage: String {
        self == .directory ? "is a directory" : "is not a regular file (\(described))"
    }
}
