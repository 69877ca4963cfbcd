import StackLint
import StackSyntax

/// Properties every analysis must keep, whatever the input.
public enum FindingsInvariants {
    /// Every finding, related location and fix edit lies inside the text, and every
    /// position converts to a line and column and back without trapping.
    public static func check(_ diagnostics: [Diagnostic], in source: SourceText) {
        let count = source.bytes.count
        for diagnostic in diagnostics {
            checkRange(diagnostic.range, count: count, what: "the range of `\(diagnostic.ruleID)`")
            for related in diagnostic.related {
                checkRange(related.range, count: count, what: "a related range of `\(diagnostic.ruleID)`")
            }
            for fix in diagnostic.fixes {
                for edit in fix.edits {
                    checkRange(edit.range, count: count, what: "an edit of the fix `\(fix.title)`")
                }
            }
            for unit in [ColumnUnit.utf8, .utf16, .scalars] {
                let start = source.location(of: diagnostic.range.start, unit: unit)
                let end = source.location(of: diagnostic.range.end, unit: unit)
                FuzzCheck.require(start <= end,
                                  "`\(diagnostic.ruleID)` ends (\(end)) before it starts (\(start)) in \(unit) columns")
            }
        }
    }

    private static func checkRange(_ range: SourceRange, count: Int, what: String) {
        FuzzCheck.require(0 <= range.start && range.start <= range.end && range.end <= count,
                          "\(what) (\(range.start)..<\(range.end)) is not inside the \(count) bytes of the text")
    }
}
