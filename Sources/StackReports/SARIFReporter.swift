#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackJSON
import StackLint
import StackRuleKit
import StackRules
import StackSyntax
import StackWorkspace

/// SARIF 2.1.0, as GitHub code scanning reads it: the rules with their help, results with
/// relative paths and regions in UTF-16 columns (SARIF's default column kind), and each
/// result's ``Fingerprint`` in `partialFingerprints`, so code scanning follows a finding
/// across commits. Rule help links point at `docsURL` (the configuration's) when set, and
/// are left out otherwise: the project owns no website to point at.
public struct SARIFReporter: Sendable {
    /// The `partialFingerprints` key: the recipe's name and version.
    public static let fingerprintKey = "stacklint/v\(Fingerprint.version)"

    /// The folder of the rule pages (`ID.md`), or nil for no `helpUri`.
    public let docsURL: String?

    /// Every rule's `reportingDescriptor`, in catalog order: the same for every log, so
    /// built once per reporter (the help pages are most of a log's work).
    private let ruleDescriptors: [JSON]

    /// `ruleDescriptors` as a log writes them (at ``catalogueDepth``), written once: the
    /// catalogue is most of a log's text, the same in every log.
    private let writtenCatalogue: [UInt8]

    /// Each rule's index in `ruleDescriptors`, for a result's `ruleIndex`.
    private let ruleIndex: [RuleID: Int]

    /// The nesting depth of `runs[0].tool.driver.rules` in a log.
    static let catalogueDepth = 5

    /// Where the catalogue goes in the log's tree before it is written: a string no
    /// result can end up after (`tool` sorts after `results`, `version` holds no text of
    /// the user's), so its last occurrence in the text is the catalogue's place.
    private static let cataloguePlaceholder = "\u{0}stacklint:rules\u{0}"

    /// Creates a reporter; it builds the rules' descriptors once, for every log it renders.
    public init(docsURL: String? = nil) {
        self.docsURL = docsURL
        let rules = RuleCatalog.all
        ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        ruleDescriptors = rules.map { rule in Self.descriptor(rule, docsURL: docsURL) }
        writtenCatalogue = JSON.array(ruleDescriptors).prettyBytes(indent: Self.catalogueDepth)
    }

    /// A rule's `reportingDescriptor`: its names, help (text and the rule page's Markdown),
    /// default level and tags.
    private static func descriptor(_ rule: any Rule, docsURL: String?) -> JSON {
        var object: [String: JSON] = [
            "id": .string(rule.id.rawValue),
            "name": .string(
                rule.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": ["text": .string(rule.documentation.summary)],
            "fullDescription": ["text": .string(rule.documentation.rationale)],
            "help": [
                "text": .string(rule.documentation.rationale + " Fix: " + rule.documentation.fix),
                "markdown": .string(RulePage.markdown(rule)),
            ],
            "defaultConfiguration": ["level": .string(level(rule.defaultSeverity))],
            "properties": ["tags": rule.usesFrames ? ["layout", "solver"] : ["layout"]],
        ]
        if let url = RulePage.url(rule.id, docsURL: docsURL) { object["helpUri"] = .string(url) }
        return .object(object)
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isKeptInPath(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte stays as it is in a URI path: RFC 3986's unreserved characters and
    /// sub-delimiters but `;`, with `:`, `@` and `/`.
    private static func isKeptInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// An upper-case hexadecimal digit of a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private func region(_ range: SourceRange, in source: SourceText) -> JSON {
        let start = source.location(of: range.start, unit: .utf16)
        let end = source.location(of: range.end, unit: .utf16)
        return [
            "startLine": .int(start.line + 1), "startColumn": .int(start.column + 1), "endLine": .int(end.line + 1),
            "endColumn": .int(end.column + 1),
        ]
    }

    /// A file's `artifactLocation`, relative to `%SRCROOT%`.
    private static func artifactLocation(_ path: String) -> JSON {
        ["uri": .string(uri(path)), "uriBaseId": "%SRCROOT%"]
    }

    private func location(_ artifact: JSON, _ range: SourceRange, _ source: SourceText, message: String? = nil)
        -> [String: JSON]
    {
        var location: [String: JSON] = [
            "physicalLocation": [
                "artifactLocation": artifact,
                "region": region(range, in: source),
            ]
        ]
        if let message { location["message"] = ["text": .string(message)] }
        return location
    }

    /// The SARIF log for the reports.
    public func render(_ reports: [FileReport]) -> String {
        log(reports, rules: .string(Self.cataloguePlaceholder))
            .prettyText(writing: writtenCatalogue, for: Self.cataloguePlaceholder)
    }

    /// The log as a tree, with `rules` as the driver's rule catalogue.
    func log(_ reports: [FileReport], rules: JSON) -> JSON {
        var results: [JSON] = []
        for report in reports {
            let path = report.path.hasPrefix("./") ? String(report.path.dropFirst(2)) : report.path
            let artifact = Self.artifactLocation(path)
            let fingerprints = Fingerprint.of(report)
            for (diagnostic, fingerprint) in zip(report.diagnostics, fingerprints) {
                var result: [String: JSON] = [
                    "ruleId": .string(diagnostic.ruleID.rawValue),
                    "level": .string(Self.level(diagnostic.severity)),
                    "message": ["text": .string(diagnostic.message)],
                    "locations": [.object(location(artifact, diagnostic.range, report.source))],
                    "partialFingerprints": [Self.fingerprintKey: .string(fingerprint)],
                ]
                if let index = ruleIndex[diagnostic.ruleID] { result["ruleIndex"] = .int(index) }
                if !diagnostic.related.isEmpty {
                    result["relatedLocations"] = .array(
                        diagnostic.related.enumerated().map { offset, related in
                            var value = location(artifact, related.range, report.source, message: related.message)
                            value["id"] = .int(offset)
                            return .object(value)
                        })
                }
                if !diagnostic.fixes.isEmpty {
                    result["fixes"] = .array(
                        diagnostic.fixes.map { fix in
                            [
                                "description": ["text": .string(fix.title)],
                                "artifactChanges": [
                                    [
                                        "artifactLocation": artifact,
                                        "replacements": .array(
                                            fix.edits.map { edit in
                                                [
                                                    "deletedRegion": region(edit.range, in: report.source),
                                                    "insertedContent": ["text": .string(edit.newText)],
                                                ]
                                            }),
                                    ]
                                ],
                            ]
                        })
                }
                results.append(.object(result))
            }
        }
        return [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "stacklint",
                            "version": .string(StackLintVersion.current),
                            "semanticVersion": .string(StackLintVersion.current),
                            "rules": rules,
                        ]
                    ],
                    "columnKind": "utf16CodeUnits",
                    "originalUriBaseIds": [
                        "%SRCROOT%": [
                            "uri": .string("file://" + Self.uri(FileManager.default.currentDirectoryPath) + "/")
                        ]
                    ],
                    "results": .array(results),
                ]
            ],
        ]
    }

    /// The log written whole, catalogue included, as ``render(_:)`` writes it in two
    /// parts (for tests).
    func renderWhole(_ reports: [FileReport]) -> String {
        log(reports, rules: .array(ruleDescriptors)).prettyText
    }
}
