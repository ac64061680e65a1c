import Foundation
import IBSource
import Testing

/// The conversions Xcode applies to colors outside a document's archived space, against the
/// components Xcode wrote in the pairs' nibs.
@Suite struct IBColorSpaceTests {
    static func expectClose(_ found: [Double], _ expected: [Double], tolerance: Double = 2e-6, _ comment: Comment) {
        #expect(zip(found, expected).allSatisfy { abs($0 - $1) < tolerance }, "\(found) ≠ \(expected): \(comment)")
    }

    /// Xcode 13.4.1's calibrated colors in the pairs' color-matched documents, to the float32 bit:
    /// the grays of WorkFlowTestingApp's MovieListCell and SavedMovieCollectionViewCell,
    /// CustomListDetailSectionView's background; and the white Xcode 15.1 writes as 1.0000001.
    @Test(arguments: [
        ([0.874_509_803_9, 0.874_509_803_9, 0.874_509_803_9], [Float(0.899_060_8), 0.899_060_8, 0.899_060_8]),
        ([0.921_568_627_5, 0.921_568_627_5, 0.921_568_627_5], [0.937_312_07, 0.937_312_07, 0.937_312_07]),
        ([0.921_568_627_450_980_34, 0.921_568_627_450_980_34, 0.945_098_039_215_686_25], [0.937_337_1, 0.937_937_3, 0.956_313_43]),
        ([1, 1, 1], [1.000_000_1, 1.000_000_1, 1.000_000_1]),
    ])
    func colorMatchedDocumentsArchiveCalibratedColorsAsSRGB(calibrated: [Double], xcode: [Float]) {
        #expect(IBColorSpace.genericRGB.convert(calibrated, to: .sRGB).map(Float.init) == xcode)
        #expect(IBColorSpace.archived(colorMatched: true) == .sRGB)
    }

    /// The ColorSync of Xcode 10 and 11 does not keep a gray neutral: a study pair of Xcode 11.7
    /// archives a calibrated 0.4588 gray and two blue-grays as these float32s (the neutral
    /// ColorSync of 13.4.1 gives the gray 0.5331482 in each channel).
    @Test(arguments: [
        ([0.458_823_529_4, 0.458_823_529_4, 0.458_823_529_4], [Float(0.533_145_96), 0.533_158_96, 0.533_151_9]),
        ([0.24, 0.25, 0.3], [0.306_542_16, 0.319_753_9, 0.372_833_07]),
        ([0.894_117_647_1, 0.905_882_352_9, 0.929_411_764_7], [0.914_838_5, 0.925_079_17, 0.943_722_07]),
    ])
    func xcode11sColorSyncDoesNotKeepAGrayNeutral(calibrated: [Double], xcode: [Float]) {
        #expect(IBColorSpace.genericRGB.convert(calibrated, to: .sRGB, colorSync: .grayDrifting).map(Float.init) == xcode)
        let neutral = IBColorSpace.genericRGB.convert(calibrated, to: .sRGB).map(Float.init)
        #expect(neutral != xcode)
    }

