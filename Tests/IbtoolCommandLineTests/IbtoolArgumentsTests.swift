import ArgumentParser
import Foundation
import NibCompiler
import TestSupport
import Testing

@testable import IbtoolCommandLine

/// `IbtoolArguments(commandLine:)` reads a command line as ArgumentParser reads it into
/// `IbtoolCommand`, or leaves it to ArgumentParser.
@Suite struct IbtoolArgumentsTests {
    /// ArgumentParser's reading of `commandLine`, as plain values.
    private func parsed(_ commandLine: [String]) throws -> IbtoolArguments {
        try IbtoolCommand.parse(commandLine).arguments
    }

    /// The argument lists Xcode gave Apple's ibtool for the pairs that record them.
    private func xcodeCommandLines() throws -> [[String]] {
        struct Pair: Decodable { var ibtoolArguments: [String]? }
        var lines: [[String]] = []
        for folder in ["pairs", "pairs-macos"] {
            let data = try Data(contentsOf: try TestPaths.corpus("\(folder)/pairs.json"))
            lines += try JSONDecoder().decode([Pair].self, from: data).compactMap(\.ibtoolArguments)
        }
        return lines
    }

    @Test func readsXcodesCommandLinesAsArgumentParserDoes() throws {
        let lines = try xcodeCommandLines()
        #expect(lines.count >= 40, "only \(lines.count) pairs record ibtool's arguments")
        for line in lines {
            let read = try #require(IbtoolArguments(commandLine: line), "left to ArgumentParser: \(line)")
            #expect(read == (try parsed(line)), "\(line)")
        }
        let macOS = try #require(lines.first { $0.contains("mac") })
        let read = try #require(IbtoolArguments(commandLine: macOS))
        #expect(read.errors && read.warnings && read.notices && read.outputFormat == .humanReadableText)
        #expect(read.targetDevices == ["mac"] && read.compile != nil && read.inputs.count == 1)
    }

    /// Each option once, with a value other than its default: the names and the values' readings
    /// are ArgumentParser's.
    @Test func readsEveryOptionAsArgumentParserDoes() throws {
        let values: [IbtoolOption: String] = [
            .outputFormat: "binary1", .xcodeVersion: "1640", .scrollerStyle: "overlay", .buildLocale: "en_AU",
            .buildArchitecture: "x86_64", .targetDevice: "ipad", .companionStringsFile: "de:/tmp/de.lproj/Main.strings",
            .flatten: "no",
        ]
        var line: [String] = []
        for option in IbtoolOption.allCases {
            line.append("--\(option.rawValue)")
            switch option.operand {
            case .none: break
            case .value, .repeatedValue: line.append(values[option] ?? "Value-\(option.rawValue)")
            }
        }
        line += ["--target-device", "iphone", "Main.storyboard"]
        let read = try #require(IbtoolArguments(commandLine: line))
        #expect(read == (try parsed(line)))
        #expect(read.targetDevices == ["ipad", "iphone"] && read.xcodeVersion == CompileOptions.XcodeVersion("16.4"))
        #expect(read.flatten == .no)
        #expect(read != IbtoolArguments.defaults)
    }

    @Test func leavesOtherCommandLinesToArgumentParser() throws {
        let compile = ["--compile", "a.nib", "a.xib"]
        for line in [
            ["--help"], ["-h"], ["--compile=a.nib", "a.xib"], ["--module", "A", "--module", "B"] + compile,
            ["--errors", "--errors"] + compile, ["--output-format", "yaml"] + compile, ["--xcode-version", "next"] + compile,
            ["--module", "-A"] + compile, ["--flatten", "maybe"] + compile, ["--compile"], ["--unknown"] + compile, ["--", "a.xib"],
            compile + ["-"],
        ] {
            #expect(IbtoolArguments(commandLine: line) == nil, "\(line)")
        }
        #expect(IbtoolArguments(commandLine: ["--version"])?.version == true)
    }

    /// Command lines drawn from options, values and inputs, right and wrong: whatever the direct
    /// reading runs (it read the line and its invocation is valid), ArgumentParser reads alike.
    @Test func whatItRunsArgumentParserReadsAlike() throws {
        let words =
            IbtoolOption.allCases.map { "--\($0.rawValue)" } + [
                "--compile", "--compile", "--target-device", "--help", "--compile=a.nib", "-h", "--", "-",
                "a.xib", "b.storyboard", "out.nib", "iphone", "mac", "1640", "16.4", "binary1", "yaml", "overlay", "en_AU", "arm64",
                "de:/tmp/de.strings", "-x", "",
            ]
        let actions = [["--compile", "out.nib"], ["--compilation-directory", "out"], ["--link", "out"], []]
        var generator = SeededGenerator(seed: 27)
        var ran = 0
        for _ in 0..<3000 {
            let action = actions.randomElement(using: &generator)!
            let line = action + (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            guard let read = IbtoolArguments(commandLine: line), !read.version, (try? read.invocation()) != nil else { continue }
            ran += 1
            #expect(read == (try parsed(line)), "\(line)")
        }
        #expect(ran >= 150, "only \(ran) of the drawn lines run directly")
    }
}
