import Foundation
import FuzzSupport
import StackJSON
import StackLint
import StackModel
import StackReports
import StackSyntax

/// `Schemas/frames.schema.json`, read once from the checkout this target was built from.
let framesSchema: SchemaValidator = {
    let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../../Schemas/frames.schema.json").standardized
    guard let data = try? Data(contentsOf: schemaURL),
        let schema = try? JSONDecoder().decode(JSONValue.self, from: data)
    else {
        FuzzCheck.fail("cannot read the frames schema at \(schemaURL.path)")
    }
    return SchemaValidator(root: schema)
}()

/// The prefix of a first line that asks for other canvases, as `--canvas` does.
let canvasDirective = "//canvas "

/// `stacklint frames --format json` on arbitrary text: for every file without syntax errors
/// the output parses as JSON and conforms to the frames schema. A first line
/// `//canvas W x H` (or `//canvas iPhoneSE`) solves at that canvas instead, as `--canvas` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func framesOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    let model = Analyzer().model(of: source)
    guard !model.syntax.hasErrors else { return 0 }  // the CLI refuses these before solving
    let firstLine = source.lineText(0)
    let canvases =
        firstLine.hasPrefix(canvasDirective)
        ? Canvas(parsing: String(firstLine.dropFirst(canvasDirective.count))).map { [$0] }
        : nil
    // A document that cannot be written (over budget, not finite) is an error the CLI reports,
    // never a success-shaped answer; what is written must parse and fit the schema.
    guard let json = try? FramesDocument(model: model, path: "fuzz.stack", canvases: canvases).encodeJSON() else {
        return 0
    }
    let value: JSONValue
    do {
        value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    } catch {
        FuzzCheck.fail("the frames JSON does not parse: \(error)\n\(json)")
    }
    if let violation = framesSchema.violation(of: value) {
        FuzzCheck.fail("the frames JSON breaks the schema: \(violation)\n\(json)")
    }
    return 0
}
