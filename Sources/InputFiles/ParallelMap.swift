import Dispatch
import Foundation

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

/// Work on a thread of its own, beside the global queue's workers that `parallelMap` fills: a
/// `parallelMap` started while this runs still gets every core (one started from inside another's
/// iteration gets no more than the thread it runs on).
public final class ThreadedWork<T: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: T?

    public init(_ work: @escaping @Sendable () -> T) {
        Thread { [self] in
            result = work()
            finished.signal()
        }.start()
    }

    /// The work's result, once it is done.
    public func wait() -> T {
        finished.wait()
        defer { finished.signal() }
        return result!
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

/// `transform` applied to every element on every core, the results handed over in input order as
/// soon as each is ready: the consumer works on the first results while the rest are made. At
/// most `window` results are made ahead of the consumer, which bounds memory. A consumer waiting
/// for a result transforms the next element itself, so the stream ends even when no worker gets
/// a thread (a caller that already holds the global queue's threads).
///
/// A pipeline of whole batches leaves cores idle whenever one batch's slowest element, or the
/// consumer's work on the batch before, takes longer than the rest; this keeps them busy.
public final class OrderedParallelStream<Element: Sendable, Result: Sendable>: @unchecked Sendable {
    private let input: [Element]
    private let window: Int
    private let transform: @Sendable (Element) -> Result
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var slots: [Result?]
    private var claimed = 0
    private var consumed = 0

    /// `workers` threads besides the consumer; one for each core by default.
    public init(
        _ input: [Element], window: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        transform: @escaping @Sendable (Element) -> Result
    ) {
        self.input = input
        self.window = max(1, window)
        self.transform = transform
        slots = Array(repeating: nil, count: input.count)
        for _ in 0..<min(input.count, max(0, workers)) {
            DispatchQueue.global().async { self.work() }
        }
    }

    /// The next result in input order, waiting for it if need be; nil after the last.
    public func next() -> Result? {
        condition.lock()
        defer { condition.unlock() }
        guard consumed < slots.count else { return nil }
        while slots[consumed] == nil {
            if claimed < input.count, claimed - consumed < window {
                makeNext()
            } else {
                condition.wait()
            }
        }
        let result = slots[consumed].take()
        consumed += 1
        condition.broadcast()
        return result
    }

    /// Stops making results; the consumer calls it when it stops early, so no worker waits forever.
    public func cancel() {
        condition.lock()
        claimed = input.count
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while claimed < input.count, claimed - consumed >= window {
                condition.wait()
            }
            guard claimed < input.count else { break }
            makeNext()
        }
        condition.unlock()
    }

    /// Claims the next element and stores its result; called and returns with `condition` locked.
    private func makeNext() {
        let index = claimed
        claimed += 1
        condition.unlock()
        let result = transform(input[index])
        condition.lock()
        slots[index] = result
        condition.broadcast()
    }
}
