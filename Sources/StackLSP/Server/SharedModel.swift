import StackLint
import Dispatch
import StackModel

/// The model of one revision of a document, computed once by whichever thread needs it
/// first; another that needs it meanwhile waits for it instead of computing a second copy
/// (for a 5 MB text, tens of megabytes and seconds).
final class SharedModel: Sendable {
    private let state = Locked<(started: Bool, model: SemanticModel?)>((false, nil))
    private let computed = DispatchGroup()

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
}
