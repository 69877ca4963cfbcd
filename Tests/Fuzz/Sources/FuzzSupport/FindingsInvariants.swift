import StackDiagnostics
import StackLint
import StackSyntax

/// Properties every analysis must keep, whatever the input.
public enum FindingsInvariants {
    /// Every finding, related location and fix edit lies inside the text and starts and
    /// ends between characters (no offset points inside a UTF-8 sequence), and every
    /// position converts to a line and column and back without trapping.
    public static func check(_ diagnostics: [Diagnostic], in source: SourceText) {
        for diagnostic in diagnostics {
            checkRange(diagnostic.range, in: source, what: "the range of `\(diagnostic.ruleID)`")
            for related in diagnostic.related {
                checkRange(related.range, in: source, what: "a related range of `\(diagnostic.ruleID)`")
            }
            for fix in diagnostic.fixes {
                for edit in fix.edits {
                    checkRange(edit.range, in: source, what: "an edit of the fix `\(fix.title)`")
                }
            }
            for unit in [ColumnUnit.utf8, .utf16, .scalars] {
                let start = source.location(of: diagnostic.range.start, unit: unit)
                let end = source.location(of: diagnostic.range.end, unit: unit)
                FuzzCheck.require(
                    start <= end,
                    "`\(diagnostic.ruleID)` ends (\(end)) before it starts (\(start)) in \(unit) columns")
            }
        }
    }

    private static func checkRange(_ range: SourceRange, in source: SourceText, what: String) {
        let count = source.bytes.count
        FuzzCheck.require(
            0 <= range.start && range.start <= range.end && range.end <= count,
            "\(what) (\(range.start)..<\(range.end)) is not inside the \(count) bytes of the text")
        FuzzCheck.require(
            source.isScalarBoundary(range.start) && source.isScalarBoundary(range.end),
            "\(what) (\(range.start)..<\(range.end)) starts or ends inside a character")
    }
}
