import StackIBDocument
import StackSyntax

/// One side of an IB constraint in the format's terms.
private struct ConstraintSide {
    /// What the anchor belongs to.
    enum Item: Equatable {
        case element(Int)
        case canvas
        case safeArea
        case scrollContent(Int)
        case scrollFrame(Int)
    }

    var item: Item
    var anchor: String
    /// The anchor is on the item's layout margins guide.
    var margins: Bool

    /// Whether this side can be a line's left side: an element's own anchor.
    var element: Int? {
        if case .element(let index) = item, !margins { return index }
        return nil
    }
}

extension IBLayoutWriter {
    /// Turns a constraint into a line inside the element its left side belongs to, or a note of why not.
    mutating func resolve(_ index: Int) {
        let constraint = document.constraints[index]
        if constraint.placeholder {
            notCarried.append("constraint \(constraint.id): a placeholder (removed at build time)")
            leftOutPlacing[index] = .placeholder
            return
        }
        let firstID = constraint.firstItem ?? document.views[constraint.holder].id
        guard let first = side(firstID, constraint.firstAttribute) else {
            notCarried.append(
                "constraint \(constraint.id): its first item or attribute cannot be written in the format")
            return
        }
        let relation: String
        switch constraint.relation {
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        default: relation = "=="
        }
        let installed = constants(of: index, installed: traitSuffixes(constraint.id))
        guard !installed.isEmpty else { return }
        let priority = constraint.priority.map { $0 < 1000 ? " @" + IBNumber.text($0) : "" } ?? ""
        guard let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
            secondAttribute != "notAnAttribute"
        else {
            guard let element = first.element else {
                notCarried.append("constraint \(constraint.id): a constant on a guide")
                return
            }
            if document.views[element].ibClass == "switch", ["width", "height"].contains(first.anchor) {
                notCarried.append(
                    "constraint \(constraint.id): a switch keeps UIKit's size whatever its constraints say")
                return
            }
            for (suffix, constant) in installed {
                let text = "\(first.anchor) \(relation) \(IBNumber.text(constant))\(priority)"
                lines[element, default: []].append((text + suffix, constraint.startTag))
            }
            return
        }
        if constraint.multiplier != 1, !["width", "height"].contains(first.anchor) {
            notCarried.append("constraint \(constraint.id): a multiplier on a position, which the format does not take")
            leftOutPlacing[index] = .notCarried
            return
        }
        guard let second = side(secondID, secondAttribute) else {
            notCarried.append(
                "constraint \(constraint.id): its second item or attribute cannot be written in the format")
            return
        }
        if first.item == .safeArea || second.item == .safeArea { usesSafeArea = true }
        if let element = first.element, second.element.map({ !isAncestor(element, of: $0) }) ?? true {
            for (suffix, constant) in installed {
                let right = expression(second, host: element, multiplier: constraint.multiplier, constant: constant)
                let text = "\(first.anchor) \(relation) \(right)\(priority)"
                lines[element, default: []].append((text + suffix, constraint.startTag))
            }
        } else if let element = second.element {
            // a = m·b + c is b = a/m − c/m, the inequality flipped when m is positive.
            let multiplier = 1 / constraint.multiplier
            let flipped = constraint.multiplier > 0 ? Self.flip(relation) : relation
            for (suffix, constant) in installed {
                let right = expression(first, host: element, multiplier: multiplier, constant: -constant * multiplier)
                let text = "\(second.anchor) \(flipped) \(right)\(priority)"
                lines[element, default: []].append((text + suffix, constraint.startTag))
            }
        } else {
            notCarried.append(
                "constraint \(constraint.id): it relates two guides or margins, which the format cannot write")
        }
    }

