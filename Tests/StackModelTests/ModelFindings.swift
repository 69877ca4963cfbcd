import StackDiagnostics
import StackModel
import XCTest

/// The model's findings of a text, one line each: `rule-id [severity] line:col-line:col
/// message` (1-based positions, columns in Unicode scalars).
func modelFindings(_ text: String, withSeverity: Bool) -> [String] {
    let model = SemanticModel(text)
    return model.diagnostics.map { diagnostic in
        let start = model.source.location(of: diagnostic.range.start, unit: .scalars)
        let end = model.source.location(of: diagnostic.range.end, unit: .scalars)
        let severity = withSeverity ? " \(diagnostic.severity)" : ""
        return "\(diagnostic.ruleID)\(severity) \(start)-\(end) \(diagnostic.message)"
    }
}

/// The first layout of a text on which the model reports nothing (the test fails otherwise).
func cleanLayout(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Layout {
    let model = SemanticModel(text)
    XCTAssertEqual(model.diagnostics.map(\.message), [], file: file, line: line)
    return try XCTUnwrap(model.layouts.first, file: file, line: line)
}
