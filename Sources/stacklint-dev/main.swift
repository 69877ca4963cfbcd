import Foundation

// swift run stacklint-dev generate-schema|generate-config-docs|generate-all [--check]
// swift run stacklint-dev ib-fidelity FILE.storyboard|FILE.xib...
exit(DevCommand.run(Array(CommandLine.arguments.dropFirst())))
