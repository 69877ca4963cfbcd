#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackJSON
import StackLSPProtocol
import StackLint
import StackSyntax

/// A document the client has opened: its text and version.
///
/// Positions are counted on the text exactly as the client sent it: a leading U+FEFF is a
/// character of line 0 here (``SourceText/ByteOrderMark/counted``), not an encoding mark.
public struct OpenDocument: Sendable {
    /// The document's URI.
    public var uri: String
    /// Its current text.
    public var source: SourceText
    /// The client's version number.
    public var version: Int
    /// The server's own count of the text's changes: strictly increasing, whatever
    /// versions the client sends, so that cached results never outlive the text.
    public var revision: Int

    /// A document opened with `text`.
    public init(uri: String, text: String, version: Int, revision: Int) {
        self.uri = uri
        self.source = SourceText(bytes: Array(text.utf8), byteOrderMark: .counted)
        self.version = version
        self.revision = revision
    }

    /// The file path of a `file://` URI (for configuration discovery and reports).
    public var path: String { Self.path(of: uri) }

    /// The file path of a `file://` URI; other URIs as they are.
    public static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let path = String(uri.dropFirst("file://".count))
        return PercentEncoding.decode(path) ?? path
    }

    /// Applies `textDocument/didChange` content changes, in order: a change with a range
    /// replaces that range, one without replaces the whole text.
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], unit: ColumnUnit) {
        var current = source
        for change in changes {
            if let range = change.range {
                let start = range.start.offset(in: current, unit: unit), end = range.end.offset(in: current, unit: unit)
                current = current.replacing(
                    min(start, end)..<max(start, end), with: Array(change.text.utf8), byteOrderMark: .counted)
            } else {
                current = SourceText(bytes: Array(change.text.utf8), byteOrderMark: .counted)
            }
        }
        source = current
    }
}
