/// What a rule is, in words and examples: the one source of its documentation
/// (`LintRuleDocumentation`) and of its example tests.
public struct LintRuleDescription: Sendable {
    /// A short title.
    public var name: String
    /// What the rule reports, precisely enough to predict a finding.
    public var finds: String
    /// Why it matters: what UIKit or AppKit does at run time.
    public var rationale: String
    /// The severity of its findings unless a configuration says otherwise.
    public var severity: LintSeverity
    /// The severity of its less certain findings, for a rule that grades them.
    public var lesserSeverity: LintSeverity?
    /// Documents (and sources) in which the rule finds at least one problem.
    public var triggeringExamples: [LintExample] { makeTriggeringExamples() }
    /// Documents in which it finds none, though they come close.
    public var nonTriggeringExamples: [LintExample] { makeNonTriggeringExamples() }

    // The examples are made when read: every `nibcat` process reads the rules' severities (the
    // lint command's help lists them), and making the examples' documents took a quarter of
    // `nibcat --version`.
    private let makeTriggeringExamples: @Sendable () -> [LintExample]
    private let makeNonTriggeringExamples: @Sendable () -> [LintExample]

    public init(
        name: String, finds: String, rationale: String, severity: LintSeverity, lesserSeverity: LintSeverity? = nil,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [LintExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [LintExample]
    ) {
        self.name = name
        self.finds = finds
        self.rationale = rationale
        self.severity = severity
        self.lesserSeverity = lesserSeverity
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small project for a rule's example: files by path relative to the indexed folder.
public struct LintExample: Sendable {
    public struct File: Sendable {
        public var path: String
        public var contents: String
    }

    public var files: [File]

    public init(_ files: [(path: String, contents: String)]) {
        self.files = files.map { File(path: $0.path, contents: $0.contents) }
    }

    /// One xib, `View.xib`, whose `<objects>` hold `objects`.
    public static func xib(_ objects: String, resources: String = "") -> LintExample {
        LintExample([(path: "View.xib", contents: xibDocument(objects, resources: resources))])
    }

    /// One storyboard, `Main.storyboard`, with `scenes`.
    public static func storyboard(_ scenes: String, initialViewController: String? = nil) -> LintExample {
        LintExample([(path: "Main.storyboard", contents: storyboardDocument(scenes, initialViewController: initialViewController))])
    }

    /// This example with `more` files besides.
    public func adding(_ more: [(path: String, contents: String)]) -> LintExample {
        var example = self
        example.files += more.map { File(path: $0.path, contents: $0.contents) }
        return example
    }

    static func xibDocument(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(indented(objects, by: 8))
            </objects>\(resources.isEmpty ? "" : "\n    <resources>\n" + indented(resources, by: 8) + "\n    </resources>")
        </document>

        """
    }

    static func storyboardDocument(_ scenes: String, initialViewController: String?) -> String {
        let initial = initialViewController.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initial)>
                <scenes>
            \(indented(scenes, by: 8))
                </scenes>
            </document>

            """
    }

    private static func indented(_ text: String, by spaces: Int) -> String {
        let indent = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}
