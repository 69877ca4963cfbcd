import Foundation
import StackLSP

exit(CommandLineOptions.run(Array(CommandLine.arguments.dropFirst())))
