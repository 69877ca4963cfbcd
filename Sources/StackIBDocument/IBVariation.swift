import StackSyntax

/// A size-class `<variation>` of a view: which of its subviews and constraints are installed
/// for a combination of size classes (`<mask key="constraints"><exclude reference=.../>`),
/// and whether it varies properties too (not carried over yet).
public struct IBVariation: Sendable {
    /// The view it belongs to, by index.
    public var owner: Int
    /// The format's trait words of its key, width first (`["wR", "hR"]`); empty for `default` (IB's "Any").
    public var traits: [String]
    /// Whether the key could be read (`default`, or `widthClass=...`/`heightClass=...` joined by `-`).
    public var isReadable: Bool
    /// The variation's start tag.
    public var startTag: SourceRange
    /// The subviews and constraints it includes, by IB id, with the `<include>` start tag.
    public var included: [(id: String, tag: SourceRange)] = []
    /// The subviews and constraints it excludes, by IB id, with the `<exclude>` start tag.
    public var excluded: [(id: String, tag: SourceRange)] = []
    /// Whether it varies anything besides what is installed (a font, a constant, an attribute).
    public var variesProperties = false

    /// The trait words of IB's key: `heightClass=regular-widthClass=compact` is `wC hR`; nil
    /// for a key this reader does not know.
    package static func traits(ofKey key: String) -> [String]? {
        if key == "default" { return [] }
        var width: String?
        var height: String?
        for part in key.split(separator: "-") {
            switch part {
            case "widthClass=compact": width = "wC"
            case "widthClass=regular": width = "wR"
            case "heightClass=compact": height = "hC"
            case "heightClass=regular": height = "hR"
            default: return nil
            }
        }
        return [width, height].compactMap { $0 }
    }
}

/// What the size-class variations of a document say of one subview or constraint.
public struct IBInstallation: Sendable {
    /// Whether it is installed for IB's "Any" (no `default` variation excludes it).
    public var byDefault = true
    /// The `<exclude>` of the `default` variation, where there is one.
    public var defaultTag: SourceRange?
    /// The size classes whose variations include it, with the `<include>` start tags.
    public var included: [(traits: [String], tag: SourceRange)] = []
    /// The size classes whose variations exclude it, with the `<exclude>` start tags.
    public var excluded: [(traits: [String], tag: SourceRange)] = []

    /// Each variation's includes and excludes, by IB id.
    package static func all(_ variations: [IBVariation]) -> [String: IBInstallation] {
        var result: [String: IBInstallation] = [:]
        for variation in variations where variation.isReadable {
            // An include in the `default` variation is IB's "Any": installed by default.
            for entry in variation.included where !variation.traits.isEmpty {
                result[entry.id, default: IBInstallation()].included.append((variation.traits, entry.tag))
            }
            for entry in variation.excluded {
                if variation.traits.isEmpty {
                    result[entry.id, default: IBInstallation()].byDefault = false
                    result[entry.id, default: IBInstallation()].defaultTag = entry.tag
                } else {
                    result[entry.id, default: IBInstallation()].excluded.append((variation.traits, entry.tag))
                }
            }
        }
        return result
    }
}
