/// The names an import gives: element names from an outlet, a user label or the kind, and
/// layout names from a scene or view; each a format identifier, unique where it must be.
struct IBNames {
    /// Names taken so far.
    private var taken: Set<String> = []

    /// Names the format reserves for constraint targets, which an element may not take.
    static let reserved: Set<String> = ["parent", "canvas", "margins", "safeArea", "content", "frame"]

    /// `text` as an identifier in lower or upper camel case; nil when it has no letter or digit.
    static func identifier(_ text: String, upper: Bool) -> String? {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars.prefix(200) {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1)
            let head = index == 0 && !upper ? first.lowercased() : first.uppercased()
            result += head + word.dropFirst()
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = (upper ? "V" : "v") + result
        }
        return result
    }

    /// A unique name from `candidate`, numbered from 2 where it is taken or reserved.
    mutating func unique(_ candidate: String) -> String {
        var name = candidate
        var number = 2
        while taken.contains(name) || Self.reserved.contains(name) {
            name = candidate + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }
}
