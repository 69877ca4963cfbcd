import StackDiagnostics
import StackInterfaceBuilder
import StackLint
import StackPersistence
import StackReports
import StackSyntax
import StackWorkspace

/// `stacklint import FILE.storyboard|FILE.xib [-o DIR] [--overwrite]`: one `.stack` file per
/// layout of an Interface Builder file (docs/interface-builder.md).
struct ImportCommand {
    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: ["--output"], flags: ["--help", "--overwrite"])
        if arguments.has("--help") {
            Console.out(HelpText.importFile)
            return .success
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "`import` takes one .storyboard or .xib file")
        }
        let fileName = FilePath.lastComponent(of: path)
        let baseName: String
        if fileName.hasSuffix(".storyboard") {
            baseName = String(fileName.dropLast(".storyboard".count))
        } else if fileName.hasSuffix(".xib") {
            baseName = String(fileName.dropLast(".xib".count))
        } else {
            throw UsageError(message: "`import` reads .storyboard and .xib files, not \(QuotedPath.quoted(path))")
        }
        let bytes: [UInt8]
        switch InputReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            Console.error("stacklint: error: \(QuotedPath.quoted(path)): \(failure.message)\n")
            return .failure
        }
        let source = SourceText(bytes: bytes)
        let layouts: [ImportedLayout]
        switch IBImport.layouts(of: source, baseName: baseName) {
        case .success(let imported): layouts = imported
        case .failure(let error):
            let report = FileReport(path: path, source: source, diagnostics: [Diagnostic(error.issue)])
            Console.error("stacklint: error: cannot import \(QuotedPath.quoted(path)); nothing was written\n")
            Console.error(TextReporter(useColor: false).render([report], summary: false))
            return .findings
        }
        if layouts.isEmpty {
            Console.error("stacklint: warning: \(QuotedPath.quoted(path)) has no view to import\n")
            return .success
        }
        let directory = arguments.value("--output") ?? FilePath.directory(of: path)
        var exit = ExitCode.success
        for layout in layouts {
            let target = directory.isEmpty ? layout.fileName : FilePath.appending(layout.fileName, to: directory)
            do {
                let output = Array(layout.text.utf8)
                if arguments.has("--overwrite") {
                    try AtomicFile.write(output, to: target)
                } else {
                    try AtomicFile.create(output, at: target)
                }
                Console.out("wrote \(QuotedPath.quoted(target)) (IB id \(layout.ibID))\n")
            } catch let error as AtomicFile.FileExists {
                Console.error("stacklint: error: \(error) (`--overwrite` replaces it)\n")
                exit = .failure
            } catch {
                Console.error("stacklint: error: \(error)\n")
                exit = .failure
            }
        }
        return exit
    }
}
