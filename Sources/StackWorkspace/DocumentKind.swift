/// What a file holds, from its extension: a `.stack` file, or an Interface Builder file
/// (`.xib`, `.storyboard`) that is linted through the layouts read from it.
public enum DocumentKind: Sendable, Hashable, CaseIterable {
    /// A `.stack` file (or any file named on the command line with another extension).
    case stack
    /// A `.xib` or `.storyboard` file.
    case interfaceBuilder

    /// The kind of the file at `path`; only the two Interface Builder extensions are not `.stack`.
    public init(path: String) {
        switch FilePath.pathExtension(of: path) {
        case "xib", "storyboard": self = .interfaceBuilder
        default: self = .stack
        }
    }

    /// The extensions a directory walk finds files of this kind by.
    public var walkedExtensions: [String] {
        switch self {
        case .stack: return [FileDiscovery.fileExtension]
        case .interfaceBuilder: return ["xib", "storyboard"]
        }
    }

    /// The file's name without the extension its kind is known by (`Login` for `Login.storyboard`),
    /// which names a xib's view that has no label or class.
    public static func baseName(of path: String) -> String {
        let name = FilePath.lastComponent(of: path)
        let pathExtension = FilePath.pathExtension(of: name)
        return pathExtension.isEmpty ? name : String(name.dropLast(pathExtension.count + 1))
    }
}
