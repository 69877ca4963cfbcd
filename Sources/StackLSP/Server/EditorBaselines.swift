import StackDiagnostics
import StackLint
import StackPlatform
import StackSyntax
import StackWorkspace

/// The baselines that open documents' configurations name (`baseline`), read once and
/// read again when the file's size or modification time changes: editors watch
/// `.stacklint.json` for the server, but nothing tells it when `--write-baseline`
/// rewrites a baseline.
struct EditorBaselines {
    /// A baseline file as last read: its stamp, and the baseline or why it cannot be used.
    private struct Read {
        var stamp: FileSnapshot.Stamp?
        var baseline: Baseline?
        var problem: String?
    }

    private var read: [String: Read] = [:]

    /// The findings without those the baseline at `path` records, and a message when the
    /// baseline is newly found unusable (nil when it was already reported, so the editor
    /// is told once, not at each keystroke).
    mutating func unrecorded(_ findings: [Diagnostic], document: OpenDocument, baseline path: String) -> (
        [Diagnostic], String?
    ) {
        let stamp = Self.stamp(of: path)
        var message: String?
        let current: Read
        if let known = read[path], known.stamp == stamp {
            current = known
        } else {
            do {
                current = Read(stamp: stamp, baseline: try Baseline.load(path))
            } catch {
                current = Read(stamp: stamp, problem: "\(error)")
                message = current.problem
            }
            read[path] = current
        }
        guard let baseline = current.baseline else { return (findings, message) }
        let report = FileReport(path: document.path, source: document.source, diagnostics: findings)
        let applied = baseline.apply(
            to: [report], workingDirectory: FilePath.directory(of: document.path),
            baselineDirectory: FilePath.directory(of: path))
        return (applied.reports.first?.diagnostics ?? findings, message)
    }

    /// The file's identity, size and modification time; nil when it cannot be stat'ed.
    private static func stamp(of path: String) -> FileSnapshot.Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileSnapshot.Stamp(status)
    }
}
