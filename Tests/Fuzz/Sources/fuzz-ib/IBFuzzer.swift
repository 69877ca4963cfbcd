import FuzzSupport
import StackInterfaceBuilder
import StackLint
import StackSyntax

/// The Interface Builder mapping: any bytes read as an IB file import to layouts or fail with
/// one error inside the file, never a trap or a hang. Each layout's text parses without a
/// syntax error, its analysis keeps every finding inside the text, every source-map entry
/// lies inside the text and inside the file, every finding carried back to the XML lies
/// inside the file, and each stored frame names an element of the text with finite values.
@_cdecl("LLVMFuzzerTestOneInput")
public func ibOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    let count = source.bytes.count
    switch IBImport.layouts(of: source, baseName: "Fuzz") {
    case .failure(let error):
        FuzzCheck.require(
            error.range.start >= 0 && error.range.start <= error.range.end && error.range.end <= count,
            "the error's range \(error.range) is outside the \(count) bytes")
        FuzzCheck.require(!error.message.isEmpty, "an error without a message")
    case .success(let layouts):
        for layout in layouts { check(layout, fileSize: count) }
    }
    return 0
}

private let analyzer = Analyzer()

private func check(_ layout: ImportedLayout, fileSize: Int) {
    let text = SourceText(layout.text)
    let model = analyzer.model(of: text)
    FuzzCheck.require(
        !model.syntax.hasErrors,
        "the import of \(layout.name) does not parse: \(model.syntax.diagnostics.first?.message ?? "")\n\(layout.text)")
    let diagnostics = analyzer.diagnostics(of: text)
    FindingsInvariants.check(diagnostics, in: text)
    for entry in layout.sourceMap.entries {
        FuzzCheck.require(
            entry.generated.start >= 0 && entry.generated.start <= entry.generated.end
                && entry.generated.end <= text.bytes.count,
            "a source-map entry \(entry.generated) is outside the imported text")
        FuzzCheck.require(
            entry.xml.start >= 0 && entry.xml.start <= entry.xml.end && entry.xml.end <= fileSize,
            "a source-map entry's XML range \(entry.xml) is outside the \(fileSize) bytes of the file")
    }
    for diagnostic in diagnostics {
        for range in [diagnostic.range] + diagnostic.related.map(\.range) {
            guard let xml = layout.sourceMap.xmlRange(for: range) else { continue }
            FuzzCheck.require(
                xml.start >= 0 && xml.start <= xml.end && xml.end <= fileSize,
                "`\(diagnostic.ruleID)` is carried to \(xml), outside the \(fileSize) bytes of the file")
        }
    }
    let paths = Set(model.layouts.flatMap { $0.elements.map(\.path) })
    for stored in layout.storedFrames {
        FuzzCheck.require(paths.contains(stored.path), "the stored frame of \(stored.path) names no element")
        if let frame = stored.frame {
            FuzzCheck.require(
                [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                "the stored frame of \(stored.path) is not finite")
        }
    }
}
