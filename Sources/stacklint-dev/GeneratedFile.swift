import Foundation

/// A checked-in file generated from the code: where it is, and its text made from what is
/// there now (so a generated section keeps the page around it).
struct GeneratedFile {
    /// Its path from the package's root.
    var path: String
    /// Its generated text from its current text; nil when the current text cannot take it.
    var generate: (String) -> String?

    /// What writing or checking the file found.
    enum Outcome: Equatable {
        case unchanged
        case written
        case stale
        case failed(String)
    }

    /// Compares the file with what the code generates and, unless only checking, writes it.
    func update(in root: URL, checkOnly: Bool) -> Outcome {
        let url = root.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url) else { return .failed("\(path) cannot be read") }
        let current = String(decoding: data, as: UTF8.self)
        guard let generated = generate(current) else { return .failed("\(path) has no place for the generated text") }
        if generated == current { return .unchanged }
        if checkOnly { return .stale }
        do {
            try Data(generated.utf8).write(to: url, options: .atomic)
            return .written
        } catch {
            return .failed("\(path) cannot be written: \(error)")
        }
    }
}
