import Foundation
import StackModel

/// The model of one revision of a document, computed once by whichever thread needs it
/// first (a request on the message queue, or the analysis); the other waits for it
/// instead of computing a second copy (for a 5 MB text, tens of megabytes and seconds).
final class SharedModel: @unchecked Sendable {
    private enum State {
        case pending
        case computing
        case done(SemanticModel)
    }

    private let condition = NSCondition()
    private var state = State.pending

    /// The model: computed now with `compute`, or the one being or already computed.
    func get(_ compute: () -> SemanticModel) -> SemanticModel {
        condition.lock()
        while true {
            switch state {
            case .done(let model):
                condition.unlock()
                return model
            case .computing:
                condition.wait()
            case .pending:
                state = .computing
                condition.unlock()
                let model = compute()
                condition.lock()
                state = .done(model)
                condition.broadcast()
                condition.unlock()
                return model
            }
        }
    }
}
