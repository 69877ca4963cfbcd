import StackLint

/// The part of JSON Schema (2020-12) that `Schemas/frames.schema.json` uses: `type`,
/// `const`, `enum`, `required`, `properties`, `additionalProperties: false`, `items`,
/// `minItems`, `maxItems`, `minimum`, `exclusiveMinimum` and local `$ref`s. An unsupported keyword is itself an error, so the
/// validator cannot silently accept what a schema change asks for.
struct SchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

    /// The first violation of `value` against the root schema, or nil.
    func violation(of value: JSONValue) -> String? {
        violation(of: value, schema: root, at: "$")
    }

    private func violation(of value: JSONValue, schema: JSONValue, at path: String) -> String? {
        guard case .object(let keywords) = schema else { return "\(path): the schema is not an object" }
        for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
            if let problem = check(keyword, argument, value, keywords, at: path) { return problem }
        }
        return nil
    }

    private func check(
        _ keyword: String, _ argument: JSONValue, _ value: JSONValue,
        _ keywords: [String: JSONValue], at path: String
    ) -> String? {
        switch keyword {
        case _ where Self.annotations.contains(keyword):
            return nil
        case "$ref":
            guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
                case .object(let root) = root, case .object(let definitions)? = root["$defs"],
                let target = definitions[String(reference.dropFirst("#/$defs/".count))]
            else {
                return "\(path): unsupported $ref \(argument)"
            }
            return violation(of: value, schema: target, at: path)
        case "type":
            let allowed: [String]
            switch argument {
            case .string(let name): allowed = [name]
            case .array(let names): allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: return "\(path): unsupported type \(argument)"
            }
            return value.typeNames.isDisjoint(with: allowed) ? "\(path): \(value) is not of type \(allowed)" : nil
        case "const":
            return value == argument ? nil : "\(path): \(value) is not \(argument)"
        case "required":
            guard case .object(let members) = value, case .array(let names) = argument else { return nil }
            for case .string(let name) in names where members[name] == nil { return "\(path): `\(name)` is missing" }
            return nil
        case "properties":
            guard case .object(let members) = value, case .object(let schemas) = argument else { return nil }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let schema = schemas[name],
                    let problem = violation(of: member, schema: schema, at: "\(path).\(name)")
                {
                    return problem
                }
            }
            return nil
        case "additionalProperties":
            guard case .object(let members) = value else { return nil }
            guard argument == .bool(false), case .object(let declared)? = keywords["properties"] else {
                return "\(path): unsupported additionalProperties \(argument)"
            }
            return members.keys.sorted().first { declared[$0] == nil }.map { "\(path): unexpected member `\($0)`" }
        case "items":
            guard case .array(let items) = value else { return nil }
            for (index, item) in items.enumerated() {
                if let problem = violation(of: item, schema: argument, at: "\(path)[\(index)]") { return problem }
            }
            return nil
        case "minItems":
            guard case .array(let items) = value, case .number(let minimum) = argument else { return nil }
            return Double(items.count) < minimum ? "\(path): fewer than \(minimum) items" : nil
        case "maxItems":
            guard case .array(let items) = value, case .number(let maximum) = argument else { return nil }
            return Double(items.count) > maximum ? "\(path): more than \(maximum) items" : nil
        case "enum":
            guard case .array(let allowed) = argument else { return "\(path): unsupported enum \(argument)" }
            return allowed.contains(value) ? nil : "\(path): \(value) is not one of \(allowed)"
        case "minimum":
            guard case .number(let number) = value, case .number(let minimum) = argument else { return nil }
            return number >= minimum ? nil : "\(path): \(number) is below \(minimum)"
        case "exclusiveMinimum":
            guard case .number(let number) = value, case .number(let minimum) = argument else { return nil }
            return number > minimum ? nil : "\(path): \(number) is not above \(minimum)"
        default:
            return "\(path): the validator does not know the keyword `\(keyword)`"
        }
    }
}
