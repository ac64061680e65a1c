// Single-threaded NIBArchive decode throughput: reads every file given on the command line into
// memory once, then decodes all of them (NibArchiveReader + NibGraph; with --reader-only, the
// reader alone) over and over until at least --seconds (default 2) have passed, and prints bytes, iterations, seconds and MB/s
// (MB = 10^6 bytes). The last line is machine-readable:
//   RESULT files=N bytes=B iterations=I seconds=S mbps=X
import Foundation
import NibArchive

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("DecodeBenchmark: error: \(message)\n".utf8))
    exit(1)
}

var minimumSeconds = 2.0
var readerOnly = false
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds":
        guard let text = arguments.popFirst(), let value = Double(text), value > 0 else {
            fail("--seconds needs a positive number")
        }
        minimumSeconds = value
    case "--reader-only":  // diagnostics: NibArchiveReader alone, no NibGraph
        readerOnly = true
    case "-h", "--help":
        print("usage: DecodeBenchmark [--seconds S] [--reader-only] NIB_FILE...")
        exit(0)
    default:
        paths.append(argument)
    }
}
guard !paths.isEmpty else { fail("give NIBArchive files (usage: DecodeBenchmark [--seconds S] [--reader-only] NIB_FILE...)") }

var inputs: [(path: String, data: Data)] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard NibArchiveReader.hasMagic(data) else { fail("not a NIBArchive file: \(path)") }
    inputs.append((path, data))
}
let totalBytes = inputs.reduce(0) { $0 + $1.data.count }

/// Decodes every input once; returns a count that depends on the results so none is optimized away.
func decodeAll(_ inputs: [(path: String, data: Data)], readerOnly: Bool) -> Int {
    var objects = 0
    for input in inputs {
        do {
            let archive = try NibArchiveReader.read(input.data, path: input.path)
            if readerOnly {
                objects &+= archive.objects.count &+ archive.values.count
            } else {
                let graph = NibGraph(archive)
                objects &+= graph.objects.count &+ (graph.objects.last?.entries.count ?? 0)
            }
        } catch {
            fail("\(input.path): \(error)")
        }
    }
    return objects
}

var checksum = decodeAll(inputs, readerOnly: readerOnly)  // warm-up; also fails early on an unreadable file
let clock = ContinuousClock()
let start = clock.now
var iterations = 0
var elapsed = Duration.zero
repeat {
    checksum &+= decodeAll(inputs, readerOnly: readerOnly)
    iterations += 1
    elapsed = clock.now - start
} while elapsed < .milliseconds(Int64(minimumSeconds * 1000))

let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let megabytesPerSecond = Double(totalBytes) * Double(iterations) / seconds / 1e6
print("decoding: \(readerOnly ? "NibArchiveReader only" : "NibArchiveReader + NibGraph")")
print("files: \(inputs.count), bytes per iteration: \(totalBytes), iterations: \(iterations)")
print(String(format: "seconds: %.3f, throughput: %.1f MB/s (checksum %d)", seconds, megabytesPerSecond, checksum))
print(
    String(
        format: "RESULT files=%d bytes=%d iterations=%d seconds=%.6f mbps=%.2f",
        inputs.count, totalBytes, iterations, seconds, megabytesPerSecond))
