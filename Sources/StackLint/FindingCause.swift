import StackModel

/// What a finding is about, without what changes when the file changes elsewhere: its
/// message with the canvases it names reduced to one word and every figure to `#`.
///
/// A solver finding's message names the canvases and categories where it holds and the
/// points it is off by. Adding a device to a layout, or a change that moves a view by a
/// point, changes those and nothing of the problem itself; a baseline entry must survive
/// them, so fingerprints are taken from the cause, not from the message.
enum FindingCause {
    /// `message` with each canvas phrase (`at iPhoneSE, AX3 and 5 more`) as `at CANVASES`
    /// and each number as `#`.
    static func of(_ message: String) -> String {
        guard let patterns = Patterns.shared else { return message }
        return message.replacing(patterns.canvasPhrase, with: " at CANVASES").replacing(patterns.number, with: "#")
    }

    /// The two patterns, made once from the names of the devices and categories.
    private struct Patterns: @unchecked Sendable {
        let canvasPhrase: Regex<AnyRegexOutput>
        let number: Regex<AnyRegexOutput>

        static let shared: Patterns? = {
            let devices = Device.allCases.map(\.rawValue).sorted { $0.count > $1.count }.joined(separator: "|")
            let categories = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|")
            let name = "(?:[0-9]+(?:\\.[0-9]+)? x [0-9]+(?:\\.[0-9]+)?|(?:\(devices))(?: landscape)?)(?:, (?:\(categories)))?"
            let phrase = " at \(name)(?:(?: and |; )\(name)| and [0-9]+ more)?"
            guard let canvasPhrase = try? Regex(phrase), let number = try? Regex("[0-9]+(?:\\.[0-9]+)?") else { return nil }
            return Patterns(canvasPhrase: canvasPhrase, number: number)
        }()
    }
}
