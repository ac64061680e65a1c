import CatalogStore
import CatalogStoreTestSupport
import CatalogWorkflows
import Foundation
import TestSupport
import Testing

/// `Catalog.imageReport()` on the example app (the corpus's projects are in
/// `ImageReportConformanceTests`): which references resolve, which are missing or differ in case, which images no document uses.
@Suite struct ImageReportTests {
    static func unresolved(_ report: ImageReport) -> [ResolvedImageReference] {
        report.references.filter { $0.status == .missing || $0.status == .caseMismatch }
    }

    @Test func exampleApp() throws {
        let (report, folder) = try CatalogImageReports.report(of: TestPaths.examples)
        defer { try? FileManager.default.removeItem(at: folder) }

        let unresolved = Self.unresolved(report)
        #expect(unresolved.count == 1)
        let banner = try #require(unresolved.first)
        #expect(banner.name == "missing_banner")
        #expect(banner.status == .missing)
        #expect(banner.document == "ExampleApp/Base.lproj/Main.storyboard")
        #expect(banner.files.isEmpty)
        #expect(banner.resolvedName == nil)
        #expect(banner.line > 0)

        // Everything else is found, in the asset catalog or as loose files.
        #expect(report.references.allSatisfy { $0.status == .found || $0.name == "missing_banner" })
        let logo = try #require(report.references.first { $0.name == "logo" })
        #expect(
            logo.files == [
                "ExampleApp/Assets.xcassets/logo.imageset/logo.png",
                "ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png",
                "ExampleApp/Assets.xcassets/logo.imageset/logo@3x.png",
            ])
        let edit = try #require(report.references.first { $0.name == "toolbar_edit" })
        #expect(edit.document == "ExampleApp/Views/ToolBar.xib")
        #expect(edit.files.count == 4)
        let root = TestPaths.examples.resolvingSymlinksInPath().path
        #expect(report.references.allSatisfy { $0.root == root })

        #expect(report.unused.map(\.name) == ["unused_logo"])
        let unused = try #require(report.unused.first)
        #expect(unused.source == "file")
        #expect(unused.files == ["ExampleApp/Images/unused_logo.png", "ExampleApp/Images/unused_logo@2x.png"])

        #expect(report.problems.isEmpty)
    }

}

