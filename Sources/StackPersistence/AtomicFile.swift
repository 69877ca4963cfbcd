import StackPlatform
import StackWorkspace

/// Writes files without harming what is there: never through a symbolic link it did not
/// resolve on purpose, never over a file the user cannot write, keeping an existing file's
/// owner, group, permissions and hard links. A file with one name is replaced by renaming a
/// finished temporary file over it (created private, given the original's mode only once
/// written), so it is never half written; a file with several names is written in place.
public enum AtomicFile {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// What failed.
        public var description: String
    }

    /// Why ``create(_:at:)`` wrote nothing: something has the name already.
    public struct FileExists: Error, CustomStringConvertible, Sendable {
        /// What is in the way.
        public var description: String
    }

    /// Writes a file stacklint produces (a report, baseline, picture, rule page or cache),
    /// creating it or replacing a regular file; a symbolic link, a directory, a read-only
    /// file or one whose owner could not be kept is refused.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let (directory, name) = try openDirectory(of: path)
        defer { close(directory) }
        try store(bytes, in: directory, name: name, shown: QuotedPath.quoted(path), expecting: nil)
    }

    /// Replaces a user's file with `bytes` computed from what was read as `snapshot`,
    /// unless the file changed since (another write, an editor's save): then it is left as
    /// it is and the error says so. A symbolic link the user named is followed to its file,
    /// as Ruff and Black do; the snapshot makes sure that file is the one that was read.
    public static func replace(_ path: String, expecting snapshot: FileSnapshot, with bytes: [UInt8]) throws {
        let (directory, name) = try openDirectory(of: resolved(path) ?? path)
        defer { close(directory) }
        try store(bytes, in: directory, name: name, shown: QuotedPath.quoted(path), expecting: snapshot)
    }

    /// Writes a new file, refusing when anything (a file, a link, a directory) has its name:
    /// what a user did not ask to replace is left as it is.
    public static func create(_ bytes: [UInt8], at path: String) throws {
        let (directory, name) = try openDirectory(of: path)
        defer { close(directory) }
        let shown = QuotedPath.quoted(path)
        var status = stat()
        guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) != 0, errno == ENOENT else {
            throw FileExists(description: "cannot write \(shown): a file with that name exists")
        }
        try create(bytes, in: directory, name: name, shown: shown)
    }

    /// Writes `name` in an open directory (the cache's, checked when it was opened).
    static func write(_ bytes: [UInt8], in directory: Int32, name: String, shown: String) throws {
        try store(bytes, in: directory, name: name, shown: shown, expecting: nil)
    }

    /// Creates `name` in an open directory only if nothing (not even a dangling link) has
    /// that name; false when it was not created.
    @discardableResult
    static func createExclusively(_ bytes: [UInt8], in directory: Int32, name: String) -> Bool {
        let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        let written = DescriptorIO.writeAll(descriptor, bytes)
        close(descriptor)
        if !written { unlinkat(directory, name, 0) }
        return written
    }

    private static func openDirectory(of path: String) throws -> (descriptor: Int32, name: String) {
        let directory = FilePath.directory(of: path)
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(QuotedPath.quoted(path), errno) }
        return (descriptor, FilePath.lastComponent(of: path))
    }

    /// The file a path names, every symbolic link on the way resolved.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func store(
        _ bytes: [UInt8], in directory: Int32, name: String, shown: String,
        expecting snapshot: FileSnapshot?
    ) throws {
        var status = stat()
        guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            let error = errno
            guard error == ENOENT else { throw failure(shown, error) }
            if snapshot != nil { throw changed(shown) }
            return try create(bytes, in: directory, name: name, shown: shown)
        }
        try requireRegularFile(status, shown)
        // A file nobody may write is read-only for stacklint too, even for root, who may.
        guard status.st_mode & 0o222 != 0 else {
            throw WriteError(description: "cannot write \(shown): the file is read-only")
        }
        // Opening for writing is the permission check the kernel itself makes (a rename
        // needs only the directory's), and the descriptor pins the file being checked.
        let descriptor = openat(
            directory, name, (snapshot == nil ? O_WRONLY : O_RDWR) | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw openFailure(shown, errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure(shown, errno) }
        try requireRegularFile(status, shown)
        if status.st_nlink > 1 {
            // Renaming would split this name from the file's other names: write in place.
            try verify(snapshot, descriptor: descriptor, directory: directory, name: name, shown: shown)
            guard ftruncate(descriptor, 0) == 0, DescriptorIO.writeAll(descriptor, bytes), fsync(descriptor) == 0 else {
                throw failure(shown, errno)
            }
            return
        }
        let temporary = try makeTemporary(in: directory, beside: name, shown: shown, mode: 0o600)
        do {
            defer { close(temporary.descriptor) }
            guard DescriptorIO.writeAll(temporary.descriptor, bytes) else { throw failure(shown, errno) }
            try keepOwner(status, on: temporary.descriptor, shown: shown)
            // The original's mode only now, so that a private file's contents are never readable by more users.
            guard fchmod(temporary.descriptor, status.st_mode & 0o7777) == 0, fsync(temporary.descriptor) == 0 else {
                throw failure(shown, errno)
            }
            try verify(snapshot, descriptor: descriptor, directory: directory, name: name, shown: shown)
            guard renameat(directory, temporary.name, directory, name) == 0 else { throw failure(shown, errno) }
        } catch {
            unlinkat(directory, temporary.name, 0)
            throw error
        }
    }

    /// A new file: written under a temporary name, then linked to its name, which fails
    /// rather than replace anything that appeared there meanwhile.
    private static func create(_ bytes: [UInt8], in directory: Int32, name: String, shown: String) throws {
        // The usual permissions of a new file (0666 less the umask), which it keeps.
        let temporary = try makeTemporary(in: directory, beside: name, shown: shown, mode: 0o666)
        defer { unlinkat(directory, temporary.name, 0) }
        let written = DescriptorIO.writeAll(temporary.descriptor, bytes) && fsync(temporary.descriptor) == 0
        let error = errno
        close(temporary.descriptor)
        guard written else { throw failure(shown, error) }
        if linkat(directory, temporary.name, directory, name, 0) == 0 { return }
        let linkError = errno
        guard linkError != EEXIST else {
            throw WriteError(
                description: "cannot write \(shown): a file appeared under that name while stacklint was writing it")
        }
        // A file system without hard links: a rename replaces but never follows what may be there.
        guard renameat(directory, temporary.name, directory, name) == 0 else { throw failure(shown, errno) }
    }

    private static func makeTemporary(
        in directory: Int32, beside name: String, shown: String,
        mode: mode_t
    ) throws -> (descriptor: Int32, name: String) {
        // A long name is shortened so that the temporary name stays within the file system's limit.
        let base = String(decoding: name.utf8.prefix(200), as: UTF8.self)
        for _ in 0..<100 {
            let temporary = "." + base + ".stacklint-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw WriteError(
            description:
                "cannot write \(shown): cannot create a temporary file beside it: \(String(cString: strerror(errno)))")
    }

    /// Gives the temporary file the original's owner and group, or refuses the write.
    private static func keepOwner(_ original: stat, on temporary: Int32, shown: String) throws {
        var status = stat()
        guard fstat(temporary, &status) == 0 else { throw failure(shown, errno) }
        if status.st_uid == original.st_uid, status.st_gid == original.st_gid { return }
        if fchown(temporary, original.st_uid, original.st_gid) == 0 { return }
        if status.st_uid != original.st_uid {
            throw WriteError(
                description:
                    "cannot write \(shown): it belongs to another user, and replacing it would change its owner")
        }
        throw WriteError(description: "cannot write \(shown): replacing it would change its group")
    }

    /// Throws unless the open file is still the one of the snapshot, under the same name.
    private static func verify(
        _ snapshot: FileSnapshot?, descriptor: Int32, directory: Int32, name: String, shown: String
    ) throws {
        guard let snapshot else { return }
        var now = stat()
        guard fstat(descriptor, &now) == 0, FileSnapshot.Stamp(now) == snapshot.stamp else { throw changed(shown) }
        var named = stat()
        guard fstatat(directory, name, &named, AT_SYMLINK_NOFOLLOW) == 0, named.st_dev == now.st_dev,
            named.st_ino == now.st_ino
        else {
            throw changed(shown)
        }
        guard let current = DescriptorIO.readAll(descriptor), ContentHash.value(current) == snapshot.contentHash else {
            throw changed(shown)
        }
    }

    private static func requireRegularFile(_ status: stat, _ shown: String) throws {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw symbolicLink(shown)
        case S_IFDIR: throw WriteError(description: "cannot write \(shown): it is a directory")
        default: throw WriteError(description: "cannot write \(shown): it is not a regular file")
        }
    }

    private static func symbolicLink(_ shown: String) -> WriteError {
        WriteError(
            description:
                "cannot write \(shown): it is a symbolic link, and stacklint never writes through one (it could lead to any file)"
        )
    }

    private static func changed(_ shown: String) -> WriteError {
        WriteError(description: "\(shown) changed while stacklint was working on it; left as it is")
    }

    private static func openFailure(_ shown: String, _ error: Int32) -> WriteError {
        switch error {
        case EACCES, EPERM: return WriteError(description: "cannot write \(shown): the file is read-only")
        case EROFS: return WriteError(description: "cannot write \(shown): its file system is read-only")
        case ELOOP: return symbolicLink(shown)
        default: return failure(shown, error)
        }
    }

    private static func failure(_ shown: String, _ error: Int32) -> WriteError {
        WriteError(description: "cannot write \(shown): \(String(cString: strerror(error)))")
    }
}
