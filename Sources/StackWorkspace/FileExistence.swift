import StackPlatform
#if !canImport(Glibc) && !canImport(Darwin)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
#endif

/// Whether something exists at a path (a file or a directory, as `FileManager.fileExists`
/// answers), asked of the system directly. The language server looks for configuration
/// files on its way to a document's first diagnostics, and the first use of
/// `FileManager.default` initialises the whole file manager: about a third of a
/// millisecond, more than the lookup itself.
enum FileExistence {
    /// Whether `path` names an existing file or directory (symbolic links followed).
    static func exists(_ path: String) -> Bool {
        #if canImport(Glibc) || canImport(Darwin)
        var status = stat()
        return path.withCString { stat($0, &status) } == 0
        #else
        return FileManager.default.fileExists(atPath: path)
        #endif
    }
}
