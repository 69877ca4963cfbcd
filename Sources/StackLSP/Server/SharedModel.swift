import StackLint
import Dispatch
import StackModel

/// The model of one revision of a document, computed once by whichever thread needs it
/// first; another that needs it meanwhile waits for it instead of computing a second copy
/// (for a 5 MB text, tens of megabytes and seconds). Also the revision's layouts as the
/// lexer finds them, for the requests that answer from one layout's model.
final class SharedModel: Sendable {
    private let state = Locked<(started: Bool, model: SemanticModel?)>((false, nil))
    private let computed = DispatchGroup()
    private let layoutRanges = Locked<DocumentLayouts?>(nil)

    /// The model: computed now with `compute`, or the one being or already computed.
    func get(_ compute: () -> SemanticModel) -> SemanticModel {
        let first = state.withLock { state in
            guard !state.started else { return false }
            state.started = true
            computed.enter()
            return true
        }
        if first {
            let model = compute()
            state.withLock { $0.model = model }
            computed.leave()
            return model
        }
        computed.wait()
        return state.withLock { $0.model } ?? compute()
    }

    /// The model if it has been computed (nil while it is being computed, or before).
    var computedModel: SemanticModel? {
        state.withLock { $0.model }
    }

    /// The revision's layouts: found now with `find`, or the ones found before.
    func layouts(_ find: () -> DocumentLayouts) -> DocumentLayouts {
        if let found = layoutRanges.withLock({ $0 }) { return found }
        let found = find()
        layoutRanges.withLock { $0 = found }
        return found
    }
}
