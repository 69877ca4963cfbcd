import StackSyntax

extension SourceRange {
    /// Whether `other` lies within this range: a finding within its layout.
    func holds(_ other: SourceRange) -> Bool { start <= other.start && other.end <= end }
}
