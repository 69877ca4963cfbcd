import StackPlatform

/// What a transport hands a client's messages to: the language server.
package protocol MessageReceiver {
    /// Takes the first message, on the reading thread.
    func receiveFirst(_ body: [UInt8])
    /// Takes a later message.
    func receive(_ body: [UInt8])
}

/// Reads framed messages from a file descriptor: waits for input or for the server's exit,
/// frames what arrives, reports broken frames on standard error and hands each message on.
package enum MessageReader {
    /// How long the input may pause inside a message before the framer checks whether
    /// its `Content-Length` was too long (milliseconds).
    static let incompleteMessagePause: Int32 = 1000

    /// Reads messages from `input` into `receiver` until the input ends (true) or
    /// `exitDescriptor` becomes readable: the server has left (false).
    package static func readMessages(
        from input: Int32, into receiver: some MessageReceiver, until exitDescriptor: Int32
    ) -> Bool {
        var framer = MessageFramer()
        // Not zeroed: only the bytes `read` writes are used (a zeroed 64 KiB would touch
        // 16 pages at every start).
        var buffer = [UInt8](unsafeUninitializedCapacity: 1 << 16) { _, count in count = 1 << 16 }
        var first = true
        func receive(_ body: [UInt8]) {
            if first {
                first = false
                receiver.receiveFirst(body)
            } else {
                receiver.receive(body)
            }
        }
        func deliver(_ frame: MessageFramer.Frame) {
            switch frame {
            case .message(let body):
                receive(body)
            case .invalidHeader(let reason):
                StandardError.write("stack-lsp: \(reason); skipped to the next message header")
            case .shortenedMessage(let body, let reason):
                StandardError.write("stack-lsp: \(reason); the message is taken as it came")
                receive(body)
            }
        }
        while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(
                &descriptors, nfds_t(descriptors.count), framer.isInsideMessage ? incompleteMessagePause : -1)
            if ready < 0, errno == EINTR { continue }
            if descriptors[1].revents != 0 { return false }
            if ready == 0 {
                if let frame = framer.expireIncompleteMessage() { deliver(frame) }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            framer.append(Array(buffer[0..<count]))
            while let frame = framer.next() { deliver(frame) }
        }
        if let reason = framer.unfinished { StandardError.write("stack-lsp: \(reason)") }
        return true
    }
}

/// Writes bytes to a file descriptor, whole (a pipe may take them in parts).
package enum StandardOutput {
    /// Writes all of `bytes` to `descriptor`, or as much as a departed reader takes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }  // the client has gone: nothing left to tell it
                offset += written
            }
        }
    }
}

/// Writes lines to standard error.
package enum StandardError {
    /// Writes `line` and a line break.
    package static func write(_ line: String) {
        StandardOutput.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}
