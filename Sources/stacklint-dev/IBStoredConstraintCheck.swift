import StackIBDocument
import StackInterfaceBuilder

/// Whether the frames an IB file stored keep its own required constraints between views:
/// where they do not, the file was saved with frames out of date (IB marks few of them
/// `misplaced`), and a disagreement with the solved frames is the file's, not the engine's.
enum IBStoredConstraintCheck {
    /// The ids of the required constraints between two views of the layout (or a view and a
    /// constant, or a view's side and the side of the root's safe area, `safeArea` being the
    /// safe area's frame in the canvas) that its stored frames break by more than `tolerance`,
    /// by the IB ids of the views they name. Constraints to margins are not checked, nor the
    /// safe area's top and bottom: those follow the bars IB simulates, which is what the
    /// measurement tests; its sides are the screen's.
    static func broken(in document: IBDocument, layout: ImportedLayout, tolerance: Double, safeArea: IBRect?)
        -> [String: [String]]
    {
        var frames: [String: IBRect] = [:]
        for stored in layout.storedFrames { if let frame = stored.frame { frames[stored.ibID] = frame } }
        var sideOnly: Set<String> = []
        if let safeArea, let root = layout.storedFrames.first {
            for (id, guide) in document.guides
            where guide.kind == .safeArea && document.views[guide.owner].id == root.ibID {
                frames[id] = safeArea
                sideOnly.insert(id)
            }
        }
        let sides: Set<String> = ["leading", "trailing", "left", "right", "centerX", "width"]
        var viewByID: [String: Int] = [:]
        for (index, view) in document.views.enumerated() { viewByID[view.id] = index }
        // An edge constraint between a scroll view and a view inside it is on its content, not its frame.
        func onScrollContent(_ a: String, _ b: String?) -> Bool {
            guard let b, let first = viewByID[a], let second = viewByID[b] else { return false }
            func inside(_ view: Int, _ scroll: Int) -> Bool {
                guard document.views[scroll].kind == .scroll else { return false }
                var current = document.views[view].parent
                // Bounded by the tree's depth: each step goes one level up.
                while let index = current {
                    if index == scroll { return true }
                    current = document.views[index].parent
                }
                return false
            }
            return inside(first, second) || inside(second, first)
        }
        var result: [String: [String]] = [:]
        for constraint in document.constraints where !constraint.placeholder && (constraint.priority ?? 1000) >= 1000 {
            let firstID = constraint.firstItem ?? document.views[constraint.holder].id
            guard !sideOnly.contains(firstID) || sides.contains(constraint.firstAttribute),
                let first = frames[firstID].flatMap({ value(constraint.firstAttribute, of: $0) })
            else { continue }
            var target = constraint.constant
            var secondID: String?
            if let id = constraint.secondItem, let attribute = constraint.secondAttribute, attribute != "notAnAttribute"
            {
                guard !sideOnly.contains(id) || sides.contains(attribute),
                    let second = frames[id].flatMap({ value(attribute, of: $0) })
                else { continue }
                target += second * constraint.multiplier
                secondID = id
            }
            guard !onScrollContent(firstID, secondID) else { continue }
            let holds: Bool
            switch constraint.relation {
            case "greaterThanOrEqual": holds = first >= target - tolerance
            case "lessThanOrEqual": holds = first <= target + tolerance
            default: holds = abs(first - target) <= tolerance
            }
            guard !holds else { continue }
            for id in [firstID, secondID].compactMap({ $0 }) { result[id, default: []].append(constraint.id) }
        }
        return result
    }

    /// An attribute of a frame in left-to-right terms; nil for margins, baselines and the unknown.
    private static func value(_ attribute: String, of frame: IBRect) -> Double? {
        switch attribute {
        case "leading", "left": return frame.x
        case "trailing", "right": return frame.x + frame.width
        case "top": return frame.y
        case "bottom": return frame.y + frame.height
        case "centerX": return frame.x + frame.width / 2
        case "centerY": return frame.y + frame.height / 2
        case "width": return frame.width
        case "height": return frame.height
        default: return nil
        }
    }
}
