import Foundation

/// Runs a built executable of this package, as a user would.
public struct BinaryRunner {
    /// What a run printed and returned.
    public struct Outcome {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The executable's path.
    public let path: String

    /// Finds a built product next to the test bundle (or in `.build/debug`).
    public init(product: String) {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        candidates.append(TestSupport.packageRoot.appendingPathComponent(".build/debug"))
        let found = candidates.map { $0.appendingPathComponent(product).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        path = found ?? TestSupport.packageRoot.appendingPathComponent(".build/debug/\(product)").path
    }

    /// Runs the executable with arguments, standard input and a working directory.
    public func run(
        _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        // A run that exits before reading its input (a usage error) closes the pipe: writing
        // then fails with EPIPE, which the run's outcome shows, instead of killing the tests
        // with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A temporary directory removed when the test ends.
public final class TemporaryDirectory {
    /// Its location.
    public let url: URL

    /// Creates an empty directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("stacklint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes a file (creating folders) and returns its URL.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Runs `git` with `arguments` in the directory, as a throwaway author with no signing;
    /// returns its exit status.
    @discardableResult
    public func git(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
