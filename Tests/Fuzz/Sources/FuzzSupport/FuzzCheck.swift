import Foundation

/// The oracle of every fuzz target: a broken property stops the run with a message, which
/// libFuzzer reports as a crash and saves the input for (`crash-*` in the working directory).
public enum FuzzCheck {
    /// Stops the run when `condition` is false.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        fail(message())
    }

    /// Stops the run: prints the broken property and aborts.
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("stacklint-fuzz: property broken: \(message)\n".utf8))
        abort()
    }

    /// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
