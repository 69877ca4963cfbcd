import StackModel
import StackSyntax

/// A document's layouts as the lexer finds them (``LayoutChunks``), for the features that
/// answer from one layout's model instead of the whole document's: each layout's text
/// analysed as a file of its own yields the model the whole file would give that layout,
/// with every range counted from the layout's start (what the incremental analysis relies
/// on, ``Analyzer/analysis(of:solveAlways:cache:isCancelled:)``).
public struct DocumentLayouts: Sendable {
    /// Each layout's range, in document order.
    public let ranges: [SourceRange]
    /// Whether the layouts stand for the whole text: at least one layout, and between them
    /// only line breaks, `;` and comments, without a lexical error. Otherwise only the whole
    /// document's model answers as the CLI would.
    public let isClean: Bool
    /// Each layout's name (for the one finding that spans layouts, a name used twice).
    private let names: [Identifier?]

    /// Cuts `source` into its layouts (by the lexer: no syntax tree is built).
    public init(_ source: SourceText) {
        let chunks = LayoutChunks(source)
        ranges = chunks.ranges
        names = chunks.names
        isClean = chunks.isClean && !chunks.ranges.isEmpty
    }

    /// The index of the layout whose range holds `offset` (its end included, as
    /// ``SourceRange/contains(_:)`` counts it), if any.
    public func layout(containing offset: Int) -> Int? {
        // The ranges are in order and apart: the first one that ends at or after `offset`.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].end < offset { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].contains(offset) else { return nil }
        return low
    }

    /// The `duplicate-name` findings the whole document's model has on the layout `index`
    /// (its name used by an earlier layout), each range counted from the layout's start as
    /// that layout's own model counts its findings' (the related location, the first use,
    /// lies in another layout and stays counted from the document's start).
    public func duplicateNames(in index: Int) -> [Diagnostic] {
        guard ranges.indices.contains(index), names[index] != nil else { return [] }
        let range = ranges[index]
        return LayoutNames.duplicates(names).compactMap { finding in
            guard range.contains(finding.range.start), range.contains(finding.range.end) else { return nil }
            var local = finding
            local.range = finding.range.shifted(by: -range.start)
            return local
        }
    }
}

extension Analyzer {
    /// The model of the layout `index` of `layouts` analysed as a file of its own (ranges
    /// counted from the layout's start), with this analyzer's options; nil when that text
    /// has a syntax error (then only the whole document's model answers as the CLI would).
    public func model(ofLayout index: Int, in layouts: DocumentLayouts, of source: SourceText) -> SemanticModel? {
        guard layouts.ranges.indices.contains(index) else { return nil }
        let range = layouts.ranges[index]
        guard range.start >= 0, range.end <= source.bytes.count, range.start <= range.end else { return nil }
        let model = layoutModel(source.bytes[range.start..<range.end])
        return model.syntax.hasErrors ? nil : model
    }
}
