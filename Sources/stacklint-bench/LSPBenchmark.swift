import Dispatch
import Foundation
import StackJSON
import StackLSP
import StackPlatform

/// stack-lsp, measured as an editor would see it: process start to the `initialize`
/// response; `didOpen` to `publishDiagnostics` (layouts solved) for documents of 100,
/// 1,000 and 5,000 lines; an edit inside one layout of a 5,000-line document to its
/// diagnostics; hover latency; resident memory. (`Tests/Benchmarks/lsp_vs_tombi.py`
/// measures the same side by side with tombi.)
struct LSPBenchmark {
    let corpus: [[UInt8]]
    let rounds: Int

    final class Connection {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var buffer: [UInt8] = []

        init(executable: String) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ json: String) {
            let body = Array(json.utf8)
            input.fileHandleForWriting.write(Data(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body))
        }

        /// Reads messages until one contains `marker`.
        func wait(for marker: String) -> String {
            while true {
                if let message = nextMessage() {
                    if message.contains(marker) { return message }
                    continue
                }
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return "" }
                buffer += data
            }
        }

        private func nextMessage() -> String? {
            guard
                let headerEnd = buffer.indices.dropLast(3).first(where: {
                    buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10
                })
            else { return nil }
            let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
            guard
                let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }
                ),
                buffer.count >= headerEnd + 4 + length
            else { return nil }
            let body = String(decoding: buffer[(headerEnd + 4)..<(headerEnd + 4 + length)], as: UTF8.self)
            buffer.removeFirst(headerEnd + 4 + length)
            return body
        }

        /// Resident memory now and at its peak, in MiB (Linux).
        func memory() -> (now: Double, peak: Double) {
            guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
            else { return (0, 0) }
            func field(_ name: String) -> Double {
                let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
                return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
            }
            return (field("VmRSS:"), field("VmHWM:"))
        }

        func close() {
            send(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#)
            _ = wait(for: "\"id\":99")
            send(#"{"jsonrpc":"2.0","method":"exit"}"#)
            process.waitUntilExit()
        }
    }

    static func milliseconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    func document(lines: Int) -> String {
        var text = ""
        var count = 0
        var index = 0
        while count < lines {
            let file = String(decoding: corpus[index % corpus.count], as: UTF8.self)
            text += file
            count += file.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            index += 1
        }
        return text
    }

    /// A JSON string literal, quotes included.
    static func quoted(_ text: String) -> String { JSON.string(text).text }

    func run() throws -> [BenchmarkFigure] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("stack-lsp").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            print("stack-lsp: skipped (build it first: swift build -c release)")
            return []
        }
        print("stack-lsp (best of \(rounds)):")
        var initialize = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            let connection = try Connection(executable: executable)
            connection.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            _ = connection.wait(for: "\"id\":1")
            initialize = min(initialize, Self.milliseconds(since: start))
            connection.close()
        }
        print(String(format: "  process start → initialize response:  %7.2f ms", initialize))
        var figures = [
            BenchmarkFigure(
                section: "lsp", name: "process start → initialize response", value: initialize, unit: .milliseconds)
        ]

        let connection = try Connection(executable: executable)
        connection.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = connection.wait(for: "\"id\":1")
        connection.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        var version = 1
        for lines in [100, 1000, 5000] {
            let text = Self.quoted(document(lines: lines))
            var best = Double.infinity
            for _ in 0..<rounds {
                version += 1
                let uri = "file:///bench/doc\(lines).stack"
                let start = DispatchTime.now().uptimeNanoseconds
                connection.send(
                    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"stack","version":\#(version),"text":\#(text)}}}"#
                )
                _ = connection.wait(for: "\"version\":\(version)")
                best = min(best, Self.milliseconds(since: start))
                connection.send(
                    #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
                _ = connection.wait(for: #""diagnostics":[]"#)
            }
            print(String(format: "  didOpen → publishDiagnostics, %5d lines: %7.2f ms", lines, best))
            figures.append(
                BenchmarkFigure(
                    section: "lsp", name: "didOpen → publishDiagnostics, \(lines) lines", value: best,
                    unit: .milliseconds))
        }
        // An edit inside one layout of a 5,000-line document: a layout of its own first, whose
        // `spacing` value (line 3, from column 13) changes every round.
        let editURI = "file:///bench/edit.stack"
        let edited =
            "layout Edited {\n  stack s {\n    pin: edges\n    spacing: 8\n    label a { intrinsic: 40 x 20 }\n  }\n}\n"
        connection.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(editURI)","languageId":"stack","version":1,"text":\#(Self.quoted(edited + document(lines: 5000)))}}}"#
        )
        _ = connection.wait(for: "publishDiagnostics")
        var edit = Double.infinity
        var spacing = "8"
        for round in 0..<max(rounds * 4, 10) {
            let value = "\(10 + round)"
            let start = DispatchTime.now().uptimeNanoseconds
            connection.send(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(editURI)","version":\#(round + 2)},"contentChanges":[{"range":{"start":{"line":3,"character":13},"end":{"line":3,"character":\#(13 + spacing.count)}},"text":"\#(value)"}]}}"#
            )
            _ = connection.wait(for: "\"version\":\(round + 2)")
            edit = min(edit, Self.milliseconds(since: start))
            spacing = value
        }
        print(String(format: "  edit in one layout → diagnostics, 5,000 lines: %5.2f ms", edit))
        figures.append(
            BenchmarkFigure(
                section: "lsp", name: "edit in one layout → diagnostics, 5,000 lines", value: edit, unit: .milliseconds)
        )
        let uri = "file:///bench/hover.stack"
        connection.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"stack","version":1,"text":\#(Self.quoted(document(lines: 1000)))}}}"#
        )
        _ = connection.wait(for: "publishDiagnostics")
        var hover = Double.infinity
        for id in 0..<max(rounds * 4, 10) {
            let start = DispatchTime.now().uptimeNanoseconds
            connection.send(
                #"{"jsonrpc":"2.0","id":\#(1000 + id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":5,"character":9}}}"#
            )
            _ = connection.wait(for: "\"id\":\(1000 + id)")
            hover = min(hover, Self.milliseconds(since: start))
        }
        print(String(format: "  hover (1,000-line document):           %7.2f ms", hover))
        figures.append(
            BenchmarkFigure(section: "lsp", name: "hover, 1,000-line document", value: hover, unit: .milliseconds))
        let memory = connection.memory()
        print(
            String(
                format: "  resident memory: %.1f MiB now, %.1f MiB peak (documents of up to 5,000 lines opened)",
                memory.now, memory.peak))
        figures.append(
            BenchmarkFigure(section: "lsp", name: "resident memory at the end", value: memory.now, unit: .mebibytes))
        figures.append(
            BenchmarkFigure(section: "lsp", name: "peak resident memory", value: memory.peak, unit: .mebibytes))
        connection.close()
        return figures
    }
}
