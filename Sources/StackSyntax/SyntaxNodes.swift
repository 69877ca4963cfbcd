/// The arrays the parser fills as it reads a file, each list of children written in one
/// run (see ``FileSyntax``); handed to the file when the parse ends.
struct SyntaxNodes {
    var items: [ValueItemSyntax] = []
    var atoms: [AtomSyntax] = []
    var members: [MemberNode] = []
    var properties: [PropertySyntax] = []
    var constraints: [ConstraintSyntax] = []
    var elements: [ElementSyntax] = []
    /// The members of the blocks still open, innermost last: a block's are moved to
    /// `members` in one run when it closes.
    var openMembers: [MemberNode] = []
}