    /// The size classes a constraint line is written for: `""` where it is installed for every
    /// class, ` [wR hR]` for each variation that installs it where "Any" does not; none where
    /// no class installs it.
    mutating func traitSuffixes(_ id: String) -> [String] {
        guard let installation = document.installations[id] else { return [""] }
        if !installation.byDefault {
            if installation.included.isEmpty {
                notCarried.append("constraint \(id): installed for no size class")
            }
            return installation.included.map { " [" + $0.traits.joined(separator: " ") + "]" }
        }
        guard let excluded = installation.excluded.first else { return [""] }
        // Left out for one class is installed for the other: `[hC]` excluded is `[hR]`.
        if installation.excluded.count == 1, excluded.traits.count == 1, let only = excluded.traits.first {
            let other = ["wC": "wR", "wR": "wC", "hC": "hR", "hR": "hC"][only] ?? only
            return [" [\(other)]"]
        }
        let classes = installation.excluded.map { "[" + $0.traits.joined(separator: " ") + "]" }
        notCarried.append(
            "constraint \(id): left out at \(classes.joined(separator: ", ")), written as installed for every class")
        return [""]
    }

    /// The size classes a constraint line is written for, each with its constant: the
    /// `installed` suffixes with the file's constant, or, where variations give the constant
    /// for some classes, one line for each constant with the classes it holds at (`[wC]`, or
    /// each combination where no one class tells them apart). A constant varied where the
    /// constraint's installation varies too, or under a key not read, is not carried.
    private mutating func constants(of index: Int, installed: [String]) -> [(suffix: String, constant: Double)] {
        let constraint = document.constraints[index]
        let varied = constraint.variedConstants
        guard !installed.isEmpty, !varied.values.isEmpty || !varied.readable else {
            return installed.map { ($0, constraint.constant) }
        }
        guard installed == [""], varied.readable else {
            notCarried.append("constraint \(constraint.id): a constant varied by size class, written with IB's Any")
            leftOutPlacing[index] = .notCarried
            return installed.map { ($0, constraint.constant) }
        }
        // Each combination's constant is the one of the variation with the most classes that holds there.
        let combinations = [["wC", "hC"], ["wC", "hR"], ["wR", "hC"], ["wR", "hR"]]
        let constants = combinations.map { classes in
            varied.values.filter { $0.traits.allSatisfy(classes.contains) }.max { $0.traits.count < $1.traits.count }?
                .constant ?? constraint.constant
        }
        if Set(constants).count == 1 { return [("", constants[0])] }
        if constants[0] == constants[1], constants[2] == constants[3] {
            return [(" [wC]", constants[0]), (" [wR]", constants[2])]
        }
        if constants[0] == constants[2], constants[1] == constants[3] {
            return [(" [hC]", constants[0]), (" [hR]", constants[1])]
        }
        return zip(combinations, constants).map { (" [" + $0.joined(separator: " ") + "]", $1) }
    }

    /// Whether `ancestor` holds `view` (a line is better read on the view it places than on its superview).
    /// Whether `view`'s stored frame, in the root's coordinates, keeps clear of the insets of
    /// the file's screen on the side of `anchor` (on every side for a center or a size), so its
    /// safe area guide is its own frame there.
    func clearOfScreenInsets(_ view: Int, anchor: String) -> Bool {
        guard let overlap = screenInsetsOverlapped(by: view) else { return false }
        switch anchor {
        case "top": return overlap[0] == 0
        case "bottom": return overlap[2] == 0
        case "leading", "left": return overlap[1] == 0
        case "trailing", "right": return overlap[3] == 0
        default: return !overlap.contains { $0 > 0 }
        }
    }

    /// How far `view`'s stored frame, in the root's coordinates, reaches into the insets of
    /// the file's screen at each side (top leading bottom trailing); nil where a frame is unknown.
    func screenInsetsOverlapped(by view: Int) -> [Double]? {
        guard let device = document.device, let screen = Self.screen(of: device),
            let canvas = document.views[root.view].frame, var frame = document.views[view].frame
        else { return nil }
        var current = document.views[view].parent
        var steps = 0
        // Bounded by the number of views: each step goes one level up.
        while let index = current, index != root.view, steps < document.views.count {
            guard let origin = document.views[index].frame else { return nil }
            frame.x += origin.x
            frame.y += origin.y
            current = document.views[index].parent
            steps += 1
        }
        return [
            screen.safe[0] - frame.y, screen.safe[1] - frame.x,
            frame.y + frame.height - (canvas.height - screen.safe[2]),
            frame.x + frame.width - (canvas.width - screen.safe[3]),
        ].map { max(0, $0) }
    }

