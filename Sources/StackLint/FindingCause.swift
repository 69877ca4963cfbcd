import StackModel

/// What a finding is about, without what changes when the file changes elsewhere: its
/// message with the canvases it names reduced to one word and every figure to `#`.
///
/// A solver finding's message names the canvases and categories where it holds and the
/// points it is off by. Adding a device to a layout, or a change that moves a view by a
/// point, changes those and nothing of the problem itself; a baseline entry must survive
/// them, so fingerprints are taken from the cause, not from the message.
enum FindingCause {
    /// `message` with each canvas phrase (` at iPhoneSE, AX3 and 5 more`) as ` at CANVASES`
    /// and each number as `#`. Messages are read byte by byte: the names it knows are ASCII.
    static func of(_ message: String) -> String {
        let bytes = Array(message.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes.starts(with: atMarker, from: index), let end = canvasPhraseEnd(bytes, from: index + atMarker.count)
            {
                output += canvasesWord
                index = end
            } else if let end = numberEnd(bytes, from: index) {
                output.append(UInt8(ascii: "#"))
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let atMarker = Array(" at ".utf8)
    private static let canvasesWord = Array(" at CANVASES".utf8)
    /// Device names, longest first, so that `iPhone16` never stops short of `iPhone16Plus`.
    private static let devices = Device.allCases.map { Array($0.rawValue.utf8) }.sorted { $0.count > $1.count }
    private static let categories = ContentSizeCategory.allCases.map { Array($0.rawValue.utf8) }.sorted {
        $0.count > $1.count
    }

    /// The end of `NAME`, `NAME and NAME`, `NAME; NAME` or `NAME and N more` from `start`
    /// (what ``canvasList`` in the rules writes), nil when no canvas name starts there.
    private static func canvasPhraseEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let first = canvasNameEnd(bytes, from: start) else { return nil }
        let and = Array(" and ".utf8), semicolon = Array("; ".utf8), more = Array(" more".utf8)
        if bytes.starts(with: and, from: first) {
            if let second = canvasNameEnd(bytes, from: first + and.count) { return second }
            if let count = numberEnd(bytes, from: first + and.count), bytes.starts(with: more, from: count) {
                return count + more.count
            }
        }
        if bytes.starts(with: semicolon, from: first), let second = canvasNameEnd(bytes, from: first + semicolon.count)
        {
            return second
        }
        return first
    }

    /// The end of a canvas's name from `start`: `375 x 667` or a device (` landscape`
    /// after it), then `, CATEGORY` when the solve names its category.
    private static func canvasNameEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var end: Int
        if let width = numberEnd(bytes, from: start), bytes.starts(with: Array(" x ".utf8), from: width),
            let height = numberEnd(bytes, from: width + 3)
        {
            end = height
        } else if let device = wordEnd(bytes, from: start, among: devices) {
            end = device
            let landscape = Array(" landscape".utf8)
            if bytes.starts(with: landscape, from: end) { end += landscape.count }
        } else {
            return nil
        }
        let comma = Array(", ".utf8)
        if bytes.starts(with: comma, from: end),
            let category = wordEnd(bytes, from: end + comma.count, among: categories)
        {
            end = category
        }
        return end
    }

    /// The end of the first of `words` written at `start` as a whole word.
    private static func wordEnd(_ bytes: [UInt8], from start: Int, among words: [[UInt8]]) -> Int? {
        for word in words where bytes.starts(with: word, from: start) {
            let end = start + word.count
            if end == bytes.count || !isWordByte(bytes[end]) { return end }
        }
        return nil
    }

    /// The end of a number (`12`, `6.176`) starting at `start`, not inside a word.
    private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, isDigit(bytes[start]), start == 0 || !isWordByte(bytes[start - 1]) else {
            return nil
        }
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        return end
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}

extension Array where Element == UInt8 {
    /// Whether `prefix` is written here from `index`.
    fileprivate func starts(with prefix: [UInt8], from index: Int) -> Bool {
        guard index >= 0, index + prefix.count <= count else { return false }
        for offset in prefix.indices where self[index + offset] != prefix[offset] { return false }
        return true
    }
}
