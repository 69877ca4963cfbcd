import StackModel

/// The type of value a configuration key takes, with its limits: what the JSON Schema
/// states and the docs' value column says.
public enum ConfigurationValueType: Sendable, Equatable {
    /// Any string (`$schema`, which only editors read).
    case string
    /// `true` or `false`.
    case boolean
    /// A file or folder path, relative to the configuration file unless absolute.
    case path
    /// An array of glob patterns, each relative to the configuration file.
    case globs(maximumCount: Int, maximumLength: Int)
    /// A non-empty array of canvas sizes (`375 x 667`) or device names (`iPhone16 landscape`).
    case canvases
    /// A non-empty array of content size category names.
    case contentSizes
    /// A whole number in a range.
    case wholeNumber(ValueRange)
    /// An `http://` or `https://` address.
    case webAddress
    /// An object of rule ids, each a severity or an object of a severity and the rule's options.
    case rules

    /// The value in words, for the docs.
    public var description: String {
        switch self {
        case .string: return "a string"
        case .boolean: return "`true` or `false`"
        case .path: return "a path"
        case .globs(let count, let length):
            return "an array of at most \(count) glob patterns, each at most \(length) characters long"
        case .canvases:
            return
                "a non-empty array of sizes like `\"375 x 667\"` (each side \(ValueRange.canvas.description)) or devices like `\"iPhoneSE\"`, `\"iPhone16 landscape\"`"
        case .contentSizes: return "a non-empty array of content size categories like `\"large\"`, `\"AX3\"`"
        case .wholeNumber(let range): return range.description
        case .webAddress: return "an `http://` or `https://` address"
        case .rules:
            return
                "an object: per rule id, a severity (`\"off\"`, `\"info\"`, `\"warning\"`, `\"error\"`) or an object of `severity` and the rule's options"
        }
    }
}
