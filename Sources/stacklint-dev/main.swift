import Foundation

// swift run stacklint-dev generate-schema|generate-config-docs|generate-all [--check]
exit(DevCommand.run(Array(CommandLine.arguments.dropFirst())))
