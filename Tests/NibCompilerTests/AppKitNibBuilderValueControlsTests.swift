import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Controls that show or set a value: steppers, sliders, switches and level indicators.
@Suite struct AppKitValueControlBuilderTests {
    /// A switch (IINA's preferences), which no pair shows, is refused; with
    /// `--allow-approximation` it is an `NSSwitch` control without a cell.
    @Test func aSwitchIsAnApproximation() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" \
                alignment="left" id="9"><rect key="frame" x="20" y="20" width="42" height="25"/></switch>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let control = try #require(graph.objects.first { $0.className == "NSSwitch" })
        #expect(control.value(forKey: "NSCell") == .null)
        #expect(graph.string(control.value(forKey: "NSFrame")) == "{{20, 20}, {42, 25}}")
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(keyed.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-101300.nib"])
    }

    /// HandBrake's cropping steppers: small, stepping by 2, with a font, none of which a pair
    /// shows. The size and increment as Interface Builder 3's archives show them (the small
    /// cells' bit, `NSIncrement`); the font is refused, and with `--allow-approximation` archived
    /// as a small slider's with a font.
    @Test func aSmallStepperWithAnIncrementAndAFont() throws {
        func xib(_ cellAttributes: String, font: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" \
                        translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="20" y="20" width="15" height="22"/>
                            <stepperCell key="cell" \(cellAttributes) continuous="YES" alignment="left" maxValue="20480" id="10">\(font)</stepperCell>
                        </stepper>
                        """))
        }
        let handBrake = xib(#"controlSize="small" increment="2""#, font: #"<font key="font" metaFont="smallSystem"/>"#)
        #expect(
            try CompilerTestSupport.refusal(handBrake).diagnostics.map(\.message) == [
                "a stepper cell's font, which no pair shows, is archived as a slider cell's"
            ])
        let options = CompileOptions(allowsApproximation: true)
        let graph = try CompilerTestSupport.compiledMacOSGraph(handBrake, options: options)
        let cell = try #require(graph.objects.first { $0.className == "NSStepperCell" })
        let stepper = try #require(graph.objects.first { $0.className == "NSStepper" })
        #expect(cell.value(forKey: "NSIncrement") == .double(2))
        #expect(graph.object(cell.value(forKey: "NSSupport"))?.object.className == "NSFont")
        #expect(cell.value(forKey: "NSCellFlags") == .integer(0xC_0020 | 0x400_0000))
        #expect(stepper.value(forKey: "NSControlSize") == .integer(1))
        let plain = try CompilerTestSupport.compiledMacOSGraph(xib("", font: ""), options: options)
        let plainCell = try #require(plain.objects.first { $0.className == "NSStepperCell" })
        #expect(plainCell.value(forKey: "NSIncrement") == .double(1))
        #expect(plainCell.value(forKey: "NSCellFlags2") == .integer(0))
        #expect(cell.value(forKey: "NSCellFlags2") != .integer(0))
        let unreadable = xib(#"increment="two""#, font: "")
        #expect(
            try CompilerTestSupport.refusal(unreadable, options: options).diagnostics.filter { $0.severity == .error }
                .map(\.message) == [#"a stepper cell's increment "two" is not a number"#])
    }

    /// pinentry-mac's passphrase window: a level indicator placed by a constraint, and a
    /// formatter of its own class that File's Owner names, which no pair shows. Refused naming
    /// both, and not the constraint placing the indicator; with `--allow-approximation` a control
    /// holding its cell and a custom object, in a NIBArchive and in the keyed archive of macOS
    /// 10.12 alike.
    @Test func aLevelIndicatorAndACustomFormatterAreApproximations() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <levelIndicator translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="40" width="160" height="18"/>
                    <levelIndicatorCell key="cell" alignment="left" maxValue="10" warningValue="5" criticalValue="2" id="10"/>
                </levelIndicator>
                """,
            constraints:
                #"<constraint firstItem="9" firstAttribute="leading" secondItem="8" secondAttribute="leading" constant="20" id="c1"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window + #"<customFormatter id="f1" customClass="LengthFormatter"/>"#)
            .replacingOccurrences(
                of: #"customClass="Owner"/>"#,
                with:
                    #"customClass="Owner"><connections><outlet property="formatter" destination="f1" id="o1"/></connections></customObject>"#
            )
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9", "f1"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let indicator = try #require(graph.objects.first { $0.className == "NSLevelIndicator" })
        let cell = try #require(graph.object(indicator.value(forKey: "NSCell"))?.object)
        #expect(cell.className == "NSLevelIndicatorCell")
        #expect(cell.value(forKey: "NSMaxValue") == .double(10))
        #expect(graph.object(cell.value(forKey: "NSControlView"))?.object == indicator)
        let formatter = try #require(graph.objects.first { graph.string($0.value(forKey: "NSClassName")) == "LengthFormatter" })
        let outlet = try #require(graph.objects.first { $0.className == "NSNibOutletConnector" })
        #expect(graph.object(outlet.value(forKey: "NSDestination"))?.object == formatter)
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(!keyed.files.isEmpty)
    }

    /// Aerial's `BrightnessViewController` (Xcode 26): a large slider that is on archives size 3
    /// on the control and the cell, and the on bit in the cell's flags; Xcode 14 is not measured.
    @Test func aLargeSliderKeepsItsSizeAndState() throws {
        let slider = CompilerTestSupport.window(
            holding: """
                <slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="20" width="100" height="28"/>
                    <sliderCell key="cell" controlSize="large" continuous="YES" state="on" alignment="left" maxValue="1" \
                doubleValue="1" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="10"/>
                </slider>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: slider)
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let cell = try #require(graph.objects.first { $0.className == "NSSliderCell" })
        #expect(cell.value(forKey: "NSCellFlags") == .integer(-2_147_221_248))
        #expect(cell.value(forKey: "NSControlSize2") == .integer(3))
        #expect(graph.objects.first { $0.className == "NSSlider" }?.value(forKey: "NSControlSize2") == .integer(3))
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["10"])
    }
}
