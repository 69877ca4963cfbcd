import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLint
import StackSyntax

/// `textDocument/selectionRange`.
struct SelectionRangeRequest: RequestHandler {
    static let method = LSPMethod.selectionRange

    static func answer(_ params: SelectionRangeParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.selectionRanges(params))
    }
}

extension LanguageServer {
    func selectionRanges(_ params: SelectionRangeParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        return .array(
            params.positions.map { position in
                let place = position.offset(in: document.source, unit: unit)
                // The piece under the cursor, read as a file of its own; its ranges placed back.
                let scope = scope(at: place, in: document)
                let syntax = scope.model.syntax
                let offset = scope.local(place)
                var chain: [SourceRange] = []
                for layout in syntax.layouts where layout.range.contains(offset) {
                    chain.append(layout.range)
                    var members = syntax.members(of: layout.body)
                    var descending = true
                    while descending {
                        descending = false
                        for member in members where member.range.contains(offset) {
                            chain.append(member.range)
                            switch member {
                            case .element(let element):
                                if element.headerRange.contains(offset) { chain.append(element.headerRange) }
                                members = syntax.members(of: element.body)
                                descending = true
                            case .property(let property):
                                if property.value.range.contains(offset) { chain.append(property.value.range) }
                                for item in syntax.items(of: property.value) where item.range.contains(offset) {
                                    chain.append(item.range)
                                    for atom in syntax.atoms(of: item) where atom.range.contains(offset) {
                                        chain.append(atom.range)
                                    }
                                }
                                if property.name.range.contains(offset) { chain.append(property.name.range) }
                            case .constraint(let constraint):
                                if constraint.expression.range.contains(offset) {
                                    chain.append(constraint.expression.range)
                                }
                            }
                            break
                        }
                    }
                }
                var result: JSON = .null
                var previous: SourceRange?
                for range in chain where range != previous {
                    var node: [String: JSON] = [
                        "range": Positions.range(scope.document(range), in: document.source, unit: unit)
                    ]
                    if result != .null { node["parent"] = result }
                    result = .object(node)
                    previous = range
                }
                return result == .null
                    ? ["range": Positions.range(.empty(at: place), in: document.source, unit: unit)] : result
            })
    }
}
