import StackSyntax

/// Reads the subset of XML 1.0 that Interface Builder writes into an ``XMLTree``, in one
/// pass over the bytes, or finds the first place where the file is not well-formed.
///
/// It reads elements, attributes, character data, the five predefined entities and
/// character references, comments, processing instruction markup, CDATA sections and the XML
/// declaration, and checks every well-formedness constraint these involve (one root element,
/// matching end tags, unique attribute names, `Char` and `Name` productions, no `--` in a
/// comment, the declaration only at the very start). A document type declaration is refused
/// with a message: Interface Builder writes none, and refusing it leaves no entity to expand.
/// The file must be UTF-8, as Interface Builder writes it.
///
/// Written for this project rather than through Foundation's `XMLParser`, which would link
/// libxml2 and ICU into the static binaries and reports an element's position after its end
/// (docs/dev/xml-reader.md). No input traps, recurses or loops without a bound: nesting and
/// size are bounded by ``XMLLimits``, and every step consumes a byte or stops.
public struct XMLReader {
    let source: SourceText
    let bytes: [UInt8]
    let limits: XMLLimits
    /// The next byte to read.
    var index = 0
    var elements: [XMLTree.Element] = []
    var attributes: [XMLTree.Attribute] = []
    var decodedStrings: [String] = []
    /// The elements whose end tag is still to come, innermost last.
    var open: [OpenElement] = []
    /// The character data of the open elements, each element's after its parent's.
    var runs: [TextRun] = []
    /// The names of the start tag being read once it has many attributes, to find a
    /// duplicate without comparing every pair.
    var attributeNames: Set<ArraySlice<UInt8>> = []

    /// An element whose end tag is still to come.
    struct OpenElement {
        var element: Int
        /// Where its own character data starts in ``XMLReader/runs``.
        var firstRun: Int
        var hasChildren = false
    }

    /// A stretch of character data or the inside of a CDATA section.
    struct TextRun {
        var range: SourceRange
        var isCDATA: Bool
        /// Whether the bytes are not the text (a reference, a carriage return).
        var needsDecoding: Bool
        var isBlank: Bool
    }

    /// The start of a start tag with more attributes than this keeps their names in a set.
    static let attributesComparedInPairs = 16

    /// Reads a whole document.
    public static func read(_ source: SourceText, limits: XMLLimits = XMLLimits()) -> Result<XMLTree, XMLError> {
        var reader = XMLReader(source: source, bytes: source.bytes, limits: limits)
        do {
            try reader.readDocument()
        } catch {
            return .failure(error)
        }
        return .success(
            XMLTree(
                source: source, elements: reader.elements, attributes: reader.attributes,
                decodedStrings: reader.decodedStrings))
    }

    /// Reads a document from a string (for tests and tools).
    public static func read(_ text: String, limits: XMLLimits = XMLLimits()) -> Result<XMLTree, XMLError> {
        read(SourceText(text), limits: limits)
    }