    /// Whether a constraint names `view`'s layout margins.
    func usesOwnMargins(_ view: IBView) -> Bool {
        document.constraints.contains { constraint in
            let first = constraint.firstItem ?? document.views[constraint.holder].id
            return (first == view.id && constraint.firstAttribute.contains("Margin"))
                || (constraint.secondItem == view.id && (constraint.secondAttribute ?? "").contains("Margin"))
        }
    }

    func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var current = document.views[view].parent
        var steps = 0
        while let index = current, steps < document.views.count {
            if index == ancestor { return true }
            current = document.views[index].parent
            steps += 1
        }
        return false
    }

    static func flip(_ relation: String) -> String {
        relation == ">=" ? "<=" : relation == "<=" ? ">=" : relation
    }

    /// An IB item and attribute as a side, or nil where the format has no such anchor or item.
    private func side(_ id: String, _ attribute: String) -> ConstraintSide? {
        var anchor = attribute
        var margins = false
        if anchor.hasSuffix("WithinMargins") {
            anchor.removeLast("WithinMargins".count)
            margins = true
        } else if anchor.hasSuffix("Margin") {
            anchor.removeLast("Margin".count)
            margins = true
        }
        if anchor == "baseline" { anchor = "lastBaseline" }
        let anchors: Set<String> = [
            "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline",
        ]
        guard anchors.contains(anchor) else { return nil }
        if let view = viewByID[id] {
            if view == root.view, rootIsControllerView {
                return ConstraintSide(item: .canvas, anchor: anchor, margins: margins)
            }
            return ConstraintSide(item: .element(view), anchor: anchor, margins: margins)
        }
        guard let guide = document.guides[id], !margins else { return nil }
        switch guide.kind {
        case .safeArea:
            // A subview's safe area is its frame where the screen's insets do not reach it.
            if guide.owner != root.view, viewByID[document.views[guide.owner].id] != nil,
                clearOfScreenInsets(guide.owner, anchor: anchor)
            {
                return ConstraintSide(item: .element(guide.owner), anchor: anchor, margins: false)
            }
            return ConstraintSide(item: .safeArea, anchor: anchor, margins: false)
        case .layoutMargins:
            guard viewByID[document.views[guide.owner].id] != nil else { return nil }
            if guide.owner == root.view, rootIsControllerView {
                return ConstraintSide(item: .canvas, anchor: anchor, margins: true)
            }
            return ConstraintSide(item: .element(guide.owner), anchor: anchor, margins: true)
        case .contentLayoutGuide:
            return ConstraintSide(item: .scrollContent(guide.owner), anchor: anchor, margins: false)
        case .frameLayoutGuide: return ConstraintSide(item: .scrollFrame(guide.owner), anchor: anchor, margins: false)
        case .topLayoutGuide:
            // The top layout guide spans the canvas's top to the safe area's top.
            return ConstraintSide(item: anchor == "bottom" ? .safeArea : .canvas, anchor: "top", margins: false)
        case .bottomLayoutGuide:
            return ConstraintSide(item: anchor == "top" ? .safeArea : .canvas, anchor: "bottom", margins: false)
        }
    }

    /// The right side of a line held by `host`: `target.anchor * m + c`.
    private func expression(_ side: ConstraintSide, host: Int, multiplier: Double, constant: Double) -> String {
        let target: String?
        switch side.item {
        case .element(let index):
            if index == host, !side.margins {
                target = nil
            } else {
                let name = names[index] ?? "parent"
                target = side.margins ? name + ".margins" : name
            }
        case .canvas: target = side.margins ? "canvas.margins" : "canvas"
        case .safeArea: target = "safeArea"
        case .scrollContent(let index): target = (names[index] ?? "parent") + ".content"
        case .scrollFrame(let index): target = (names[index] ?? "parent") + ".frame"
        }
        var text = target.map { $0 + "." + side.anchor } ?? side.anchor
        if multiplier != 1 { text += " * " + IBNumber.text(multiplier) }
        if constant > 0 { text += " + " + IBNumber.text(constant) }
        if constant < 0 { text += " - " + IBNumber.text(-constant) }
        return text
    }
}
