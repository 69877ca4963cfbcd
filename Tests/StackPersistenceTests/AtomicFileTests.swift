import Foundation
import StackPersistence
import StackTestSupport
import StackWorkspace
import XCTest

/// `AtomicFile.replace` writes only over the file that was read, and its temporary file
/// never lets more users read the contents than the original does.
final class AtomicFileTests: XCTestCase {
    func testAFileChangedSinceItWasReadIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", "layout A{view v}\n")
        let (_, snapshot) = try XCTUnwrap(FileSnapshot.take(of: file.path))
        try Data("layout B{view w}\n// saved meanwhile\n".utf8).write(to: file)

        XCTAssertThrowsError(try AtomicFile.replace(file.path, expecting: snapshot, with: Array("fixed\n".utf8))) {
            error in
            XCTAssertEqual("\(error)", "\(file.path) changed while stacklint was working on it; left as it is")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "layout B{view w}\n// saved meanwhile\n")
    }

    func testAChangeOfTheSameSizeAndTimeIsStillSeen() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", "layout A{view v}\n")
        let (_, snapshot) = try XCTUnwrap(FileSnapshot.take(of: file.path))
        // Rewritten in place with as many bytes, its modification time then set back.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("layout B{view w}\n".utf8))
        try handle.close()
        var times = [
            timespec(tv_sec: Int(snapshot.stamp.modifiedSeconds), tv_nsec: Int(snapshot.stamp.modifiedNanoseconds)),
            timespec(tv_sec: Int(snapshot.stamp.modifiedSeconds), tv_nsec: Int(snapshot.stamp.modifiedNanoseconds)),
        ]
        XCTAssertEqual(utimensat(AT_FDCWD, file.path, &times, 0), 0)

        XCTAssertThrowsError(try AtomicFile.replace(file.path, expecting: snapshot, with: Array("fixed\n".utf8)))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "layout B{view w}\n")
    }

    func testAnUnchangedFileIsReplaced() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", "layout A{view v}\n")
        let (_, snapshot) = try XCTUnwrap(FileSnapshot.take(of: file.path))
        try AtomicFile.replace(file.path, expecting: snapshot, with: Array("fixed\n".utf8))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "fixed\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["a.stack"])
    }

    func testAtomicWriteKeepsModeAndReplacesContent() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("x.stack", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        try AtomicFile.write(Array("new".utf8), to: file.path)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o600)
        XCTAssertThrowsError(try AtomicFile.write([], to: directory.url.appendingPathComponent("missing/dir/x").path))
    }

    func testTheTemporaryFileIsNeverMorePermissiveThanTheOriginal() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("private.stack", "secret\n")
        XCTAssertEqual(chmod(file.path, 0o600), 0)
        // Large enough that writing it takes long enough for the watcher to see the temporary file.
        let contents = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 20)
        let seen = Locked<[Int]>([])
        let done = Locked(false)
        let folder = directory.url.path
        let watcher = Thread {
            while !done.value {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                where name.contains(".stacklint-") {
                    var status = stat()
                    if lstat(folder + "/" + name, &status) == 0 {
                        seen.mutate { $0.append(Int(status.st_mode & 0o777)) }
                    }
                }
            }
        }
        watcher.start()
        try AtomicFile.write(contents, to: file.path)
        done.mutate { $0 = true }
        let modes = seen.value
        guard !modes.isEmpty else { throw XCTSkip("the watcher never saw the temporary file") }
        XCTAssertEqual(
            modes.filter { $0 & ~0o600 != 0 }.map { String($0, radix: 8) }, [],
            "a mode allowing more than the original's 0600")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o600)
    }
}

/// A value shared between the test and its watcher thread.
private final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func mutate(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}
