import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct CompileCommandTests {
    /// Every file under `folder` with its bytes, by relative path.
    private func contents(of path: String) throws -> [String: Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [:] }
        guard isFolder.boolValue else { return ["": try Data(contentsOf: URL(fileURLWithPath: path))] }
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
        }
        return files
    }

    /// ibtool run in a Base.lproj folder on `Panel.xib` compiles a Base-localized document: its
    /// titles are localizable, as from the folder above it.
    @Test func aRelativePathInsideBaseLprojIsBaseLocalized() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" targetRuntime="MacOSX.Cocoa" \
            propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="Hello" id="7"><rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/></window>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: base.appendingPathComponent("Panel.xib"))
        let inside = try NibcatProcess.run(["compile", "Panel.xib", "-o", "../Inside.nib"], in: base, environment: ["NIBCAT_DB": ""])
        #expect(inside.status == 0, "\(inside.stderr)")
        let above = try NibcatProcess.run(
            ["compile", "Base.lproj/Panel.xib", "-o", "Above.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(above.status == 0, "\(above.stderr)")
        let nib = try Data(contentsOf: folder.appendingPathComponent("Inside.nib"))
        #expect(nib.range(of: Data("NSLocalizableString".utf8)) != nil)
        #expect(nib == (try Data(contentsOf: folder.appendingPathComponent("Above.nib"))))
    }

    @Test(arguments: ["Views/SegmentView.xib", "Base.lproj/Main.storyboard", "Base.lproj/Settings.storyboard"])
    func twoProcessesWriteIdenticalBytes(document: String) throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/" + document).path
        let ext = document.hasSuffix(".xib") ? "nib" : "storyboardc"
        for name in ["first", "second"] {
            let result = try NibcatProcess.run(
                ["compile", input, "-o", "\(name).\(ext)", "--module", "ExampleApp"], in: folder,
                environment: ["NIBCAT_DB": ""])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try contents(of: folder.appendingPathComponent("first.\(ext)").path)
        let second = try contents(of: folder.appendingPathComponent("second.\(ext)").path)
        #expect(!first.isEmpty)
        #expect(first == second)
        if ext == "storyboardc" {
            #expect(first["Info.plist"]?.starts(with: Data("bplist00".utf8)) == true)
        } else {
            #expect(first[""]?.starts(with: Data("NIBArchive".utf8)) == true)
        }
    }

    @Test func aMalformedDocumentFailsNamingFileAndLineAndWritesNothing() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Broken.xib")
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>\n".utf8)
            .write(to: input)
        let result = try NibcatProcess.run(["compile", input.path, "-o", "Broken.nib"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains(input.path + ":4: error:"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Broken.nib").path))
    }

    @Test func severalDocumentsCompileIntoAFolderAsEachWouldAlone() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestPaths.examples.appendingPathComponent("ExampleApp")
        let inputs = ["Views/BlueView.xib", "Views/SegmentView.xib", "Base.lproj/Main.storyboard"].map {
            app.appendingPathComponent($0).path
        }
        let batch = try NibcatProcess.run(["compile"] + inputs + ["-o", "out", "--module", "ExampleApp"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        for (input, name) in zip(inputs, ["BlueView.nib", "SegmentView.nib", "Main.storyboardc"]) {
            let alone = try NibcatProcess.run(["compile", input, "-o", name, "--module", "ExampleApp"], in: folder)
            #expect(alone.status == 0)
            let together = try contents(of: folder.appendingPathComponent("out/" + name).path)
            #expect(!together.isEmpty)
            #expect(together == (try contents(of: folder.appendingPathComponent(name).path)))
        }
        let clash = try NibcatProcess.run(
            ["compile", inputs[0], TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib").path, inputs[0], "-o", "x"],
            in: folder)
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("BlueView.nib"))
    }

    /// A document of an Xcode target is compiled as the target builds it (Tests/Fixtures/Project's
    /// Shop: module Shop, iOS 16.4, iPad only), and stderr says so once per target.
    @Test func aDocumentOfAnXcodeTargetIsCompiledAsTheTargetBuildsIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = TestPaths.fixtures.appendingPathComponent("Project/Shop/Base.lproj/Main.storyboard").path
        let fromProject = try NibcatProcess.run(
            ["compile", storyboard, "-o", "Project.storyboardc"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(fromProject.status == 0, "\(fromProject.stderr)")
        let notes = fromProject.stderr.split(separator: "\n").filter { $0.contains(": note: compiled as target Shop ") }
        #expect(notes.count == 1, "\(fromProject.stderr)")
        #expect(notes.first?.hasSuffix("module Shop, deployment target 16.4, device ipad") == true, "\(fromProject.stderr)")
        let given = try NibcatProcess.run(
            [
                "compile", storyboard, "-o", "Given.storyboardc", "--module", "Shop", "--minimum-deployment-target", "16.4",
                "--target-device", "ipad",
            ],
            in: folder, environment: ["NIBCAT_DB": ""])
        #expect(given.status == 0)
        #expect(!given.stderr.contains("note: compiled as target"))
        let compiled = { (name: String) in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path).sorted().map {
                try Data(contentsOf: folder.appendingPathComponent(name).appendingPathComponent($0))
            }
        }
        #expect(try compiled("Project.storyboardc") == compiled("Given.storyboardc"))
    }

    /// A repository that commits a project manifest, `manifest` at `manifestName`, and BlueView.xib at
    /// `document`; the temporary folder.
    static func manifestRepository(_ manifest: String, at manifestName: String, document: String) throws -> URL {
        let folder = try TestPaths.temporaryFolder()
        let copy = folder.appendingPathComponent(document)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent(manifestName))
        try FileManager.default.copyItem(at: TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib"), to: copy)
        return folder
    }

    /// A Tuist repository commits `Project.swift`: a document compiles with no flags as the target
    /// whose resources hold it builds it.
    @Test func aTuistRepositoryCompilesWithNoFlags() throws {
        let folder = try Self.manifestRepository(
            """
            import ProjectDescription
            let project = Project(name: "Shop", targets: [
                .target(name: "Shop", destinations: .iOS, product: .app, productName: "Shop App", bundleId: "io.shop",
                        deploymentTargets: .iOS("15.0"), sources: ["Shop/Sources/**"], resources: ["Shop/Resources/**"]),
            ])
            """, at: "Project.swift", document: "Shop/Resources/BlueView.xib")
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = try NibcatProcess.run(
            ["compile", "Shop/Resources/BlueView.xib", "-o", "Blue.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr.contains("note: compiled as target Shop of the project in "), "\(compiled.stderr)")
        #expect(compiled.stderr.contains("module Shop_App, deployment target 15.0"), "\(compiled.stderr)")
    }

    /// An XcodeGen repository commits `project.yml`, not the project: a document compiles with no
    /// flags as its target builds it, a document that is not there is named as such, and a project
    /// that cannot be read names the flags that stand in for it.
    @Test func anXcodeGenRepositoryCompilesWithNoFlags() throws {
        let folder = try Self.manifestRepository(
            "targets:\n  Shop:\n    platform: iOS\n    deploymentTarget: \"15.0\"\n    sources: [Sources]\n", at: "project.yml",
            document: "Sources/BlueView.xib")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Shop.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
        let compiled = try NibcatProcess.run(
            ["compile", "Sources/BlueView.xib", "-o", "Blue.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr.contains("note: compiled as target Shop of the project in "), "\(compiled.stderr)")
        #expect(compiled.stderr.contains("module Shop, deployment target 15.0"), "\(compiled.stderr)")
        let missing = try NibcatProcess.run(["compile", "Sources/Nope.xib", "-o", "Nope.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(missing.status == 1)
        #expect(missing.stderr == "Sources/Nope.xib: error: cannot read file: no such file or directory\n")
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        let broken = try NibcatProcess.run(
            ["compile", "Sources/BlueView.xib", "-o", "Blue.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Shop.xcodeproj/project.pbxproj: "), "\(broken.stderr)")
        #expect(broken.stderr.hasSuffix("(or give --module and --minimum-deployment-target, which it would supply)\n"))
        // One line, one severity: the project's own problem is quoted without a second "error:".
        #expect(broken.stderr.components(separatedBy: "error:").count == 2, "\(broken.stderr)")
    }

    /// What the compiler cannot write as Xcode would fails the compile, naming file, line and
    /// object, with nothing written, unless --allow-approximation turns it into a warning.
    @Test func anApproximationFailsUnlessAllowed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib").path
        let strict = try NibcatProcess.run(["compile", input, "-o", "Strict.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("\(input):15: error: gaugeView (UIGaugeView) is not known to the compiler"), "\(strict.stderr)")
        #expect(
            strict.stderr.contains("\(input): note: nibcat cannot yet write these as Xcode does; --allow-approximation"), "\(strict.stderr)"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict.nib").path))

        let allowed = try NibcatProcess.run(
            ["compile", input, "-o", "Allowed.nib", "--allow-approximation"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("\(input):15: warning: gaugeView (UIGaugeView)"), "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Allowed.nib").path))
    }

    /// A macOS document compiles with the options Xcode gave ibtool for it (`--target-device mac`,
    /// Aerial's pair of Xcode 26) into Xcode's nib, object for object; an unknown device is a
    /// usage error.
    @Test func aMacDocumentCompilesForTheMacAsXcodeDid() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = try TestPaths.corpus("pairs-macos/Aerial-29101a6-FirstSetupWindowController.xib")
        let source = pair.appendingPathComponent("source/FirstSetupWindowController.xib").path
        let options = ["--module", "Aerial", "--target-device", "mac", "--minimum-deployment-target", "10.14", "--xcode-version", "2600"]
        let compiled = try NibcatProcess.run(["compile", source, "-o", "Window.nib"] + options, in: folder, environment: ["NIBCAT_DB": ""])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let xcode = pair.appendingPathComponent("xcode/FirstSetupWindowController.nib").path
        let difference = try NibcatProcess.run(["diff-nib", "Window.nib", xcode], in: folder)
        #expect(difference.status == 0, "\(difference.stdout)")
        let toaster = try NibcatProcess.run(["compile", source, "-o", "Toaster.nib", "--target-device", "toaster"], in: folder)
        #expect(toaster.status == 2)
        #expect(toaster.stderr.contains("unknown --target-device 'toaster'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Toaster.nib").path))
    }

    @Test func aMissingOutputIsAUsageError() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        #expect(try NibcatProcess.run(["compile", input], in: folder).status == 2)
    }

    @Test func aNamedCatalogCachesTheOutput() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        let arguments = ["compile", input, "-o", "Blue.nib", "--db", "cache.sqlite", "--json"]
        let first = try NibcatProcess.run(arguments, in: folder)
        let second = try NibcatProcess.run(arguments, in: folder)
        #expect(first.stdout.contains("\"cached\" : false"), "\(first.stdout) \(first.stderr)")
        #expect(second.stdout.contains("\"cached\" : true"), "\(second.stdout)")
    }

    @Test func anExistingFolderGivenAsOutputIsNeverReplaced() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = folder.appendingPathComponent("work/Build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: build.appendingPathComponent("keep.txt"))
        let work = folder.appendingPathComponent("work")
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        let storyboard = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        for (input, output) in [(xib, "Build"), (xib, "Build/"), (xib, "."), (xib, ".."), (storyboard, "Build")] {
            let result = try NibcatProcess.run(["compile", input, "-o", output], in: work, environment: ["NIBCAT_DB": ""])
            #expect(result.status == 1, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("\(output): error: cannot write output: a folder is there"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: build.path) == ["keep.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["Build"])
        // An earlier output of the same kind is still replaced.
        for _ in 0..<2 {
            #expect(try NibcatProcess.run(["compile", storyboard, "-o", "Main.storyboardc"], in: work).status == 0)
        }
    }

    @Test func aStoryboardIdentifierCannotWriteOutsideTheOutput() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = folder.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let input = TestPaths.fixtures.appendingPathComponent("Compiler/EscapingIdentifier.storyboard").path
        let result = try NibcatProcess.run(["compile", input, "-o", "Out.storyboardc"], in: work, environment: ["NIBCAT_DB": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(input):6: error: storyboard identifier \"../../../ESCAPED\""), "\(result.stderr)")
        let written = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        #expect(written.sorted() == ["a", "a/b", "a/b/c"])
    }

    @Test func stagingFoldersOfKilledRunsAreRemovedByTheNextRun() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let killed = try NibcatProcess.start(["compile", input, "-o", "Main.storyboardc"], in: folder)
        killed.process.terminate()
        killed.process.waitUntilExit()
        // Whatever the kill left, a staging folder of that process as it would be mid-write.
        let leftover = folder.appendingPathComponent(".Main.storyboardc.nibcat-staging-\(killed.process.processIdentifier)-1")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover.appendingPathComponent("Info.plist"))
        let result = try NibcatProcess.run(["compile", input, "-o", "Main.storyboardc"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.storyboardc"])
    }

    /// Foundation refused a FIFO with "You don't have permission"; the reason is now the file's kind.
    @Test func aFIFOAsTheInputIsRefusedInWords() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o644) == 0)
        let result = try #require(try NibcatProcess.run(["compile", "Pipe.xib", "-o", "Pipe.nib"], in: folder, within: .seconds(30)))
        #expect(result.status == 1)
        #expect(result.stderr == "Pipe.xib: error: cannot read file: a FIFO (named pipe), not a regular file\n")
        let dump = try #require(try NibcatProcess.run(["dump", "/dev/zero"], in: folder, within: .seconds(30)))
        #expect(dump.stderr == "/dev/zero: error: cannot read file: a character device, not a regular file\n")
    }

    /// Issue 13: writing below a file said "NSCocoaErrorDomain error 512".
    @Test func anOutputBelowAFileNamesTheFile() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.path + "/afile", contents: Data()))
        let storyboard = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let result = try NibcatProcess.run(["compile", storyboard, "-o", "afile/Main.storyboardc"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("afile/Main.storyboardc: error: cannot write output: "))
        #expect(result.stderr.hasSuffix("afile is a file, not a folder\n"))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func missingOutputFoldersAreCreated() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Views/SegmentView.xib").path
        let result = try NibcatProcess.run(
            ["compile", input, "-o", "build/a/b/SegmentView.nib", "--module", "ExampleApp"], in: folder,
            environment: ["NIBCAT_DB": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/a/b/SegmentView.nib").path))
    }

    @Test func aStoryboardNamedAsANibIsRefusedNamingTheRightOutput() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let result = try NibcatProcess.run(["compile", input, "-o", "x.nib"], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("a storyboard compiles to a .storyboardc folder, not a .nib; name the output x.storyboardc"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.nib").path))
    }
}
