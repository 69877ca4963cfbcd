/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, if it is near enough to be a likely typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        match(for: word, in: candidates)?.candidate
    }

    /// The candidate nearest to `word`, if it is near enough to be a likely typo, and
    /// whether no other candidate is as near (a tie is a guess, not a correction).
    static func match(for word: String, in candidates: [String]) -> (candidate: String, isUnique: Bool)? {
        let lowered = word.lowercased()
        // A cut-off word (`missing-intrinsic`) names the one candidate it starts.
        let extended = candidates.filter { $0.lowercased().hasPrefix(lowered) && $0.count > word.count }
        if word.count >= 4, extended.count == 1, let only = extended.first { return (only, true) }
        var best: (candidate: String, distance: Int)?
        // Spellings that differ only in case count once, so that a list naming a value twice is no tie.
        var tied: Set<String> = []
        for candidate in candidates {
            if candidate.lowercased() == lowered { return (candidate, true) }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
                tied = [candidate.lowercased()]
            } else if distance == best?.distance {
                tied.insert(candidate.lowercased())
            }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, best.candidate.count / 3))
        return best.distance <= allowed ? (best.candidate, tied.count == 1) : nil
    }

    /// `; did you mean `x`?` or the empty string.
    public static func hint(for word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Optimal string alignment distance (Levenshtein with transpositions).
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > 8 { return abs(a.count - b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
