#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackPlatform

/// A progress line on standard error (`Linting: 120/2000 files`), shown only on a terminal
/// and only once linting has taken a second: never in pipes, files or CI logs.
struct Progress {
    /// How long linting runs before the line appears: a second, or
    /// `STACKLINT_PROGRESS_DELAY` seconds (tests set 0 to see it at once).
    static var delay: TimeInterval {
        ProcessInfo.processInfo.environment["STACKLINT_PROGRESS_DELAY"].flatMap(TimeInterval.init).map { max(0, $0) }
            ?? 1
    }
    /// Files linted between updates.
    static let batchSize = 64

    /// Whether the line can appear at all (standard error is a terminal).
    let enabled: Bool
    /// ``delay``, read from the environment only when the line can appear.
    private let shownAfter: TimeInterval
    private let start = Date()
    private var shown = false

    /// On when standard error is a terminal (and `TERM` is not `dumb`).
    init() {
        enabled = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        shownAfter = enabled ? Self.delay : 0
    }

    /// Reports `done` of `total` files.
    mutating func update(_ done: Int, of total: Int) {
        guard enabled, Date().timeIntervalSince(start) >= shownAfter else { return }
        shown = true
        Console.error("\r\u{1B}[2KLinting: \(done)/\(total) files")
    }

    /// Clears the line, if one was shown.
    func finish() {
        if shown { Console.error("\r\u{1B}[2K") }
    }
}
