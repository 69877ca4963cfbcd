import Foundation
import StackTestSupport
@testable import StackWorkspace
import XCTest

/// Files are read straight into an array of their size; what cannot be read says why.
final class InputReaderTests: XCTestCase {
    private func bytes(_ result: Result<[UInt8], InputReader.Failure>) -> [UInt8]? {
        if case .success(let bytes) = result { return bytes }
        return nil
    }

    private func message(_ result: Result<[UInt8], InputReader.Failure>) -> String? {
        if case .failure(let failure) = result { return failure.message }
        return nil
    }

    func testFilesOfEverySizeReadWhole() throws {
        let directory = try TemporaryDirectory()
        // Empty, one byte, and sizes around the 64 KiB chunk a grown file is read in.
        for size in [0, 1, 4_095, 65_535, 65_536, 65_537, 200_000] {
            let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let url = directory.url.appendingPathComponent("f\(size).stack")
            try Data(content).write(to: url)
            XCTAssertEqual(bytes(InputReader.read(url.path)), content, "size \(size)")
        }
    }

    func testWhatCannotBeReadSaysWhy() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(message(InputReader.read(directory.url.path)), "is a directory")
        XCTAssertEqual(
            message(InputReader.read(directory.url.appendingPathComponent("missing.stack").path)), "no such file")
    }

    #if os(Linux)
    /// A file whose size the file system reports as zero but which has content (as files
    /// under /proc do) is read to its end.
    func testAFileLargerThanItsReportedSizeIsReadToTheEnd() throws {
        let read = try XCTUnwrap(bytes(InputReader.read("/proc/self/status")))
        XCTAssertTrue(String(decoding: read, as: UTF8.self).contains("Name:"))
        XCTAssertEqual(read.last, UInt8(ascii: "\n"))
    }

    /// A file that reports a size within the limit but holds more (it grew, or it is under
    /// /proc) stops at the limit instead of being read on.
    func testAFileGrowingPastTheLimitIsRefused() {
        XCTAssertEqual(
            message(InputReader.read("/proc/self/status", limit: 16).map(\.bytes)), "is larger than the 16-byte limit")
    }

    func testSpecialFilesAreRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("p.stack").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(message(InputReader.read(fifo)), "is not a regular file (a FIFO)")
        XCTAssertEqual(message(InputReader.read("/dev/zero")), "is not a regular file (a character device)")
    }
    #endif
}
