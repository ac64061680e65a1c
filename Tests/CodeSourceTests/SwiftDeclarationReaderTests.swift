import TestSupport
import Testing

@testable import CodeSource

@Suite struct SwiftDeclarationReaderTests {
    let source = """
        import UIKit

        @IBDesignable
        final class ProfileViewController: UIViewController, UITableViewDelegate {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet private(set) var avatar: UIImageView?
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet weak var first, second: UITextField!
            @IBInspectable var cornerRadius: CGFloat = 4
            var notAnOutlet: UILabel?

            @IBAction func saveTapped(_ sender: Any) {
                let icon = UIImage(named: "save-icon")
                let literal = #imageLiteral(resourceName: "badge")
                let symbol = UIImage(resource: .appLogo)
            }
            @IBAction func refresh() {}
            @IBAction func share(sender: UIButton) {}
            @IBAction func move(to sender: UIButton) {}
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @objc(customClose:) @IBAction func close(_ sender: Any) {}
            func helper(_ x: Int) {}

            class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
            }
        }

        @objc(LegacyView) class RenamedView: UIView {}

        extension ProfileViewController {
            @IBAction func extra(_ sender: Any) {}
        }

        struct Badge: View {
            var body: some View { Image("star"); Image(.heart); Image("\\(name)") }
        }
        """

    @Test func readsClassesWithSuperclassNestingAndObjcNames() {
        let classes = SwiftDeclarationReader.declarations(in: source).classes
        #expect(classes.map(\.name) == ["ProfileViewController", "ProfileViewController.Cell", "RenamedView", "ProfileViewController"])
        #expect(classes[0].superclass == "UIViewController")
        #expect(classes[0].isDesignable)
        #expect(classes[0].line == 4)
        #expect(classes[1].superclass == "UITableViewCell")
        #expect(classes[2].objcName == "LegacyView")
        #expect(classes[3].isExtension)
        #expect(classes[3].actions.map(\.selector) == ["extra:"])
    }

