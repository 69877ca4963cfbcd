import StackDiagnostics
import StackModel
import StackRules
import StackSyntax
import StackWorkspace

/// Applies the fixes of findings as text edits: the first fix of each finding, in source
/// order, skipping any whose edits overlap an edit already taken (the next round picks it
/// up). `fixAll` repeats analysis and fixing until nothing changes (a fixed point), so
/// that fixes that interact land one after the other, and stops if a round would leave a
/// syntax error.
public enum FixApplier {
    /// The text with the given fixes applied, and how many were applied. A text with bytes
    /// that are not UTF-8 gets none: its edits are strings, and writing them back would
    /// replace those bytes with U+FFFD.
    public static func apply(_ fixes: [Fix], to source: SourceText) -> (bytes: [UInt8], applied: Int) {
        guard !source.hasInvalidUTF8 else { return (source.bytes, 0) }
        var taken: [TextEdit] = []
        var applied = 0
        for fix in fixes {
            let overlaps = fix.edits.contains { edit in
                taken.contains { other in
                    edit.range.start < other.range.end && other.range.start < edit.range.end
                        || (edit.range.length == 0 && other.range.length == 0 && edit.range.start == other.range.start)
                }
            }
            guard !overlaps, !fix.edits.isEmpty else { continue }
            taken += fix.edits
            applied += 1
        }
        var bytes = source.bytes
        for edit in taken.sorted(by: { $0.range.start > $1.range.start }) {
            let start = min(max(edit.range.start, 0), bytes.count)
            let end = min(max(edit.range.end, start), bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
        }
        return (bytes, applied)
    }

    /// Fixes a file until no fix applies: a fixed point, so that a second `--fix` changes
    /// nothing. Fixes that interact (nested stacks unwrapped one by one, ties broken one at
    /// a time) take a round each, so the rounds are bounded by the file's size
    /// (``roundLimit(for:elementCount:)``) rather than a constant; a round that would come
    /// back to an earlier text also stops. Returns the new bytes, the number of fixes
    /// applied, and the findings that remain. Only safe fixes (``FixSafety``) apply unless
    /// `includeUnsafe`. Pass the findings the caller already has for
    /// `source` to spare the first analysis. Only the findings of the rules `applies`
    /// accepts are fixed (`--select` and `--ignore` scope the fixes as they scope the
    /// report). Never returns a text that does not parse, and never changes one that is not
    /// UTF-8.
    public static func fixAll(
        _ source: SourceText, analyzer: Analyzer, diagnostics known: [Diagnostic]? = nil,
        rounds: Int? = nil, includeUnsafe: Bool = false,
        applies: (RuleID) -> Bool = { _ in true }
    ) -> (bytes: [UInt8], applied: Int, remaining: [Diagnostic]) {
        var current = source
        var total = 0
        var diagnostics = known ?? analyzer.diagnostics(of: current)
        let syntax = Parser.parse(current)
        guard !syntax.hasErrors, !current.hasInvalidUTF8 else { return (current.bytes, 0, diagnostics) }
        let limit = rounds ?? roundLimit(for: current, elementCount: elementCount(syntax))
        var seen: Set<UInt64> = [ContentHash.value(current.bytes)]
        for _ in 0..<limit {
            let fixes = diagnostics.filter { applies($0.ruleID) }.compactMap { diagnostic in
                diagnostic.fixes.first { includeUnsafe || safety(of: $0, from: diagnostic.ruleID) == .safe }
            }
            guard !fixes.isEmpty else { break }
            let (bytes, applied) = apply(fixes, to: current)
            guard applied > 0, bytes != current.bytes else { break }
            guard seen.insert(ContentHash.value(bytes)).inserted else { break }  // a cycle: stop where we are
            let next = SourceText(bytes: bytes)
            // Never cancelled, so never nil; the text is parsed once, by its analysis.
            guard let analysis = analyzer.analysis(of: next), !analysis.model.hasSyntaxErrors else { break }  // never leave a file that does not parse
            current = next
            total += applied
            diagnostics = analysis.diagnostics
        }
        return (current.bytes, total, diagnostics)
    }

    /// A fix's safety as `--fix` treats it: unsafe when the fix says so, and whenever its
    /// rule declares its fixes unsafe (``FixKind/unsafe``), whatever made the finding (a
    /// fix made below the rule catalog, by the model, cannot claim more than its rule).
    public static func safety(of fix: Fix, from rule: RuleID) -> FixSafety {
        fix.safety == .unsafe || RuleCatalog.rule(rule).fixKind == .unsafe ? .unsafe : .safe
    }

    /// How many elements a file writes, at any depth.
    static func elementCount(_ syntax: FileSyntax) -> Int { syntax.elements.count }

    /// The most fix rounds for a file: 10, plus one per line and one per element. Every
    /// round that goes on applies at least one fix, and fixes remove or change what is
    /// written, so a realistic file reaches its fixed point well within this; the bound
    /// only keeps a pathological one from running without end.
    public static func roundLimit(for source: SourceText, elementCount: Int) -> Int {
        10 + source.lineCount + elementCount
    }
}
