import CompilerTestSupport
import Foundation
import IBSource
import Testing

@testable import NibCompiler

/// An attribute or keyed child the compiler's writers do not read is an approximation naming it,
/// never a silent difference; Interface Builder's own canvas state is not.
@Suite struct UIKitPropertiesInterfaceBuilderReadsTests {
    static func button(_ attributes: String) -> Data {
        CompilerTestSupport.iOSXIB(
            objects: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
                contentVerticalAlignment="center" buttonType="system" \(attributes) id="btn-att-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                    <state key="normal" title="Go"/>
                </button>
                """)
    }

    static func compile(_ xib: Data, allowingApproximation: Bool = false) throws(CompileError) -> CompiledOutput {
        try NibCompiler.compile(
            data: xib, path: "Attributes.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("13.4.1"), allowsApproximation: allowingApproximation))
    }

    /// A text field with a background image, which no writer reads: the compile fails naming the
    /// attribute, its value, the line and the field's id, and with approximations allowed it is a
    /// warning and the nib is written without it (as a button's `role`, a segmented control's
    /// `apportionsSegmentWidthsByContent` and a text field's `clearsOnBeginEditing` once were,
    /// which are written now).
    @Test func anAttributeNoWriterReadsIsAnApproximation() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
                contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" \
                background="FieldBackground" id="txt-att-001">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """)
        let error = try #require(throws: CompileError.self) { try Self.compile(xib) }
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        let diagnostic = try #require(diagnostics.first { $0.isApproximation })
        #expect(
            diagnostic.message.contains(#"background="FieldBackground""#) && diagnostic.message.contains("textField"))
        #expect(diagnostic.objectID == "txt-att-001" && diagnostic.line == 5)
        let output = try Self.compile(xib, allowingApproximation: true)
        #expect(output.diagnostics.contains { $0.severity == .warning && $0.message.contains("background") })
        #expect(!output.files.isEmpty)
    }

    /// Interface Builder's canvas state (misplaced, ambiguous, placeholder sizes, labels) is no
    /// object's, and a button's line break mode, role, spring loading and selection changed as
    /// the primary action are UIKit's keys (the default left out).
    @Test(arguments: [
        (#"misplaced="YES" ambiguous="YES" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="30" userLabel="Go""#, false),
        (#"lineBreakMode="middleTruncation""#, false),
        (#"lineBreakMode="tailTruncation""#, false),
        (#"changesSelectionAsPrimaryAction="YES" springLoaded="YES" role="destructive""#, false),
        (#"role="ordinary""#, true),
    ])
    func canvasAttributesAndDefaultsAreNotApproximations(attributes: String, approximates: Bool) throws {
        let output = try Self.compile(Self.button(attributes), allowingApproximation: true)
        #expect(output.diagnostics.contains(where: \.isApproximation) == approximates, "\(attributes)")
    }

    /// A value child no writer reads is one too, at the child's line: a cell's list content
    /// configuration is left out (no pair sets one); a canvas location is Interface Builder's,
    /// and so is a label saved as an element (ChatSecure's, too long for an attribute).
    @Test func aKeyedChildNoWriterReadsIsAnApproximation() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-ins-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <listContentConfiguration key="contentConfiguration"/>
                    <point key="canvasLocation" x="10" y="10"/>
                    <string key="userLabel">Help us make developing free and open source privacy tools sustainable.</string>
                </tableViewCell>
                """)
        let output = try Self.compile(xib, allowingApproximation: true)
        let approximations = output.diagnostics.filter(\.isApproximation)
        #expect(approximations.count == 1)
        #expect(approximations.first?.message.contains("contentConfiguration") == true)
        #expect(approximations.first?.line == 7 && approximations.first?.objectID == "cel-ins-001")
    }

    /// A storyboard of one view controller (`vc-key-001`) whose view is followed by `children`,
    /// from line 11.
    static func viewControllerStoryboard(children: String) -> Data {
        CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc-key-001",
            controller: """
                <viewController id="vc-key-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-key-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    \(children)
                </viewController>
                """)
    }

    /// A controller's children saved without a key that no writer reads are left out and named at
    /// their line rather than dropped without a word (key commands: IBDecodable's sample); a view
    /// controller's toolbar items (Rocket.Chat's drawing controller) and its layout guides are
    /// read, and an empty list leaves nothing out.
    @Test(arguments: [
        (
            """
            <keyCommands>
                <keyCommand input="s" modifierFlags="1048576" actionName="save:" discoverabilityTitle="Save"/>
            </keyCommands>
            """, "keyCommands of a viewController is left out"
        ),
        (
            """
            <toolbarItems>
                <barButtonItem systemItem="trash" id="bbi-key-001"/>
            </toolbarItems>
            """, nil
        ),
        (
            """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-key-001"/>
            </layoutGuides>
            """, nil
        ),
        ("<toolbarItems/>", nil),
    ])
    func aControllersUnreadChildrenAreApproximations(children: String, reported: String?) throws {
        let storyboard = Self.viewControllerStoryboard(children: children)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Keys.storyboard", options: CompileOptions(allowsApproximation: true))
        let approximations = output.diagnostics.filter(\.isApproximation)
        if let reported {
            #expect(approximations.contains { $0.message.hasPrefix(reported) && $0.line == 11 })
        } else {
            #expect(approximations.isEmpty)
        }
    }

    /// A xib's tab bar controller saves its children in `<viewControllers>`, which the compiler
    /// does not write as UIKit's children (InAppSettingsKit's sample window): an approximation, not
    /// controllers left in the nib unattached.
    @Test func aXibControllersChildrenAreAnApproximation() throws {
        let xib = UnheldObjectTests.tabBarControllerXIB(
            children: """
                <viewControllers>
                    <viewController id="vc-xib-001"/>
                </viewControllers>
                """)
        let error = try #require(throws: CompileError.self) { try Self.compile(xib) }
        #expect(error.diagnostics.contains { $0.message.hasPrefix("viewControllers of a tabBarController") && $0.line == 10 })
    }

    /// A view's list of animations is read only when empty, as Xcode 7 saved it on every view.
    @Test(arguments: [("<animations/>", false), (#"<animations><animation key="fade"/></animations>"#, true)])
    func onlyAnEmptyAnimationListIsRead(animations: String, approximates: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw-ani-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    \(animations)
                </view>
                """)
        let output = try Self.compile(xib, allowingApproximation: true)
        #expect(output.diagnostics.contains(where: \.isApproximation) == approximates)
    }

    /// A button state UIKit's nib has no slot for, or a state's attribute or child no writer
    /// reads, is reported at the state's line.
    @Test(arguments: [
        (#"<state key="normal" title="Go"/>"#, nil),
        (#"<state key="focused" title="Go"/>"#, "state focused"),
        (
            #"<state key="normal" title="Go"><color key="titleGlowColor" white="1" alpha="1" colorSpace="calibratedWhite"/></state>"#,
            "titleGlowColor"
        ),
    ])
    func buttonStatesTheCompilerDoesNotRead(state: String, reported: String?) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
                contentVerticalAlignment="center" buttonType="system" id="btn-sta-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                    \(state)
                </button>
                """)
        let approximations = try Self.compile(xib, allowingApproximation: true).diagnostics.filter { $0.isApproximation }
        #expect(approximations.map { $0.message.contains(reported ?? "") } == (reported == nil ? [] : [true]), "\(state)")
        #expect(approximations.allSatisfy { $0.line == 7 && $0.objectID == "btn-sta-001" })
    }

    /// Each family reads every view's attributes and its class's, and no other family's: a
    /// constraint has no alpha; controllers and gesture recognizers are found by their names.
    @Test func theReadTableFollowsTheWriterFamilies() {
        let label = UIKitProperties.reads["label"]?.attributes ?? []
        #expect(UIKitProperties.viewReads.attributes.union(UIKitProperties.labelReads.attributes).isSubset(of: label))
        #expect(UIKitProperties.reads["constraint"]?.attributes.contains("alpha") == false)
        #expect(UIKitProperties.reads["imageView"]?.childKeys.contains("shadowColor") == false)
        let controller = IBElement(name: "tableViewController", attributes: ["clearsSelectionOnViewWillAppear": "NO"])
        #expect(UIKitProperties.unwrittenAttributes(of: controller, systemClass: "UITableViewController").isEmpty)
        let textView = IBElement(name: "textView", attributes: ["usesAttributedText": "YES"])
        #expect(UIKitProperties.unwrittenAttributes(of: textView, systemClass: "UITextView").isEmpty)
        let tap = IBElement(name: "tapGestureRecognizer", attributes: ["numberOfTapsRequired": "2"])
        #expect(UIKitProperties.unwrittenAttributes(of: tap, systemClass: "UITapGestureRecognizer").isEmpty)
        let pinch = IBElement(name: "pinchGestureRecognizer", attributes: ["numberOfTapsRequired": "2"])
        #expect(
            UIKitProperties.unwrittenAttributes(of: pinch, systemClass: "UIPinchGestureRecognizer").map(\.name) == [
                "numberOfTapsRequired"
            ])
        let unknown = IBElement(name: "fooBarView", attributes: ["whatever": "1"])
        #expect(UIKitProperties.unwrittenAttributes(of: unknown, systemClass: "UIView").isEmpty)
    }
}
