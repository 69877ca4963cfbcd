import StackJSON
import StackLSPProtocol
import StackLint
import StackModel
import StackSyntax

/// `textDocument/rename`.
struct RenameRequest: RequestHandler {
    static let method = LSPMethod.rename

    static func answer(_ params: RenameParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.rename(params))
    }
}

extension LanguageServer {
    /// Renames an element and every reference to it, or answers `RequestFailed` (LSP 3.17:
    /// the request was well formed but cannot be done) when the new name is not an
    /// identifier, is reserved for a constraint target, or is taken in the layout: any of
    /// them would change what the layout's constraints mean, or make it invalid.
    func rename(_ params: RenameParams) throws -> JSON {
        let newName = params.newName
        let bytes = Array(newName.utf8)
        let valid =
            !bytes.isEmpty && !(bytes[0] >= UInt8(ascii: "0") && bytes[0] <= UInt8(ascii: "9"))
            && bytes.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
            }
        guard valid else {
            throw ResponseError(
                .requestFailed,
                "`\(newName)` is not a valid element name: use letters, digits and `_`, not starting with a digit")
        }
        guard ReservedName(spelling: newName) == nil else {
            throw ResponseError(
                .requestFailed,
                "`\(newName)` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): choose another name"
            )
        }
        guard let found = try namedElement(params.position) else {
            throw ResponseError(.requestFailed, "there is no element name here to rename")
        }
        let layout = found.scope.model.layouts[found.layout]
        if ScrollGuideName(rawValue: newName) != nil, let parent = layout.elements[found.element].parent,
            layout.elements[parent].kindName == ScrollGuideName.scrollKind
        {
            throw ResponseError(
                .requestFailed,
                "`\(newName)` names a scroll view's layout guide for its children (`content`, `frame`): choose another name"
            )
        }
        if let existing = layout.element(named: newName), existing.id != found.element {
            throw ResponseError(.requestFailed, "layout already has an element named `\(newName)`")
        }
        let (declaration, references) = occurrences(of: found)
        let edits = ([declaration].compactMap { $0 } + references).map {
            textEdit(TextEdit(range: $0, newText: newName), in: found.document)
        }
        return ["changes": [found.document.uri: .array(edits)]]
    }
}
