import Foundation
import FuzzerEntry
import NibRuntime

/// libFuzzer entry point for a bundle's `ResourceIndex.sqlite`, the file an app that links
/// `NibRuntime` trusts: the bytes are the index of a bundle, which is opened and asked for a nib, a
/// storyboard, an image at two scales and suggestions. Any index either fails with an error
/// naming the bundle's file or answers with paths inside the bundle, in bounded time (views,
/// recursive queries and huge tables are refused or cut by the reader's budget).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let index = bundle.appendingPathComponent("ResourceIndex.sqlite")
    unlink(index.path)
    unlink(index.path + "-journal")
    unlink(index.path + "-wal")
    guard FileManager.default.createFile(atPath: index.path, contents: Data(bytes: start, count: count)) else {
        preconditionFailure("cannot write \(index.path)")
    }
    let inside = bundle.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    do {
        let resources = try ResourceBundle(url: bundle)
        var answers = [
            try resources.nib(named: "SegmentView"), try resources.storyboard(named: "Main"),
            try resources.image(named: "icon", scale: 1), try resources.image(named: "icon", scale: 3),
        ]
        for kind in [ResourceKind.nib, .storyboard, .image] {
            answers.append(try resources.resource(kind, named: "Main"))
            _ = try resources.suggestions(kind, near: "Mian")
        }
        for case let answer? in answers {
            let path = answer.standardizedFileURL.resolvingSymlinksInPath().path
            precondition(path.hasPrefix(inside), "an answer outside the bundle: \(path)")
        }
    } catch {
        precondition(error.diagnostic.path?.hasPrefix(bundle.path) == true, "an error about another file: \(error)")
    }
    return 0
}

/// One bundle folder for the process, its index rewritten for each input.
private let bundle: URL = {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "fuzz-resource-index-\(getpid())/Fuzz.bundle")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
