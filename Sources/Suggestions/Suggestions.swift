/// "Did you mean": the known names nearest to a name that matched nothing, for commands, classes,
/// documents, nibs and images alike.
///
/// Names are compared without case and without a module prefix (`Simplenote.RoundedButton` is
/// `roundedbutton`), by edit distance (insertions, deletions, substitutions); a name is offered
/// when it is at most a quarter of the query's length away (one to three edits), or when the query
/// is the start of it (`who` for `who-uses`).
public enum Suggestions {
    /// At most `limit` of `candidates`, nearest first (ties by name), never the query itself.
    public static func nearest(to query: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        nearest(to: query, among: Candidates(candidates), limit: limit)
    }

    /// The same, against candidates prepared once: for a caller that asks about many names among
    /// the same ones (a lint rule, for each outlet a class lacks, among the class's outlets).
    public static func nearest(to query: String, among candidates: Candidates, limit: Int = 3) -> [String] {
        let wanted = comparable(query)
        guard !wanted.isEmpty else { return [] }
        let allowed = max(1, min(3, wanted.count / 4))
        var scored: [(distance: Int, name: String)] = []
        for (name, known) in candidates.entries where name != query {
            if known.starts(with: wanted), wanted.count >= 3 {
                scored.append((known.count == wanted.count ? 0 : 1, name))
            } else if let distance = editDistance(wanted, known, atMost: allowed) {
                scored.append((distance, name))
            }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// Known names, each once, with the form they are compared in.
    public struct Candidates: Sendable {
        let entries: [(name: String, comparable: [Character])]

        public init(_ names: some Sequence<String>) {
            entries = Set(names).map { ($0, Suggestions.comparable($0)) }
        }
    }

    /// `, did you mean A, B or C?` for a message, or "" when there is nothing to offer.
    public static func phrase(_ suggestions: [String]) -> String {
        guard let last = suggestions.last else { return "" }
        let quoted = suggestions.map { "`\($0)`" }
        let list = suggestions.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + "`\(last)`"
        return "; did you mean \(list)?"
    }

    /// Lowercased, without the module of a qualified class name (`Module.Class`: two parts, the
    /// second capitalised, so `Card.xib` keeps its extension).
    private static func comparable(_ name: String) -> [Character] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let unqualified = parts.count == 2 && !parts[0].isEmpty && parts[1].first?.isUppercase == true ? parts[1] : Substring(name)
        return Array(unqualified.lowercased())
    }

    /// Levenshtein distance, or nil once it is sure to exceed `limit` (one row at a time, so the
    /// cost is the product of the lengths at most, and names are short).
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        let distance = a.isEmpty ? b.count : previous[b.count]
        return distance <= limit ? distance : nil
    }
}
