import AppKitNib
import Foundation
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What the macOS compiler refuses: each error names the file, and the line and object id of the
/// element, and nothing is written.
@Suite struct AppKitNibBuilderTests {
    static func macOSXIB(objects: String, documentAttributes: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(documentAttributes)>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="23094"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    static func refusal(_ xib: Data, options: CompileOptions = CompileOptions()) throws -> CompileError {
        try #require(throws: CompileError.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
    }

    @Test func aWindowIsRefusedNamingItsLineAndId() throws {
        let error = try Self.refusal(Self.macOSXIB(objects: #"        <window title="W" id="7"/>"#))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.description == "Panel.xib:10: error: window is not known to the macOS compiler yet")
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("not a document error: \(error)")
            return
        }
        #expect(diagnostics.map(\.objectID) == ["7"])
    }

    @Test func aCustomObjectMadeByArchiveIsRefused() throws {
        let error = try Self.refusal(Self.macOSXIB(objects: #"        <customObject id="9" customClass="Delegate"/>"#))
        #expect(error.message.contains("customObjectInstantitationMethod"))
    }

    @Test func anOutletOfFilesOwnerIsRefused() throws {
        let xib = Self.macOSXIB(objects: "").replacingOccurrences(
            of: #"customClass="Owner"/>"#,
            with: #"customClass="Owner"><connections><outlet property="d" destination="-3" id="o1"/></connections></customObject>"#)
        let error = try Self.refusal(xib)
        #expect(error.message == "outlet of a customObject is not known to the macOS compiler yet")
        #expect(error.diagnostics.map(\.line) == [7])
    }

    /// A File's Owner without a custom class is a bare `NSObject` custom object, with no class
    /// reference, as in Xcode's nib of viraptor's `slider-hugging`.
    @Test func aFilesOwnerWithoutACustomClassIsABareObjectAsXcodeWritesIt() throws {
        let xib = Self.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
            .replacingOccurrences(of: #" customClass="Owner""#, with: "")
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let ours = try AppKitNib(CompiledNibReader.decode(try #require(output.files.first).contents, path: "Panel.nib").graph)
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-slider-hugging.xib/xcode/slider_hugging.nib")
        let xcode = try AppKitNib(CompiledNibReader.read(path: url.path).graph)
        func owner(_ nib: AppKitNib) -> AppKitNib.CustomObject? {
            guard let data = nib.objectData, case .customObject(let owner) = nib.objects[data.root].content else { return nil }
            return owner
        }
        let ourOwner = try #require(owner(ours))
        let xcodeOwner = try #require(owner(xcode))
        #expect(ourOwner.className.string == xcodeOwner.className.string)
        #expect(ourOwner.classReference == nil)
        #expect(xcodeOwner.classReference == nil)
        #expect(xcodeOwner.className.string == "NSObject")
    }

    @Test func olderXcodesAndSystemsAreRefusedNamingTheReason() throws {
        let xib = Self.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
        let oldXcode = try Self.refusal(xib, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("1431")))
        #expect(oldXcode.message == "compiling macOS xibs as Xcode 1431 does is not supported yet; only as Xcode 26")
        let oldSystem = try Self.refusal(xib, options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(oldSystem.message == "compiling macOS xibs for macOS 10.12 is not supported yet; only for 10.13 and later")
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib").files.count == 1)
    }
}

extension Data {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> Data {
        Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
    }
}
