/// A large answer (the symbols of a long document) written as JSON straight into the buffer
/// of the message that will carry it, so that it is held once: room is left at the front
/// for the message's header and the response's head, and the buffer grows to the size the
/// part written so far projects (a doubling array would, at its last growth, hold the
/// answer twice while it copies it; framing a finished answer would copy it again).
///
/// A class: the buffer has one owner, whatever copies of the reference a reply makes, so
/// framing it moves no bytes but the head's.
package final class WrittenAnswer {
    /// Room at the front for `Content-Length: …\r\n\r\n{"id":…,"jsonrpc":"2.0","result":`
    /// (a longer head, from a very long string id, is framed by a copy).
    static let headRoom = 128
    /// Room kept at the end for the response's closing brace.
    private static let tailRoom = 16
    /// The share of the answer that must be written before its size is projected from it.
    private static let projectionThreshold = 0.01

    private var buffer: [UInt8]

    /// An empty answer.
    package init() {
        buffer = Array(repeating: 0, count: Self.headRoom)
    }

    /// The answer's JSON text.
    package var bytes: ArraySlice<UInt8> { buffer[Self.headRoom...] }

    /// Appends JSON text; `done` is the share of the whole answer written before it (0 to
    /// 1), from which the buffer, when full, projects the answer's size.
    package func append(_ bytes: [UInt8], done: Double) {
        let needed = buffer.count + bytes.count + Self.tailRoom
        if needed > buffer.capacity {
            let written = Double(buffer.count - Self.headRoom)
            // Early on, or when the projection falls short, the buffer grows by at least an
            // eighth (a bounded number of copies, each of what is written so far).
            var capacity = max(needed, buffer.capacity + buffer.capacity / 8)
            if done >= Self.projectionThreshold, done < 1 {
                let projected = written / done * 1.0625
                if projected < Double(Int.max / 2) {
                    capacity = max(capacity, Self.headRoom + Int(projected) + Self.tailRoom)
                }
            } else {
                capacity = max(capacity, 2 * buffer.capacity)
            }
            buffer.reserveCapacity(capacity)
        }
        buffer += bytes
    }

    /// Appends one byte of JSON punctuation.
    package func append(_ byte: UInt8) {
        if buffer.count + 1 + Self.tailRoom > buffer.capacity { buffer.reserveCapacity(2 * buffer.capacity) }
        buffer.append(byte)
    }

    /// The framed message `head`, the answer, `tail`, built in the answer's own buffer,
    /// which this empties; the bytes are those of ``MessageFramer/frame(parts:)``.
    package func framed(head: [UInt8], tail: [UInt8]) -> [UInt8] {
        var message: [UInt8] = []
        swap(&message, &buffer)  // the one reference to the bytes: changed in place
        buffer = Array(repeating: 0, count: Self.headRoom)
        let length = head.count + message.count - Self.headRoom + tail.count
        let prefix = Array("Content-Length: \(length)\r\n\r\n".utf8) + head
        guard prefix.count <= Self.headRoom else {
            return MessageFramer.frame(parts: [head, Array(message[Self.headRoom...]), tail])
        }
        message += tail
        let gap = Self.headRoom - prefix.count
        message.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            // The prefix ends where the answer starts; the gap before it is closed by
            // moving the message down (in place: the regions overlap).
            (base + gap).update(from: prefix, count: prefix.count)
            UnsafeMutableRawPointer(base).copyMemory(from: base + gap, byteCount: bytes.count - gap)
        }
        message.removeLast(gap)
        return message
    }
}
