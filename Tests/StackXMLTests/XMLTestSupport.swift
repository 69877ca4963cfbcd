import StackSyntax
import StackXML
import XCTest

/// What the tests read of a reading: the tree, or the error as a user sees it.
enum XMLTestSupport {
    /// The tree of a well-formed text; fails the test otherwise.
    static func tree(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> XMLTree? {
        switch XMLReader.read(text) {
        case .success(let tree): return tree
        case .failure(let error):
            XCTFail("unexpected error \(describe(error, in: SourceText(text)))", file: file, line: line)
            return nil
        }
    }

    /// `start-end message` of the error a text reads to, positions 1-based `line:column` in
    /// characters; "well-formed" when it reads.
    static func error(_ text: String, limits: XMLLimits = XMLLimits()) -> String {
        error(SourceText(text), limits: limits)
    }

    /// The same for a text given as bytes.
    static func error(_ source: SourceText, limits: XMLLimits = XMLLimits()) -> String {
        switch XMLReader.read(source, limits: limits) {
        case .success: return "well-formed"
        case .failure(let error): return describe(error, in: source)
        }
    }

    static func describe(_ error: XMLError, in source: SourceText) -> String {
        let start = source.location(of: error.range.start, unit: .scalars)
        let end = source.location(of: error.range.end, unit: .scalars)
        return "\(start)-\(end) \(error.message)"
    }

    /// `line:column` (1-based, in `unit`) of an offset.
    static func position(_ offset: Int, in tree: XMLTree, unit: ColumnUnit = .scalars) -> String {
        tree.source.location(of: offset, unit: unit).description
    }

    /// The position of a range's start and its text: `3:5 name`.
    static func place(_ range: SourceRange, in tree: XMLTree, unit: ColumnUnit = .scalars) -> String {
        "\(position(range.start, in: tree, unit: unit)) \(tree.source.text(in: range))"
    }
}
