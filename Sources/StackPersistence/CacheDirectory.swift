#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackPlatform
import StackWorkspace

/// A cache directory opened only if no other user can change what is in it: a directory
/// (not a symbolic link) owned by the current user, writable by no one else unless sticky.
/// Anyone else who could write there could plant a link or a crafted cache.
enum CacheDirectory {
    /// What opening found.
    enum Opened {
        /// The directory, open; the caller closes it.
        case usable(Int32)
        /// Nothing there yet.
        case missing
        /// Why the directory must not be used.
        case refused(String)
    }

    /// Opens the directory at `path` and checks it.
    static func open(_ path: String) -> Opened {
        let name = trimmed(path)
        let descriptor = openWithoutFollowing(name)
        guard descriptor >= 0 else {
            let error = errno
            var status = stat()
            guard lstat(name, &status) == 0 else {
                return error == ENOENT ? .missing : .refused("cannot open it: \(String(cString: strerror(error)))")
            }
            if status.st_mode & S_IFMT == S_IFLNK { return .refused("it is a symbolic link") }
            if status.st_mode & S_IFMT != S_IFDIR { return .refused("it is not a directory") }
            return .refused("cannot open it: \(String(cString: strerror(error)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return .refused("cannot open it: \(String(cString: strerror(errno)))")
        }
        if status.st_uid != geteuid() {
            close(descriptor)
            return .refused("it is owned by another user")
        }
        let mode = status.st_mode & 0o7777
        if mode & 0o022 != 0, mode & S_ISVTX == 0 {
            close(descriptor)
            let octal = String(mode, radix: 8)
            return .refused(
                "other users can write to it (mode \(String(repeating: "0", count: max(0, 4 - octal.count)) + octal) without the sticky bit)"
            )
        }
        return .usable(descriptor)
    }

    /// Opens the directory at `path`, making it (and its parents) when missing.
    static func make(_ path: String) -> Opened {
        if case .missing = open(path) {
            let parent = FilePath.directory(of: trimmed(path))
            if !parent.isEmpty {
                try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            // Not writable by group or others whatever the umask, or the next run would refuse it.
            if mkdir(trimmed(path), 0o755) != 0, errno != EEXIST {
                return .refused("cannot create it: \(String(cString: strerror(errno)))")
            }
        }
        return open(path)
    }

    /// The path without trailing separators, which would make `open` follow a final link.
    private static func trimmed(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}

/// `open(2)` of a directory whose last component must not be a link (inside
/// ``CacheDirectory`` its own `open` hides the name).
private func openWithoutFollowing(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
}