@Suite struct ImageReportCodeReferenceTests {
    @Test func imagesCodeNamesAreNotUnused() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["unused_logo"])
        try Data("import UIKit\nlet badge = UIImage(named: \"unused_logo\")\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/Badge.swift"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.isEmpty)
    }

    /// Screenshots under `fastlane/`, and what `unbundled_images` names, ship in no app: not unused.
    @Test func imagesOfFoldersThatShipInNoAppAreNotUnused() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let logo = workspace.file("ExampleApp/Images/unused_logo.png")
        for folder in ["fastlane/screenshots", "Docs"] {
            try FileManager.default.createDirectory(at: workspace.file(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: logo, to: workspace.file(folder + "/shot_\(folder.count).png"))
        }
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["shot_4", "unused_logo"])
        try Data("unbundled_images: [fastlane, Docs]\n".utf8).write(to: workspace.file(".nibcat.yml"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["unused_logo"])
    }

    /// A name may reach `UIImage(named:)` through a constant, SwiftGen's `ImageAsset(name:)` or a
    /// helper: any string of the code keeps the images of exactly its name from being unused, and
    /// is no reference of its own.
    @Test func anyStringOfTheCodeKeepsTheImagesOfItsNameFromBeingUnused() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data("enum Names {\n    static let other = \"Unused_Logo\" // another case names nothing\n}\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/Names.swift"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["unused_logo"])
        try Data("enum Names {\n    /* \"not this\" */\n    static let logo = \"unused_logo\"\n}\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/Names.swift"))
        _ = try workspace.index()
        let report = try workspace.catalog.imageReport()
        #expect(report.unused.isEmpty)
        #expect(!report.codeReferences.contains { $0.source == "ExampleApp/Sources/Names.swift" })
    }

    /// A property list names an image by its file name (`ToolbarItemIcon.pdf` in a Safari
    /// extension's `Info.plist`): that is the image of the name without the extension.
    @Test func aPropertyListNamingAnImageFileUsesTheImage() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data("<plist version=\"1.0\"><dict><key>Image</key><string>unused_logo.png</string></dict></plist>\n".utf8)
            .write(to: workspace.file("ExampleApp/Toolbar.plist"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.isEmpty)
    }

    /// A document's system symbol (`catalog="system"`) with an image of the app of the same name:
    /// what a system without the symbol loads, so the image is used.
    @Test func anImageNamedAsASystemSymbolADocumentUsesIsUsed() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let main = workspace.file("ExampleApp/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: main, encoding: .utf8)
        try text.replacingOccurrences(of: "image=\"logo\"", with: "image=\"unused_logo\" catalog=\"system\"")
            .write(to: main, atomically: false, encoding: .utf8)
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["logo"])
    }

    @Test func anAssetSymbolUsesTheAssetCatalogImageItNames() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try FileManager.default.copyItem(
            at: workspace.file("ExampleApp/Assets.xcassets/logo.imageset"),
            to: workspace.file("ExampleApp/Assets.xcassets/app-banner.imageset"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["app-banner", "unused_logo"])
        // A loose image file has no generated symbol: `.unusedLogo` names nothing.
        try Data("import SwiftUI\nlet logo = Image(.appBanner)\nlet other = Image(.unusedLogo)\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/Logo.swift"))
        _ = try workspace.index()
        #expect(try workspace.catalog.imageReport().unused.map(\.name) == ["unused_logo"])
    }

    /// What a real app writes: literals that name images, present, missing or differently cased;
    /// names built at run time, SF Symbols and AppKit's own images, none of which is missing.
    @Test func namesCodeAsksForAreResolvedWithTheirSourceLine() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data(
            """
            import UIKit
            import SwiftUI

            final class GalleryViewController: UIViewController {
                func configure(countryCode: String, iconName: String) {
                    let star = UIImage(named: "star")
                    let banner = UIImage(named: "welcome_banner")
                    let cased = UIImage(named: "Toolbar_Done")
                    let flag = UIImage(named: "flag_\\(countryCode)")
                    let chosen = UIImage(named: iconName)
                    let trash = UIImage(systemName: "trash")
                    let logo = UIImage(resource: .logo)
                    let gone = #imageLiteral(resourceName: "old_splash")
                    let mac = NSImage(named: "NSActionTemplate")
                }
            }

            struct Header: View {
                var body: some View {
                    HStack { Image("logo"); Image(systemName: "star.fill"); Image("header_art") }
                }
            }

            """.utf8
        ).write(to: workspace.file("ExampleApp/Sources/GalleryViewController.swift"))
        try Data("@implementation Legacy\n- (void)load { self.icon = [UIImage imageNamed:@\"legacy_icon\"]; }\n@end\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/Legacy.m"))
        _ = try workspace.index()
        let report = try workspace.catalog.imageReport()
        #expect(
            report.codeReferences.map { "\($0.source):\($0.line) \($0.kind) \($0.name) \($0.status.rawValue)" } == [
                "ExampleApp/Sources/GalleryViewController.swift:6 named star found",
                "ExampleApp/Sources/GalleryViewController.swift:7 named welcome_banner missing",
                "ExampleApp/Sources/GalleryViewController.swift:8 named Toolbar_Done caseMismatch",
                "ExampleApp/Sources/GalleryViewController.swift:13 literal old_splash missing",
                "ExampleApp/Sources/GalleryViewController.swift:14 named NSActionTemplate system",
                "ExampleApp/Sources/GalleryViewController.swift:20 named header_art missing",
                "ExampleApp/Sources/GalleryViewController.swift:20 named logo found",
                "ExampleApp/Sources/Legacy.m:2 named legacy_icon missing",
            ])
        let cased = try #require(report.codeReferences.first { $0.name == "Toolbar_Done" })
        #expect(cased.resolvedName == "toolbar_done")
        #expect(cased.files == ["ExampleApp/Images/toolbar_done.png", "ExampleApp/Images/toolbar_done@2x.png"])
        #expect(report.codeReferences.allSatisfy { $0.root == workspace.root })
        // The documents' references are as before.
        #expect(ImageReportTests.unresolved(report).map(\.name) == ["missing_banner"])
    }

    /// A root with an `.xcodeproj` answers per target: an iOS app and a watchOS app that both have
    /// an image set named `Logo` (Tests/Fixtures/Project).
    private var project: URL { TestPaths.fixtures.appendingPathComponent("Project") }

    @Test func theWatchAppsImageSetDoesNotShadowTheIOSOne() throws {
        let (report, folder) = try CatalogImageReports.report(of: project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logo = try #require(report.references.first { $0.document == "Shop/Base.lproj/Main.storyboard" })
        #expect(logo.status == .found)
        #expect(logo.files == ["Shop/Assets.xcassets/Logo.imageset/Logo.png"])
        #expect(report.problems.isEmpty)
    }

    @Test func documentsInNoTargetKeepTheFolderBehaviour() throws {
        let (report, folder) = try CatalogImageReports.report(of: project)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Legacy.xib is in the project's groups but no target copies it: every image of the root answers.
        let legacy = try #require(report.references.first { $0.document == "Shop/Legacy.xib" })
        #expect(legacy.status == .found)
    }

    /// With a project, an image no target copies (a screenshot under `fastlane/`) is in no app:
    /// not listed as unused, where an image set of the app that nothing names is.
    @Test func imagesNoTargetCopiesAreNotUnused() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: project, to: tree)
        let logo = tree.appendingPathComponent("Shop/Assets.xcassets/Logo.imageset")
        try FileManager.default.copyItem(at: logo, to: tree.appendingPathComponent("Shop/Assets.xcassets/Orphan.imageset"))
        let screenshots = tree.appendingPathComponent("fastlane/screenshots/en-US")
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: logo.appendingPathComponent("Logo.png"), to: screenshots.appendingPathComponent("iPhone-1.png"))
        let (report, catalogFolder) = try CatalogImageReports.report(of: tree)
        defer { try? FileManager.default.removeItem(at: catalogFolder) }
        #expect(report.unused.map(\.name).contains("Orphan"))
        #expect(!report.unused.map(\.name).contains("iPhone-1"))
    }
}
