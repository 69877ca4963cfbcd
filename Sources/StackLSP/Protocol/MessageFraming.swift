/// Splits a byte stream into LSP messages: `Content-Length: N` headers, a blank line,
/// then N bytes of JSON. Copes with a message split across reads, several messages in
/// one read, other headers, and messages of any size.
public struct MessageFramer: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0

    /// An empty framer.
    public init() {}

    /// What a frame turned out to be.
    public enum Frame: Equatable, Sendable {
        /// A message body.
        case message([UInt8])
        /// A header block without a usable `Content-Length`; the bytes were skipped.
        case invalidHeader(String)
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: [UInt8]) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete frame, if one has arrived.
    public mutating func next() -> Frame? {
        guard let headerEnd = findHeaderEnd() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: " \t"))
            }
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0 else {
            start = bodyStart
            return .invalidHeader(header)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    private func findHeaderEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// Frames a message body for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var result = self
        while let first = result.first, characters.contains(first) { result.removeFirst() }
        while let last = result.last, characters.contains(last) { result.removeLast() }
        return String(result)
    }
}
