import Foundation
import NibArchive
import NibRuntime

/// `runtime-bench load NIB [--samples N] [--batch N]`: loads the nib's bytes, already in memory,
/// again and again with `NibLoader` (decode, make every object, connect, awake), generic objects
/// and a generic File's Owner, on one thread. Prints the median time per load over the samples
/// (each the mean of a batch of loads), and the same for decoding a NIBArchive to its graph
/// alone (step 1), as a `RESULT` line.
func runLoadBenchmark(_ arguments: [String]) {
    guard let path = arguments.first else {
        FileHandle.standardError.write(Data("usage: runtime-bench load NIB [--samples N] [--batch N]\n".utf8))
        exit(2)
    }
    var samples = 51
    var batch = 200
    var rest = arguments.dropFirst()
    while let flag = rest.popFirst() {
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("runtime-bench load: \(flag) needs a positive number\n".utf8))
            exit(2)
        }
        switch flag {
        case "--samples": samples = value
        case "--batch": batch = value
        default:
            FileHandle.standardError.write(Data("runtime-bench load: unknown option \(flag)\n".utf8))
            exit(2)
        }
    }
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(1)
    }
    let loader = NibLoader()
    func loadOnce() throws(NibLoadError) -> LoadedNib {
        try loader.load(data: data, path: path, owner: NibObject(className: "Owner"))
    }
    let first: LoadedNib
    do {
        first = try loadOnce()
    } catch {
        FileHandle.standardError.write(Data("\(error.diagnostic)\n".utf8))
        exit(1)
    }
    let archiveObjects = first.objects.first.map { $0.archived.graph.objects.count } ?? 0

    /// Median over `samples` of the mean time per call in a batch, in microseconds.
    func medianMicroseconds(_ body: () -> Void) -> (median: Double, min: Double) {
        for _ in 0..<batch {
            body()
        }
        var perCall: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch {
                body()
            }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            perCall.append(Double(elapsed) / Double(batch) / 1000)
        }
        perCall.sort()
        return (perCall[perCall.count / 2], perCall[0])
    }

    var kept = 0
    let load = medianMicroseconds {
        // Keep a result alive per call, so that nothing is optimised away.
        kept &+= (try? loadOnce())?.connections.count ?? 0
    }
    let decode = medianMicroseconds {
        kept &+= (try? NibArchiveReader.read(data, path: path)).map { NibGraph($0).objects.count } ?? 0
    }
    print(
        "RESULT load bytes=\(data.count) archive_objects=\(archiveObjects) document_objects=\(first.objects.count) "
            + "top_level=\(first.topLevelIndices.count) connections=\(first.connections.count) samples=\(samples) batch=\(batch) "
            + String(
                format: "median_us=%.1f min_us=%.1f decode_median_us=%.1f decode_min_us=%.1f", load.median, load.min, decode.median,
                decode.min)
            + " sink=\(kept)")
}
