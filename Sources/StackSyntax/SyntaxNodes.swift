/// The arrays the parser fills as it reads a file, each list of children written in one
/// run (see ``FileSyntax``); handed to the file when the parse ends.
struct SyntaxNodes {
    var items: [ValueItemSyntax] = []
    var atoms: [AtomSyntax] = []
    var members: [MemberNode] = []
    var properties: [PropertySyntax] = []
    var constraints: [ConstraintSyntax] = []
    var elements: [ElementSyntax] = []
    var traitWords: [Identifier] = []
    /// The members of the blocks still open, innermost last: a block's are moved to
    /// `members` in one run when it closes.
    var openMembers: [MemberNode] = []

    /// Room for a file of `lineCount` lines, written about one statement a line (a property,
    /// most often of one item of a word or two, a constraint or an element), so that a
    /// usual file fills each array without growing it; an unusual one only grows it.
    init(lineCount: Int) {
        let lines = max(0, lineCount)
        items.reserveCapacity(lines)
        atoms.reserveCapacity(lines)
        members.reserveCapacity(lines)
        properties.reserveCapacity(lines)
        constraints.reserveCapacity(lines / 8)
        elements.reserveCapacity(lines / 4)
        openMembers.reserveCapacity(min(lines, 64))
    }
}
