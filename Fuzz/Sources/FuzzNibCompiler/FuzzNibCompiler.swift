import Foundation
import FuzzerEntry
import IBSource
import NibArchive
import NibCompiler

/// libFuzzer entry point: the first byte picks `.xib` or `.storyboard` (its low bit), whether
/// approximations are allowed (the next bit: they run the writers that strict compiles refuse
/// before), the Xcode whose output to match, the build Mac's scrollers and region (the rest); the
/// rest of the input is the source.
/// Any bytes either fail with a `CompileError` or compile, in memory, to nibs that decode again
/// (NIBArchives and keyed archives) and whose paths stay inside the output. Stand-in color
/// profiles (a header and a description, not Apple's data) let macOS system colors compile.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let path = bytes[0] & 1 == 0 ? "fuzz.xib" : "fuzz.storyboard"
    let allowsApproximation = bytes[0] & 2 != 0
    let pick = Int(bytes[0] >> 2)
    let xcode = fuzzedXcodes[pick % fuzzedXcodes.count]
    var options = CompileOptions(
        xcodeVersion: xcode.flatMap(CompileOptions.XcodeVersion.init), allowsApproximation: allowsApproximation,
        colorProfiles: standInProfiles())
    options.scrollerStyle = (pick / fuzzedXcodes.count) % 2 == 0 ? .legacy : .overlay
    options.buildLocale = fuzzedLocales[(pick / fuzzedXcodes.count / 2) % fuzzedLocales.count]
    let output: CompiledOutput
    do {
        output = try NibCompiler.compile(data: Data(bytes.dropFirst()), path: path, options: options)
    } catch {
        return 0
    }
    for file in output.files {
        let components = file.relativePath.split(separator: "/", omittingEmptySubsequences: false)
        precondition(
            !file.relativePath.hasPrefix("/") && !components.contains("..") && !file.relativePath.contains("\0"),
            "output file \(file.relativePath) leaves the output")
        if file.contents.starts(with: Array("NIBArchive".utf8)) {
            do {
                _ = try NibArchiveReader.read(file.contents, path: file.relativePath)
            } catch {
                preconditionFailure("compiled nib \(file.relativePath) does not decode: \(error)")
            }
        } else if file.relativePath.isEmpty || file.relativePath.hasSuffix(".nib"), file.contents.starts(with: Array("bplist00".utf8)) {
            do {
                _ = try KeyedArchiveReader.read(file.contents, path: file.relativePath)
            } catch {
                preconditionFailure("compiled keyed nib \(file.relativePath) does not decode: \(error)")
            }
        }
    }
    return 0
}

/// The Xcodes whose output the fuzzer asks for: the newest, and one of each era of the macOS
/// compiler's rules (`AppKitXcodeRules`), older than any it writes included.
let fuzzedXcodes: [String?] = [nil, "6.4", "7.2", "9.0", "10.1", "10.2", "11.0", "11.4.1", "12.3", "12.5.1", "14.0.1", "16.1"]

/// The build Macs' regions: the default, one whose date formats differ, one whose numbers do.
let fuzzedLocales = [CompileOptions.BuildLocale.unitedStates] + ["en_AU", "de_DE"].compactMap(CompileOptions.BuildLocale.init)

/// A profile that passes `ColorProfiles`' check: an ICC header naming its color space, and one
/// `desc` tag.
func standInProfile(colorSpace: String, description: String) -> Data {
    func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xff) } }
    let text = Array(description.utf8) + [0]
    let tagOffset = 132 + 12
    let tag = Array("desc".utf8) + [0, 0, 0, 0] + word(text.count) + text
    var bytes = word(tagOffset + tag.count) + Array(repeating: 0, count: 12) + Array(colorSpace.utf8)
    bytes += Array(repeating: 0, count: 16) + Array("acsp".utf8)
    bytes += Array(repeating: 0, count: 128 - bytes.count)
    bytes += word(1) + Array("desc".utf8) + word(tagOffset) + word(tag.count) + tag
    return Data(bytes)
}

/// Built for each input: a global's lazily made storage is reported as a leak by LeakSanitizer.
func standInProfiles() -> ColorProfiles {
    var profiles = ColorProfiles()
    try? profiles.set(standInProfile(colorSpace: "GRAY", description: "Generic Gray Gamma 2.2 Profile"), for: .genericGrayGamma22)
    try? profiles.set(standInProfile(colorSpace: "RGB ", description: "sRGB IEC61966-2.1"), for: .sRGB)
    precondition(profiles.profiles.count == 2, "the stand-in profiles do not pass the check")
    return profiles
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
