import StackJSON
import StackSyntax

/// Converting between LSP positions and byte offsets: the one place where the
/// negotiated encoding (utf-8 or utf-16 columns) is applied.
public enum Positions {
    /// An LSP `Position`.
    public static func position(_ offset: Int, in source: SourceText, unit: ColumnUnit) -> JSON {
        let location = source.location(of: offset, unit: unit)
        return ["line": .int(location.line), "character": .int(location.column)]
    }

    /// An LSP `Range`.
    public static func range(_ range: SourceRange, in source: SourceText, unit: ColumnUnit) -> JSON {
        ["start": position(range.start, in: source, unit: unit), "end": position(range.end, in: source, unit: unit)]
    }

    /// An LSP `Range` written as JSON, exactly as ``range(_:in:unit:)`` writes: for answers
    /// with hundreds of thousands of ranges.
    package static func rangeBytes(_ range: SourceRange, in source: SourceText, unit: ColumnUnit) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(64)
        func write(_ key: StaticString, _ offset: Int) {
            let location = source.location(of: offset, unit: unit)
            JSON.writeRaw(key, into: &output)
            JSON.writeInteger(Int64(location.column), into: &output)
            JSON.writeRaw(",\"line\":", into: &output)
            JSON.writeInteger(Int64(location.line), into: &output)
            output.append(UInt8(ascii: "}"))
        }
        write("{\"end\":{\"character\":", range.end)
        write(",\"start\":{\"character\":", range.start)
        output.append(UInt8(ascii: "}"))
        return output
    }
}
