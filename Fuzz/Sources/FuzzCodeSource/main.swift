import CodeSource
import Foundation
import FuzzerEntry

/// libFuzzer entry point: the first byte picks Swift (swift-syntax) or Objective-C (the lexer), the
/// rest is the source. Any text reads as declarations whose lines are lines of the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let path = bytes[0] & 1 == 0 ? "Fuzz.swift" : "Fuzz.m"
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard let result = CodeSourceReader.declarations(in: text, path: path) else {
        preconditionFailure("\(path) is no source language")
    }
    guard case .success(let declarations) = result else { return 0 }
    // Every line break counts, `\r\n`, lone `\r` and `\n` alike: an upper bound on any reader's lines.
    let lines = bytes.dropFirst().reduce(1) { $1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? $0 + 1 : $0 }
    func check(_ line: Int, _ what: String) {
        precondition(line >= 1 && line <= lines, "\(what) at line \(line) outside the \(lines) lines of \(path)")
    }
    for declared in declarations.classes {
        check(declared.line, "class \(declared.name)")
        for outlet in declared.outlets { check(outlet.line, "outlet \(outlet.name)") }
        for action in declared.actions { check(action.line, "action \(action.selector)") }
        for inspectable in declared.inspectables { check(inspectable.line, "inspectable \(inspectable.name)") }
        for property in declared.properties { check(property.line, "property \(property.name)") }
    }
    for image in declarations.images { check(image.line, "image \(image.name)") }
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
