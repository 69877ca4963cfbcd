#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StackLSP

exit(CommandLineOptions.run(Array(CommandLine.arguments.dropFirst())))
