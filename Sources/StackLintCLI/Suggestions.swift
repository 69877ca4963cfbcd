import StackModel

/// "Did you mean" for the command line.
enum StackModelSuggestion {
    static func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestion.hint(for: word, in: candidates)
    }
}
