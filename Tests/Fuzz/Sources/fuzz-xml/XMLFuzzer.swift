import FuzzSupport
import StackSyntax
import StackXML

/// The XML reader: any bytes read to a tree or to one error, never a trap or a hang; every
/// range lies inside the text and inside its element; the tree's shape is consistent (each
/// subtree a run of indices, parents before children, depth one more than the parent's); and
/// the tree written back as XML reads to the same names, attribute values and texts, and
/// the same again.
@_cdecl("LLVMFuzzerTestOneInput")
public func xmlOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = SourceText(bytes: FuzzCheck.bytes(data, size))
    switch XMLReader.read(source) {
    case .failure(let error):
        FuzzCheck.require(
            inside(error.range, 0..<source.bytes.count + 1), "error range \(error.range) outside the text")
        FuzzCheck.require(!error.message.isEmpty, "an error without a message")
    case .success(let tree):
        checkShape(tree)
        let written = XMLWriter.write(tree)
        switch XMLReader.read(SourceText(written)) {
        case .failure(let error):
            FuzzCheck.fail("the tree written back does not read: \(error.message)\n--- written:\n\(written)")
        case .success(let again):
            FuzzCheck.require(
                XMLWriter.write(again) == written,
                "the tree written back reads differently\n--- once:\n\(written)\n--- twice:\n\(XMLWriter.write(again))")
        }
    }
    return 0
}

/// Whether a range lies within `bounds` (its end may be `bounds`' end).
private func inside(_ range: SourceRange, _ bounds: Range<Int>) -> Bool {
    range.start >= bounds.lowerBound && range.end <= bounds.upperBound - 1 && range.start <= range.end
}

private func checkShape(_ tree: XMLTree) {
    let count = tree.source.bytes.count
    FuzzCheck.require(!tree.elements.isEmpty, "a tree without a root")
    for (index, element) in tree.elements.enumerated() {
        let whole = element.range.start..<element.range.end + 1
        FuzzCheck.require(inside(element.range, 0..<count + 1), "element \(index) outside the text")
        FuzzCheck.require(inside(element.startTag, whole), "element \(index)'s start tag outside it")
        FuzzCheck.require(inside(element.name, element.startTag.start..<element.startTag.end + 1), "name outside tag")
        FuzzCheck.require(
            Int(element.subtreeEnd) > index && Int(element.subtreeEnd) <= tree.elements.count, "subtree \(index)")
        if let parent = element.parentIndex {
            let outer = tree.elements[parent]
            FuzzCheck.require(parent < index && Int(outer.subtreeEnd) >= Int(element.subtreeEnd), "parent \(index)")
            FuzzCheck.require(element.depth == outer.depth + 1, "depth of \(index)")
            FuzzCheck.require(inside(element.range, outer.range.start..<outer.range.end + 1), "\(index) outside parent")
        } else {
            FuzzCheck.require(
                index == 0 && element.depth == 1 && Int(element.subtreeEnd) == tree.elements.count, "root")
        }
        if let text = element.text { FuzzCheck.require(inside(text.range, whole), "text of \(index) outside it") }
        for attribute in tree.attributeIndices(of: index) {
            let tag = element.startTag.start..<element.startTag.end + 1
            FuzzCheck.require(Int(tree.attributes[attribute].element) == index, "attribute \(attribute)'s element")
            FuzzCheck.require(inside(tree.attributes[attribute].name, tag), "attribute name outside its tag")
            FuzzCheck.require(inside(tree.attributes[attribute].value.range, tag), "attribute value outside its tag")
        }
        // Children cover the subtree exactly, one after the other.
        var next = index + 1
        for child in tree.children(of: index) {
            FuzzCheck.require(child == next && tree.elements[child].parentIndex == index, "child \(child) of \(index)")
            next = Int(tree.elements[child].subtreeEnd)
        }
        FuzzCheck.require(next == Int(element.subtreeEnd), "children of \(index) do not end its subtree")
    }
    let attributeCount = tree.elements.reduce(0) { $0 + $1.attributeIndices.count }
    FuzzCheck.require(attributeCount == tree.attributes.count, "attributes not each in one element")
}
