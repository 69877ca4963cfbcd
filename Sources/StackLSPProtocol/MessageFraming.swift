import StackJSON

/// Splits a byte stream into LSP messages: `Content-Length: N` headers, a blank line,
/// then N bytes of JSON. Copes with a message split across reads, several messages in
/// one read, other headers, and messages of any size.
///
/// It never waits for bytes that cannot come and never gives up on the stream: every
/// broken frame is reported once and skipped up to the next valid header
/// (docs/lsp.md, "Framing"):
/// - header lines may end in `\r\n` or, leniently, in a bare `\n`; blank lines before a
///   header are skipped;
/// - a header without `Content-Length`, or with one that is not a decimal number, is
///   negative, larger than ``maximumLength`` or given twice with different values, is
///   reported and skipped with its body;
/// - a line that is not a header (`Name: value`), such as the tail of a body that was
///   longer than its `Content-Length` said, is skipped up to the next `Content-Length:`;
/// - a `Content-Length` longer than the message is noticed when the next header shows up
///   inside the body (raw line breaks cannot occur inside JSON), or when the input pauses
///   with a complete JSON value in hand (``expireIncompleteMessage()``).
public struct MessageFramer: Sendable {
    /// The largest `Content-Length` accepted: 1 GiB.
    public static let maximumLength = 1 << 30
    /// The longest header block accepted before the bytes are taken for junk.
    public static let maximumHeaderLength = 8192

    private static let lengthField = Array("content-length".utf8)

    private var buffer: [UInt8] = []
    private var start = 0
    /// Skipping junk: looking for the next `Content-Length:`.
    private var seeking = false
    /// The message whose body is being awaited.
    private var pending: (bodyStart: Int, length: Int)?
    /// How many bytes of the pending body were already searched for a next header.
    private var scannedBody = 0
    /// Whether ``expireIncompleteMessage()`` already looked at the bytes now held.
    private var expiredChecked = false

    /// An empty framer.
    public init() {}

