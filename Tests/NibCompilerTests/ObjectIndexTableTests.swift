import Testing

@testable import NibCompiler

@Suite struct ObjectIndexTableTests {
    @Test func answersNilWhereNothingWasSet() {
        var table = ObjectIndexTable<String>()
        #expect(table[0] == nil && table[-1] == nil && table.isEmpty)
        table[5] = "five"
        #expect(table[5] == "five" && table[4] == nil && table[6] == nil && table[-1] == nil)
    }

    @Test func countsTheIndicesHoldingValues() {
        var table = ObjectIndexTable<Int>()
        table[3] = 30
        table[1] = 10
        table[3] = 31
        #expect(table.count == 2 && table[3] == 31)
        table[1] = nil
        table[9] = nil
        #expect(table.count == 1 && !table.isEmpty)
        table[3] = nil
        #expect(table.isEmpty)
    }
}
