/// A source file's UTF-8 bytes with what the Swift reader asks of them for every declaration: the
/// line of an offset, the text of a range, and whether a range holds one of a few terms. Each
/// answer is a lookup in tables made in one pass over the bytes, where asking the syntax tree
/// (a trimmed copy of a node, a line table built by walking every token) cost more than parsing.
struct SourceText {
    let bytes: [UInt8]
    /// The offset of each line's first byte, the first line's (0) included.
    private let lineStarts: [Int]
    /// The offsets where one of the terms starts, ascending.
    private let termStarts: [Int]

    /// `terms` must be neither empty nor start with a line break.
    init(_ text: String, terms: [String]) {
        bytes = Array(text.utf8)
        var termsByFirstByte = [[[UInt8]]](repeating: [], count: 256)
        for term in terms {
            let termBytes = Array(term.utf8)
            precondition(termBytes.first.map { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") } ?? false, "bad term")
            termsByFirstByte[Int(termBytes[0])].append(termBytes)
        }
        var lineStarts = [0]
        var termStarts: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                // Line breaks as swift-syntax counts them: "\n", "\r\n" and a lone "\r".
                if byte == UInt8(ascii: "\n") {
                    lineStarts.append(offset + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
                        offset += 1
                    }
                    lineStarts.append(offset + 1)
                } else {
                    for term in termsByFirstByte[Int(byte)] where Self.matches(term, in: bytes, at: offset) {
                        termStarts.append(offset)
                        break
                    }
                }
                offset += 1
            }
        }
        self.lineStarts = lineStarts
        self.termStarts = termStarts
    }

    private static func matches(_ term: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard bytes.count - offset >= term.count else { return false }
        for index in 1..<term.count where bytes[offset + index] != term[index] {
            return false
        }
        return true
    }

    /// The 1-based line holding the byte at `offset`.
    func line(at offset: Int) -> Int {
        Self.countOfElements(in: lineStarts, atMost: offset)
    }

    /// The text of the bytes in `range`, clamped to the source.
    func text(in range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// Whether one of the terms starts in `range`.
    func containsTerm(in range: Range<Int>) -> Bool {
        let before = Self.countOfElements(in: termStarts, atMost: range.lowerBound - 1)
        return before < termStarts.count && termStarts[before] < range.upperBound
    }

    /// How many elements of the ascending `values` are at most `limit`.
    private static func countOfElements(in values: [Int], atMost limit: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= limit {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
