import Foundation

/// Compares two property lists: dictionaries key by key (sorted), arrays member by member. Paths
/// join keys with `.` and give members as `[i]`. The reader bounds nesting, so recursion is safe.
public enum PropertyListComparison {
    public static func differences(_ a: PropertyListValue, _ b: PropertyListValue, file: String) -> [NibDifference] {
        var found: [NibDifference] = []
        compare(a, b, path: "", file: file, into: &found)
        return found
    }

    private static func compare(
        _ a: PropertyListValue, _ b: PropertyListValue, path: String, file: String, into found: inout [NibDifference]
    ) {
        switch (a, b) {
        case (.dictionary(let left), .dictionary(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let child = path.isEmpty ? key : path + "." + key
                switch (left[key], right[key]) {
                case (let value?, nil):
                    found.append(NibDifference(file: file, path: child, kind: .onlyInA, a: describe(value), b: nil))
                case (nil, let value?):
                    found.append(NibDifference(file: file, path: child, kind: .onlyInB, a: nil, b: describe(value)))
                case (let valueA?, let valueB?):
                    compare(valueA, valueB, path: child, file: file, into: &found)
                case (nil, nil):
                    continue
                }
            }
        case (.array(let left), .array(let right)):
            for position in 0..<max(left.count, right.count) {
                let child = path + "[\(position)]"
                if position >= right.count {
                    found.append(NibDifference(file: file, path: child, kind: .onlyInA, a: describe(left[position]), b: nil))
                } else if position >= left.count {
                    found.append(NibDifference(file: file, path: child, kind: .onlyInB, a: nil, b: describe(right[position])))
                } else {
                    compare(left[position], right[position], path: child, file: file, into: &found)
                }
            }
        default:
            if a != b {
                found.append(NibDifference(file: file, path: path, kind: .value, a: describe(a), b: describe(b)))
            }
        }
    }

    static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .real(let number): "\(number)"
        case .date(let seconds): "date \(seconds)"
        case .data(let bytes): DataText.describe(bytes)
        case .string(let text): Quoted.text(text)
        case .uid(let reference): "UID \(reference)"
        case .array(let members): "an array of \(members.count)"
        case .dictionary(let entries): "a dictionary of \(entries.count)"
        }
    }
}
