import Foundation
import InputFiles
import Testing

@testable import InputFiles

@Suite struct ParallelMapTests {
    @Test func keepsInputOrder() {
        let input = Array(0..<5_000)
        #expect(input.parallelMap { $0 * 3 } == input.map { $0 * 3 })
        #expect([Int]().parallelMap { $0 }.isEmpty)
        #expect([7].parallelMap { String($0) } == ["7"])
    }
}

@Suite struct OrderedParallelStreamTests {
    /// Counts results made but not yet taken, and the most there ever were.
    private final class Ahead: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private(set) var most = 0

        func made() {
            lock.withLock {
                current += 1
                most = max(most, current)
            }
        }

        func taken() {
            lock.withLock { current -= 1 }
        }
    }

    @Test func handsResultsOverInInputOrderNeverMoreThanTheWindowAhead() {
        let ahead = Ahead()
        let input = Array(0..<2_000)
        let stream = OrderedParallelStream(input, window: 7) { value -> Int in
            ahead.made()
            // Uneven work, so that later elements are often ready first.
            if value % 97 == 0 {
                usleep(2_000)
            }
            return value * 3
        }
        var results: [Int] = []
        while let result = stream.next() {
            ahead.taken()
            results.append(result)
        }
        #expect(results == input.map { $0 * 3 })
        // The consumer counts a result as taken just after the stream does: one more at most.
        #expect(ahead.most <= 7 + 1)
        #expect(stream.next() == nil)
    }

    @Test func theConsumerMakesTheResultsWhenNoWorkerRuns() {
        let stream = OrderedParallelStream(Array(0..<500), window: 5, workers: 0) { $0 * 2 }
        var results: [Int] = []
        while let result = stream.next() {
            results.append(result)
        }
        #expect(results == (0..<500).map { $0 * 2 })
    }

    @Test func emptyInputAndCancelledStreamsEnd() {
        #expect(OrderedParallelStream([Int](), window: 4) { $0 }.next() == nil)
        let stream = OrderedParallelStream(Array(0..<10_000), window: 3) { $0 + 1 }
        #expect(stream.next() == 1)
        #expect(stream.next() == 2)
        stream.cancel()
    }
}

@Suite struct ThreadedWorkTests {
    @Test func runsBesideTheCallerAndHandsOverItsResultToEveryWait() {
        // The work waits for a signal the caller gives after starting it: work done on the
        // caller's thread would time out instead.
        let started = DispatchSemaphore(value: 0)
        let work = ThreadedWork { started.wait(timeout: .now() + 10) == .success ? "beside" : "timed out" }
        started.signal()
        #expect(work.wait() == "beside")
        #expect(work.wait() == "beside")
    }

    @Test func aParallelMapStartedMeanwhileUsesTheOtherThreads() {
        let release = DispatchSemaphore(value: 0)
        let work = ThreadedWork { release.wait(timeout: .now() + 10) == .success }
        let input = Array(0..<1_000)
        #expect(input.parallelMap { $0 + 1 } == input.map { $0 + 1 })
        release.signal()
        #expect(work.wait())
    }
}
