import StackTestSupport

/// Generates realistic `.stack` files deterministically from a seed: screens and cells
/// with nested stacks, labels with baselines, fields, buttons, images, constraints,
/// comments, hidden views and custom spacing.
struct CorpusGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private var counter = 0

    private mutating func name(_ base: String) -> String {
        counter += 1
        return "\(base)\(counter)"
    }

    /// One file of one to three layouts.
    mutating func file(index: Int) -> String {
        var text = "// Generated screen \(index): a realistic mix of stacks and controls.\n"
        for layoutIndex in 0..<number(1...3) {
            counter = 0
            text += layout(name: "Screen\(index)x\(layoutIndex)")
        }
        return text
    }

    private mutating func layout(name: String) -> String {
        let cell = next() % 3 == 0
        var text = "layout \(name) {\n"
        text +=
            cell
            ? "  canvas: 375 x 600, 320 x 600\n  cell: true\n"
            : "  canvas: 375 x 1200, 320 x 1200\n"
        if next() % 5 == 0 { text += "  direction: rtl\n" }
        text += "\n"
        text += stack(depth: 1, maxDepth: cell ? 2 : number(2...4), indent: "  ", root: true)
        text += "}\n\n"
        return text
    }

    private mutating func stack(depth: Int, maxDepth: Int, indent: String, root: Bool) -> String {
        let inner = indent + "  "
        let vertical = next() % 2 == 0
        var text = "\(indent)stack \(name(vertical ? "column" : "row")) {\n"
        if root {
            text +=
                "\(inner)pin: \(pick(["top, leading, trailing", "top 20, leading 16, trailing 16", "top, leading"]))\n"
        }
        text += "\(inner)axis: \(vertical ? "vertical" : "horizontal")\n"
        if next() % 2 == 0 {
            text +=
                "\(inner)alignment: \(pick(vertical ? ["fill", "leading", "center", "trailing"] : ["fill", "center", "firstBaseline", "top"]))\n"
        }
        if next() % 3 == 0 {
            text += "\(inner)distribution: \(pick(["fill", "fillEqually", "equalSpacing", "fillProportionally"]))\n"
        }
        text += "\(inner)spacing: \(pick(["0", "4", "8", "12", "system"]))\n"
        if next() % 4 == 0 { text += "\(inner)margins: 8 16 8 16\n\(inner)marginsRelative: true\n" }
        // Distinct hugging per stack, as a UIKit developer sets it, so that one view
        // clearly takes the spare room.
        for index in 0..<number(2...6) {
            if depth < maxDepth, next() % 3 == 0 {
                text += stack(depth: depth + 1, maxDepth: maxDepth, indent: inner, root: false)
            } else {
                text += leaf(indent: inner, hugging: 250 + index)
            }
        }
        text += "\(indent)}\n"
        return text
    }

    private mutating func leaf(indent: String, hugging: Int) -> String {
        let inner = indent + "  "
        switch next() % 6 {
        case 0, 1:
            var text = "\(indent)label \(name("label")) {\n"
            text += "\(inner)text: \"\(pick(["Title", "Subtitle", "Price", "Wi-Fi", "Sign in", "Hello, world"]))\"\n"
            text += "\(inner)intrinsic: \(number(20...60)) x \(pick([17, 20, 21, 24]))\n"
            text += "\(inner)compression: \(750 - hugging + 250)\n"
            text += "\(inner)baseline: \(number(13...18))\n"
            text += "\(inner)hugging: \(hugging)\n"
            if next() % 4 == 0 { text += "\(inner)lines: 0\n" }
            if next() % 6 == 0 { text += "\(inner)hidden: true\n" }
            return text + "\(indent)}\n"
        case 2:
            return
                "\(indent)image \(name("image")) {\n\(inner)intrinsic: \(number(16...32)) x \(number(16...32))\n\(inner)hugging: \(hugging)\n\(indent)}\n"
        case 3:
            return
                "\(indent)button \(name("button")) {\n\(inner)text: \"Go\"\n\(inner)intrinsic: \(number(30...50)) x 44\n\(inner)hugging: \(hugging)\n\(inner)compression: \(750 - hugging + 250)\n\(inner)height >= 44 @999\n\(indent)}\n"
        case 4:
            return
                "\(indent)field \(name("field")) {\n\(inner)intrinsic: 60 x 34\n\(inner)baseline: 22\n\(inner)hugging: \(hugging)\n\(inner)compression: \(750 - hugging + 250)\n\(indent)}\n"
        default:
            return "\(indent)switch \(name("toggle")) { hugging: \(hugging) }\n"
        }
    }
}
