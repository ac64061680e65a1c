import BundleBuilder
import BundleBuilderTestSupport
import CatalogStore
import CatalogWorkflows
import Foundation
import GRDB
import NibArchive
import TestSupport
import Testing

@Suite struct BundleBuilderTests {
    static let example = BundleSpec(
        name: "ExampleKit", version: "1.2.3", build: "42", identifier: "com.example.kit", allowMissingImages: true)

    @Test func foundationOpensThePackagedExamples() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let publication = try project.publish(Self.example)
        #expect(publication.outcome == .published)
        #expect(publication.bundlePath == project.out.path + "/ExampleKit/1.2.3/ExampleKit.bundle")

        let bundle = try #require(Bundle(path: publication.bundlePath))
        let info = try #require(bundle.infoDictionary)
        #expect(info["CFBundleIdentifier"] as? String == "com.example.kit")
        #expect(info["CFBundleShortVersionString"] as? String == "1.2.3")
        #expect(info["CFBundleVersion"] as? String == "42")
        #expect(info["CFBundlePackageType"] as? String == "BNDL")
        #expect(info["CFBundleInfoDictionaryVersion"] as? String == "6.0")
        #expect(info["CFBundleName"] as? String == "ExampleKit")
        #expect(info["CFBundleDevelopmentRegion"] as? String == "en")
        #expect(info["CFBundleExecutable"] == nil)