    private init(source: SourceText, bytes: [UInt8], limits: XMLLimits) {
        self.source = source
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: The document

    private mutating func readDocument() throws(XMLError) {
        guard bytes.count <= limits.maximumBytes else {
            throw XMLError(
                range: SourceRange(start: limits.maximumBytes, end: limits.maximumBytes + 1),
                message: "the file is \(bytes.count) bytes, more than the \(limits.maximumBytes) bytes of XML read")
        }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw XMLError(
                range: SourceRange(start: 0, end: 2), message: "the file is UTF-16; XML is read in UTF-8 only")
        }
        // A UTF-8 byte-order mark is an encoding mark, however the text counts it.
        index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        if startsDeclaration(at: index) { try readDeclaration() }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                try readMarkup()
            } else if open.isEmpty {
                try skipWhitespaceOutsideRoot()
            } else {
                try readCharacterData()
            }
        }
        if let innermost = open.last {
            let element = elements[innermost.element]
            throw error(
                atEnd: "the file ends inside <\(quoted(element.name))> opened at \(position(element.startTag.start)): "
                    + "expected </\(quoted(element.name))>")
        }
        guard !elements.isEmpty else { throw error(atEnd: "the file has no root element") }
    }

    private mutating func readMarkup() throws(XMLError) {
        switch index + 1 < bytes.count ? bytes[index + 1] : 0 {
        case UInt8(ascii: "/"): try readEndTag()
        case UInt8(ascii: "?"): try readProcessingInstruction()
        case UInt8(ascii: "!"): try readDeclarationOrSection()
        default: try readStartTag()
        }
    }

    /// White space between the prolog's or the epilog's markup; text there is an error.
    private mutating func skipWhitespaceOutsideRoot() throws(XMLError) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            guard XMLCharacters.isWhitespace(bytes[index]) else {
                let message =
                    elements.isEmpty
                    ? "text is not allowed before the root element"
                    : "text is not allowed after the root element </\(quoted(elements[0].name))>"
                throw error(at: index, message)
            }
            index += 1
        }
    }

    // MARK: Tags

    private mutating func readStartTag() throws(XMLError) {
        let start = index
        index += 1
        guard let name = name(at: index) else { throw error(at: index, "expected an element name after '<'") }
        if open.isEmpty, !elements.isEmpty {
            throw XMLError(
                range: name,
                message: "a second root element <\(quoted(name))>: a document has exactly one root element, "
                    + "<\(quoted(elements[0].name))>")
        }
        guard open.count < limits.maximumDepth else {
            throw XMLError(range: name, message: "elements are nested more than \(limits.maximumDepth) levels deep")
        }
        index = name.end
        let elementIndex = elements.count
        let firstAttribute = attributes.count
        attributeNames.removeAll(keepingCapacity: true)
        var isEmptyElement = false
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.count else {
                throw error(atEnd: "expected '>' to end the start tag of <\(quoted(name))>")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error(at: index + 1, "expected '>' after '/' to end the empty element tag <\(quoted(name))/>")
                }
                index += 2
                isEmptyElement = true
                break
            }
            guard let attributeName = self.name(at: index) else {
                throw error(at: index, "expected '>' to end the start tag of <\(quoted(name))>")
            }
            guard spaced else {
                throw XMLError(
                    range: attributeName,
                    message: "expected white space before the attribute '\(quoted(attributeName))' of <\(quoted(name))>"
                )
            }
            try readAttribute(named: attributeName, of: name, element: elementIndex, first: firstAttribute)
        }
        if let parent = open.indices.last { open[parent].hasChildren = true }
        let tag = SourceRange(start: start, end: index)
        elements.append(
            XMLTree.Element(
                name: name, startTag: tag, range: tag, parent: Int32(open.last?.element ?? -1),
                depth: Int32(open.count + 1), subtreeEnd: Int32(elementIndex + 1),
                firstAttribute: Int32(firstAttribute), attributeCount: Int32(attributes.count - firstAttribute),
                text: nil))
        if !isEmptyElement { open.append(OpenElement(element: elementIndex, firstRun: runs.count)) }
    }

    /// One `name="value"` of a start tag, `index` at its name.
    private mutating func readAttribute(
        named attributeName: SourceRange, of name: SourceRange, element: Int, first: Int
    ) throws(XMLError) {
        index = attributeName.end
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw error(
                at: index, "expected '=' after the attribute name '\(quoted(attributeName))' of <\(quoted(name))>")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error(
                at: index,
                "expected a quoted value for the attribute '\(quoted(attributeName))' of <\(quoted(name))>")
        }
        if let earlier = duplicate(of: attributeName, since: first) {
            throw XMLError(
                range: attributeName,
                message: "the attribute '\(quoted(attributeName))' appears twice in <\(quoted(name))>; first at "
                    + position(earlier.start))
        }
        let value = try readAttributeValue(of: attributeName, in: name)
        attributes.append(XMLTree.Attribute(name: attributeName, value: value, element: Int32(element)))
    }

    /// The earlier attribute of this start tag with the same name, if any.
    private mutating func duplicate(of name: SourceRange, since first: Int) -> SourceRange? {
        let count = attributes.count - first
        if count < Self.attributesComparedInPairs {
            for earlier in attributes[first...] where sameBytes(earlier.name, name) { return earlier.name }
            return nil
        }
        if count == Self.attributesComparedInPairs {
            for earlier in attributes[first...] { attributeNames.insert(bytes[earlier.name.start..<earlier.name.end]) }
        }
        guard !attributeNames.insert(bytes[name.start..<name.end]).inserted else { return nil }
        return attributes[first...].first { sameBytes($0.name, name) }?.name
    }

    private mutating func readEndTag() throws(XMLError) {
        index += 2
        guard let name = name(at: index) else { throw error(at: index, "expected an element name after '</'") }
        guard let innermost = open.last else {
            throw XMLError(range: name, message: "end tag </\(quoted(name))> has no start tag")
        }
        let element = elements[innermost.element]
        guard sameBytes(name, element.name) else {
            throw XMLError(
                range: name,
                message: "end tag </\(quoted(name))> does not match start tag <\(quoted(element.name))> opened at "
                    + position(element.startTag.start))
        }
        index = name.end
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error(at: index, "expected '>' to end the end tag </\(quoted(name))>")
        }
        index += 1
        open.removeLast()
        elements[innermost.element].range.end = index
        elements[innermost.element].subtreeEnd = Int32(elements.count)
        elements[innermost.element].text = text(of: innermost)
        runs.removeSubrange(innermost.firstRun...)
    }

    // MARK: Character data

    /// Character data inside an element, up to the next markup.
    private mutating func readCharacterData() throws(XMLError) {
        let start = index
        var isBlank = true
        var needsDecoding = false
        scan: while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                break scan
            case 0x20, 0x0A, 0x09:
                index += 1
            case 0x0D:
                needsDecoding = true
                index += 1
            case UInt8(ascii: "&"):
                index = try reference(at: index).end
                needsDecoding = true
                isBlank = false
            case UInt8(ascii: "]"):
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">")
                {
                    throw XMLError(
                        range: SourceRange(start: index, end: index + 3),
                        message: "']]>' is not allowed in text (write ]]&gt;)")
                }
                isBlank = false
                index += 1
            case 0x21..<0x80:
                isBlank = false
                index += 1
            default:
                try skipCharacter()
                isBlank = false
            }
        }
        runs.append(
            TextRun(
                range: SourceRange(start: start, end: index), isCDATA: false, needsDecoding: needsDecoding,
                isBlank: isBlank))
    }

    /// The text of an element being closed: its own runs, or nil when it has none or only
    /// white space between its children.
    private mutating func text(of element: OpenElement) -> XMLTree.Value? {
        let own = runs[element.firstRun...]
        guard let first = own.first, let last = own.last else { return nil }
        if element.hasChildren, own.allSatisfy(\.isBlank) { return nil }
        let range = SourceRange(start: first.range.start, end: last.range.end)
        if own.count == 1, !first.needsDecoding { return XMLTree.Value(range: range, decoded: -1) }
        var decoded: [UInt8] = []
        for run in own { decode(run.range, as: run.isCDATA ? .characterDataSection : .text, into: &decoded) }
        return store(decoded, range: range)
    }

    /// A value whose text is `decoded`, kept once in the tree's decoded strings.
    mutating func store(_ decoded: [UInt8], range: SourceRange) -> XMLTree.Value {
        decodedStrings.append(String(decoding: decoded, as: UTF8.self))
        return XMLTree.Value(range: range, decoded: Int32(decodedStrings.count - 1))
    }

    // MARK: Bytes

    /// Skips white space; whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, XMLCharacters.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    /// Steps over one character, which must be a `Char`.
    mutating func skipCharacter() throws(XMLError) {
        if let problem = characterProblem(at: index) { throw problem }
        let byte = bytes[index]
        index += byte < 0x80 ? 1 : XMLCharacters.scalar(in: bytes, at: index)?.length ?? 1
    }

    /// The name (`Name`) that starts at `offset`, if one does.
    func name(at offset: Int) -> SourceRange? {
        var end = offset
        while end < bytes.count {
            let byte = bytes[end]
            let value: UInt32
            let length: Int
            if byte < 0x80 {
                (value, length) = (UInt32(byte), 1)
            } else if let scalar = XMLCharacters.scalar(in: bytes, at: end) {
                (value, length) = scalar
            } else {
                break
            }
            let fits = end == offset ? XMLCharacters.isNameStart(value) : XMLCharacters.isNameCharacter(value)
            guard fits else { break }
            end += length
        }
        return end > offset ? SourceRange(start: offset, end: end) : nil
    }

    /// Whether two ranges hold the same bytes.
    func sameBytes(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
        lhs.length == rhs.length && bytes[lhs.start..<lhs.end].elementsEqual(bytes[rhs.start..<rhs.end])
    }

    /// Whether the bytes at `offset` are `literal`.
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for position in 0..<count where bytes[offset + position] != buffer[position] { return false }
            return true
        }
    }
}
