@testable import CatalogStore
import Testing

@Suite struct ParallelMapTests {
    @Test func keepsInputOrder() {
        let input = Array(0..<5_000)
        #expect(input.parallelMap { $0 * 3 } == input.map { $0 * 3 })
        #expect([Int]().parallelMap { $0 }.isEmpty)
        #expect([7].parallelMap { String($0) } == ["7"])
    }
}
