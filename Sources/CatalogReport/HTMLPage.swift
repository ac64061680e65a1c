import NibRender

/// Building an HTML page as text: every piece of catalog text goes through `text` or `attribute`.
struct HTMLPage {
    private(set) var body = ""

    /// Escaped text content.
    static func text(_ text: String) -> String {
        SVGElement.escaped(text, quotes: false)
    }

    /// An escaped, double-quoted attribute value (without the quotes).
    static func attribute(_ value: String) -> String {
        SVGElement.escaped(value, quotes: true)
    }

    /// A link's `href` to a relative path (and a fragment: an element's id), each percent-encoded
    /// where a URL may not hold a character, then escaped for the attribute.
    static func href(_ path: String, fragment: String? = nil) -> String {
        var link = percentEncoded(path, keeping: "/")
        if let fragment {
            link += "#" + percentEncoded(fragment, keeping: "")
        }
        return attribute(link)
    }

    private static func percentEncoded(_ text: String, keeping extra: String) -> String {
        func unreserved(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~".utf8.contains(byte) || extra.utf8.contains(byte)
        }
        // Most links (`../classes/Name.html`, `#object-<id>`) need nothing encoded.
        guard !text.utf8.allSatisfy(unreserved) else { return text }
        var encoded = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if unreserved(byte) {
                encoded.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return encoded
    }

    mutating func append(_ markup: String) {
        body += markup
        body += "\n"
    }

    /// The whole page: `depth` is how many folders below the site's root it lies, for the shared
    /// style sheet and script.
    func document(title: String, depth: Int, breadcrumbs: [(title: String, href: String?)]) -> String {
        let up = String(repeating: "../", count: depth)
        var trail = ""
        for (index, crumb) in breadcrumbs.enumerated() {
            if index > 0 {
                trail += " <span class=\"separator\">›</span> "
            }
            if let href = crumb.href {
                trail += "<a href=\"\(Self.href(href))\">\(Self.text(crumb.title))</a>"
            } else {
                trail += "<span>\(Self.text(crumb.title))</span>"
            }
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.text(title))</title>
            <link rel="stylesheet" href="\(up)\(SiteAssets.styleSheetName)">
            <script src="\(up)\(SiteAssets.scriptName)" defer></script>
            </head>
            <body>
            <header><nav>\(trail)</nav></header>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }
}
