import StackDiagnostics
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
/// part of the key. The document's URI and the column unit do not change while it is open;
/// the rule pages' folder (`docsURL`) may, with the configuration: findings written with
/// another one are not reused.
struct PublishedFindings {
    /// A finding and the LSP positions of its ranges. Hashed by a digest of a few fields,
    /// computed once: hashing a whole finding (its message, fixes and related locations)
    /// cost more than writing it again. Equality still compares everything. The positions
    /// are kept as numbers: the ranges are written only for a finding not published before.
    private struct Key: Hashable {
        let finding: Diagnostic
        /// The start and end of the finding's range, then of each related location's.
        let positions: [SourceLocation]
        private let digest: Int

        init(finding: Diagnostic, positions: [SourceLocation]) {
            self.finding = finding
            self.positions = positions
            var hasher = Hasher()
            hasher.combine(finding.ruleID)
            hasher.combine(finding.range)
            hasher.combine(finding.message.utf8.count)
            hasher.combine(finding.related.count)
            hasher.combine(finding.fixes.count)
            for position in positions {
                hasher.combine(position.line)
                hasher.combine(position.column)
            }
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.positions == rhs.positions && lhs.finding == rhs.finding
        }
    }

    /// Publications with more findings are not kept: their bytes would cost memory in a
    /// very large document, for edits that are rare next to its size.
    static let maximumKept = 5_000

    private var written: [Key: [UInt8]] = [:]

    /// The folder of rule pages the findings link to (see ``DiagnosticConversion``).
    let docsURL: String?

    init(docsURL: String?) {
        self.docsURL = docsURL
    }

    /// Whether these findings are few enough to keep for the next publication.
    var isWorthKeeping: Bool { written.count <= Self.maximumKept }

    /// The diagnostic of `finding` written: taken from `last` when it was published the
    /// same, else converted; kept here either way (unless there are too many to keep).
    mutating func bytes(of finding: Diagnostic, document: OpenDocument, unit: ColumnUnit, last: PublishedFindings?)
        -> [UInt8]
    {
        var positions: [SourceLocation] = []
        positions.reserveCapacity(2 + 2 * finding.related.count)
        func append(_ range: SourceRange) {
            positions.append(document.source.location(of: range.start, unit: unit))
            positions.append(document.source.location(of: range.end, unit: unit))
        }
        append(finding.range)
        for related in finding.related { append(related.range) }
        let key = Key(finding: finding, positions: positions)
        let reusable = last?.docsURL == docsURL ? last : nil
        let bytes =
            reusable?.written[key] ?? written[key]
            ?? DiagnosticConversion.bytes(finding, document: document, unit: unit, docsURL: docsURL)
        if written.count <= Self.maximumKept { written[key] = bytes }
        return bytes
    }
}
