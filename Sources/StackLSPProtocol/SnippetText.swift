/// LSP snippet syntax turned into the plain text a client without `snippetSupport` inserts.
package enum SnippetText {
    /// `${1:Name}` becomes `Name`, `${2|a,b|}` its first choice `a`, `$1` and `$0` nothing,
    /// `\$` a dollar sign; everything else stays as written.
    package static func plain(_ snippet: String) -> String {
        var output = ""
        var characters = Array(snippet)[...]
        while let character = characters.popFirst() {
            if character == "\\", let escaped = characters.first, "$}\\".contains(escaped) {
                output.append(escaped)
                characters = characters.dropFirst()
            } else if character == "$", characters.first?.isNumber == true {
                characters = characters.drop { $0.isNumber }
            } else if character == "$", characters.first == "{" {
                characters = characters.dropFirst().drop { $0.isNumber }
                output += placeholder(&characters)
            } else {
                output.append(character)
            }
        }
        return output
    }

    /// The rest of `{N:text}` or `{N|a,b|}` after the number, consumed up to its `}`.
    private static func placeholder(_ characters: inout ArraySlice<Character>) -> String {
        guard let marker = characters.popFirst() else { return "" }
        var body = ""
        var depth = 0
        while let character = characters.popFirst() {
            if character == "}", depth == 0 { break }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            body.append(character)
        }
        switch marker {
        case ":": return plain(body)
        case "|": return String(body.dropLast().prefix { $0 != "," })
        default: return ""
        }
    }
}
