import StackFormatter
import StackIBDocument
import StackSyntax
import StackXML

/// One layout imported from an IB file: its `.stack` text, canonical, and where each of its
/// statements came from in the XML.
public struct ImportedLayout: Sendable {
    /// The layout's name, also its file's name without `.stack`.
    public var name: String
    /// The IB id of the scene, view or cell it was made from.
    public var ibID: String
    /// The `.stack` text.
    public var text: String
    /// Each statement's XML origin.
    public var sourceMap: IBSourceMap
    /// The frames IB stored for its elements, root first in document order.
    public var storedFrames: [IBStoredFrame] = []

    /// The file name the import writes it to.
    public var fileName: String { name + ".stack" }
}

/// The mapping of IB documents to `.stack` layouts (docs/interface-builder.md): the one way
/// both `stacklint import` and the linting of IB files read them.
public enum IBImport {
    /// Reads an IB file and imports every layout in it; `baseName` (the file's name without
    /// its extension) names a xib's view that has no label or class.
    public static func layouts(of source: SourceText, baseName: String) -> Result<[ImportedLayout], IBImportError> {
        IBDocumentReader.read(source).map { layouts(of: $0, baseName: baseName) }
    }

    /// Imports every layout of a document, in document order.
    public static func layouts(of document: IBDocument, baseName: String) -> [ImportedLayout] {
        var layoutNames = IBNames()
        var result: [ImportedLayout] = []
        for (index, root) in document.roots.enumerated() {
            let fallback: String
            switch root.kind {
            case .sceneView: fallback = "Scene\(index + 1)"
            case .topLevelView: fallback = IBNames.identifier(baseName, upper: true) ?? "View"
            case .cellContent: fallback = "Cell"
            }
            let name = layoutNames.unique(root.title.flatMap { IBNames.identifier($0, upper: true) } ?? fallback)
            var writer = IBLayoutWriter(document: document, root: root, name: name)
            let (text, map) = writer.write()
            // The writer prints the canonical format; the formatter is its check (the tests
            // hold it to an unchanged text), so the source map's ranges are the text's.
            let formatted = (try? Formatter.format(text)) ?? text
            result.append(
                ImportedLayout(
                    name: name, ibID: root.ibID, text: formatted, sourceMap: formatted == text ? map : IBSourceMap(),
                    storedFrames: IBStoredFrame.all(
                        of: document, names: writer.memberNames, root: root.view, sizeSources: writer.sizeSources,
                        leftOutPlacing: writer.leftOutPlacing)))
        }
        return result
    }
}
