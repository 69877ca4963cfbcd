#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StackLint
import StackLintCLI

// A larger per-thread allocator cache, before any thread starts (docs/layout.md, "Performance").
AllocatorTuning.reexecuteIfUntuned()

exit(StackLintCommand.main(Array(CommandLine.arguments.dropFirst())))
