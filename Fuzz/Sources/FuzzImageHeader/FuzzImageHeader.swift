import Foundation
import FuzzerEntry
import ResourceAssets

/// libFuzzer entry point: the first byte picks the format (PNG, JPEG, GIF, PDF, ICNS, SVG), the rest is the file. Any bytes either
/// fail with an `ImageFileError` naming the file (with an offset inside it) or give positive sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let formats: [ImageFormat] = [.png, .jpeg, .gif, .pdf, .icns, .svg]
    let format = formats[Int(bytes[0]) % formats.count]
    let data = Data(bytes.dropFirst())
    do {
        let header = try ImageHeaderReader.read(data, format: format, path: "fuzz-image")
        precondition(header.format == format)
        precondition(header.pixelWidth.map { $0 > 0 } ?? true && header.pixelHeight.map { $0 > 0 } ?? true, "\(header)")
    } catch {
        precondition(error.path == "fuzz-image", "error names another file: \(error)")
        precondition(error.offset.map { (0...data.count).contains($0) } ?? true, "offset outside the file: \(error)")
    }
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
