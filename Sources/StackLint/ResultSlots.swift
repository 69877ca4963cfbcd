/// Fixed slots written from concurrent workers, each slot by one worker only, so that the
/// result does not depend on the order in which the workers finish (the runner and the text
/// report both fill them).
public final class ResultSlots<Value: Sendable>: Sendable {
    private let storage: Locked<[Value?]>

    /// Slots for `count` values, all empty.
    public init(count: Int) {
        storage = Locked(Array(repeating: nil, count: count))
    }

    /// Fills one slot; each index is written by one worker only.
    public func set(_ index: Int, _ value: Value) {
        storage.withLock { $0[index] = value }
    }

    /// The slots in order, nil where no worker wrote.
    public var values: [Value?] {
        storage.withLock { $0 }
    }
}
