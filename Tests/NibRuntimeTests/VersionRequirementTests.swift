import ResourceAssets
import Testing

@testable import NibRuntime

@Suite struct VersionRequirementTests {
    @Test func requirements() throws {
        let versions = ["0.9.0", "1.0.0", "1.2.0", "1.2.7", "1.3.0", "2.0.0"].compactMap { BundleVersion($0) }
        func newest(_ text: String) -> String? {
            let requirement = VersionRequirement(text)!
            return versions.last { requirement.isSatisfied(by: $0) }?.description
        }
        #expect(newest("1.2.0") == "1.2.0")
        #expect(newest("^1.2") == "1.3.0")
        #expect(newest("~1.2") == "1.2.7")
        #expect(newest("^0.9") == "0.9.0")
        #expect(newest("newest") == "2.0.0")
        #expect(newest("1.1.0") == nil)
        #expect(newest("~1.4") == nil)
        #expect(VersionRequirement("^x") == nil)
        #expect(VersionRequirement("~1.2")?.description == "~1.2.0")
    }
}
