/// A piece of a document's text as a memo key: digested once, eight bytes at a time
/// (``ByteRuns``); every analysis looks up every layout of the document, so the whole text
/// is hashed and compared on each edit.
struct LayoutKey: Hashable, Sendable {
    let text: ArraySlice<UInt8>
    private let digest: UInt64

    init(_ text: ArraySlice<UInt8>) {
        self.text = text
        digest = ByteRuns.digest(text)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        lhs.digest == rhs.digest && ByteRuns.equal(lhs.text, rhs.text)
    }
}
