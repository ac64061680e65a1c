import Testing

@testable import NibRuntime

@Suite struct BundleVersionTests {
    @Test func readsOneToThreeNumbers() {
        #expect(BundleVersion("1.2.3") == BundleVersion(major: 1, minor: 2, patch: 3))
        #expect(BundleVersion("2") == BundleVersion(major: 2))
        #expect(BundleVersion("1.10") == BundleVersion(major: 1, minor: 10))
        for bad in ["", "1.", ".1", "1.2.3.4", "v1", "1.-2", "1.2.x", "１.2", "1234567890"] {
            #expect(BundleVersion(bad) == nil, "\(bad)")
        }
        #expect(BundleVersion("1.10.0")! > BundleVersion("1.9.9")!)
    }

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
