import Foundation
import StackSyntax

/// Helpers shared by the test targets.
public enum TestSupport {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Examples/`.
    public static var examplesDirectory: URL { packageRoot.appendingPathComponent("Examples") }

    /// `Tests/Corpus/`: extra files for formatter and robustness tests.
    public static var corpusDirectory: URL { packageRoot.appendingPathComponent("Tests/Corpus") }

    /// Every `.stack` file in a directory, sorted.
    public static func stackFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".stack") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The byte range of the `occurrence`-th (1-based) appearance of `needle` in `text`.
    public static func range(of needle: String, in text: String, occurrence: Int = 1) -> SourceRange {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                found += 1
                if found == occurrence { return SourceRange(start: index, end: index + pattern.count) }
            }
            index += 1
        }
        preconditionFailure("`\(needle)` occurs fewer than \(occurrence) times")
    }
}