    /// Below 1/32 generic RGB's curve is a line of slope 1/16 (a study pair's calibrated red
    /// channel of 0.0118, Xcode 15.1, not the power of 1.8): a component there and its double give
    /// twice the light, and the round trip through sRGB gives the component back.
    @Test func darkGenericRGBComponentsAreLinear() {
        let light = { (red: Double) in
            let encoded = IBColorSpace.genericRGB.convert([red, 0, 0], to: .sRGB)[0]
            return encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        #expect(abs(light(0.02) - 2 * light(0.01)) < 1e-12)
        #expect(abs(light(0.2) - 2 * light(0.1)) > 1e-3)
        let back = IBColorSpace.sRGB.convert(IBColorSpace.genericRGB.convert([0.01, 0.6, 0.9], to: .sRGB), to: .genericRGB)
        Self.expectClose(back, [0.01, 0.6, 0.9], tolerance: 1e-9, "round trip")
    }

    @Test func otherDocumentsArchiveSRGBColorsAsGenericRGB() {
        // XLActionController's ActionCell (Xcode 7.3): the detail label's sRGB text color.
        Self.expectClose(
            IBColorSpace.sRGB.convert([0.321_568_627_5, 0.321_568_627_5, 0.321_568_627_5], to: .genericRGB),
            // Xcode's three channels of this gray differ by up to 8e-6 (ColorSync's fixed-point profiles).
            [0.253_196_33, 0.253_188_73, 0.253_193_02], tolerance: 1e-5, "ActionCell")
        #expect(IBColorSpace.archived(colorMatched: false) == .genericRGB)
    }

    @Test func displayP3ColorsAreArchivedInSRGB() {
        // mapbox's Navigation storyboard (Xcode 9.1, color-matched): a Display P3 red past sRGB's
        // gamut, within 2e-7 through the profiles' colorants (Xcode computes in float32; the
        // matrix of the two spaces' primaries and their common white was 7e-5 off).
        Self.expectClose(
            IBColorSpace.displayP3.convert([1, 0.327_719_476_9, 0.347_655_905_2], to: .sRGB),
            [1.085_286_6, 0.246_260_23, 0.317_629_52], tolerance: 2e-7, "Navigation")
        let p3 = IBElement(name: "color", attributes: ["colorSpace": "custom", "customColorSpace": "displayP3"])
        #expect(IBColorSpace(of: p3) == .displayP3)
        let customCalibrated = IBElement(name: "color", attributes: ["colorSpace": "custom", "customColorSpace": "calibratedRGB"])
        #expect(IBColorSpace(of: customCalibrated) == .genericRGB)
    }

    @Test func aGenericGrayHasItsCalibratedWhite() {
        // viraptor's HSChooserWindow (Xcode 26): the system colors' gray fallbacks, whose profile
        // carries sRGB's curve, beside their gamma 1.8 twins.
        Self.expectClose(
            [1.0 / 3, 0.5, 2.0 / 3].map(IBColorSpace.calibratedWhite(ofGenericGray:)),
            [0.263_796_836_1, 0.424_672_365_2, 0.602_715_373], tolerance: 3e-8, "HSChooserWindow")
        #expect(IBColorSpace.calibratedWhite(ofGenericGray: 0) == 0)
        #expect(IBColorSpace.calibratedWhite(ofGenericGray: 1) == 1)
    }

    @Test func aDisplayP3ColorHasItsCalibratedTwin() {
        // Aerial's named colors (CompanionPopoverViewController, Xcode 26): the hero color's red
        // is below the calibrated space's range (the compiler clamps it), the others within 3e-5.
        let hero = IBColorSpace.displayP3.convert([0.104_000_002_1, 0.609_000_027_2, 0.810_000_002_4], to: .genericRGB)
        #expect(hero[0] < 0)
        Self.expectClose(Array(hero.dropFirst()), [0.549_102_664, 0.789_936_900_1], tolerance: 2e-6, "hero color")
        Self.expectClose(
            IBColorSpace.displayP3.convert([0.921_999_990_9, 0.465_000_003_6, 0.210_999_995_5], to: .genericRGB),
            [0.976_015_389, 0.341_162_502_8, 0.083_194_911_48], tolerance: 3e-5, "orange color")
    }

    @Test func colorsInTheArchivedSpaceStayAsWritten() {
        let components = [0.658_823_529_4, 0.705_882_352_9, 0.764_705_882_4]
        #expect(IBColorSpace.sRGB.convert(components, to: .sRGB) == components)
        #expect(IBColorSpace.other.convert(components, to: .genericRGB) == components)
        let sRGB = IBElement(name: "color", attributes: ["colorSpace": "custom", "customColorSpace": "sRGB"])
        #expect(IBColorSpace(of: sRGB) == .sRGB)
        #expect(IBColorSpace(of: IBElement(name: "color", attributes: ["colorSpace": "calibratedRGB"])) == .genericRGB)
    }
}
