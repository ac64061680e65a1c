import Foundation
import NibRuntime

/// Names of nibs and images at the top of a bundle, sorted: what both look-ups are asked for.
private func bundleNames(_ bundlePath: String, limit: Int) -> [(kind: ResourceKind, name: String)] {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: bundlePath)) ?? []).sorted()
    let nibs = files.filter { $0.hasSuffix(".nib") && !$0.contains("~") }.map { (ResourceKind.nib, String($0.dropLast(4))) }
    let images = files.filter { $0.hasSuffix(".png") && !$0.contains("@") && !$0.contains("~") }
        .map { (ResourceKind.image, String($0.dropLast(4))) }
    return Array(nibs.prefix(limit / 2)) + Array(images.prefix(limit - min(limit / 2, nibs.count)))
}

private func nanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Warm look-ups: the same names asked of a `ResourceBundle` and of Foundation's
/// `Bundle.url(forResource:withExtension:)`, every name asked once of each before timing, then
/// batches of all names alternating between the two; prints the median per look-up of each.
func runLookupBenchmark(bundlePath: String, batches: Int) throws {
    let names = bundleNames(bundlePath, limit: 1000)
    guard !names.isEmpty, let foundation = Bundle(path: bundlePath) else {
        throw BenchmarkFailure("\(bundlePath): no nibs or images to look up")
    }
    let ours = try ResourceBundle(url: URL(fileURLWithPath: bundlePath), traits: ResourceTraits(idiom: .phone))
    func foundationURL(_ kind: ResourceKind, _ name: String) -> URL? {
        foundation.url(forResource: name, withExtension: kind == .nib ? "nib" : "png")
    }
    for (kind, name) in names {
        let mine = try ours.resource(kind, named: name, scale: 1)
        let theirs = foundationURL(kind, name)
        guard let mine, let theirs, mine.standardizedFileURL.path == theirs.standardizedFileURL.path else {
            throw BenchmarkFailure("\(bundlePath): \(kind) \(name): NibRuntime \(mine?.path ?? "nil"), Foundation \(theirs?.path ?? "nil")")
        }
    }
    var oursPerLookup: [Double] = []
    var foundationPerLookup: [Double] = []
    var found = 0
    for _ in 0..<batches {
        var start = nanoseconds()
        for (kind, name) in names where try ours.resource(kind, named: name, scale: 1) != nil {
            found += 1
        }
        oursPerLookup.append(Double(nanoseconds() - start) / Double(names.count))
        start = nanoseconds()
        for (kind, name) in names where foundationURL(kind, name) != nil {
            found += 1
        }
        foundationPerLookup.append(Double(nanoseconds() - start) / Double(names.count))
    }
    print("names=\(names.count) batches=\(batches) found=\(found)")
    print(String(format: "nibruntime_ns_median=%.1f", median(oursPerLookup)))
    print(String(format: "foundation_ns_median=%.1f", median(foundationPerLookup)))
}

/// One open of the bundle and its first look-up, as a fresh process does it; prints microseconds
/// and the number of resources the index holds.
func runOpenBenchmark(bundlePath: String, nibName: String) throws {
    let start = nanoseconds()
    let bundle = try ResourceBundle(url: URL(fileURLWithPath: bundlePath))
    let found = try bundle.nib(named: nibName)
    let elapsed = nanoseconds() - start
    guard found != nil else {
        throw BenchmarkFailure("\(bundlePath): no nib named \(nibName)")
    }
    print(String(format: "open_first_lookup_us=%.1f", Double(elapsed) / 1000))
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
