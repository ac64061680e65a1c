import Foundation

/// The color spaces of Interface Builder's `<color>` elements, and the RGB space Xcode archives a
/// document's colors in: sRGB when the document is `colorMatched="YES"`, else the generic RGB
/// space (`calibratedRGB`). The pairs show it both ways: Xcode 13.4 writes WorkFlowTestingApp's
/// calibrated 0.875 gray as 0.899 (sRGB), and Xcode 7.3 writes XLActionController's sRGB 0.322
/// gray as 0.253 (generic RGB); colors already in the document's space are written as they are
/// (mixpanel's calibrated colors with Xcode 7.3, its sRGB ones with Xcode 9).
public enum IBColorSpace: Sendable, Hashable {
    case sRGB
    /// `calibratedRGB`: Apple's generic RGB, gamma 1.8.
    case genericRGB
    /// Display P3: P3's primaries with sRGB's white point and curve.
    case displayP3
    /// Any other space, taken as it is.
    case other

    /// The RGB space of a `<color>` with red, green and blue components.
    public init(of color: IBElement) {
        switch (color["colorSpace"], color["customColorSpace"]) {
        case ("calibratedRGB", _), ("custom", "calibratedRGB"): self = .genericRGB
        case ("custom", "sRGB"): self = .sRGB
        case ("custom", "displayP3"): self = .displayP3
        default: self = .other
        }
    }

    /// The space Xcode archives a document's RGB colors in.
    public static func archived(colorMatched: Bool) -> IBColorSpace {
        colorMatched ? .sRGB : .genericRGB
    }

    /// The space Xcode archives `document`'s RGB colors in.
    public static func archived(in document: IBDocument) -> IBColorSpace {
        archived(colorMatched: document.isColorMatched)
    }

    /// The ColorSync a conversion between generic RGB and sRGB runs through: one that keeps a
    /// gray neutral (Xcode 13.4.1 and 15.1), or the older one that does not (`grayDrifting`).
    public enum ColorSync: Sendable {
        case neutral
        case grayDrifting
    }

    /// `components` (red, green, blue, each 0…1 nominally) of a color in `self`, in `target`.
    /// Xcode's own conversion goes through ColorSync's profiles: this gives Xcode 13.4.1's and
    /// 15.1's calibrated colors exactly in float32 (`neutral`; but a dark channel's color, within
    /// 62 float32 steps), and Xcode 11.7's to within a float32 step (`grayDrifting`).
    public func convert(_ components: [Double], to target: IBColorSpace, colorSync: ColorSync = .neutral) -> [Double] {
        guard components.count == 3, self != target, self != .other, target != .other, target != .displayP3 else { return components }
        if self == .displayP3, target == .genericRGB {
            return Self.multiply(Self.displayP3ToGeneric, components.map(Self.sRGBDecode)).map(Self.genericRGBEncode)
        }
        let (toSRGB, fromSRGB) =
            colorSync == .neutral ? (Self.genericToSRGB, Self.sRGBToGeneric) : (Self.driftingGenericToSRGB, Self.driftingSRGBToGeneric)
        let linearSRGB: [Double]
        switch self {
        case .genericRGB: linearSRGB = Self.multiply(toSRGB, components.map(Self.genericRGBDecode))
        case .displayP3: linearSRGB = Self.multiply(Self.displayP3ToSRGB, components.map(Self.sRGBDecode))
        case .sRGB, .other: linearSRGB = components.map(Self.sRGBDecode)
        }
        switch target {
        case .genericRGB: return Self.multiply(fromSRGB, linearSRGB).map(Self.genericRGBEncode)
        case .sRGB, .displayP3, .other: return linearSRGB.map(Self.sRGBEncode)
        }
    }

    /// The calibrated white (gamma 1.8) of a white in Apple's Generic Gray Gamma 2.2 space,
    /// whose profile carries sRGB's curve: AppKit archives it as a gray's twin for systems
    /// before custom color spaces (viraptor's `HSChooserWindow`: 1/3, 1/2 and 2/3 within 3e-8 of
    /// Xcode's 0.2637968361, 0.4246723652 and 0.602715373); an sRGB gray's channels the same.
    public static func calibratedWhite(ofGenericGray white: Double) -> Double {
        genericRGBEncode(sRGBDecode(white))
    }

    /// Linear generic RGB to linear sRGB as the ColorSync of Xcode 10 and 11 converts: fitted to
    /// a study pair of Xcode 11.7 (CleverTap's four calibrated colors, two of them grays, each
    /// then to within a float32 step), its rows sum to 0.999991, 1.000044 and 1.000016, so a gray
    /// comes out greener. It comes within 3 float32 steps of a study pair of 10.1 and 11 of one
    /// of 11.5, where `genericToSRGB` is 286 and 409 steps off.
    private static let driftingGenericToSRGB: [[Double]] = [
        [1.025_241_397_32, -0.026_548_292_158_7, 0.001_298_128_044_17],
        [0.019_403_000_986_9, 0.948_048_421_151, 0.032_592_852_893_5],
        [-0.001_782_398_571_95, -0.001_412_836_627_84, 1.003_210_839_49],
    ]

    private static let driftingSRGBToGeneric: [[Double]] = invert(driftingGenericToSRGB)

