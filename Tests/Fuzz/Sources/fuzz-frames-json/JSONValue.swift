import Foundation
import StackLint

/// A JSON value, read strictly (JSONDecoder: no NaN, no trailing garbage) and typed, so
/// that `true` is never a number.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The JSON Schema type names this value has.
    var typeNames: Set<String> {
        switch self {
        case .null: return ["null"]
        case .bool: return ["boolean"]
        case .number(let value): return value == value.rounded() ? ["number", "integer"] : ["number"]
        case .string: return ["string"]
        case .array: return ["array"]
        case .object: return ["object"]
        }
    }
}
