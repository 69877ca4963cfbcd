import FuzzSupport
import StackLint
import StackSyntax

/// `--fix`: never writes a file that does not parse (and leaves one that does not parse
/// alone), and fixing the result again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fixOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    let analyzer = Analyzer()
    let first = FixApplier.fixAll(source, analyzer: analyzer)
    guard !Parser.parse(source).hasErrors else {
        FuzzCheck.require(first.bytes == source.bytes && first.applied == 0, "--fix changed a file that does not parse")
        return 0
    }
    let fixed = SourceText(bytes: first.bytes)
    let syntax = Parser.parse(fixed)
    FuzzCheck.require(!syntax.hasErrors,
                      "--fix wrote text that does not parse: \(syntax.diagnostics.first?.message ?? "")\n--- fixed:\n\(String(decoding: first.bytes, as: UTF8.self))")
    FindingsInvariants.check(first.remaining, in: fixed)
    let second = FixApplier.fixAll(fixed, analyzer: analyzer)
    FuzzCheck.require(second.bytes == first.bytes,
                      "--fix is not idempotent (\(second.applied) more fixes applied)\n--- first:\n\(String(decoding: first.bytes, as: UTF8.self))\n--- second:\n\(String(decoding: second.bytes, as: UTF8.self))")
    return 0
}
