import StackReports
import StackXML

/// Writes a tree back as XML, canonically: each element's name, its attributes in order with
/// their values escaped by the reports' escaper (`XMLText`), its text before its children.
/// Reading what it writes and writing again must give the same bytes.
enum XMLWriter {
    static func write(_ tree: XMLTree) -> String {
        var text = ""
        element(tree.root, of: tree, into: &text)
        return text
    }

    private static func element(_ index: Int, of tree: XMLTree, into text: inout String) {
        let name = tree.name(of: index)
        text += "<" + name
        for attribute in tree.attributeIndices(of: index) {
            text +=
                " " + tree.name(ofAttribute: attribute) + "=\"" + XMLText.escaped(tree.value(ofAttribute: attribute))
            text += "\""
        }
        text += ">"
        if let value = tree.text(of: index) { text += XMLText.escaped(value) }
        for child in tree.children(of: index) { element(child, of: tree, into: &text) }
        text += "</" + name + ">"
    }
}
