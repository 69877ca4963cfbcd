import StackSyntax

extension XMLReader {
    /// Whether the XML declaration starts at `offset`: `<?xml` and no more of a name.
    func startsDeclaration(at offset: Int) -> Bool {
        guard matches("<?xml", at: offset) else { return false }
        return name(at: offset + 2).map { $0.length == 3 } ?? false
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`, `index` at its `<`.
    mutating func readDeclaration() throws(XMLError) {
        index += 5
        guard skipWhitespace(), matches("version", at: index) else {
            throw error(at: index, "expected 'version=\"1.0\"' after '<?xml'")
        }
        let version = try readPseudoAttribute("version")
        guard isVersionNumber(version) else {
            throw XMLError(
                range: version, message: "XML version \"\(quoted(version))\" is not supported: expected \"1.0\"")
        }
        var spaced = skipWhitespace()
        if spaced, matches("encoding", at: index) {
            let encoding = try readPseudoAttribute("encoding")
            let name = source.text(in: encoding)
            guard name.uppercased() == "UTF-8" else {
                throw XMLError(
                    range: encoding,
                    message: "the encoding \"\(quoted(encoding))\" is not supported: XML is read in UTF-8")
            }
            spaced = skipWhitespace()
        }
        if spaced, matches("standalone", at: index) {
            let standalone = try readPseudoAttribute("standalone")
            let text = source.text(in: standalone)
            guard text == "yes" || text == "no" else {
                throw XMLError(range: standalone, message: "standalone must be \"yes\" or \"no\"")
            }
            skipWhitespace()
        }
        guard matches("?>", at: index) else { throw error(at: index, "expected '?>' to end the XML declaration") }
        index += 2
    }

    /// One `name="value"` of the declaration, `index` at its name; the range of its value.
    private mutating func readPseudoAttribute(_ name: StaticString) throws(XMLError) -> SourceRange {
        index += name.utf8CodeUnitCount
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw error(at: index, "expected '=' after '\(name)' in the XML declaration")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error(at: index, "expected a quoted value after '\(name)=' in the XML declaration")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            // The values are short names and numbers: the end of the tag means a missing quote.
            guard bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: ">") else { break }
            index += 1
        }
        guard index < bytes.count, bytes[index] == quote else {
            throw error(at: index, "expected the closing quote of '\(name)' in the XML declaration")
        }
        index += 1
        return SourceRange(start: start, end: index - 1)
    }

    /// Whether a version is `1.` and digits (`VersionNum`).
    private func isVersionNumber(_ range: SourceRange) -> Bool {
        guard range.length > 2, matches("1.", at: range.start) else { return false }
        return bytes[(range.start + 2)..<range.end].allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `<?target ...?>`, `index` at its `<`: checked and skipped.
    mutating func readProcessingInstruction() throws(XMLError) {
        let start = index
        index += 2
        guard let target = name(at: index) else {
            throw error(at: index, "expected a processing instruction target after '<?'")
        }
        if target.length == 3, source.text(in: target).lowercased() == "xml" {
            throw XMLError(
                range: SourceRange(start: start, end: target.end),
                message: "the XML declaration is allowed only at the very start of the file")
        }
        index = target.end
        if matches("?>", at: index) {
            index += 2
            return
        }
        guard skipWhitespace() else {
            throw error(at: index, "expected white space or '?>' after the processing instruction target")
        }
        while !matches("?>", at: index) {
            guard index < bytes.count else {
                throw error(
                    atEnd: "the file ends inside the processing instruction opened at \(position(start)): expected '?>'"
                )
            }
            try skipCharacter()
        }
        index += 2
    }

    /// `<!--`, `<![CDATA[` or `<!DOCTYPE`, `index` at its `<`.
    mutating func readDeclarationOrSection() throws(XMLError) {
        if matches("<!--", at: index) {
            try readComment()
        } else if matches("<![CDATA[", at: index) {
            guard !open.isEmpty else {
                throw XMLError(
                    range: SourceRange(start: index, end: index + 9),
                    message: "a CDATA section is allowed only inside an element")
            }
            try readCharacterDataSection()
        } else if matches("<!DOCTYPE", at: index) {
            throw XMLError(
                range: SourceRange(start: index, end: index + 9),
                message: "a document type declaration (<!DOCTYPE) is not supported: Interface Builder files have none")
        } else {
            throw XMLError(
                range: SourceRange(start: index, end: index + 2),
                message: "expected '<!--' (a comment) or '<![CDATA[' after '<!'")
        }
    }

    /// `<!-- ... -->`: checked (no `--` inside) and skipped.
    private mutating func readComment() throws(XMLError) {
        let start = index
        index += 4
        while true {
            guard index < bytes.count else {
                throw error(atEnd: "the file ends inside the comment opened at \(position(start)): expected '-->'")
            }
            if matches("--", at: index) {
                if matches("-->", at: index) { break }
                guard index + 2 < bytes.count else {
                    throw error(atEnd: "the file ends inside the comment opened at \(position(start)): expected '-->'")
                }
                throw XMLError(
                    range: SourceRange(start: index, end: index + 2), message: "'--' is not allowed inside a comment")
            }
            try skipCharacter()
        }
        index += 3
    }

    /// `<![CDATA[ ... ]]>`: its inside is character data of the open element, read as written.
    private mutating func readCharacterDataSection() throws(XMLError) {
        let start = index
        index += 9
        let contentStart = index
        var isBlank = true
        var needsDecoding = false
        while !matches("]]>", at: index) {
            guard index < bytes.count else {
                throw error(
                    atEnd: "the file ends inside the CDATA section opened at \(position(start)): expected ']]>'")
            }
            let byte = bytes[index]
            if byte == 0x0D { needsDecoding = true }
            if !XMLCharacters.isWhitespace(byte) { isBlank = false }
            try skipCharacter()
        }
        runs.append(
            TextRun(
                range: SourceRange(start: contentStart, end: index), isCDATA: true, needsDecoding: needsDecoding,
                isBlank: isBlank))
        index += 3
    }
}
