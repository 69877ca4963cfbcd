import StackPlatform
import StackLSP

exit(CommandLineOptions.run(Array(CommandLine.arguments.dropFirst())))
