import StackJSON

/// Parameters of one LSP method, decoded from the message's `params` once, when it arrives.
package protocol LSPParams {
    /// The parameters in `json`, or an `InvalidParams` error that names the field at fault.
    init(json: JSON) throws(ResponseError)
}

/// Reads the members of one JSON object of a message's parameters into typed values, with
/// the path of each member for the error message: the one place where the server looks
/// into the JSON tree of what a client sent.
///
/// A member that is absent (or `null`) is `nil` to the optional readers, and one of the
/// wrong type is an `InvalidParams` error, never silently taken as absent.
package struct ParamsReader {
    private let members: [String: JSON]
    /// Where the object is in the parameters (`textDocument.`), prefixed to member names.
    private let path: String

    /// The members of `json`, which must be an object; `path` is where it is, for messages.
    package init(_ json: JSON, at path: String = "") throws(ResponseError) {
        guard case .object(let members) = json else {
            throw ResponseError(
                .invalidParams, path.isEmpty ? "`params` must be an object" : "`\(path.dropLast())` must be an object")
        }
        self.members = members
        self.path = path
    }

    /// The member's value, unless it is absent or `null`.
    private func value(_ key: String) -> JSON? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    private func missing(_ key: String) -> ResponseError {
        ResponseError(.invalidParams, "missing `\(path)\(key)`")
    }

    private func mistyped(_ key: String, _ expected: String) -> ResponseError {
        ResponseError(.invalidParams, "`\(path)\(key)` must be \(expected)")
    }

    /// A string member, if present.
    func optionalString(_ key: String) throws(ResponseError) -> String? {
        guard let value = value(key) else { return nil }
        guard let string = value.string else { throw mistyped(key, "a string") }
        return string
    }

    /// A string member.
    package func string(_ key: String) throws(ResponseError) -> String {
        guard let string = try optionalString(key) else { throw missing(key) }
        return string
    }

    /// An integer member, if present.
    func optionalInt(_ key: String) throws(ResponseError) -> Int? {
        guard let value = value(key) else { return nil }
        guard let int = value.int else { throw mistyped(key, "an integer") }
        return int
    }

    /// A non-negative integer member (LSP's `uinteger`).
    func unsigned(_ key: String) throws(ResponseError) -> Int {
        guard let int = try optionalInt(key) else { throw missing(key) }
        guard int >= 0 else { throw mistyped(key, "a non-negative integer") }
        return int
    }

    /// A boolean member, if present.
    func optionalBool(_ key: String) throws(ResponseError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard let bool = value.bool else { throw mistyped(key, "a boolean") }
        return bool
    }

    /// An object member read by `read`, if present.
    func optionalObject<Value>(_ key: String, _ read: (ParamsReader) throws(ResponseError) -> Value)
        throws(ResponseError) -> Value?
    {
        guard let value = value(key) else { return nil }
        return try read(ParamsReader(value, at: "\(path)\(key)."))
    }

    /// An object member read by `read`.
    package func object<Value>(_ key: String, _ read: (ParamsReader) throws(ResponseError) -> Value)
        throws(ResponseError) -> Value
    {
        guard let object = try optionalObject(key, read) else { throw missing(key) }
        return object
    }

    /// An array member of objects, each read by `read`, if present.
    func optionalArray<Value>(_ key: String, _ read: (ParamsReader) throws(ResponseError) -> Value)
        throws(ResponseError) -> [Value]?
    {
        guard let value = value(key) else { return nil }
        guard let items = value.array else { throw mistyped(key, "an array") }
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            values.append(try read(ParamsReader(item, at: "\(path)\(key)[\(index)].")))
        }
        return values
    }

    /// An array member of objects, each read by `read`.
    package func array<Value>(_ key: String, _ read: (ParamsReader) throws(ResponseError) -> Value)
        throws(ResponseError) -> [Value]
    {
        guard let values = try optionalArray(key, read) else { throw missing(key) }
        return values
    }

    /// An array member of strings, if present.
    func optionalStrings(_ key: String) throws(ResponseError) -> [String]? {
        guard let value = value(key) else { return nil }
        guard let items = value.array else { throw mistyped(key, "an array of strings") }
        var strings: [String] = []
        for item in items {
            guard let string = item.string else { throw mistyped(key, "an array of strings") }
            strings.append(string)
        }
        return strings
    }

    /// The member as it was sent, for the capabilities a client may write in any shape
    /// (an unknown or malformed capability is one the client does not have).
    package func lenient(_ key: String) -> LenientReader {
        LenientReader(members[key])
    }
}

/// A reader of client capabilities, which never fails: what is absent or not of the
/// expected type reads as not declared (LSP: a capability not set is not supported).
package struct LenientReader {
    private let json: JSON?

    package init(_ json: JSON?) { self.json = json }

    /// The member, as a reader of its own.
    package subscript(key: String) -> LenientReader { LenientReader(json?.object?[key]) }

    /// The value as sent, if present.
    package var value: JSON? { json }

    /// The value if it is a boolean.
    package var bool: Bool? { json?.bool }

    /// The strings of an array, skipping other items; empty for anything else.
    package var strings: [String] { json?.array?.compactMap(\.string) ?? [] }
}
