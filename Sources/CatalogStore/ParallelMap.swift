import Dispatch

extension Array where Element: Sendable {
    /// Maps on every core, keeping the order of the input.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { input in
            let input = UnsafeSendableBuffer(buffer: input)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.store(transform(input.buffer[index]), at: index)
            }
        }
        return results.values()
    }
}

/// Write-once slots filled from concurrent iterations; each index is written by exactly one.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) {
        slots[index] = value
    }

    func values() -> [T] {
        slots.map { $0! }
    }
}

/// A read-only buffer shared by concurrent iterations that outlive no caller frame.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}
