import StackPlatform
import StackLintCLI

exit(StackLintCommand.main(Array(CommandLine.arguments.dropFirst())))
