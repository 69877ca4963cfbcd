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
    FuzzCheck.require(
        !syntax.hasErrors,
        """
        --fix wrote text that does not parse: \(syntax.issues.first?.message ?? "")
        --- fixed:
        \(text(first.bytes))
        """)
    FindingsInvariants.check(first.remaining, in: fixed)
    let second = FixApplier.fixAll(fixed, analyzer: analyzer)
    FuzzCheck.require(
        second.bytes == first.bytes,
        """
        --fix is not idempotent (\(second.applied) more fixes applied)
        --- first:
        \(text(first.bytes))
        --- second:
        \(text(second.bytes))
        """)
    return 0
}

/// Bytes as text for a message (invalid UTF-8 repaired).
func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}
