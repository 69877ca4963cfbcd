#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StackLintCLI

exit(StackLintCommand.main(Array(CommandLine.arguments.dropFirst())))
