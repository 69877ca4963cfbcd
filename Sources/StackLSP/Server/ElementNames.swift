import StackEditing
import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLint
import StackModel
import StackSyntax

extension LanguageServer {
    /// The element named at a position (its declaration or a reference to it), from the
    /// model of the layout under the cursor where it can be (``ModelScope``: names resolve
    /// within their layout).
    func namedElement(_ params: TextDocumentPositionParams) throws -> NamedElement? {
        let document = try self.document(params.textDocument)
        let offset = params.position.offset(in: document.source, unit: unit)
        return namedElement(at: offset, in: document, scope: scope(at: offset, in: document))
    }

    /// The element named at a document offset, found in `scope`'s model.
    func namedElement(at offset: Int, in document: OpenDocument, scope: ModelScope) -> NamedElement? {
        let model = scope.model
        switch SyntaxLocator(model: model).hit(at: scope.local(offset)) {
        case .elementName(let layout, let element)?:
            guard let range = model.layouts[layout].elements[element].nameRange else { return nil }
            return NamedElement(
                document: document, scope: scope, layout: layout, element: element, at: scope.document(range))
        case .reference(let layout, _, let target, let resolved)?:
            guard let element = resolved else { return nil }
            return NamedElement(
                document: document, scope: scope, layout: layout, element: element, at: scope.document(target.range))
        default:
            return nil
        }
    }

    /// The declaration's name range and every reference's, for one element, in the document.
    func occurrences(of found: NamedElement) -> (declaration: SourceRange?, references: [SourceRange]) {
        let model = found.scope.model
        let references = SyntaxLocator(model: model).references(in: found.layout).filter {
            $0.resolved == found.element
        }.map { found.scope.document($0.target.range) }
        return (model.layouts[found.layout].elements[found.element].nameRange.map(found.scope.document), references)
    }

    func location(_ range: SourceRange, _ document: OpenDocument) -> JSON {
        ["uri": .string(document.uri), "range": Positions.range(range, in: document.source, unit: unit)]
    }
}

/// An element named at a position: the model it was found in, its layout and index there,
/// and the document range of the name under the cursor.
struct NamedElement {
    var document: OpenDocument
    var scope: ModelScope
    var layout: Int
    var element: Int
    var at: SourceRange
}
