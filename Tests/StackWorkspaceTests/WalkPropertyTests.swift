import Foundation
import StackTestSupport
@testable import StackWorkspace
import XCTest

/// Walks of random trees full of links (inside, outside, loops, dangling, to FIFOs and
/// devices) end, never leave the walked folder, never go through a link to a directory,
/// return only regular files, and find every plain `*.stack` file.
final class WalkPropertyTests: XCTestCase {
    private func resolved(_ path: String) throws -> String {
        let pointer = try XCTUnwrap(realpath(path, nil), path)
        defer { free(pointer) }
        return String(cString: pointer)
    }

    func testRandomTreesWithLinksAreWalkedWithinTheirRoot() throws {
        var generator = SplitMix64(seed: 0x3A1C_0FF5)
        let manager = FileManager.default
        var warnings = 0, linkedFiles = 0
        for round in 0..<60 {
            let directory = try TemporaryDirectory()
            let base = directory.url.path
            let tree = base + "/tree"
            try directory.write("outside/secret.stack", "layout Secret {\n}\n")
            XCTAssertEqual(mkfifo(base + "/outside/fifo.stack", 0o600), 0)
            var folders = [tree]
            var plainFiles: Set<String> = []
            var everything = [tree]
            try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
            for index in 0..<(8 + generator.next(below: 24)) {
                let parent = folders[generator.next(below: folders.count)]
                let hidden = generator.next(below: 8) == 0 ? "." : ""
                let name = "\(hidden)n\(index)"
                let path = parent + "/" + name
                let target: String
                switch generator.next(below: 12) {
                case 0, 1:
                    try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
                    folders.append(path)
                    everything.append(path)
                    continue
                case 2, 3:
                    try Data("layout L\(index) {\n}\n".utf8).write(to: URL(fileURLWithPath: path + ".stack"))
                    if !path.contains("/.") { plainFiles.insert(path + ".stack") }
                    everything.append(path + ".stack")
                    continue
                case 4:
                    XCTAssertEqual(mkfifo(path + ".stack", 0o600), 0)
                    everything.append(path + ".stack")
                    continue
                case 5: target = everything[generator.next(below: everything.count)]  // inside: a file, a folder, a loop up
                case 6:
                    target =
                        [base + "/outside/secret.stack", base + "/outside", "/", "/dev/zero", "/proc/self/environ"][
                            generator.next(below: 5)]
                case 7: target = base + "/outside/fifo.stack"
                case 8: target = parent + "/missing\(index)"  // dangling
                case 9: target = path + ".stack"  // a link to itself: a loop of links
                case 10: target = ".."
                default: target = everything[generator.next(below: everything.count)]
                }
                let linkName = generator.next(below: 2) == 0 ? path + ".stack" : path
                try manager.createSymbolicLink(atPath: linkName, withDestinationPath: target)
                everything.append(linkName)
            }

            let root = try resolved(tree)
            let found = FileDiscovery.discover([tree])
            for file in found.files.map(\.path) {
                let real = try resolved(file)
                XCTAssertTrue(real.hasPrefix(root + "/"), "round \(round): \(file) → \(real) left \(root)")
                XCTAssertEqual(FileKind.followed(file), .regular, "round \(round): \(file)")
                // The folders on the way are real folders: no link to a directory was followed.
                XCTAssertEqual(
                    try resolved(FilePath.directory(of: file)),
                    root + FilePath.directory(of: file).dropFirst(tree.count),
                    "round \(round): \(file)")
            }
            XCTAssertTrue(plainFiles.isSubset(of: Set(found.files.map(\.path))), "round \(round): plain files missed")
            XCTAssertTrue(found.problems.allSatisfy { $0.level == .warning }, "round \(round): \(found.problems)")
            warnings += found.problems.count
            linkedFiles += found.files.count - plainFiles.count
        }
        // The rounds did meet links that were refused and links that were read.
        XCTAssertGreaterThan(warnings, 20)
        XCTAssertGreaterThan(linkedFiles, 5)
    }
}
