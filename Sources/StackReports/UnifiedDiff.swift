/// A unified diff of two texts, line by line, with three lines of context (`--diff`).
public enum UnifiedDiff {
    /// The lines of a text (no phantom line after the last line end).
    public static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The changed regions between two texts: old lines `oldStart ..< oldStart + oldCount`
    /// become `newLines` (what range formatting turns into edits).
    public static func changes(_ old: [String], _ new: [String]) -> [(oldStart: Int, oldCount: Int, newLines: [String])]
    {
        var changes: [(oldStart: Int, oldCount: Int, newLines: [String])] = []
        var current: (oldStart: Int, oldCount: Int, newLines: [String])?
        for entry in script(old, new) {
            switch entry.line {
            case .same:
                if let change = current { changes.append(change); current = nil }
            case .removed:
                if current == nil { current = (entry.oldIndex, 0, []) }
                current?.oldCount += 1
            case .added(let text):
                if current == nil { current = (entry.oldIndex, 0, []) }
                current?.newLines.append(text)
            }
        }
        if let change = current { changes.append(change) }
        return changes
    }

    enum Line { case same(String), removed(String), added(String) }

    /// The edit script by longest common subsequence.
    static func script(_ a: [String], _ b: [String]) -> [(line: Line, oldIndex: Int, newIndex: Int)] {
        let n = a.count
        let m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [(line: Line, oldIndex: Int, newIndex: Int)] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                script.append((.same(a[i]), i, j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                script.append((.removed(a[i]), i, j)); i += 1
            } else {
                script.append((.added(b[j]), i, j)); j += 1
            }
        }
        return script
    }

    /// The diff, or the empty string when the texts are equal.
    public static func make(_ old: String, _ new: String, path: String) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let script = self.script(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard case .same = script[index].line else {
                var start = index
                var context = 0
                while start > 0, context < 3, case .same = script[start - 1].line { start -= 1; context += 1 }
                var end = index
                var trailing = 0
                while end < script.count {
                    if case .same = script[end].line {
                        trailing += 1
                        if trailing > 6 { break }
                    } else {
                        trailing = 0
                    }
                    end += 1
                }
                end = min(end, script.count)
                while end > index, trailing > 3, case .same = script[end - 1].line { end -= 1; trailing -= 1 }
                let hunk = script[start..<end]
                let oldCount = hunk.filter { if case .added = $0.line { return false } else { return true } }.count
                let newCount = hunk.filter { if case .removed = $0.line { return false } else { return true } }.count
                output +=
                    "@@ -\(script[start].oldIndex + 1),\(oldCount) +\(script[start].newIndex + 1),\(newCount) @@\n"
                for entry in hunk {
                    switch entry.line {
                    case .same(let text): output += " \(text)\n"
                    case .removed(let text): output += "-\(text)\n"
                    case .added(let text): output += "+\(text)\n"
                    }
                }
                index = end
                continue
            }
            index += 1
        }
        return output
    }
}
