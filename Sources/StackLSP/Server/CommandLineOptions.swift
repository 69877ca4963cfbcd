import Foundation
import StackLint

/// The command line of `stack-lsp`: no arguments (or `--stdio` and `--clientProcessId=N`,
/// which editors pass) serves
/// on standard input and output; `--version` and `--help` answer and exit at once.
public enum CommandLineOptions {
    /// What `--help` prints.
    public static let usage = """
        usage: stack-lsp [--stdio | --version | --help]

        The stacklint language server (LSP 3.17) for .stack files, over standard input and
        output. An editor starts it; it reads JSON-RPC messages until `exit`.

          --stdio     serve on standard input and output (the default)
          --version   print the version and exit
          --help      print this help and exit
        """

    /// Runs the command line; returns the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        // What editors' client libraries pass when they start a server over stdio.
        let served = arguments.filter { $0 != "--stdio" && !$0.hasPrefix("--clientProcessId") }
        switch served {
        case []:
            return StdioTransport.run()
        case ["--version"], ["-V"]:
            print("stack-lsp \(StackLintVersion.current)")
            return 0
        case ["--help"], ["-h"]:
            print(usage)
            return 0
        default:
            StandardError.write("stack-lsp: unknown arguments `\(arguments.joined(separator: " "))`\n\n\(usage)")
            return 2
        }
    }
}
