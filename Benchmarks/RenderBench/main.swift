// In-process render throughput: draws every .xib/.storyboard under the folders given (or the
// files given) with NibRender, as `nibcat render DOC -o OUT.svg` does without starting a process:
// read and parse the document, build the view model, draw it, make the SVG's bytes (and write
// them under --output when given). The project's images and color sets are scanned once, before
// timing, from the first folder given. One warm-up pass, then --passes (default 3) timed passes
// on one thread. The last line is machine-readable:
//   RESULT documents=N passes=P ms_per_doc=X,Y,Z median_ms_per_doc=M svg_bytes=B
import Foundation
import NibRender
import ResourceAssets

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("render-bench: error: \(message)\n".utf8))
    exit(1)
}

var passes = 3
var output: String?
var inputs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--passes":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail("--passes needs a positive integer") }
        passes = value
    case "--output":
        guard let folder = arguments.popFirst() else { fail("--output needs a folder") }
        output = folder
    default:
        inputs.append(argument)
    }
}
guard let first = inputs.first else { fail("usage: render-bench [--passes N] [--output DIR] (FOLDER | FILE)...") }

var paths: [String] = []
for input in inputs {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { fail("no such file: \(input)") }
    guard isFolder.boolValue else {
        paths.append(input)
        continue
    }
    let walker = FileManager.default.enumerator(atPath: input)
    var found: [String] = []
    while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") {
            found.append(input + "/" + relative)
        }
    }
    paths += found.sorted()
}
guard !paths.isEmpty else { fail("no documents in \(inputs.joined(separator: " "))") }
if let output {
    try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
}

var isFolder: ObjCBool = false
FileManager.default.fileExists(atPath: first, isDirectory: &isFolder)
let resources = ProjectResources.scan(root: isFolder.boolValue ? first : ProjectResources.root(around: first))

/// Renders every document once; the SVG bytes made.
@MainActor func renderAll() -> Int {
    var bytes = 0
    for (index, path) in paths.enumerated() {
        do {
            let pictures = try DocumentRenderer.pictures(ofDocumentAt: path, resources: resources)
            let svg = Data(DocumentRenderer.svg(pictures, resources: resources).document().utf8)
            bytes += svg.count
            if let output {
                try svg.write(to: URL(fileURLWithPath: output + "/\(index).svg"))
            }
        } catch {
            fail("\(error)")
        }
    }
    return bytes
}

_ = renderAll()
var times: [Double] = []
var bytes = 0
for pass in 1...passes {
    let start = DispatchTime.now().uptimeNanoseconds
    bytes = renderAll()
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    times.append(milliseconds / Double(paths.count))
    print(String(format: "pass %d: %d documents in %.1f ms, %.3f ms per document", pass, paths.count, milliseconds, times.last!))
}
let median = times.sorted()[times.count / 2]
print(
    "RESULT documents=\(paths.count) passes=\(passes) ms_per_doc=\(times.map { String(format: "%.3f", $0) }.joined(separator: ",")) "
        + "median_ms_per_doc=\(String(format: "%.3f", median)) svg_bytes=\(bytes)")
