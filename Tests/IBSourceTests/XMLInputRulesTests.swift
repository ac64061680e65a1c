import Foundation
import InputFiles
import TestSupport
import Testing

@testable import IBSource

@Suite struct XMLInputRulesTests {
    private static let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects><view userLabel="&e;" id="a"/></objects>
        </document>

        """

    @Test func theEntityBombBehindACommentIsRefusedWithinASecond() throws {
        let bomb = HostileInputs.entityBomb()
        #expect(bomb.count > 400_000)
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: IBReadError.entityDeclarationRefused(path: "bomb.xib", line: 4)) {
            try IBDocumentReader.read(data: bomb, path: "bomb.xib")
        }
        #expect(clock.now - started < .seconds(1))
    }

    @Test func aCommentHoldingALessThanSignNoLongerHidesTheDTD() throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/EntityAfterComment.xib").path
        let error = #expect(throws: IBReadError.entityDeclarationRefused(path: path, line: 4)) {
            try IBDocumentReader.read(contentsOf: path)
        }
        #expect(
            error?.diagnostic
                == Diagnostic(
                    severity: .error, path: path, line: 4,
                    message: "XML entity declarations are refused (Interface Builder never writes them)"))
    }

    /// Whatever comes before the DTD (whitespace, a byte-order mark, comments, instructions), and
    /// wherever a declaration stands, it is found.
    @Test(arguments: [
        ("\n\n<!DOCTYPE document [<!ENTITY e \"x\">]>\n", 3),
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY e \"x\">]>\n", 3),
        ("<?xml version=\"1.0\"?><?pi <?><!-- <a> --><!--<-->\n<!DOCTYPE document [<!ENTITY e \"x\">]>\n", 2),
        ("<!DOCTYPE document [<!ATTLIST view x CDATA \"y\"> <!-- > --> <!ENTITY e \"x\">]>\n", 1),
        ("<!DOCTYPE document SYSTEM \"x.dtd\" [\n<!ENTITY % p \"x\">\n]>\n", 2),
    ])
    func entityDeclarationsAreFoundWhereverTheyStand(prolog: String, line: Int) throws {
        #expect(throws: IBReadError.entityDeclarationRefused(path: "x.xib", line: line)) {
            try IBDocumentReader.read(data: Data((prolog + Self.document).utf8), path: "x.xib")
        }
    }

    /// Default attribute values repeat on every element, an expansion without any entity.
    @Test func aDocumentTypeWithoutEntitiesIsRefusedToo() throws {
        let source =
            "<?xml version=\"1.0\"?>\n<!-- x -->\n<!DOCTYPE document [<!ATTLIST view big CDATA \"0123456789\">]>\n"
            + Self.document.replacingOccurrences(of: "&e;", with: "")
        let error = #expect(throws: IBReadError.documentTypeRefused(path: "x.xib", line: 3)) {
            try IBDocumentReader.read(data: Data(source.utf8), path: "x.xib")
        }
        #expect(error?.diagnostic.path == "x.xib" && error?.diagnostic.line == 3 && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.hasPrefix("document type declarations") == true)
    }

    /// libxml2 decodes the encoding a document declares (even after a UTF-8 byte-order mark) and
    /// detects EBCDIC, where `<!ENTITY` is not those bytes.
    @Test(arguments: [
        ("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n", "UTF-7"),
        ("\u{FEFF}<?xml version='1.0' encoding = 'utf-7' ?>\n", "utf-7"),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\" encoding=\"ISO-2022-JP\"?>\n", "ISO-2022-JP"),
    ])
    func documentsDeclaringAnotherEncodingAreRefused(declaration: String, encoding: String) throws {
        let hidden = "+ADwAIQ-ENTITY e +ACI-x+ACIAPg-\n"
        #expect(throws: IBReadError.unsupportedEncoding(path: "x.xib", encoding: encoding)) {
            try IBDocumentReader.read(data: Data((declaration + hidden + Self.document).utf8), path: "x.xib")
        }
    }

    @Test func utf8DeclarationsAreRead() throws {
        for declaration in ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "<?xml version='1.0' encoding='utf8'?>\n", ""] {
            let source = declaration + Self.document.replacingOccurrences(of: "&e;", with: "label")
            let document = try IBDocumentReader.read(data: Data(source.utf8), path: "x.xib")
            #expect(document.objects.map(\.userLabel) == ["label"])
        }
    }

    @Test func ebcdicIsRefusedAsNotXML() throws {
        let ebcdic = Data([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40])  // "<?xml " in code page 037
        #expect(throws: IBReadError.notXML(path: "x.xib", looksLike: "EBCDIC-encoded XML")) {
            try IBDocumentReader.read(data: ebcdic, path: "x.xib")
        }
    }

    @Test func aPNGNamedXibSaysItIsAPNG() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        let error = #expect(throws: IBReadError.notXML(path: "Logo.xib", looksLike: "a PNG image")) {
            try IBDocumentReader.read(data: png, path: "Logo.xib")
        }
        #expect(
            error?.diagnostic
                == Diagnostic(
                    severity: .error, path: "Logo.xib", line: nil,
                    message: "not XML: the file looks like a PNG image, not an Interface Builder document"))
        #expect(throws: IBReadError.notXML(path: "x.xib", looksLike: "data that does not start with '<'")) {
            try IBDocumentReader.read(data: Data("hello <document/>".utf8), path: "x.xib")
        }
    }

    /// The bound behind the checks: a parser that delivers more than its limit is stopped.
    @Test func theParserIsStoppedOnceItDeliversMoreThanItsLimit() throws {
        let source = Data(Self.document.replacingOccurrences(of: "&e;", with: String(repeating: "z", count: 200)).utf8)
        #expect(throws: IBReadError.expansionLimitExceeded(path: "x.xib", line: 2, limit: 100)) {
            try IBDocumentReader.read(data: source, path: "x.xib", keepingElements: false, limit: 100)
        }
        #expect(IBDocumentReader.deliveryLimit(forInputOf: source.count) > source.count)
        _ = try IBDocumentReader.read(data: source, path: "x.xib")
    }
}
