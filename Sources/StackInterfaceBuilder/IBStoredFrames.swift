import StackIBDocument

/// Where an imported view's size comes from, where it is an estimate rather than what the
/// file says (the import's "Estimated" header says it in words).
public enum IBSizeSource: String, Sendable, Hashable {
    /// Its intrinsic size is the frame IB stored (IB measured the text, or the file gives no
    /// other size): exact at the file's device, not at other canvases or text sizes.
    case storedFrame
    /// A one-line text size from the font's point size and the number of characters.
    case font
    /// A custom class: content set at run time, sized by its IB frame where it has no subviews.
    case runtime
}

/// The frame IB stored for one element of an imported layout, in the layout canvas's
/// coordinates, beside what a comparison with the solved frame must know of it
/// (`misplaced-view`, `stacklint frames`' `storedFrame`, the fidelity measurement).
public struct IBStoredFrame: Sendable, Hashable {
    /// The element's path in the imported `.stack` text (`root/form/title`).
    public var path: String
    /// The view's IB id.
    public var ibID: String
    /// The stored frame in the canvas's coordinates: the sum of its ancestors' origins up to
    /// the layout's root, whose own origin is the canvas's (IB places a xib's views anywhere
    /// on its board). Nil where the file stores no frame for it or an ancestor.
    public var frame: IBRect?
    /// Where its size comes from when it is an estimate; nil when the layout gives it.
    public var sizeSource: IBSizeSource?
    /// Whether it or an ancestor is hidden: IB keeps a hidden view's full-size frame.
    public var hidden: Bool
    /// Whether it or an ancestor is installed or varied by size class, or a constraint on it
    /// is: IB stores the frames of the file's device only.
    public var variesBySizeClass: Bool
    /// IB's own `misplaced="YES"` flag.
    public var misplacedInIB: Bool
    /// IB's own `ambiguous="YES"` flag: the stored frame is one of many.
    public var ambiguousInIB = false
    /// Why what IB laid the file out with, and the app does not have, may place it: a
    /// constraint the layout leaves out names the view, or ties it (as
    /// ``dependsOnEstimatedText`` ties) to a view it names; or it is tied so to a hidden
    /// activity indicator in a stack, which IB shows.
    public var placedByLeftOut: IBFrameExclusion?
    /// Whether its frame may follow a text size estimated from a font (``IBSizeSource/font``):
    /// it is sized so, or tied to such a view through superviews, stacks and constraints other
    /// than to the layout's root, or inside a view that is. A difference from the stored frame
    /// may then be the estimate's.
    public var dependsOnEstimatedText = false

    /// Whether its size is an estimate.
    public var isEstimated: Bool { sizeSource != nil }
}

