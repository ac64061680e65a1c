import ResourceAssets
import Testing

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

    /// How a version folder is named, and what `nibcat package --version` takes.
    @Test func canonicalIsExactlyThreeNumbersWithoutLeadingZeros() {
        #expect(BundleVersion(canonical: "1.10.0") == BundleVersion(major: 1, minor: 10))
        #expect(BundleVersion(canonical: "0.0.0") == BundleVersion(major: 0))
        for other in ["1.2", "1", "01.0.0", "1.00.0", "1.2.3.4", "1.2.x", "1234567890.0.0"] {
            #expect(BundleVersion(canonical: other) == nil, "\(other)")
        }
    }
}
