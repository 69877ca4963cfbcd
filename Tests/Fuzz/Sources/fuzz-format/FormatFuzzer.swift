import FuzzSupport
import StackFormatter
import StackLint
import StackModel
import StackSyntax

/// Formatting: text that parses formats to text that parses, formatting the result again
/// changes nothing, and the model's meaning (its semantic dump) is the same before and after.
@_cdecl("LLVMFuzzerTestOneInput")
public func formatOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    let syntax = Parser.parse(source)
    guard !syntax.hasErrors else {
        do {
            _ = try Formatter.format(syntax)
            FuzzCheck.fail("a file with syntax errors was formatted")
        } catch {
            return 0  // refused, as it should be
        }
    }
    let once: String
    do {
        once = try Formatter.format(syntax)
    } catch {
        FuzzCheck.fail("a file without syntax errors could not be formatted: \(error)")
    }
    let formatted = SourceText(once)
    let reparsed = Parser.parse(formatted)
    FuzzCheck.require(
        !reparsed.hasErrors,
        "the formatted text does not parse: \(reparsed.issues.first?.message ?? "")\n--- formatted:\n\(once)")
    let twice: String
    do {
        twice = try Formatter.format(reparsed)
    } catch {
        FuzzCheck.fail("the formatted text could not be formatted again: \(error)")
    }
    FuzzCheck.require(twice == once, "formatting is not idempotent\n--- once:\n\(once)\n--- twice:\n\(twice)")
    let analyzer = Analyzer()
    let before = analyzer.model(of: source).semanticDump
    let after = analyzer.model(of: formatted).semanticDump
    FuzzCheck.require(before == after, "formatting changed the meaning\n--- before:\n\(before)\n--- after:\n\(after)")
    return 0
}
