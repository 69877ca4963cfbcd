import StackPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// The entries of one directory, each with what it is, read with `readdir`: the type the
/// directory records for an entry saves the `stat` of each file that `FileManager` needs.
/// Symbolic links are reported as links, not followed: the walk decides what to do with them.
enum DirectoryListing {
    /// What an entry is.
    enum Kind: Equatable {
        /// A directory (not a link to one).
        case directory
        /// A regular file (not a link to one).
        case file
        /// A symbolic link, to anything or nothing.
        case link
        /// Anything else: a FIFO, a socket, a device.
        case special(FileKind)
    }

    /// Which directory a path names, whatever the path (links, `..`): a walk visits each once.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The entries of `directory` (without `.` and `..`) in the order the system lists
    /// them; entries that vanished are left out. Nil when the directory cannot be read.
    static func entries(of directory: String) -> [(name: String, kind: Kind)]? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            default: kind = unfollowed(directory + "/" + name)  // a file system that does not say, or a special file
            }
            if let kind { entries.append((name, kind)) }
        }
        return entries
        #else
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        return names.compactMap { name in
            let path = directory + "/" + name
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { return (name, .link) }
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return (name, isDirectory ? .directory : .file)
        }
        #endif
    }

    /// The identity of the directory at `path` (links followed), nil when there is none.
    static func identity(of path: String) -> Identity? {
        #if canImport(Glibc) || canImport(Darwin)
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        #else
        return nil
        #endif
    }

    /// The absolute path of `path` with every link resolved (`realpath`); nil when it
    /// cannot be resolved (a dangling link, a loop of links).
    static func resolved(_ path: String) -> String? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
    /// What `path` itself is (a link is not followed); nil when it does not exist.
    private static func unfollowed(_ path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch FileKind(mode: UInt32(status.st_mode)) {
        case .directory: return .directory
        case .regular: return .file
        case .symbolicLink: return .link
        case let other: return .special(other)
        }
    }
    #endif
}