        let nib = try #require(bundle.url(forResource: "SegmentView", withExtension: "nib"))
        #expect(try Data(contentsOf: nib).prefix(10) == Data("NIBArchive".utf8))
        let image = try #require(bundle.url(forResource: "star@2x", withExtension: "png"))
        #expect(try Data(contentsOf: image) == Data(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Images/star@2x.png")))
        // Asset-catalog images come out as loose files under the set's name.
        #expect(bundle.url(forResource: "logo@3x", withExtension: "png") != nil)
        let storyboard = try #require(bundle.url(forResource: "Main", withExtension: "storyboardc"))
        #expect(storyboard.deletingLastPathComponent().lastPathComponent == "Base.lproj")
        #expect(FileManager.default.fileExists(atPath: storyboard.path + "/Info.plist"))
        #expect(FileManager.default.fileExists(atPath: publication.bundlePath + "/fr.lproj/Main.strings"))
        // Only what the documents need: the unused image stays out, and the macOS window too.
        #expect(bundle.url(forResource: "unused_logo", withExtension: "png") == nil)
        #expect(bundle.url(forResource: "PreferencesWindow", withExtension: "nib") == nil)
    }

    @Test func debianPlistutilReadsTheInfoPlist() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let publication = try project.publish(Self.example)
        let plistutil = try ExternalTool.run(
            "plistutil", ["-i", publication.bundlePath + "/Info.plist", "-f", "xml"], package: "libplist-utils")
        #expect(plistutil.status == 0, "\(plistutil.stderr)")
        #expect(plistutil.stdout.contains("<key>CFBundleIdentifier</key>\n\t<string>com.example.kit</string>"))
        #expect(plistutil.stdout.contains("<key>CFBundleShortVersionString</key>\n\t<string>1.2.3</string>"))
        #expect(!plistutil.stdout.contains("CFBundleExecutable"))
    }

    @Test func packagingTwiceGivesTheSameBytes() throws {
        var trees: [[String: Data]] = []
        for _ in 0..<2 {
            // A catalog of its own each time: nothing is shared but the sources.
            let project = try BundleProject.make()
            defer { project.remove() }
            try project.index()
            var spec = Self.example
            spec.zip = true
            _ = try project.publish(spec)
            trees.append(try BundleProject.files(under: project.out))
        }
        #expect(trees[0].count == 46, "45 bundle files and the zip")
        #expect(trees[0].keys.sorted() == trees[1].keys.sorted())
        for (path, data) in trees[0] {
            #expect(trees[1][path] == data, "\(path) differs between two packagings")
        }
    }

    /// Versions killed builds left half made are removed; a live build's, and names that only
    /// look like staging folders, are kept.
    /// Two image files whose names differ only in Unicode normalization are two files on Linux,
    /// and one name to a Swift dictionary: the catalog's record of one was checked against the
    /// other's size, and `package` failed for good ("changed since it was indexed").
    @Test func imagesWhoseNamesDifferOnlyInNormalizationPackage() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        let images = TestPaths.examples.appendingPathComponent("ExampleApp/Images")
        try project.copy(images.appendingPathComponent("avatar_placeholder.png"), to: "caf\u{E9}.png")
        try project.copy(images.appendingPathComponent("avatar_placeholder@2x.png"), to: "cafe\u{301}.png")
        try project.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects><imageView contentMode="scaleToFill" image="caf\u{E9}" id="i1"/></objects>
            </document>
            """, to: "V.xib")
        _ = try project.index()
        #expect(try project.publish(Self.example).outcome == .published)
    }

    /// A name too long for the file system fails at its own level, after the folders above it
    /// were made: those are removed again, so a failed publish leaves nothing behind.
    @Test func aFailedPublishRemovesTheFoldersItMade() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let out = project.folder.appendingPathComponent("new/out")
        var spec = Self.example
        spec.name = String(repeating: "A", count: 300)
        #expect(throws: BundleError.self) { try project.publish(spec, to: out) }
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("new").path))
    }

    @Test func publishingRemovesOnlyAbandonedStagingFolders() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let nameFolder = project.out.appendingPathComponent("ExampleKit")
        let exited = try HostileInputs.exitedProcessID()
        let abandoned = ".1.0.nibcat-staging-\(exited)-0"
        let kept = [".1.0.nibcat-staging-1-0", ".1.0.nibcat-staging-\(exited)-0.bak", ".1.0.partial-\(exited)"]
        for name in [abandoned] + kept {
            try FileManager.default.createDirectory(at: nameFolder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        _ = try project.publish(Self.example)
        #expect(try FileManager.default.contentsOfDirectory(atPath: nameFolder.path).sorted() == (kept + ["1.2.3"]).sorted())
    }

    @Test func republishingTheSameVersionIsANoOpAndOtherContentIsRefused() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let first = try project.publish(Self.example)
        let before = try BundleProject.files(under: project.out)
        #expect(try project.publish(Self.example).outcome == .unchanged)

        // Another catalog has no record of it: it builds, compares, and finds the same files.
        let otherCatalog = try Catalog(path: project.folder.appendingPathComponent("other.sqlite").path)
        _ = try otherCatalog.index(paths: [project.project.path])
        let rebuilt = try BundleBuilder(sources: otherCatalog).publish(
            Self.example, to: project.out.path, options: .init(module: "ExampleApp"))
        #expect(rebuilt.outcome == .unchanged)
        #expect(rebuilt.entries == first.entries)

        let blue = project.project.appendingPathComponent("ExampleApp/Views/BlueView.xib")
        let edited = try String(contentsOf: blue, encoding: .utf8).replacingOccurrences(
            of: "width=\"393\" height=\"120\"", with: "width=\"394\" height=\"120\"")
        try edited.write(to: blue, atomically: true, encoding: .utf8)
        try project.index()
        #expect(throws: BundleError.versionExists(path: project.out.path + "/ExampleKit/1.2.3")) {
            try project.publish(Self.example)
        }
        #expect(try BundleProject.files(under: project.out) == before, "the published version was not touched")
        #expect(project.entries(ofBundleNamed: "ExampleKit") == ["1.2.3"], "no staging folder is left")

        var next = Self.example
        next.version = "1.2.4"
        #expect(try project.publish(next).outcome == .published)
        let diff = try project.catalog.bundleDiff(name: "ExampleKit", from: "1.2.3", to: "1.2.4")
        #expect(diff.added.isEmpty)
        #expect(diff.removed.isEmpty)
        #expect(diff.changed.map(\.path) == ["BlueView.nib", "ResourceIndex.sqlite", "Info.plist"].sorted())
    }

    @Test func aMissingImageIsRefusedUnlessAllowed() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        var strict = Self.example
        strict.allowMissingImages = false
        let main = project.project.path + "/ExampleApp/Base.lproj/Main.storyboard"
        #expect(
            throws: BundleError.refused([.missingImage(document: main, line: 72, name: "missing_banner", differsOnlyInCase: nil)])
        ) {
            try project.publish(strict)
        }
        #expect(!FileManager.default.fileExists(atPath: project.out.path + "/ExampleKit/1.2.3"))
        // The documents that do not need it package without the flag.
        strict.includes = ["ExampleApp/Views/*"]
        #expect(try project.publish(strict).outcome == .published)
    }

    @Test func twoDifferentSourcesForOnePathAreRefused() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        let star = TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png")
        try project.copy(star, to: "star.png")
        try project.write(imageViewXib(image: "star"), to: "A/Card.xib")
        try project.write(imageViewXib(image: "star").replacingOccurrences(of: "width=\"100\"", with: "width=\"101\""), to: "B/Card.xib")
        try project.index()
        let spec = BundleSpec(name: "Cards", version: "1.0.0")
        let a = project.project.path + "/A/Card.xib"
        let b = project.project.path + "/B/Card.xib"
        #expect(throws: BundleError.refused([.conflictingSources(destination: "Card.nib", first: a, second: b)])) {
            try project.publish(spec)
        }
        #expect(project.entries(ofBundleNamed: "Cards").isEmpty)
        // The image was being copied while the documents were built: nothing of it stays, not
        // even the output folders the refused run created.
        #expect(!FileManager.default.fileExists(atPath: project.out.path))

        // The same bytes twice land once.
        try project.write(imageViewXib(image: "star"), to: "B/Card.xib")
        try project.index()
        let publication = try project.publish(spec)
        #expect(publication.entries.map(\.path) == ["Card.nib", "Info.plist", "ResourceIndex.sqlite", "star.png"])
    }

    @Test func namesDifferingOnlyInCaseAreRefused() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.copy(TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: "star.png")
        try project.write(imageViewXib(image: "star"), to: "A/card.xib")
        try project.write(imageViewXib(image: "star").replacingOccurrences(of: "width=\"100\"", with: "width=\"101\""), to: "B/Card.xib")
        try project.index()
        #expect(throws: BundleError.refused([.caseOnlyDifference(first: "Card.nib", second: "card.nib")])) {
            try project.publish(BundleSpec(name: "Cards", version: "1.0.0"))
        }
    }

    @Test func aNamespacedImageCannotBeALooseFile() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.write(
            #"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#, to: "Assets.xcassets/Icons/Contents.json")
        try project.write(
            #"{"images":[{"idiom":"universal","filename":"star.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#,
            to: "Assets.xcassets/Icons/star.imageset/Contents.json")
        try project.copy(
            TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: "Assets.xcassets/Icons/star.imageset/star.png")
        try project.write(imageViewXib(image: "Icons/star"), to: "Card.xib")
        try project.index()
        let card = project.project.path + "/Card.xib"
        #expect(throws: BundleError.refused([.invalidName(name: "Icons/star", source: card, line: 9)])) {
            try project.publish(BundleSpec(name: "Cards", version: "1.0.0"))
        }
    }

    @Test func aSourceChangedSinceIndexingIsRefused() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.copy(TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: "star.png")
        try project.write(imageViewXib(image: "star"), to: "Card.xib")
        try project.index()
        try project.write(imageViewXib(image: "star") + "\n", to: "Card.xib")
        #expect(throws: BundleError.refused([.changedSinceIndexed(path: project.project.path + "/Card.xib")])) {
            try project.publish(BundleSpec(name: "Cards", version: "1.0.0"))
        }
    }

    @Test(arguments: [
        (BundleSpec(name: "Kit", version: "1.2"), "--version"),
        (BundleSpec(name: "Kit", version: "1.2.x"), "--version"),
        (BundleSpec(name: "../Kit", version: "1.2.3"), "--name"),
        (BundleSpec(name: "Kit.bundle", version: "1.2.3"), "--name"),
        (BundleSpec(name: "Kit", version: "1.2.3", identifier: "com.example/kit"), "--identifier"),
        (BundleSpec(name: "Kit", version: "01.0.0"), "--version"),
        (BundleSpec(name: "Kit", version: "1.00.0"), "--version"),
        (BundleSpec(name: "Kit", version: "1.0.1234567890"), "--version"),
        (BundleSpec(name: "Kit", version: "1.0.0", build: "1.2.3.4"), "--build"),
        (BundleSpec(name: "Kit", version: "1.0.0", build: "42a"), "--build"),
        (BundleSpec(name: "Kit", version: "1.0.0", build: ""), "--build"),
        (BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: ""), "--development-region"),
        (BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "../en"), "--development-region"),
        (BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "e"), "--development-region"),
        (BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "en/GB"), "--development-region"),
    ])
    func invalidSpecsAreUsageErrors(spec: BundleSpec, option: String) throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        do {
            _ = try project.publish(spec)
            Issue.record("published \(spec)")
        } catch .invalidSpec(let message) {
            #expect(message.hasPrefix(option))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: [
        BundleSpec(name: "Kit", version: "0.10.0", build: "42"), BundleSpec(name: "Kit", version: "1.0.0", build: "1.04.2"),
        BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "en-GB"),
        BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "zh_Hans"),
        BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "es-419"),
        BundleSpec(name: "Kit", version: "1.0.0", developmentRegion: "English"),
    ])
    func validSpecsPublish(spec: BundleSpec) throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        #expect(try project.publish(spec).outcome == .published)
    }

    @Test func anEmptyOutFolderIsAUsageError() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        #expect(throws: BundleError.invalidSpec("-o/--output must name the folder versions are published in")) {
            try BundleBuilder(sources: project.catalog).publish(BundleSpec(name: "Kit", version: "1.0.0"), to: "")
        }
    }

    @Test func anEmptyPNGIsRefusedLikeAnyCorruptImage() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.write("", to: "star.png")
        try project.write(imageViewXib(image: "star"), to: "Card.xib")
        let summary = try project.index()
        #expect(summary.failures.map(\.path).contains { $0.hasSuffix("star.png") })
        let refusal = #expect(throws: BundleError.self) { try project.publish(BundleSpec(name: "Cards", version: "1.0.0")) }
        guard case .refused(let problems)? = refusal, case .corruptImage(let path, _)? = problems.first, problems.count == 1 else {
            Issue.record("\(String(describing: refusal))")
            return
        }
        #expect(path == project.project.path + "/star.png")
        #expect(!FileManager.default.fileExists(atPath: project.out.path))
    }

    @Test func theResourceIndexAnswersCatalogQueries() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let publication = try project.publish(Self.example)
        let index = try Catalog(resourceIndexOf: publication.bundlePath)
        let uses = try index.whoUses(className: "NormalToolBar")
        #expect(uses.map(\.document) == ["ToolBar.nib"])
        let document = try index.document(matching: "SegmentView")
        #expect(document.path == "SegmentView.nib")
        #expect(document.externalObjects.map(\.identifier) == ["ViewControllerManager"])
    }
}

/// Names from documents and from the catalog never put a file outside the version being built,
/// and never into a version published before.
@Suite struct BundleConfinementTests {
    @Test func aStoryboardIdentifierCannotReachAnEarlierVersion() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.copy(TestPaths.examples.appendingPathComponent("ExampleApp/Views/CardView.xib"), to: "CardView.xib")
        try project.index()
        let first = try project.publish(BundleSpec(name: "Cards", version: "1.0.0"))
        let published = try BundleProject.files(under: project.out)
        try project.write(HostileInputs.storyboard(identifier: "../../../../1.0.0/Cards.bundle/CardView"), to: "Main.storyboard")
        try project.index()
        let refusal = #expect(throws: BundleError.self) { try project.publish(BundleSpec(name: "Cards", version: "1.1.0")) }
        guard case .refused(let problems)? = refusal, case .compileFailed(let diagnostics)? = problems.first,
            let diagnostic = diagnostics.first
        else {
            Issue.record("\(String(describing: refusal))")
            return
        }
        #expect(diagnostic.path == project.project.path + "/Main.storyboard" && diagnostic.line == 6 && diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("storyboard identifier"))
        #expect(try BundleProject.files(under: project.out) == published)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.out.path + "/Cards") == ["1.0.0"])
        #expect(first.outcome == .published)
    }

    /// Edits the catalog as a hostile or broken tool could.
    private func tamper(_ project: BundleProject, _ sql: String) throws {
        try DatabaseQueue(path: project.catalog.path).write { try $0.execute(sql: sql) }
    }

    @Test func aDocumentNameFromATamperedCatalogCannotLeaveTheBundle() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try project.copy(TestPaths.examples.appendingPathComponent("ExampleApp/Views/CardView.xib"), to: "CardView.xib")
        try project.index()
        try tamper(project, "UPDATE document SET name = '../../../Escaped'")
        #expect(
            throws: BundleError.refused([.invalidName(name: "../../../Escaped.nib", source: project.project.path + "/CardView.xib")])
        ) {
            try project.publish(BundleSpec(name: "Cards", version: "1.0.0"))
        }
        #expect(!FileManager.default.fileExists(atPath: project.out.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.folder.path).sorted().filter { !$0.hasPrefix("catalog") } == [
                "Project"
            ])
    }

    @Test func aTamperedCompileCacheIsCompiledAgainAndPublishesTheRightBytesInsideTheVersion() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let spec = { (version: String) in BundleSpec(name: "Kit", version: version, allowMissingImages: true) }
        _ = try project.publish(spec("1.0.0"))
        let published = try BundleProject.files(under: project.out)
        // A member that climbs into the published version; a size of 64 GiB; a blob holding
        // another document's bytes under its hash.
        try tamper(project, "UPDATE compilation_blob SET member = '../../../../1.0.0/Kit.bundle/CardView.nib' WHERE member = 'Info.plist'")
        try tamper(
            project,
            "UPDATE blob SET size = 68719476736 WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1)"
        )
        try tamper(
            project,
            """
            UPDATE blob SET (size, compressed) = (SELECT size, compressed FROM blob WHERE sha256 =
                (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1 OFFSET 2))
            WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1 OFFSET 1)
            """)
        let second = try project.publish(spec("1.1.0"))
        #expect(second.outcome == .published)
        let all = try BundleProject.files(under: project.out)
        #expect(all.filter { $0.key.hasPrefix("Kit/1.0.0/") } == published)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.out.path + "/Kit").sorted() == ["1.0.0", "1.1.0"])
        // Every compiled file is the one the first version has: only the version's own files differ.
        for (path, bytes) in all where path.hasPrefix("Kit/1.1.0/") {
            let earlier = "Kit/1.0.0/" + path.dropFirst("Kit/1.1.0/".count)
            if path.hasSuffix("Info.plist") && !path.contains(".storyboardc/") || path.hasSuffix("ResourceIndex.sqlite") { continue }
            #expect(published[earlier] == bytes, "\(path)")
        }
        #expect(all.keys.filter { $0.hasPrefix("Kit/1.1.0/") }.count == published.count)
    }
}

/// `--target`: a bundle of one Xcode target of Tests/Fixtures/Project (an iOS app and a watchOS
/// app that both have an image set named `Logo`).
@Suite struct TargetBundleTests {
    private func indexedProject(_ label: String = #function) throws -> BundleProject {
        let project = try BundleProject.make(copyingExamples: false, label: label)
        try FileManager.default.removeItem(at: project.project)
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("Project"), to: project.project)
        try project.index()
        return project
    }

    @Test func theTargetsDocumentsWithItsOwnImages() throws {
        let project = try indexedProject()
        defer { project.remove() }
        let spec = BundleSpec(name: "Shop", version: "1.0.0", target: "Shop")
        let publication = try BundleBuilder(sources: project.catalog).publish(spec, to: project.out.path)
        let paths = publication.entries.map(\.path)
        #expect(paths.contains("Base.lproj/Main.storyboardc/Info.plist"))
        #expect(paths.contains("Logo.png"))
        // Legacy.xib is in no target's resources phase.
        #expect(!paths.contains { $0.hasPrefix("Legacy") })
    }

    @Test func anUnknownTargetIsRefused() throws {
        let project = try indexedProject()
        defer { project.remove() }
        let error = #expect(throws: BundleError.self) {
            try BundleBuilder(sources: project.catalog).publish(
                BundleSpec(name: "X", version: "1.0.0", target: "Nope"), to: project.out.path)
        }
        #expect(error?.diagnostic.path == nil && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.contains("--target \"Nope\" is no target") == true)
    }
}
