import StackLint
import StackSyntax

/// The findings of one publication, each as the LSP diagnostic written, so that the next
/// publication of the same document writes again only the findings that changed: an edit
/// re-analyses one layout, but the document's every finding is published again, and
/// writing a finding costs far more than finding it in a table.
///
/// A finding is the same when its value is and its ranges convert to the same LSP
/// positions: an edit of the same byte length can change the UTF-16 columns of a later
/// finding on its line without moving its byte offsets, so the converted positions are
/// part of the key. The document's URI and the column unit do not change while it is open.
struct PublishedFindings {
    /// A finding and its converted ranges. Hashed by a digest of a few fields, computed
    /// once: hashing a whole finding (its message, fixes and related locations) cost more
    /// than writing it again. Equality still compares everything.
    private struct Key: Hashable {
        let finding: Diagnostic
        /// The LSP ranges of the finding and of its related locations, written.
        let ranges: [UInt8]
        private let digest: Int

        init(finding: Diagnostic, ranges: [UInt8]) {
            self.finding = finding
            self.ranges = ranges
            var hasher = Hasher()
            hasher.combine(finding.ruleID)
            hasher.combine(finding.range)
            hasher.combine(finding.message.utf8.count)
            hasher.combine(finding.related.count)
            hasher.combine(finding.fixes.count)
            ranges.withUnsafeBytes { hasher.combine(bytes: $0) }
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.ranges == rhs.ranges && lhs.finding == rhs.finding
        }
    }

    /// Publications with more findings are not kept: their bytes would cost memory in a
    /// very large document, for edits that are rare next to its size.
    static let maximumKept = 5_000

    private var written: [Key: [UInt8]] = [:]

    /// Whether these findings are few enough to keep for the next publication.
    var isWorthKeeping: Bool { written.count <= Self.maximumKept }

    /// The diagnostic of `finding` written: taken from `last` when it was published the
    /// same, else converted; kept here either way (unless there are too many to keep).
    mutating func bytes(of finding: Diagnostic, document: OpenDocument, unit: ColumnUnit, last: PublishedFindings?) -> [UInt8] {
        let range = Positions.rangeBytes(finding.range, in: document.source, unit: unit)
        let relatedRanges = finding.related.map { Positions.rangeBytes($0.range, in: document.source, unit: unit) }
        let key = Key(finding: finding, ranges: relatedRanges.reduce(range, +))
        let bytes = last?.written[key] ?? written[key]
            ?? DiagnosticConversion.bytes(finding, range: range, relatedRanges: relatedRanges, uri: document.uri)
        if written.count <= Self.maximumKept { written[key] = bytes }
        return bytes
    }
}
