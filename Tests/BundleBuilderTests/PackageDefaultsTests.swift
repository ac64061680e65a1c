import BundleBuilderTestSupport
import CatalogStore
import CatalogWorkflows
import Foundation
import InputFiles
import ProjectModel
import TestSupport
import Testing

@testable import BundleBuilder

@Suite struct PackageDefaultsTests {
    private func section(_ yaml: String) throws -> ConfigurationNode {
        try #require(try ProjectConfiguration.parse(yaml, path: "/r/.nibcat.yml").package)
    }

    @Test func everyKeyWithTheOutputRelativeToTheRoot() throws {
        let defaults = try PackageDefaults.decode(
            try section(
                """
                package:
                  name: ShopResources
                  output: dist
                  target: Shop
                  identifier: com.example.shop
                  platform: macos
                  include: ["Shop/**"]
                  development_region: fr
                  module: ShopKit
                """), root: "/r")
        #expect(defaults.name == "ShopResources" && defaults.output == "/r/dist" && defaults.target == "Shop")
        #expect(defaults.identifier == "com.example.shop" && defaults.platform == .macos && defaults.includes == ["Shop/**"])
        #expect(defaults.developmentRegion == "fr" && defaults.module == "ShopKit")
    }

    @Test func mistakesNameTheLine() throws {
        let unknown = #expect(throws: TextFileError.self) {
            try PackageDefaults.decode(try section("package:\n  name: A\n  out: dist\n"), root: "/r")
        }
        #expect(unknown?.diagnostic.path == "/r/.nibcat.yml" && unknown?.diagnostic.line == 3 && unknown?.diagnostic.severity == .error)
        #expect(unknown?.diagnostic.message.hasPrefix("unknown key 'out' in package") == true)
        let platform = #expect(throws: TextFileError.self) {
            try PackageDefaults.decode(try section("package:\n  platform: watchos\n"), root: "/r")
        }
        #expect(
            platform?.diagnostic
                == Diagnostic(severity: .error, path: "/r/.nibcat.yml", line: 2, message: "platform must be ios or macos, not 'watchos'"))
        // An empty or null name or output would publish `null.bundle`, or into the project root.
        for (key, value) in [("output", #""""#), ("name", "null"), ("name", "~"), ("module", "''")] {
            let empty = #expect(throws: TextFileError.self) {
                try PackageDefaults.decode(try section("package:\n  \(key): \(value)\n"), root: "/r")
            }
            #expect(
                empty?.diagnostic == Diagnostic(path: "/r/.nibcat.yml", line: 2, message: "\(key) must not be empty"), "\(key): \(value)")
        }
        let quoted = try PackageDefaults.decode(try section("package:\n  name: \"null\"\n"), root: "/r")
        #expect(quoted.name == "null")
    }

    /// A mistake in the package section is the configuration's own error, with its file and line,
    /// not a usage error quoting it.
    @Test func aMistakeInTheSectionIsTheFilesError() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.project)
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("Project"), to: project.project)
        try project.write("package:\n  name: Shop\n  output: ''\n", to: ".nibcat.yml")
        try project.index()
        let error = #expect(throws: BundleError.self) { try PackageDefaults.load(sources: project.catalog) }
        guard case .configuration(let diagnostic)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(diagnostic.path?.hasSuffix("/.nibcat.yml") == true && diagnostic.line == 3)
        #expect(diagnostic.message == "output must not be empty")
    }

    @Test func theIndexedRootsSectionBuildsTheBundle() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.project)
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("Project"), to: project.project)
        try project.write("package:\n  name: Shop\n  output: dist\n  target: Shop\n", to: ".nibcat.yml")
        try project.index()
        let defaults = try PackageDefaults.load(sources: project.catalog)
        #expect(defaults.output == project.project.resolvingSymlinksInPath().path + "/dist")
        let spec = BundleSpec(name: try #require(defaults.name), version: "1.0.0", target: defaults.target)
        let publication = try BundleBuilder(sources: project.catalog).publish(spec, to: try #require(defaults.output))
        #expect(publication.entries.map(\.path).contains("Logo.png"))
    }
}
