import StackDiagnostics
import StackSyntax
import StackWorkspace

/// The cache's on-disk form: a compact binary encoding of findings (JSON decoding was a
/// third of a warm run). Little-endian integers, strings as a length and UTF-8 bytes.
/// The body is followed by its checksum (8 bytes), so that a truncated or damaged file is
/// an empty cache. Anything malformed decodes as an empty cache, never a crash.
enum CacheCoding {
    static let magic: [UInt8] = Array("SLC3".utf8)

    /// The checksum's size at the end of the file.
    static let checksumSize = 8

    struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            var v = UInt64(bitPattern: Int64(value))
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: v))
                v >>= 8
            }
        }

        mutating func string(_ value: String) {
            let utf8 = Array(value.utf8)
            int(utf8.count)
            bytes += utf8
        }

        mutating func range(_ range: SourceRange) {
            int(range.start)
            int(range.end)
        }
    }

    struct Reader {
        let bytes: [UInt8]
        var index = 0
        var failed = false

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func int() -> Int {
            guard index + 8 <= bytes.count else { failed = true; return 0 }
            var value: UInt64 = 0
            for shift in 0..<8 { value |= UInt64(bytes[index + shift]) << (8 * UInt64(shift)) }
            index += 8
            return Int(Int64(bitPattern: value))
        }

        mutating func count() -> Int {
            let value = int()
            guard value >= 0, value <= bytes.count - index else { failed = true; return 0 }
            return value
        }

        mutating func string() -> String {
            let length = count()
            guard !failed else { return "" }
            defer { index += length }
            return String(decoding: bytes[index..<index + length], as: UTF8.self)
        }

        mutating func range() -> SourceRange {
            let start = int()
            return SourceRange(start: start, end: int())
        }
    }

    static func encode(_ entries: [String: LintCache.Entry]) -> [UInt8] {
        var writer = Writer()
        writer.bytes = magic
        writer.int(entries.count)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.string(entry.hash)
            writer.int(entry.diagnostics.count)
            for diagnostic in entry.diagnostics {
                writer.string(diagnostic.ruleID.rawValue)
                writer.string(diagnostic.severity.rawValue)
                writer.range(diagnostic.range)
                writer.string(diagnostic.message)
                writer.int(diagnostic.isUnnecessary ? 1 : 0)
                writer.int(diagnostic.related.count)
                for related in diagnostic.related {
                    writer.range(related.range)
                    writer.string(related.message)
                }
                writer.int(diagnostic.fixes.count)
                for fix in diagnostic.fixes {
                    writer.string(fix.title)
                    writer.string(fix.safety.rawValue)
                    writer.int(fix.edits.count)
                    for edit in fix.edits {
                        writer.range(edit.range)
                        writer.string(edit.newText)
                    }
                }
            }
        }
        var checksum = ContentHash.value(writer.bytes)
        for _ in 0..<checksumSize {
            writer.bytes.append(UInt8(truncatingIfNeeded: checksum))
            checksum >>= 8
        }
        return writer.bytes
    }

    static func decode(_ file: [UInt8]) -> [String: LintCache.Entry] {
        guard file.count >= magic.count + checksumSize, file.starts(with: magic) else { return [:] }
        let bytes = Array(file[..<(file.count - checksumSize)])
        var checksum: UInt64 = 0
        for (shift, byte) in file[(file.count - checksumSize)...].enumerated() {
            checksum |= UInt64(byte) << (8 * UInt64(shift))
        }
        guard checksum == ContentHash.value(bytes) else { return [:] }
        var reader = Reader(bytes)
        reader.index = magic.count
        var entries: [String: LintCache.Entry] = [:]
        let count = reader.count()
        for _ in 0..<count {
            let path = reader.string()
            let hash = reader.string()
            var diagnostics: [Diagnostic] = []
            let diagnosticCount = reader.count()
            for _ in 0..<diagnosticCount {
                let rule = reader.string()
                let severity = Severity(rawValue: reader.string()) ?? .error
                let range = reader.range()
                let message = reader.string()
                let unnecessary = reader.int() == 1
                var related: [RelatedLocation] = []
                for _ in 0..<reader.count() {
                    related.append(RelatedLocation(range: reader.range(), message: reader.string()))
                }
                var fixes: [Fix] = []
                for _ in 0..<reader.count() {
                    let title = reader.string()
                    let safety = FixSafety(rawValue: reader.string())
                    var edits: [TextEdit] = []
                    for _ in 0..<reader.count() {
                        edits.append(TextEdit(range: reader.range(), newText: reader.string()))
                    }
                    guard let safety else { return [:] }
                    fixes.append(Fix(title: title, edits: edits, safety: safety))
                }
                // An id this version does not know (a cache from another version): start afresh.
                guard !reader.failed, let ruleID = RuleID(rawValue: rule) else { return [:] }
                diagnostics.append(
                    Diagnostic(
                        ruleID: ruleID, severity: severity, range: range, message: message,
                        related: related, fixes: fixes, isUnnecessary: unnecessary))
            }
            if reader.failed { return [:] }
            entries[path] = LintCache.Entry(hash: hash, diagnostics: diagnostics)
        }
        return entries
    }
}
