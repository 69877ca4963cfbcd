#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackLint
import StackModel
import StackPersistence
import StackReports
import StackSyntax
import StackWorkspace

/// `stacklint frames FILE [--canvas CANVAS] [--content-size CATEGORY] [--format text|json|problem] [-o FILE]` and
/// `stacklint render FILE [--canvas W x H] -o out.svg`.
struct FramesCommand {
    enum Mode { case frames, render }

    static func run(_ rawArguments: [String], mode: Mode) throws -> ExitCode {
        let valued: Set<String> =
            mode == .frames
            ? ["--canvas", "--content-size", "--format", "--output", "--config"]
            : ["--canvas", "--content-size", "--output", "--config"]
        let arguments = try Arguments(rawArguments, valued: valued, flags: ["--help", "--isolated"])
        if arguments.has("--help") {
            Console.out(mode == .frames ? HelpText.frames : HelpText.render)
            return .success
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "`\(mode == .frames ? "frames" : "render")` takes one file")
        }
        let format =
            mode == .frames ? try arguments.choice("--format", ["text", "json", "problem"], default: "text") : "svg"
        if arguments.has("--isolated"), arguments.value("--config") != nil {
            throw UsageError(message: "`--isolated` ignores every configuration file, so it cannot go with `--config`")
        }
        // `-o -` is standard output, as everywhere else.
        let output = arguments.value("--output").flatMap { $0 == "-" ? nil : $0 }
        if mode == .render, arguments.value("--output") == nil {
            throw UsageError(message: "`render` needs `-o FILE.svg` (or `-o -` for standard output)")
        }
        let configurationMode: ConfigurationResolver.Mode =
            arguments.has("--isolated")
            ? .isolated
            : arguments.value("--config").map { .file($0) } ?? .discover
        let canvases = try arguments.value("--canvas").map { text -> [Canvas] in
            try text.split(separator: ",").map { part in
                let word = part.trimmingSpaces()
                guard let canvas = Canvas(parsing: word) else {
                    let hint = Suggestion.hint(for: word, in: Device.allCases.map(\.rawValue))
                    throw UsageError(
                        message:
                            "`--canvas` takes a size like `375 x 667` (each side \(ValueRange.canvas.description)) or a device like `iPhoneSE` or `iPhone16 landscape`, not `\(word)`\(hint)"
                    )
                }
                return canvas
            }
        }
        let contentSizes = try arguments.value("--content-size").map { text -> [ContentSizeCategory] in
            try text.split(separator: ",").map { part in
                let word = part.trimmingSpaces()
                guard let category = ContentSizeCategory(name: word) else {
                    throw UsageError(
                        message:
                            "`--content-size` takes content size categories (`xSmall` ... `xxxLarge`, `AX1` ... `AX5`), not `\(word)`\(Suggestion.hint(for: word, in: ContentSizeCategory.names))"
                    )
                }
                return category
            }
        }

        if let output, path != "-" { try OutputGuard.refuseInput(output, option: "-o", inputs: [path]) }
        let bytes: [UInt8]
        if path == "-" {
            bytes = Console.readInput()
        } else {
            switch InputReader.read(path) {
            case .success(let read): bytes = read
            case .failure(let failure):
                Console.error("stacklint: error: \(QuotedPath.quoted(path)): \(failure.message)\n")
                return .failure
            }
        }
        let configuration: Configuration
        do {
            // The configuration `check` would use for this file: its canvases, its budget.
            var resolver = try ConfigurationResolver(mode: configurationMode)
            configuration = try resolver.configuration(for: path == "-" ? "stdin.stack" : path)
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }
        // An Interface Builder file is laid out as the layouts read from it, findings placed in its XML.
        let ib =
            DocumentKind(path: path) == .interfaceBuilder
            ? InterfaceBuilderFile(source: SourceText(bytes: bytes), path: path) : nil
        let model = Analyzer(settings: configuration.settings).model(of: ib?.stackText ?? SourceText(bytes: bytes))
        let report = {
            ib?.report(path: path, placing: $0) ?? FileReport(path: path, source: model.source, diagnostics: $0)
        }
        if model.syntax.hasErrors || ib?.error != nil {
            Console.error("stacklint: error: cannot lay out \(QuotedPath.quoted(path)): it has syntax errors\n")
            Console.error(TextReporter(useColor: false).render([report(model.syntax.diagnostics)], summary: false))
            return .findings
        }
        // A value in error is left out of the model (its default applies), so frames would
        // not be what the file says: report the errors instead.
        let errors = model.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Console.error("stacklint: error: cannot lay out \(QuotedPath.quoted(path)): it has errors\n")
            Console.error(TextReporter(useColor: false).render([report(errors)], summary: false))
            return .findings
        }
        var document = FramesDocument(
            model: model, path: path, canvases: canvases, contentSizes: contentSizes,
            solveBudget: configuration.settings.solveBudget,
            retention: format == "problem" ? .constraints : .frames)
        if let ib { document.attach(ib.layouts) }
        let rendered: String
        do {
            switch format {
            case "json": rendered = try document.encodeJSON()
            case "problem": rendered = try document.encodeProblems()
            case "svg": rendered = try SVGRenderer().render(document)
            default: rendered = try document.encodeText()
            }
        } catch let error as FramesError {
            Console.error(error.messages.map { "stacklint: error: \(QuotedPath.quoted(path)): \($0)\n" }.joined())
            return .findings
        }
        if let output {
            do {
                try AtomicFile.write(Array(rendered.utf8), to: output)
            } catch {
                Console.error("stacklint: error: \(error)\n")
                return .failure
            }
        } else {
            Console.out(rendered)
        }
        return .success
    }
}
