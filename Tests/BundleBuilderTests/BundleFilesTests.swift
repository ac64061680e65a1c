import Foundation
import Testing

@testable import BundleBuilder

@Suite struct BundleFilesTests {
    private func file(_ path: String, _ bytes: String, from origin: String) -> BundleFiles.File {
        let data = Data(bytes.utf8)
        return BundleFiles.File(
            path: path, content: .data(data), origin: origin, size: Int64(data.count), sha256: Data(bytes.utf8.reversed()))
    }

    @Test func equalFilesForOnePathLandOnceAndSorted() {
        let (files, problems) = BundleLayout.check(
            [file("b.png", "B", from: "x/b.png"), file("a.nib", "A", from: "A.xib"), file("b.png", "B", from: "y/b.png")], flat: true)
        #expect(problems.isEmpty)
        #expect(files.map(\.path) == ["a.nib", "b.png"])
        #expect(files[1].origin == "x/b.png")
    }

    @Test func differentFilesForOnePathAreAConflictNamingBoth() {
        let (_, problems) = BundleLayout.check([file("b.png", "2", from: "y/b.png"), file("b.png", "1", from: "x/b.png")], flat: true)
        #expect(problems == [.conflictingSources(destination: "b.png", first: "x/b.png", second: "y/b.png")])
    }

    @Test func pathsDifferingOnlyInCaseAreReportedOnceAtTheFirstDifferingComponent() {
        let (_, problems) = BundleLayout.check(
            [
                file("Base.lproj/Main.storyboardc/Info.plist", "1", from: "Base.lproj/Main.storyboard"),
                file("Base.lproj/main.storyboardc/Info.plist", "2", from: "Base.lproj/main.storyboard"),
                file("Base.lproj/main.storyboardc/Home.nib", "3", from: "Base.lproj/main.storyboard"),
            ], flat: true)
        #expect(problems == [.caseOnlyDifference(first: "Base.lproj/Main.storyboardc", second: "Base.lproj/main.storyboardc")])
    }

    @Test(arguments: ["Resources/icon.png", "Contents/Info.plist", "resources/x.nib"])
    func aFlatBundleCannotHoldAReservedTopLevelFolder(path: String) {
        let (_, flat) = BundleLayout.check([file(path, "1", from: "source")], flat: true)
        #expect(flat == [.reservedFolder(path: String(path.split(separator: "/")[0]), source: "source")])
        let (_, nested) = BundleLayout.check([file(path, "1", from: "source")], flat: false)
        #expect(nested.isEmpty)
    }

    @Test(arguments: ["../x.nib", "Main.storyboardc/../../1.0.0/Kit.bundle/Card.nib", "/etc/x", "a//b.png"])
    func aPathThatLeavesTheBundleIsRefusedAndNotKept(path: String) {
        let (files, problems) = BundleLayout.check([file(path, "1", from: "source"), file("ok.png", "2", from: "ok")], flat: true)
        #expect(problems == [.invalidName(name: path, source: "source")])
        #expect(files.map(\.path) == ["ok.png"])
    }

    @Test func aFileNamedLikeAReservedFolderIsFine() {
        let (_, problems) = BundleLayout.check([file("Contents.png", "1", from: "Contents.png")], flat: true)
        #expect(problems.isEmpty)
    }
}
