#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// The entries of one directory, each with what it is, read with `readdir`: the type the
/// directory records for an entry saves the `stat` of each file that `FileManager` needs
/// (2,000 of them in a walk of the benchmark corpus). Symbolic links are followed, as
/// `FileManager.fileExists(atPath:isDirectory:)` follows them.
enum DirectoryListing {
    /// What an entry is.
    enum Kind: Equatable {
        /// A directory (or a link to one).
        case directory
        /// Anything else that exists: a file, a link to one, a device.
        case file
    }

    /// Which directory a path names, whatever the path (links, `..`): a walk visits each once.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The entries of `directory` (without `.` and `..`) in the order the system lists
    /// them; entries that vanished or are dangling links are left out. Nil when the
    /// directory cannot be read.
    static func entries(of directory: String) -> [(name: String, kind: Kind)]? {
        #if canImport(Glibc) || canImport(Darwin)
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            default: kind = followed(directory + "/" + name)  // a link, or a file system that does not say
            }
            if let kind { entries.append((name, kind)) }
        }
        return entries
        #else
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        return names.compactMap { name in
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) else { return nil }
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

    #if canImport(Glibc) || canImport(Darwin)
    /// What `path` is once links are followed; nil when it does not exist.
    private static func followed(_ path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }
    #endif
}
