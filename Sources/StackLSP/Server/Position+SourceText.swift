import StackLSPProtocol
import StackSyntax

extension Position {
    /// The byte offset of this position in `source` (clamped to its line and its text).
    func offset(in source: SourceText, unit: ColumnUnit) -> Int {
        source.offset(of: SourceLocation(line: line, column: character), unit: unit)
    }
}
