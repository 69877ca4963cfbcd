#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackLint
import StackSyntax
import StackWorkspace

/// A failure outside the tool's control (a helper program missing or failing): exit 2,
/// with no pointer to `--help`.
struct CommandFailure: Error {
    let message: String
}

/// `--since REV`: the lines changed since a git revision, from `git diff` run as a
/// subprocess (working tree against REV, staged and unstaged alike; untracked files count
/// as changed throughout).
struct ChangedLines {
    /// Changed lines (0-based) by absolute, symlink-resolved path.
    private var lines: [String: Set<Int>] = [:]
    /// Files changed throughout (untracked).
    private var wholeFiles: Set<String> = []

    /// Asks git what changed since `revision`, from `directory`.
    static func since(_ revision: String, in directory: String) throws -> ChangedLines {
        let git = Git(directory: directory)
        let top = try git.run(
            ["rev-parse", "--show-toplevel"],
            failure: { _ in
                "`--since` needs a git repository, and \(directory) is not inside one"
            }
        ).trimming(where: \.isNewline)
        _ = try git.run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"],
            failure: { _ in
                "`--since`: unknown git revision `\(revision)` (a commit, branch or tag; `git log` lists them)"
            })
        let diff = try git.run(
            [
                "-c", "core.quotepath=off", "diff", "--no-color", "--no-ext-diff", "--unified=0", "--end-of-options",
                revision, "--",
            ],
            failure: { "`--since`: git diff failed: \($0)" })
        var changed = ChangedLines()
        let root = resolved(top)
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4).trimming { $0 == "\t" }
                current =
                    name == "/dev/null"
                    ? nil : root + "/" + String(name.hasPrefix("b/") ? name.dropFirst(2) : Substring(name))
            } else if line.hasPrefix("@@ "), let current, let hunk = Hunk(line) {
                var set = changed.lines[current, default: []]
                if hunk.count == 0 {
                    // A deletion after line `start`: the lines on either side of the gap changed.
                    set.insert(hunk.start - 1)
                    set.insert(hunk.start)
                } else {
                    for number in hunk.start..<(hunk.start + hunk.count) { set.insert(number - 1) }
                }
                changed.lines[current] = set
            }
        }
        let untracked = try git.run(
            ["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--", root],
            failure: { "`--since`: git ls-files failed: \($0)" })
        for name in untracked.split(separator: "\0") where !name.isEmpty {
            changed.wholeFiles.insert(root + "/" + name)
        }
        return changed
    }

    /// Whether a finding of this report touches a changed line: its range, or for a
    /// finding on an element as a whole, the element's lines.
    func touches(_ diagnostic: Diagnostic, place: FindingPlace, in report: FileReport, workingDirectory: String) -> Bool
    {
        let path = Self.resolved(RelativePath.absolute(report.path, base: workingDirectory))
        if wholeFiles.contains(path) { return true }
        guard let changed = lines[path], !changed.isEmpty else { return false }
        let range = place.isElementLevel ? (place.elementRange ?? diagnostic.range) : diagnostic.range
        let first = report.source.line(containing: range.start)
        let last = report.source.line(containing: max(range.start, range.end - 1))
        return (first...max(first, last)).contains { changed.contains($0) }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `@@ -a,b +c,d @@`: the new side's first line (1-based) and line count.
    private struct Hunk {
        var start: Int
        var count: Int

        init?(_ line: Substring) {
            guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
            let parts = plus.dropFirst().split(separator: ",")
            guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
            self.start = start
            count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        }
    }
}

/// Runs `git` from `PATH` in a directory.
private struct Git {
    let directory: String

    /// The standard output of a successful run; `failure` words the error from git's
    /// standard error otherwise.
    func run(_ arguments: [String], failure: (String) -> String) throws -> String {
        guard let executable = Self.executable else {
            throw CommandFailure(message: "`--since` runs git, and git was not found on PATH")
        }
        let outcome: ChildProcess.Outcome
        do {
            // `-C`: git runs as if started in `directory` (the tool's own directory stays).
            outcome = try ChildProcess.run(executable, ["-C", directory] + arguments)
        } catch {
            throw CommandFailure(message: "`--since`: cannot run git: \(error)")
        }
        guard outcome.status == 0 else {
            throw CommandFailure(
                message: failure(String(decoding: outcome.error, as: UTF8.self).trimming(where: \.isWhitespace)))
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }

    private static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { String($0) + "/git" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
