/// Estimated advances of text, for what is laid out without the fonts that draw it (a picture, a
/// control AppKit sizes to its title): each character advances as in Helvetica's published
/// metrics, which Apple's system fonts and the sans-serif fonts a browser substitutes come close
/// to.
public enum TextAdvances {
    /// Advances in thousandths of an em of the characters whose width differs most from the
    /// typical lowercase letter's 556.
    private static let advances: [Character: Double] = [
        " ": 278, "!": 278, "\"": 355, "'": 191, "(": 333, ")": 333, "*": 389, ",": 278, "-": 333, ".": 278, "/": 278,
        ":": 278, ";": 278, "?": 556, "@": 1015, "[": 278, "]": 278, "_": 556, "|": 260, "…": 1000,
        "c": 500, "f": 278, "i": 222, "j": 222, "k": 500, "l": 222, "m": 833, "r": 333, "s": 500, "t": 278, "v": 500,
        "w": 722, "x": 500, "y": 500, "z": 500,
        "A": 667, "B": 667, "C": 722, "D": 722, "E": 667, "F": 611, "G": 778, "H": 722, "I": 278, "J": 500, "K": 667,
        "L": 556, "M": 833, "N": 722, "O": 778, "P": 667, "Q": 778, "R": 722, "S": 667, "T": 611, "U": 722, "V": 667,
        "W": 944, "X": 667, "Y": 667, "Z": 611,
    ]

    /// One character's advance in ems: a wide (CJK, emoji) character takes a whole em.
    public static func advance(of character: Character) -> Double {
        if let known = advances[character] { return known / 1000 }
        return character.unicodeScalars.first.map { $0.value >= 0x1100 } == true ? 1 : 0.556
    }

    /// The width of `text` in points at `pointSize`.
    public static func width(of text: some StringProtocol, pointSize: Double) -> Double {
        text.reduce(0) { $0 + advance(of: $1) } * pointSize
    }
}
