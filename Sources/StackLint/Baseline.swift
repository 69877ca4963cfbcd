#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackJSON
import StackSyntax
import StackWorkspace

/// Findings recorded to be tolerated (SwiftLint's `--write-baseline`/`--baseline`): a team
/// adopts the linter on a codebase with findings and gates only new ones. Each entry holds a
/// ``Fingerprint`` (rule, layout, element path, content), never a line number, so entries
/// survive unrelated edits and moved lines. Paths are relative to the baseline file's
/// directory, so the file can be committed and read from anywhere. The format follows
/// `Schemas/baseline.schema.json`.
public struct Baseline: Sendable, Equatable {
    /// The version of the file format written: the version of the ``Fingerprint`` recipe
    /// its entries hold. Files of version 1 (fingerprints of whole messages) are still read
    /// and matched by their own recipe.
    public static let formatVersion = Fingerprint.version

    /// The versions of the file format read.
    public static let readableVersions = 1...formatVersion

    /// One tolerated finding.
    public struct Entry: Sendable, Equatable, Hashable {
        /// The file, relative to the baseline file's directory.
        public var path: String
        /// The rule id.
        public var rule: String
        /// The layout's name.
        public var layout: String
        /// The element path within the layout.
        public var element: String
        /// The message when recorded (for people reading the file; not matched).
        public var message: String
        /// The fingerprint that is matched.
        public var fingerprint: String

        /// Creates an entry.
        public init(path: String, rule: String, layout: String, element: String, message: String, fingerprint: String) {
            self.path = path
            self.rule = rule
            self.layout = layout
            self.element = element
            self.message = message
            self.fingerprint = fingerprint
        }
    }

    /// A baseline file that cannot be used.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// What is wrong, path included.
        public var description: String
    }

    /// What applying a baseline left.
    public struct Outcome: Sendable {
        /// The reports with the recorded findings removed.
        public var reports: [FileReport]
        /// How many findings the baseline hid.
        public var hidden: Int
        /// Entries of the files linted that matched no finding: fixed since recorded.
        public var fixed: [Entry]
    }

    /// The entries, sorted by path, then rule, layout, element and fingerprint.
    public var entries: [Entry]
    /// The recipe the entries' fingerprints were taken with (``Fingerprint/of(_:version:)``).
    public var fingerprintVersion: Int

    /// Creates a baseline whose fingerprints were taken by the recipe of `fingerprintVersion`.
    public init(entries: [Entry], fingerprintVersion: Int = Fingerprint.version) {
        self.entries = entries.sorted {
            ($0.path, $0.rule, $0.layout, $0.element, $0.fingerprint) < (
                $1.path, $1.rule, $1.layout, $1.element, $1.fingerprint
            )
        }
        self.fingerprintVersion = fingerprintVersion
    }

    /// Every finding of the reports; report paths are relative to `workingDirectory`, and
    /// entries are made relative to `baselineDirectory`.
    public init(recording reports: [FileReport], workingDirectory: String, baselineDirectory: String) {
        var entries: [Entry] = []
        for report in reports where !report.diagnostics.isEmpty {
            let path = RelativePath.relative(
                RelativePath.absolute(report.path, base: workingDirectory), to: baselineDirectory)
            let locator = FindingLocator(report)
            for diagnostic in report.diagnostics {
                let place = locator.place(of: diagnostic.range)
                entries.append(
                    Entry(
                        path: path, rule: diagnostic.ruleID.rawValue, layout: place.layout, element: place.elementPath,
                        message: diagnostic.message,
                        fingerprint: Fingerprint.of(diagnostic, place: place, source: report.source)))
            }
        }
        self.init(entries: entries)
    }

    /// Hides the findings that the baseline records, each entry hiding one finding (two
    /// equal findings need two entries), and lists the entries of the linted files that
    /// matched nothing. Files not linted this run keep their entries unreported.
    public func apply(to reports: [FileReport], workingDirectory: String, baselineDirectory: String) -> Outcome {
        var pending: [String: [Entry]] = [:]
        for entry in entries { pending[entry.path + "\u{0}" + entry.fingerprint, default: []].append(entry) }
        var linted: Set<String> = []
        var hidden = 0
        var kept: [FileReport] = []
        for report in reports {
            let path = RelativePath.relative(
                RelativePath.absolute(report.path, base: workingDirectory), to: baselineDirectory)
            linted.insert(path)
            let fingerprints = Fingerprint.of(report, version: fingerprintVersion)
            var remaining: [Diagnostic] = []
            for (diagnostic, fingerprint) in zip(report.diagnostics, fingerprints) {
                let key = path + "\u{0}" + fingerprint
                if var matches = pending[key], !matches.isEmpty {
                    matches.removeLast()
                    pending[key] = matches
                    hidden += 1
                } else {
                    remaining.append(diagnostic)
                }
            }
            kept.append(FileReport(path: report.path, source: report.source, diagnostics: remaining))
        }
        let fixed = Baseline(
            entries: pending.values.flatMap { $0 }.filter { linted.contains($0.path) },
            fingerprintVersion: fingerprintVersion
        ).entries
        return Outcome(reports: kept, hidden: hidden, fixed: fixed)
    }

    /// The file's JSON text.
    public var json: String {
        let document: JSON = [
            "version": .int(fingerprintVersion),
            "tool": "stacklint",
            "findings": .array(
                entries.map { entry in
                    [
                        "path": .string(entry.path), "rule": .string(entry.rule), "layout": .string(entry.layout),
                        "element": .string(entry.element), "message": .string(entry.message),
                        "fingerprint": .string(entry.fingerprint),
                    ]
                }),
        ]
        return document.prettyText
    }

    /// Reads a baseline file.
    public static func load(_ path: String) throws -> Baseline {
        let bytes: [UInt8]
        switch InputReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure) where failure.isMissing:
            throw LoadError(
                description:
                    "\(QuotedPath.quoted(path)): cannot read the baseline (write one with --write-baseline \(QuotedPath.quoted(path)))"
            )
        case .failure(let failure):
            throw LoadError(description: "\(QuotedPath.quoted(path)): cannot read the baseline: it \(failure.message)")
        }
        guard let document = JSON.parse(bytes) else {
            throw LoadError(description: "\(path): the baseline is not valid JSON")
        }
        guard let version = document["version"]?.int, readableVersions.contains(version) else {
            throw LoadError(
                description:
                    "\(path): not a stacklint baseline of version \(readableVersions.lowerBound) to \(readableVersions.upperBound) (no `\"version\": \(formatVersion)`)"
            )
        }
        guard let findings = document["findings"]?.array else {
            throw LoadError(description: "\(path): the baseline has no `findings` array")
        }
        var entries: [Entry] = []
        for (index, finding) in findings.enumerated() {
            guard let entryPath = finding["path"]?.string, let rule = finding["rule"]?.string,
                let fingerprint = finding["fingerprint"]?.string
            else {
                throw LoadError(
                    description: "\(path): `findings[\(index)]` needs `path`, `rule` and `fingerprint` strings")
            }
            entries.append(
                Entry(
                    path: entryPath, rule: rule, layout: finding["layout"]?.string ?? "",
                    element: finding["element"]?.string ?? "",
                    message: finding["message"]?.string ?? "", fingerprint: fingerprint))
        }
        return Baseline(entries: entries, fingerprintVersion: version)
    }
}
