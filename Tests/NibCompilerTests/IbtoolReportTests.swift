import Foundation
import IBSource
import InputFiles
import NibArchive
import NibCompiler
import Testing

/// The property list and text `nibcat ibtool` prints, built from compiler diagnostics.
@Suite struct IbtoolReportTests {
    static let all: Set<CompileDiagnostic.Severity> = [.error, .warning, .notice]

    static let report = IbtoolReport(diagnostics: [
        CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 12, objectID: "lB1-aa-xyz", message: "first warning"),
        CompileDiagnostic(severity: .notice, path: "/p/A.xib", line: 3, message: "a notice"),
        CompileDiagnostic(severity: .warning, path: "/p/A.xib", message: "second warning, no line"),
        CompileDiagnostic(severity: .error, path: "/p/A.xib", line: 7, objectID: "oTl-aa-001", message: "an error"),
        CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 14, objectID: "lB1-aa-xyz", message: "third warning"),
    ])

    /// As ibtool keys them: by the id of the object an issue is about, `global` for the document.
    @Test func documentCategoriesAreDictionariesOfArraysKeyedByObjectOrGlobal() {
        let expected = PropertyListValue.dictionary([
            "com.apple.ibtool.document.errors": .dictionary([
                "oTl-aa-001": .array([
                    .dictionary(["message": .string("an error"), "type": .string("error"), "line": .integer(7)])
                ])
            ]),
            "com.apple.ibtool.document.warnings": .dictionary([
                "lB1-aa-xyz": .array([
                    .dictionary(["message": .string("first warning"), "type": .string("warning"), "line": .integer(12)]),
                    .dictionary(["message": .string("third warning"), "type": .string("warning"), "line": .integer(14)]),
                ]),
                "global": .array([
                    .dictionary(["message": .string("second warning, no line"), "type": .string("warning")])
                ]),
            ]),
            "com.apple.ibtool.document.notices": .dictionary([
                "global": .array([
                    .dictionary(["message": .string("a notice"), "type": .string("notice"), "line": .integer(3)])
                ])
            ]),
        ])
        #expect(Self.report.propertyList(including: Self.all) == expected)
        #expect(Self.report.hasErrors)
    }

    @Test func categoriesNotAskedForAreLeftOutAndEmptyOnesAreEmptyDictionaries() {
        let onlyWarnings = Self.report.propertyList(including: [.warning])
        guard case .dictionary(let top) = onlyWarnings else {
            Issue.record("not a dictionary: \(onlyWarnings)")
            return
        }
        #expect(Set(top.keys) == ["com.apple.ibtool.document.warnings"])
        #expect(Self.report.propertyList(including: []) == .dictionary([:]))

        // Asked for and nothing to say: an empty dictionary, as ibtool prints `<dict/>`.
        let clean = IbtoolReport(diagnostics: [])
        #expect(
            clean.propertyList(including: Self.all)
                == .dictionary([
                    "com.apple.ibtool.document.errors": .dictionary([:]),
                    "com.apple.ibtool.document.warnings": .dictionary([:]),
                    "com.apple.ibtool.document.notices": .dictionary([:]),
                ]))
        #expect(!clean.hasErrors)
        #expect(clean.text(including: Self.all) == "")
    }

    @Test func toolErrorsArePrintedWhateverWasAskedFor() {
        let report = IbtoolReport(toolErrors: [
            Diagnostic(path: "/p/B.xib", line: 2, message: "malformed XML"),
            Diagnostic(path: nil, message: "no path"),
        ])
        let expected = PropertyListValue.dictionary([
            "com.apple.ibtool.errors": .array([
                .dictionary(["description": .string("malformed XML"), "path": .string("/p/B.xib"), "line": .integer(2)]),
                .dictionary(["description": .string("no path")]),
            ])
        ])
        #expect(report.propertyList(including: []) == expected)
        #expect(report.hasErrors)
        #expect(report.text(including: []) == "/* com.apple.ibtool.errors */\n/p/B.xib:2: error: malformed XML\nerror: no path\n")
    }

    @Test func textFormHasOneHeaderPerNonEmptyCategoryInKeyOrder() {
        let text = Self.report.text(including: Self.all)
        #expect(
            text == """
                /* com.apple.ibtool.document.errors */
                /p/A.xib:oTl-aa-001: error: an error
                /* com.apple.ibtool.document.notices */
                /p/A.xib:3: notice: a notice
                /* com.apple.ibtool.document.warnings */
                /p/A.xib:lB1-aa-xyz: warning: first warning
                /p/A.xib:global: warning: second warning, no line
                /p/A.xib:lB1-aa-xyz: warning: third warning

                """)
        #expect(Self.report.text(including: [.warning]).hasPrefix("/* com.apple.ibtool.document.warnings */\n"))
        #expect(!Self.report.text(including: [.warning]).contains("error"))
    }

    @Test func aDiagnosticAboutAnObjectNamesItInTheTextFormAsIbtoolDoes() {
        let report = IbtoolReport(diagnostics: [
            CompileDiagnostic(
                severity: .warning, path: "/p/Main.storyboard", line: 40, objectID: "BYZ-38-t0r", message: "about a controller")
        ])
        #expect(
            report.text(including: [.warning])
                == "/* com.apple.ibtool.document.warnings */\n/p/Main.storyboard:BYZ-38-t0r: warning: about a controller\n")
    }

    @Test func everyFormatIsTheReportInThatForm() throws {
        #expect(try Self.report.data(in: .humanReadableText, including: Self.all) == Data(Self.report.text(including: Self.all).utf8))
        let binary = try Self.report.data(in: .binary1, including: Self.all)
        #expect(try BinaryPropertyListReader.read(binary, path: "report") == Self.report.propertyList(including: Self.all))
        let xml = try Self.report.data(in: .xml1, including: Self.all)
        #expect(xml == (try PropertyListXMLWriter.data(Self.report.propertyList(including: Self.all))))
    }

    @Test func theArrayADiagnosticIsInDecidesItsCategory() {
        let misfiled = CompileDiagnostic(severity: .notice, path: "/p/C.xib", line: 1, message: "filed as a warning")
        let report = IbtoolReport(warnings: [misfiled])
        #expect(report.propertyList(including: [.notice]) == .dictionary(["com.apple.ibtool.document.notices": .dictionary([:])]))
        #expect(report.text(including: [.warning]) == "/* com.apple.ibtool.document.warnings */\n/p/C.xib:1: warning: filed as a warning\n")
    }

    @Test func bytesDependOnlyOnTheReport() throws {
        let a = CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 1, objectID: "aaa-aa-aaa", message: "a1")
        let b = CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 1, objectID: "bbb-bb-bbb", message: "b1")
        let a2 = CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 2, objectID: "aaa-aa-aaa", message: "a2")
        // Objects interleaved or grouped: the same dictionary, so the same bytes.
        let interleaved = IbtoolReport(diagnostics: [b, a, a2]).propertyList(including: Self.all)
        let grouped = IbtoolReport(diagnostics: [a, a2, b]).propertyList(including: Self.all)
        #expect(interleaved == grouped)
        let xml = try PropertyListXMLWriter.data(interleaved)
        #expect(try PropertyListXMLWriter.data(grouped) == xml)
        #expect(BinaryPropertyListWriter.data(interleaved) == BinaryPropertyListWriter.data(grouped))
        for _ in 0..<5 {
            #expect(
                try PropertyListXMLWriter.data(Self.report.propertyList(including: Self.all))
                    == PropertyListXMLWriter.data(Self.report.propertyList(including: Self.all)))
        }
        // Keys in sorted order in the XML, whatever order the dictionary hands them out.
        let text = String(decoding: xml, as: UTF8.self)
        let positions = ["aaa-aa-aaa", "bbb-bb-bbb"].map { text.range(of: "<key>\($0)</key>")?.lowerBound }
        #expect(positions[0] != nil && positions[1] != nil && positions[0]! < positions[1]!)
        // And it reads back as written.
        let binary = BinaryPropertyListWriter.data(Self.report.propertyList(including: Self.all))
        #expect(try BinaryPropertyListReader.read(binary, path: "report") == Self.report.propertyList(including: Self.all))
    }

    @Test func controlCharactersCannotBreakTheXMLOrTheLines() throws {
        let report = IbtoolReport(diagnostics: [
            CompileDiagnostic(severity: .warning, path: "/p/A.xib", line: 1, message: "bell\u{7} and\nbreak\tand tab")
        ])
        let plist = report.propertyList(including: [.warning])
        _ = try PropertyListXMLWriter.data(plist)
        #expect(
            plist["com.apple.ibtool.document.warnings"]?["global"]
                == .array([
                    .dictionary([
                        "message": .string("bell\u{FFFD} and\u{FFFD}break\tand tab"), "type": .string("warning"),
                        "line": .integer(1),
                    ])
                ]))
        #expect(report.text(including: [.warning]).split(separator: "\n").count == 2)
    }

    @Test func compileFailuresMapToDocumentOrToolErrors() throws {
        let unreadable = IbtoolReport(
            failure: .unreadable(.malformedXML(path: "/p/Bad.xib", line: 4, column: 2, reason: "'>' expected")))
        #expect(unreadable.toolErrors == [Diagnostic(path: "/p/Bad.xib", line: 4, message: "malformed XML at column 2: '>' expected")])
        #expect(unreadable.errors.isEmpty)

        let macOS = IbtoolReport(failure: .unsupportedPlatform(path: "/p/Mac.xib", platform: .macOS))
        #expect(macOS.toolErrors.isEmpty)
        #expect(macOS.errors.map(\.path) == ["/p/Mac.xib"])
        #expect(macOS.errors.first?.message.contains("macOS") == true)
        #expect(macOS.hasErrors)
        #expect(macOS.text(including: [.error]).hasSuffix("\n/p/Mac.xib:global: error: \(macOS.errors[0].message)\n"))

        // Errors about objects keep their ids, and the warnings found with them stay warnings.
        let refused = IbtoolReport(
            failure: .documentErrors(
                path: "/p/Card.xib",
                diagnostics: [
                    CompileDiagnostic(severity: .warning, path: "/p/Card.xib", line: 3, objectID: "x1", message: "unknown element"),
                    CompileDiagnostic(severity: .error, path: "/p/Card.xib", line: 9, objectID: "oTl-aa-001", message: "outlet to nothing"),
                ]))
        #expect(refused.toolErrors.isEmpty)
        #expect(refused.errors.map(\.objectID) == ["oTl-aa-001"])
        #expect(refused.warnings.map(\.objectID) == ["x1"])
        #expect(
            refused.text(including: [.error, .warning])
                == """
                /* com.apple.ibtool.document.errors */
                /p/Card.xib:oTl-aa-001: error: outlet to nothing
                /* com.apple.ibtool.document.warnings */
                /p/Card.xib:x1: warning: unknown element

                """)
        #expect(
            refused.propertyList(including: [.error])
                == .dictionary([
                    "com.apple.ibtool.document.errors": .dictionary([
                        "oTl-aa-001": .array([
                            .dictionary(["message": .string("outlet to nothing"), "type": .string("error"), "line": .integer(9)])
                        ])
                    ])
                ]))

        let unwritable = IbtoolReport(failure: .unwritable(path: "/ro/Out.nib", reason: "read-only"))
        #expect(unwritable.toolErrors.map(\.path) == ["/ro/Out.nib"])
        #expect(refused.notices.isEmpty)
    }

    /// A document refused only for what `--allow-approximation` writes gets the note that says
    /// so, as a notice of the document, as `nibcat compile` says it after the errors.
    @Test func aRefusalOfOnlyApproximationsEndsWithTheNote() {
        let approximation = CompileDiagnostic(
            severity: .error, path: "/p/Prefs.xib", line: 8, objectID: "sQb-aa-001", message: "a smallSquare button",
            isApproximation: true)
        let refused = IbtoolReport(failure: .documentErrors(path: "/p/Prefs.xib", diagnostics: [approximation]))
        #expect(refused.errors == [approximation])
        #expect(refused.notices.map(\.message) == [CompileError.onlyApproximationsNote])
        #expect(refused.text(including: [.notice]).hasSuffix("/p/Prefs.xib:global: notice: \(CompileError.onlyApproximationsNote)\n"))
        var hard = approximation
        hard.isApproximation = false
        #expect(IbtoolReport(failure: .documentErrors(path: "/p/Prefs.xib", diagnostics: [approximation, hard])).notices.isEmpty)
    }

    @Test func aCompiledXibWithAnUnknownElementReportsItsWarning() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Compiler/IbtoolWarning.xib").path
        let compiled = try NibCompiler.compile(contentsOf: path, options: CompileOptions(allowsApproximation: true))
        let report = IbtoolReport(diagnostics: compiled.diagnostics)
        #expect(!report.hasErrors)
        let items = report.propertyList(including: [.warning])["com.apple.ibtool.document.warnings"]?["x1"]
        guard case .array(let warnings) = items else {
            Issue.record("no warnings under the element's id x1: \(report)")
            return
        }
        #expect(
            warnings.contains { item in
                if case .string(let message) = item["message"] { return message.contains("fooBarView") }
                return false
            })
    }
}
