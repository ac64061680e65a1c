/// The iOS version that brought each SF Symbol newer than iOS 13.0, from the table in
/// `SystemSymbolAvailability+Table.swift` (derived from SFSafeSymbols' copy of the SF Symbols
/// app's availability table; its header says where from). A symbol the table does not name is
/// taken to be as old as SF Symbols, iOS 13.0.
enum SystemSymbolAvailability {
    /// An iOS version as major and minor numbers.
    struct Version: Comparable, Hashable, Sendable {
        var major: Int
        var minor: Int

        static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }

        /// `14.0`, as Xcode names a folder nib's variant (`objects-14.0+.nib`).
        var text: String { "\(major).\(minor)" }
    }

    /// The version that brought `name`, nil for a symbol of iOS 13.0 or one the table does not
    /// know. A binary search of the sorted lines in place: a process that compiles one document
    /// reads a few lines, not the table (parsing it whole cost a one-document compile 12 ms).
    static func introduction(of name: String) -> Version? {
        let key = Array(name.utf8)
        return table.withUTF8Buffer { bytes -> Version? in
            let newline = UInt8(ascii: "\n")
            var low = 0
            var high = bytes.count
            while low < high {
                var start = (low + high) / 2
                while start > low, bytes[start - 1] != newline {
                    start -= 1
                }
                var end = start
                while end < bytes.count, bytes[end] != newline {
                    end += 1
                }
                var tab = start
                while tab < end, bytes[tab] != UInt8(ascii: "\t") {
                    tab += 1
                }
                let lineName = bytes[start..<tab]
                if key.lexicographicallyPrecedes(lineName) {
                    high = start
                } else if lineName.lexicographicallyPrecedes(key) {
                    low = end + 1
                } else {
                    return version(String(decoding: bytes[min(tab + 1, end)..<end], as: UTF8.self))
                }
            }
            return nil
        }
    }

    private static func version(_ text: String) -> Version? {
        let numbers = text.split(separator: ".").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        return Version(major: numbers[0], minor: numbers[1])
    }
}