extension IBStoredFrame {
    /// The stored frames of a layout's views, root first in document order: `names` are the
    /// element names the writer gave them, `sizeSources` its estimates by XML element.
    /// `leftOutPlacing` the constraints between views it leaves out, by constraint index.
    static func all(
        of document: IBDocument, names: [(view: Int, name: String)], root: Int, sizeSources: [Int: IBSizeSource],
        leftOutPlacing: [Int: IBFrameExclusion] = [:]
    ) -> [IBStoredFrame] {
        var paths: [Int: String] = [:]
        var frames: [Int: IBRect] = [:]
        var hidden: [Int: Bool] = [:]
        var varies: [Int: Bool] = [:]
        let constrainedVariably = variablyConstrainedIDs(document)
        let members = names.map(\.view)
        let ties = Ties(document: document, members: members, root: root)
        let textDependent = ties.followers(
            of: Set(members.filter { sizeSources[document.views[$0].element] == .font }), members: members)
        var placedByLeftOut: [Int: IBFrameExclusion] = [:]
        let hiddenIndicators = members.filter {
            document.views[$0].hidden && document.views[$0].ibClass == "activityIndicatorView"
                && document.views[$0].parent.map { document.views[$0].kind == .stack } == true
        }
        // A placeholder first: what it says of a view holds whatever else is left out.
        for reason in [IBFrameExclusion.placeholder, .notCarried, .hiddenIndicator] {
            let named =
                reason == .hiddenIndicator
                ? hiddenIndicators : leftOutPlacing.filter { $0.value == reason }.keys.flatMap { ties.items(of: $0) }
            for view in ties.followers(of: Set(named), members: members) where placedByLeftOut[view] == nil {
                placedByLeftOut[view] = reason
            }
        }
        var result: [IBStoredFrame] = []
        // Members come root first and each after its superview, so the parent's values are known.
        for (index, name) in names {
            let view = document.views[index]
            let parent = index == root ? nil : view.parent
            paths[index] = parent.flatMap { paths[$0] }.map { $0 + "/" + name } ?? name
            if index == root {
                frames[index] = view.frame.map { IBRect(x: 0, y: 0, width: $0.width, height: $0.height) }
            } else if let own = view.frame, let origin = parent.flatMap({ frames[$0] }) {
                // A switch's and a slider's layout frames are their alignment rectangles, inside
                // the frames IB stores.
                let outsets = IBControlSize.alignmentOutsets(ofClass: view.ibClass)
                frames[index] = IBRect(
                    x: origin.x + own.x + outsets.leading, y: origin.y + own.y,
                    width: own.width - outsets.leading - outsets.trailing, height: own.height)
            }
            hidden[index] = view.hidden || (parent.flatMap { hidden[$0] } ?? false)
            // A variation that only installs subviews and constraints varies those, not its
            // owner; the root's frame is the canvas whatever its constraints say.
            varies[index] =
                view.variations.contains { document.variations[$0].variesProperties }
                || document.installations[view.id] != nil
                || (index != root && constrainedVariably.contains(view.id)) || (parent.flatMap { varies[$0] } ?? false)
            result.append(
                IBStoredFrame(
                    path: paths[index] ?? name, ibID: view.id, frame: frames[index],
                    sizeSource: sizeSources[view.element], hidden: hidden[index] ?? false,
                    variesBySizeClass: varies[index] ?? false, misplacedInIB: view.misplaced,
                    ambiguousInIB: view.ambiguous, placedByLeftOut: placedByLeftOut[index],
                    dependsOnEstimatedText: textDependent.contains(index)))
        }
        return result
    }

    /// How the views of a layout are tied to one another, for what follows a view's frame:
    /// constraint partners other than the layout's root, superviews below the root, stack
    /// siblings. The root's frame is the canvas, so what is tied only to the root does not follow.
    private struct Ties {
        let document: IBDocument
        let root: Int
        var memberByID: [String: Int] = [:]
        var partners: [Int: Set<Int>] = [:]

        init(document: IBDocument, members: [Int], root: Int) {
            self.document = document
            self.root = root
            for member in members { memberByID[document.views[member].id] = member }
            for member in members {
                for constraint in document.views[member].constraints {
                    let items = items(of: constraint)
                    for item in items { partners[item, default: []].formUnion(items) }
                }
            }
        }

        /// The layout's views a constraint names, other than the root.
        func items(of constraint: Int) -> [Int] {
            let constraint = document.constraints[constraint]
            return [constraint.firstItem ?? document.views[constraint.holder].id, constraint.secondItem]
                .compactMap { $0.flatMap { memberByID[$0] } }.filter { $0 != root }
        }

        /// `seeds` and, step by step, the partners, superviews and stack siblings of any view
        /// found so far, and everything inside them.
        func followers(of seeds: Set<Int>, members: [Int]) -> Set<Int> {
            var result = seeds
            guard !result.isEmpty else { return [] }
            var pending = Array(result)
            // Each view is taken once: the loop ends when no view is added.
            while let view = pending.popLast() {
                var reached = partners[view] ?? []
                if let parent = document.views[view].parent, parent != root,
                    memberByID[document.views[parent].id] == parent
                {
                    reached.insert(parent)
                    if document.views[parent].kind == .stack { reached.formUnion(document.views[parent].subviews) }
                }
                for index in reached where !result.contains(index) {
                    result.insert(index)
                    pending.append(index)
                }
            }
            // Members come each after its superview: what is inside a follower follows it.
            for member in members where document.views[member].parent.map(result.contains) == true {
                result.insert(member)
            }
            return result
        }
    }

    /// The IB ids of the views that a constraint installed or varied by size class names.
    private static func variablyConstrainedIDs(_ document: IBDocument) -> Set<String> {
        var result: Set<String> = []
        for constraint in document.constraints where document.installations[constraint.id] != nil {
            result.insert(constraint.firstItem ?? document.views[constraint.holder].id)
            if let second = constraint.secondItem { result.insert(second) }
        }
        return result
    }
}