    /// What a frame turned out to be.
    public enum Frame: Equatable, Sendable {
        /// A message body.
        case message([UInt8])
        /// Bytes that were not a usable message, skipped up to the next header; the reason.
        case invalidHeader(String)
        /// A message whose `Content-Length` was longer than the message: the body as far as
        /// it went, and the reason.
        case shortenedMessage([UInt8], String)
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: [UInt8]) {
        if start == buffer.count, pending == nil {
            buffer = []  // all used: let a large message's storage go
            start = 0
        } else if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            if let message = pending { pending = (message.bodyStart - start, message.length) }
            start = 0
        }
        buffer += bytes
        expiredChecked = false
    }

    /// Whether the bytes held start a message that has not fully arrived.
    public var isInsideMessage: Bool {
        !seeking && buffer[start...].contains { $0 != 13 && $0 != 10 }
    }

    /// What the input ended in, if it ended inside a message: a reason for the user.
    public var unfinished: String? {
        guard isInsideMessage else { return nil }
        if let pending {
            return
                "the input ended inside a message: its Content-Length is \(pending.length) bytes, \(buffer.count - pending.bodyStart) arrived"
        }
        return "the input ended inside a message header"
    }

    /// The next complete frame, if one has arrived.
    public mutating func next() -> Frame? {
        if seeking, !seekHeader() { return nil }
        if let message = pending { return body(message) }
        while start < buffer.count, buffer[start] == 13 || buffer[start] == 10 { start += 1 }
        var lengths: [Substring] = []
        var lineStart = start
        while true {
            guard let newline = buffer[lineStart...].firstIndex(of: 10) else {
                if buffer.count - start > MessageFramer.maximumHeaderLength {
                    return skip("a message header is longer than \(MessageFramer.maximumHeaderLength) bytes")
                }
                return nil
            }
            var lineEnd = newline
            if lineEnd > lineStart, buffer[lineEnd - 1] == 13 { lineEnd -= 1 }
            let line = String(decoding: buffer[lineStart..<lineEnd], as: UTF8.self)
            lineStart = newline + 1
            if line.isEmpty { break }
            if lineStart - start > MessageFramer.maximumHeaderLength {
                return skip("a message header is longer than \(MessageFramer.maximumHeaderLength) bytes")
            }
            guard let colon = line.firstIndex(of: ":"), MessageFramer.isFieldName(line[..<colon]) else {
                return skip("`\(line.prefix(40))` is not a message header line")
            }
            if line[..<colon].lowercased() == "content-length" { lengths.append(line[line.index(after: colon)...]) }
        }
        let bodyStart = lineStart
        switch MessageFramer.length(from: lengths) {
        case .failure(let error):
            return skip(error.description, resumingAt: bodyStart)
        case .success(let length):
            pending = (bodyStart, length)
            scannedBody = 0
            return body((bodyStart, length))
        }
    }

    /// Called when the input has paused inside a message: if the bytes held make a whole
    /// JSON value, the `Content-Length` was too long and they are the message.
    public mutating func expireIncompleteMessage() -> Frame? {
        guard let message = pending, !expiredChecked else { return nil }
        expiredChecked = true
        let body = Array(buffer[message.bodyStart...])
        guard JSON.parse(body) != nil else { return nil }
        pending = nil
        start = buffer.count
        return .shortenedMessage(
            body, "Content-Length \(message.length) is longer than the \(body.count) bytes of the message")
    }

    /// The body of the pending message, if it has arrived, cut short where a next header
    /// shows the `Content-Length` was too long.
    private mutating func body(_ message: (bodyStart: Int, length: Int)) -> Frame? {
        let available = min(buffer.count - message.bodyStart, message.length)
        let scanFrom = message.bodyStart + max(0, scannedBody - 40)
        if let next = findHeaderStart(from: scanFrom, before: message.bodyStart + available) {
            pending = nil
            start = next
            let body = Array(buffer[message.bodyStart..<next])
            return .shortenedMessage(
                body, "Content-Length \(message.length) is longer than the \(body.count) bytes before the next header")
        }
        scannedBody = available
        guard available == message.length else { return nil }
        pending = nil
        start = message.bodyStart + message.length
        let body = Array(buffer[message.bodyStart..<start])
        if start == buffer.count {
            buffer = []  // all used: let a large message's storage go now
            start = 0
        }
        return .message(body)
    }

    /// Reports junk and looks for the next header from `resumingAt` (by default, just
    /// after the start of the junk).
    private mutating func skip(_ reason: String, resumingAt: Int? = nil) -> Frame {
        pending = nil
        start = min(resumingAt ?? start + 1, buffer.count)
        seeking = true
        return .invalidHeader(reason)
    }

    /// Moves to the next `Content-Length:`; false when it has not arrived yet (the
    /// bytes before it are dropped, but for a possible start of it).
    private mutating func seekHeader() -> Bool {
        if let found = findField(from: start, to: buffer.count) {
            start = found
            seeking = false
            return true
        }
        start = max(start, buffer.count - MessageFramer.lengthField.count)
        return false
    }

    /// The first `Content-Length` (any case) followed by `:`, from `from`.
    private func findField(from: Int, to end: Int) -> Int? {
        let field = MessageFramer.lengthField
        var index = from
        while index + field.count < end {
            if buffer[index] | 0x20 == field[0], MessageFramer.matchesField(buffer, at: index),
                buffer[index + field.count] == UInt8(ascii: ":")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where a complete `Content-Length: N` line starts between `from` and `limit`, which
    /// valid JSON can never hold (it has no raw line breaks inside strings).
    ///
    /// Found from the line breaks, which a body seldom has, read backwards: `\n`, an
    /// optional `\r`, digits, spaces or tabs, `:`, the field name. A body is scanned
    /// only for its line breaks: searching for the field name at every byte would cost
    /// more than parsing the message. Each line break has at most one such line
    /// before it, and the lines come in order, so the first match is the first start.
    private func findHeaderStart(from: Int, before limit: Int) -> Int? {
        let fieldCount = MessageFramer.lengthField.count
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            var index = max(from, 0)
            while true {
                index = MessageFramer.nextLineBreak(in: bytes, from: index)
                guard index < bytes.count else { return nil }
                let lineBreak = index
                index += 1
                var cursor = lineBreak
                if cursor > from, bytes[cursor - 1] == 13 { cursor -= 1 }
                let digitsEnd = cursor
                while cursor > from, bytes[cursor - 1] >= UInt8(ascii: "0"), bytes[cursor - 1] <= UInt8(ascii: "9") {
                    cursor -= 1
                }
                if cursor < digitsEnd {
                    while cursor > from,
                        bytes[cursor - 1] == UInt8(ascii: " ") || bytes[cursor - 1] == UInt8(ascii: "\t")
                    { cursor -= 1 }
                    if cursor > from, bytes[cursor - 1] == UInt8(ascii: ":"), cursor - 1 - fieldCount >= from {
                        let found = cursor - 1 - fieldCount
                        if found < limit, MessageFramer.matchesField(bytes, at: found) { return found }
                    }
                }
                // A later line's header starts after this line break.
                if lineBreak >= limit { return nil }
            }
        }
    }

    /// The index of the first `\n` at or after `start`, or the end: eight bytes at a time
    /// (a classic bit trick tells whether a word holds one), then byte by byte.
    package static func nextLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var index = min(max(start, 0), count)
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ (ones &* 0x0A)
            if (word &- ones) & ~word & (ones &* 0x80) != 0 { break }
            index += 8
        }
        while index < count, bytes[index] != 10 { index += 1 }
        return index
    }

    private static func matchesField(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes.withUnsafeBufferPointer { matchesField($0, at: index) }
    }

    private static func matchesField(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for (offset, byte) in lengthField.enumerated() where bytes[index + offset] | 0x20 != byte {
            return false
        }
        return true
    }

    private static func isFieldName(_ name: Substring) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }
    }

    /// The length the `Content-Length` values give, or why they give none.
    private static func length(from values: [Substring]) -> Result<Int, HeaderError> {
        guard !values.isEmpty else { return .failure(HeaderError("a message header has no Content-Length")) }
        // No `Set<Int>`: its metadata would cost a scan of every protocol conformance in
        // the binary on the first message (docs/dev/lsp-analysis.md, "Start").
        var found: Int?
        var differs = false
        for value in values {
            let digits = value.trimmingCharacters(in: " \t")
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .failure(HeaderError("Content-Length `\(digits.prefix(40))` is not a number of bytes"))
            }
            guard digits.count <= 10, let length = Int(digits), length <= maximumLength else {
                return .failure(
                    HeaderError(
                        "Content-Length \(digits.prefix(40)) is larger than the maximum of \(maximumLength) bytes"))
            }
            if let first = found, first != length { differs = true }
            found = found ?? length
        }
        guard let found, !differs else {
            return .failure(HeaderError("a message header gives Content-Length twice, with different values"))
        }
        return .success(found)
    }

    /// Frames a message body for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        frame(parts: [body])
    }

    /// The message whose body is `parts` one after another, built in one allocation.
    public static func frame(parts: [[UInt8]]) -> [UInt8] {
        let length = parts.reduce(0) { $0 + $1.count }
        var message = Array("Content-Length: \(length)\r\n\r\n".utf8)
        message.reserveCapacity(message.count + length)
        for part in parts { message += part }
        return message
    }
}

/// Why a header is unusable.
package struct HeaderError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var result = self
        while let first = result.first, characters.contains(first) { result.removeFirst() }
        while let last = result.last, characters.contains(last) { result.removeLast() }
        return String(result)
    }
}
