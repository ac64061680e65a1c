// In-process compile throughput: compiles every .xib/.storyboard given on the command line (or
// found under a folder given) with NibCompiler, on --jobs concurrent tasks (default 2), and prints
// documents per second. A pass compiles every document once; one warm-up pass, then --passes
// (default 3) timed passes. What one document costs, by mode:
//   default:      read the file, compile, write the .nib / .storyboardc under --output (or a temp
//                 folder): what `nibcat compile` does, without starting a process (timed passes
//                 overwrite the outputs of the pass before, as a rebuild does);
//   --no-write:   read the file and compile (NibCompiler.compile(contentsOf:)), write nothing;
//   --in-memory:  files read once before timing; compile only (NibCompiler.compile(data:path:)).
// The last line is machine-readable:
//   RESULT documents=N jobs=J mode=M passes=P docs_per_s=X,Y,Z median_docs_per_s=M
import Foundation
import NibCompiler

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("CompileBenchmark: error: \(message)\n".utf8))
    exit(1)
}

let usage =
    "usage: CompileBenchmark [--jobs N] [--passes N] [--no-write | --in-memory] [--output DIR] (FOLDER | FILE.xib | FILE.storyboard)..."
var jobs = 2
var passes = 3
var inMemory = false
var noWrite = false
var outputFolder: String?
var arguments = CommandLine.arguments.dropFirst()
var inputs: [String] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--jobs", "--passes":
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else { fail("\(argument) needs a positive integer") }
        if argument == "--jobs" { jobs = value } else { passes = value }
    case "--in-memory":
        inMemory = true
    case "--no-write":
        noWrite = true
    case "--output":
        guard let text = arguments.popFirst() else { fail("--output needs a folder") }
        outputFolder = text
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        inputs.append(argument)
    }
}
guard !inputs.isEmpty else { fail("give documents or folders (\(usage))") }
let jobCount = jobs
let compileInMemory = inMemory
let writeOutput = !inMemory && !noWrite  // constants the worker tasks can read

// Documents, in a stable order.
var paths: [String] = []
for input in inputs {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { fail("no such file: \(input)") }
    if isFolder.boolValue {
        guard let walker = FileManager.default.enumerator(atPath: input) else { fail("cannot list \(input)") }
        var found: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") {
            found.append((input as NSString).appendingPathComponent(relative))
        }
        paths += found.sorted()
    } else {
        paths.append(input)
    }
}
guard !paths.isEmpty else { fail("no .xib or .storyboard files in \(inputs.joined(separator: " "))") }

let output = outputFolder ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("CompileBenchmark-\(getpid())")
if writeOutput {
    do { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) } catch {
        fail("cannot create \(output): \(error)")
    }
}
struct Document: Sendable {
    var path: String
    var data: Data  // empty unless --in-memory
    var output: String
}
let documents: [Document] = paths.enumerated().map { index, path in
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let suffix = path.hasSuffix(".storyboard") ? "storyboardc" : "nib"
    var data = Data()
    if inMemory {
        guard let contents = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        data = contents
    }
    return Document(path: path, data: data, output: (output as NSString).appendingPathComponent("\(index)-\(name).\(suffix)"))
}

/// Hands out document indices to the workers, one at a time.
final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}

/// Approximations are warnings, as with `nibcat compile --allow-approximation`: the generated
/// documents hold features the compiler reports, and it does the same work for them.
let options = CompileOptions(allowsApproximation: true)

/// Compiles every document once on `jobs` tasks; returns the bytes written or compiled (so that
/// nothing is optimized away), or the first failure.
func compileAll() async -> Result<Int, CompileError> {
    let indices = NextIndex()
    return await withTaskGroup(of: Result<Int, CompileError>.self) { group in
        for _ in 0..<jobCount {
            group.addTask {
                var bytes = 0
                while true {
                    let index = indices.take()
                    guard index < documents.count else { return .success(bytes) }
                    let document = documents[index]
                    do throws(CompileError) {
                        let compiled: CompiledOutput
                        if compileInMemory {
                            compiled = try NibCompiler.compile(data: document.data, path: document.path, options: options)
                        } else {
                            compiled = try NibCompiler.compile(contentsOf: document.path, options: options)
                            if writeOutput { try compiled.write(to: document.output) }
                        }
                        bytes &+= compiled.files.reduce(0) { $0 &+ $1.contents.count }
                    } catch {
                        return .failure(error)
                    }
                }
            }
        }
        var total = 0
        for await result in group {
            switch result {
            case .success(let bytes): total &+= bytes
            case .failure: return result
            }
        }
        return .success(total)
    }
}

let mode = inMemory ? "in-memory" : writeOutput ? "read+compile+write" : "read+compile"
print("documents: \(documents.count), jobs: \(jobs), mode: \(mode)\(writeOutput ? ", output: \(output)" : "")")
var rates: [Double] = []
let clock = ContinuousClock()
for pass in 0...passes {  // pass 0 warms up
    let start = clock.now
    let outcome = await compileAll()
    let elapsed = clock.now - start
    guard case .success(let bytes) = outcome else {
        if case .failure(let error) = outcome { fail(error.diagnostics.map(\.description).joined(separator: "\n")) }
        fail("unreachable")
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(documents.count) / seconds
    print(
        String(
            format: "%@: %.3f s, %.1f documents/s, %.3f ms/document, %d output bytes",
            pass == 0 ? "warm-up" : "pass \(pass)", seconds, rate, seconds * 1000 / Double(documents.count), bytes))
    if pass > 0 { rates.append(rate) }
}
if outputFolder == nil, writeOutput { try? FileManager.default.removeItem(atPath: output) }
let median = rates.sorted()[rates.count / 2]
print(
    String(
        format: "RESULT documents=%d jobs=%d mode=%@ passes=%d docs_per_s=%@ median_docs_per_s=%.1f",
        documents.count, jobs, mode, rates.count, rates.map { String(format: "%.1f", $0) }.joined(separator: ","), median))