    /// Linear generic RGB to linear sRGB as ColorSync converts in Xcode 13.4.1 and 15.1: fitted to
    /// their nibs (each row sums to 1.000000355, from WorkFlowTestingApp's two calibrated grays;
    /// the rest from CustomListDetailSectionView's background and a 15.1 study pair's), it gives
    /// every calibrated color of those Xcodes in the pairs and study pairs to the float32 bit,
    /// including a white none of the fit used (1.0000001), but one whose red is below 1/32 (a
    /// study pair of 15.1: within 62 float32 steps, its green and blue within 13). It is within 3e-5 of the matrix
    /// generic RGB's primaries (0.630, 0.340), (0.295, 0.605), (0.155, 0.077) give with D65.
    private static let genericToSRGB: [[Double]] = [
        [1.025_241_060_6, -0.026_543_336_5, 0.001_302_630_9],
        [0.019_392_584_2, 0.948_022_964_8, 0.032_584_806_0],
        [-0.001_771_620_4, -0.001_417_823_6, 1.003_189_799_0],
    ]

    private static let sRGBToGeneric: [[Double]] = invert(genericToSRGB)

    /// Linear Display P3 to linear sRGB as ColorSync converts in Xcode 10.1 and 12.1: through the
    /// D50 connection space of the two ICC profiles' colorants (`displayP3Colorants` then the
    /// inverse of `sRGBColorants`), which do not quite agree on white, so a P3 gray is not an sRGB
    /// gray. Fitted to the nibs of those Xcodes (study pairs' launch screens and main storyboards,
    /// seven colors), the matrix gives these colorants to within 0.06 of their 1/65536 steps; the
    /// product comes within 2 float32 steps of every one of those colors (the white-point matrix
    /// was 6e-5 off). ColorSync does not evaluate the profiles' own curves: Display P3.icc's
    /// parametric curve in its s15Fixed16 steps (2.39999, 0.94786, ...), or sRGB Profile.icc's
    /// 1024-entry table inverted, leaves the same colors up to thousands of float32 steps off,
    /// where sRGB's exact curves come within 1 to 5 (13 colors of Xcode 9.1 to 12.1); the steps
    /// left, mostly Xcode's value above ours, are matched by no float32 or float64 order of
    /// these operations nor a uniform scale tried.
    private static let displayP3ToSRGB: [[Double]] = multiply(invert(sRGBColorants), displayP3Colorants)

    /// Linear Display P3 to linear generic RGB as AppKit converts in Xcode 26 (the calibrated
    /// twins of Aerial's two P3 named colors, within 3e-5 of Xcode's, most within 2e-6): through
    /// the connection space, generic RGB's colorants taken as `genericToSRGB` gives them from
    /// sRGB's, but of P3's white, so that a P3 gray stays a gray. Through sRGB's colorants, whose
    /// white is not P3's, the twins were 1e-4 off.
    private static let displayP3ToGeneric: [[Double]] = {
        let generic = multiply(sRGBColorants, genericToSRGB)
        let whiteScales = zip(displayP3Colorants, generic).map { p3, generic in p3.reduce(0, +) / generic.reduce(0, +) }
        let whiteBalanced = zip(generic, whiteScales).map { row, scale in row.map { $0 * scale } }
        return multiply(invert(whiteBalanced), displayP3Colorants)
    }()

    /// The `rXYZ`, `gXYZ` and `bXYZ` tags of Apple's "sRGB Profile.icc", as columns, in the tags'
    /// s15Fixed16 steps.
    private static let sRGBColorants: [[Double]] = colorants([
        [28578, 25241, 9376],
        [14581, 46981, 3972],
        [912, 6362, 46799],
    ])

    /// The colorants of Apple's "Display P3.icc", as `sRGBColorants`.
    private static let displayP3Colorants: [[Double]] = colorants([
        [33759, 19135, 10296],
        [15807, 45367, 4363],
        [-69, 2745, 51385],
    ])

    private static func colorants(_ steps: [[Int]]) -> [[Double]] {
        steps.map { row in row.map { Double($0) / 65536 } }
    }

    private static func multiply(_ left: [[Double]], _ right: [[Double]]) -> [[Double]] {
        left.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * right[$1][column] } } }
    }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    private static func invert(_ m: [[Double]]) -> [[Double]] {
        let determinant =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        let cofactors: [[Double]] = [
            [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        return cofactors.map { row in row.map { $0 / determinant } }
    }

    /// Generic RGB's curve: gamma 1.8 above 1/32, and below it the line of slope 1/16 that meets
    /// it there (a study pair of Xcode 15.1: a calibrated 0.0118 red channel comes out of
    /// ColorSync as 0.0118 / 16 in linear light, 0.0624921 of it; the power would give 0.0286),
    /// mirrored below zero.
    private static func genericRGBDecode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude < 1.0 / 32 ? magnitude / 16 : pow(magnitude, 1.8)
        return encoded < 0 ? -linear : linear
    }

    private static func genericRGBEncode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude < 1.0 / 512 ? magnitude * 16 : pow(magnitude, 1 / 1.8)
        return linear < 0 ? -encoded : encoded
    }

    private static func sRGBEncode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    private static func sRGBDecode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}

extension IBDocument {
    /// `colorMatched="YES"`: Interface Builder matched the document's colors, which Xcode then
    /// archives in sRGB (`IBColorSpace.archived`).
    public var isColorMatched: Bool {
        root?["colorMatched"] == "YES"
    }
}