    @Test func readsOutletsWithTypesOptionalityAndCollections() {
        let outlets = SwiftDeclarationReader.declarations(in: source).classes[0].outlets
        #expect(outlets.map(\.name) == ["nameLabel", "avatar", "buttons", "first", "second"])
        #expect(
            outlets[0]
                == CodeOutlet(
                    name: "nameLabel", typeName: "UILabel", isCollection: false, optionality: .implicitlyUnwrapped, isWeak: true, line: 5))
        #expect(outlets[1].optionality == .optional)
        #expect(!outlets[1].isWeak)
        #expect(outlets[2].isCollection)
        #expect(outlets[2].typeName == "UIButton")
        #expect(outlets[3].typeName == "UITextField")
        #expect(outlets[4].typeName == "UITextField")
    }

    @Test func readsActionsAsObjectiveCSelectors() {
        let actions = SwiftDeclarationReader.declarations(in: source).classes[0].actions
        #expect(actions.map(\.selector) == ["saveTapped:", "refresh", "shareWithSender:", "moveTo:", "tapped:forEvent:", "customClose:"])
        #expect(actions[0].line == 12)
    }

    @Test func readsEveryMethodTheObjectiveCRuntimeSeesAndNoOther() {
        let text = """
            class ListController: UITableViewController {
                @IBAction func add(_ sender: Any) {}
                @objc func refresh(_ control: UIRefreshControl) {}
                @objc(closeNow:) func close(_ sender: Any) {}
                override func viewDidLoad() {}
                dynamic func reload(with items: [Int]) {}
                func swiftOnly(_ x: Int) {}
                @objc static func make() {}
                @nonobjc override func hidden() {}
            }
            @objcMembers final class Exposed: NSObject {
                func everything(_ x: Any) {}
            }
            extension ListController {
                @objc func fromExtension() {}
            }
            """
        let classes = SwiftDeclarationReader.declarations(in: text).classes
        #expect(classes.map(\.name) == ["ListController", "Exposed", "ListController"])
        #expect(classes[0].methods.map(\.selector) == ["add:", "refresh:", "closeNow:", "viewDidLoad", "reloadWith:"])
        #expect(classes[0].actions.map(\.selector) == ["add:"])
        #expect(classes[0].methods[1].line == 3)
        #expect(classes[1].methods.map(\.selector) == ["everything:"])
        #expect(classes[2].methods.map(\.selector) == ["fromExtension"])
    }

    @Test func readsRswiftImagesAsAssetSymbols() {
        let text = """
            final class Header {
                func show() {
                    icon.image = R.image.appLogo()
                    badge.image = UIImage(resource: R.image.newBadge)
                }
            }
            """
        let images = SwiftDeclarationReader.declarations(in: text).images
        #expect(images.map { "\($0.line) \($0.kind.rawValue) \($0.name)" } == ["3 asset-symbol appLogo", "4 asset-symbol newBadge"])
    }

    @Test func readsTheSelectorsCodeNames() {
        let text = """
            final class Controller: UIViewController {
                func connect(_ button: UIButton) {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.addTarget(nil, action: #selector(Controller.share(sender:)), for: .touchUpInside)
                    let timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    let getter = #selector(getter: UIView.alpha)
                    NotificationCenter.default.addObserver(self, selector: Selector(("keyboardShown:")), name: nil, object: nil)
                    UIApplication.shared.sendAction(NSSelectorFromString("copy:"), to: nil, from: self, for: nil)
                    let dynamic = NSSelectorFromString(name)
                }
            }
            """
        let selectors = SwiftDeclarationReader.declarations(in: text).selectors
        #expect(selectors.map(\.selector) == ["tapped:", "shareWithSender:", "tick", "keyboardShown:", "copy:"])
        #expect(selectors.map(\.line) == [3, 4, 5, 7, 8])
    }

    @Test func readsInspectables() {
        let inspectables = SwiftDeclarationReader.declarations(in: source).classes[0].inspectables
        #expect(inspectables == [CodeInspectable(name: "cornerRadius", typeName: "CGFloat", line: 9)])
    }

    /// Every instance property is a key; only those the Objective-C runtime sees can key-value
    /// coding set.
    @Test func readsEveryInstancePropertyAndWhetherObjectiveCSeesIt() {
        let text = """
            class Card: UIView {
                @IBInspectable var radius: CGFloat = 0
                @objc var count = 0
                @objc(tintName) var tint = ""
                dynamic var folded = false
                override var alpha: CGFloat { didSet {} }
                var plain = 0
                private let constant = 1
                static var shared = Card()
            }
            @objcMembers class Model: NSObject {
                var exposed = 0
            }
            @objc extension UIView {
                var extended: Int { 0 }
            }
            """
        let classes = SwiftDeclarationReader.declarations(in: text).classes
        #expect(classes.map(\.name) == ["Card", "Model", "UIView"])
        #expect(
            classes[0].properties == [
                CodeProperty(name: "radius", isExposedToObjC: true, line: 2),
                CodeProperty(name: "count", isExposedToObjC: true, line: 3),
                CodeProperty(name: "tintName", isExposedToObjC: true, line: 4),
                CodeProperty(name: "folded", isExposedToObjC: true, line: 5),
                CodeProperty(name: "alpha", isExposedToObjC: true, line: 6),
                CodeProperty(name: "plain", isExposedToObjC: false, line: 7),
                CodeProperty(name: "constant", isExposedToObjC: false, line: 8),
            ])
        #expect(classes[1].properties == [CodeProperty(name: "exposed", isExposedToObjC: true, line: 12)])
        #expect(classes[2].isExtension)
        #expect(classes[2].properties == [CodeProperty(name: "extended", isExposedToObjC: true, line: 15)])
    }

    @Test func readsImageNamesCodeAsksFor() {
        let images = SwiftDeclarationReader.declarations(in: source).images
        #expect(
            images == [
                ImageReference(name: "save-icon", kind: .named, line: 13),
                ImageReference(name: "badge", kind: .literal, line: 14),
                ImageReference(name: "appLogo", kind: .assetSymbol, line: 15),
                ImageReference(name: "star", kind: .named, line: 36),
                ImageReference(name: "heart", kind: .assetSymbol, line: 36),
            ])
    }

    /// The reader walks only statements and members that hold one of its terms: a record deep in
    /// a body, beside statements that hold none, must still be found.
    @Test func findsRecordsDeepInBodies() {
        let declarations = SwiftDeclarationReader.declarations(
            in: """
                struct Loader {
                    let plain = 1
                    func load(items: [Item]) {
                        let count = items.count
                        items.forEach { item in
                            if item.isEnabled {
                                draw(#imageLiteral(resourceName: "deep-literal"))
                            }
                        }
                        do { icon = NSImage.init(named: "ns-init") } catch {}
                        func makeView() -> UIView {
                            final class LocalView: UIView {
                                @IBOutlet weak var label: UILabel!
                            }
                            return LocalView()
                        }
                    }
                    var badge: some View { Image(decorative: "member-level") }
                }
                """)
        #expect(
            declarations.images == [
                ImageReference(name: "deep-literal", kind: .literal, line: 7),
                ImageReference(name: "ns-init", kind: .named, line: 10),
                ImageReference(name: "member-level", kind: .named, line: 18),
            ])
        #expect(
            declarations.classes == [
                CodeClass(
                    name: "Loader.LocalView", superclass: "UIView", line: 12,
                    outlets: [
                        CodeOutlet(
                            name: "label", typeName: "UILabel", isCollection: false, optionality: .implicitlyUnwrapped,
                            isWeak: true, line: 13)
                    ],
                    properties: [CodeProperty(name: "label", isExposedToObjC: true, line: 13)])
            ])
    }

    @Test func typeNamesAreTheTextBetweenTheirTrivia() {
        let declarations = SwiftDeclarationReader.declarations(
            in: """
                class /* a */ Panel /* b */ : /* c */ Base<Int,  String> /* d */ {
                    @IBOutlet var cards: /* e */ [ Card ] /* f */ !
                }
                """)
        #expect(declarations.classes.first?.superclass == "Base<Int,  String>")
        #expect(declarations.classes.first?.outlets.first?.typeName == "Card")
    }

    @Test func selectorRulesFollowSwift() {
        #expect(SwiftDeclarationReader.objcSelector(baseName: "go", labels: []) == "go")
        #expect(SwiftDeclarationReader.objcSelector(baseName: "go", labels: [nil]) == "go:")
        #expect(SwiftDeclarationReader.objcSelector(baseName: "go", labels: ["sender"]) == "goWithSender:")
        #expect(SwiftDeclarationReader.objcSelector(baseName: "go", labels: ["withItem"]) == "goWithItem:")
        #expect(SwiftDeclarationReader.objcSelector(baseName: "go", labels: [nil, nil]) == "go::")
    }

    @Test func garbageGivesWhatItCanAndNeverCrashes() {
        let broken = "class A: B { @IBOutlet weak var x: UILabel! @IBAction func ( } } }} @IBOutlet var"
        let declarations = SwiftDeclarationReader.declarations(in: broken)
        #expect(declarations.classes.first?.outlets.map(\.name) == ["x"])
        for seed in 0..<50 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let text = String((0..<200).map { _ in Array(source)[Int(generator.next() % UInt64(source.count))] })
            _ = SwiftDeclarationReader.declarations(in: text)
        }
    }
}
