import Foundation

// swift run -c release stacklint-bench [--files N] [--rounds N] [--write DIR] [--views N,N] [--only parse|layout|devices|content|lint|lsp|xml] [--results FILE] [--statistics VIEWS | --statistics-file FILE | --time-file FILE | --analyze-file FILE]
guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(
        Data(
            "usage: stacklint-bench [--files N] [--rounds N] [--write DIR] [--views N,N] [--only parse|layout|devices|content|lint|lsp|xml] [--results FILE] [--statistics VIEWS | --statistics-file FILE | --time-file FILE | --analyze-file FILE]\n"
                .utf8))
    exit(2)
}
do {
    try Benchmark(options: options).run()
} catch {
    FileHandle.standardError.write(Data("stacklint-bench: \(error)\n".utf8))
    exit(2)
}
