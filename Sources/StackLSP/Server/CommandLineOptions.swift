import StackJSON
import StackLSPProtocol
import StackLint
import StackWorkspace

/// The command line of `stack-lsp`: no arguments (or `--stdio` and `--clientProcessId=N`,
/// which editors pass) serves on standard input and output; `--version` and `--help`
/// answer and exit at once, without reading input.
public enum CommandLineOptions {
    /// What `--help` prints, for the command named `programName`.
    public static func usage(programName: String = "stack-lsp") -> String {
        """
        usage: \(programName) [--stdio | --version | --help]

        The stacklint language server (LSP 3.17) for .stack files, over standard input and
        output. An editor starts it; it reads JSON-RPC messages until `exit`.

          --stdio     serve on standard input and output (the default)
          --version   print the version and exit
          --help      print this help and exit
        """
    }

    /// Runs the command line (the arguments after the program name); returns the exit
    /// code. `programName` is how help and errors name the command (`stacklint lsp`).
    public static func run(_ arguments: [String], programName: String = "stack-lsp") -> Int32 {
        // What editors' client libraries pass when they start a server over stdio.
        let served = arguments.filter { $0 != "--stdio" && !$0.hasPrefix("--clientProcessId") }
        switch served {
        case []:
            return StdioTransport.run()
        case ["--version"], ["-V"]:
            print("stack-lsp \(StackLintVersion.current)")
            return 0
        case ["--help"], ["-h"]:
            print(usage(programName: programName))
            return 0
        default:
            StandardError.write(
                "\(programName): unknown arguments `\(arguments.joined(separator: " "))`\n\n\(usage(programName: programName))"
            )
            return 2
        }
    }
}
