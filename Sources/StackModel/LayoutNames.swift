import StackSyntax

/// The one check that spans the layouts of a file: no two layouts share a name
/// (`duplicate-name`). Everything else the model finds depends on one layout's text, so
/// the incremental analysis reports this check itself and analyses each layout on its own.
public enum LayoutNames {
    /// A duplicate-name issue at each later use of a layout name, the first use as its
    /// related location; layouts without a name take part in no check. The names are read
    /// from `source`, the document's text.
    public static func duplicates(_ names: [Identifier?], in source: SourceText) -> [ModelIssue] {
        func text(_ name: Identifier) -> String { source.text(in: name.range) }
        var first: [String: SourceRange] = [:]
        first.reserveCapacity(names.count)
        var found: [ModelIssue] = []
        for case let name? in names {
            let word = text(name)
            guard let earlier = first[word] else {
                first[word] = name.range
                continue
            }
            found.append(
                ModelIssue(
                    .duplicateName, range: name.range,
                    message: "a layout named `\(word)` already exists in this file; rename this one",
                    related: [RelatedLocation(range: earlier, message: "the first layout `\(word)`")]))
        }
        return found
    }
}
