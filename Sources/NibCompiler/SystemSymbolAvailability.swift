/// The iOS version that brought each SF Symbol newer than iOS 13.0, from the embedded
/// `Resources/system-symbol-availability.txt` (derived from SFSafeSymbols' copy of the SF Symbols
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

    /// The version that brought `name`, nil for a symbol of iOS 13.0 or one the table does not know.
    static func introduction(of name: String) -> Version? {
        table[name]
    }

    private static let table: [String: Version] = {
        var table: [String: Version] = [:]
        let text = String(decoding: PackageResources.system_symbol_availability_txt, as: UTF8.self)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            let numbers = fields[1].split(separator: ".").compactMap { Int($0) }
            guard numbers.count == 2 else { continue }
            table[String(fields[0])] = Version(major: numbers[0], minor: numbers[1])
        }
        return table
    }()
}
