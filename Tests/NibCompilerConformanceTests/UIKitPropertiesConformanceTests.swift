import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// Every (class, key, value type) the compiler writes must be one real UIKit nibs use: the
/// vocabulary in `shared/reference/ios-nib-keys-metamap.txt`, measured on Xcode's own nibs.
/// Exceptions are listed, each with its reason, in `Tests/Fixtures/Compiler/reference-key-exceptions.txt`.
@Suite struct UIKitPropertiesConformanceTests {
    /// Superclasses, for keys a class inherits (`UISwitch` writes `UIView`'s keys).
    static let superclasses: [String: String] = [
        "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView",
        "UIStackView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIPickerView": "UIView", "UISearchBar": "UIView", "UINavigationBar": "UIView", "UIToolbar": "UIView",
        "UITabBar": "UIView", "UIVisualEffectView": "UIView", "_UIVisualEffectContentView": "UIView", "WKWebView": "UIView",
        "MKMapView": "UIView",
        "UIWebView": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UITableViewCellContentView": "UIView", "UIButton": "UIControl", "UIGestureRecognizer": "NSObject", "UITextField": "UIControl",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl", "UISegmentedControl": "UIControl",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UICollectionViewCell": "UICollectionReusableView",
        "NSMutableArray": "NSArray", "NSMutableDictionary": "NSDictionary", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UIRotationGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "GLKViewController": "UIViewController", "AVPlayerViewController": "UIViewController",
    ]

    struct Reference {
        var types: [String: [String: Set<String>]] = [:]

        init() throws {
            let url = try TestPaths.corpus().deletingLastPathComponent().appendingPathComponent("reference/ios-nib-keys-metamap.txt")
            var currentClass = ""
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                if !line.hasPrefix(" ") {
                    currentClass = String(line.split(separator: " ").first ?? "")
                    continue
                }
                let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let families = parts[1].split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map {
                    Self.family(String($0.element))
                }
                types[currentClass, default: [:]][String(parts[0]), default: []].formUnion(families)
            }
        }

        static func family(_ type: String) -> String {
            if type.hasPrefix("obj<") { return "obj" }
            if ["i8", "i16", "i32", "i64"].contains(type) { return "int" }
            if type == "true" || type == "false" { return "bool" }
            return type
        }

        func allows(_ className: String, _ key: String, _ type: String) -> Bool {
            var current: String? = className
            while let name = current {
                if types[name]?[key]?.contains(type) == true { return true }
                current = UIKitPropertiesConformanceTests.superclasses[name]
            }
            return false
        }
    }

    static func family(of content: NibArchive.Content) -> String {
        switch content {
        case .int8, .int16, .int32, .int64: return "int"
        case .bool: return "bool"
        case .float32: return "f32"
        case .float64: return "f64"
        case .null: return "nil"
        case .object: return "obj"
        case .data(let bytes):
            if let first = bytes.first, (first == 7 && (bytes.count - 1) % 8 == 0) || (first == 6 && (bytes.count - 1) % 4 == 0),
                bytes.count > 1
            {
                return (first == 7 ? "geomd" : "geomf") + String((bytes.count - 1) / (first == 7 ? 8 : 4))
            }
            return "data"
        }
    }

    /// `Class Key type  # reason` lines.
    static func exceptions() throws -> Set<String> {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/reference-key-exceptions.txt")
        var entries: Set<String> = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "#", maxSplits: 1)
            let words = fields[0].split(separator: " ")
            #expect(fields.count == 2 && !fields[1].trimmingCharacters(in: .whitespaces).isEmpty, "no reason given: \(line)")
            if words.count == 3 {
                entries.insert(words.joined(separator: " "))
            }
        }
        return entries
    }

    @Test func everyKeyTheCompilerWritesIsOneRealNibsUse() throws {
        let reference = try Reference()
        let exceptions = try Self.exceptions()
        var unexplained: Set<String> = []
        var used: Set<String> = []
        let documents =
            try NibCompilerConformanceTests.iOSDocuments(extension: "xib")
            + NibCompilerConformanceTests.iOSDocuments(extension: "storyboard")
        for (url, source) in documents.map({ ($0.url, Self.everySceneReachable($0.document)) }) {
            let output = try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions)
            // Objects the compiler did not know are written generically, under Interface Builder's names.
            let genericLines = Set(output.diagnostics.filter { $0.message.contains("not known to the compiler") }.compactMap(\.line))
            let genericElements = Self.elements(source.root, atLines: genericLines)
            for file in output.files where file.relativePath.isEmpty || file.relativePath.hasSuffix(".nib") {
                let archive = try NibArchiveReader.read(file.contents, path: url.path + "/" + file.relativePath)
                for object in archive.objects {
                    let className = archive.classNames[object.classIndex].name
                    let values = archive.values[object.valuesStart..<object.valuesStart + object.valueCount]
                    var original: String?
                    if className == "UIClassSwapper",
                        let value = values.first(where: { archive.keys[$0.keyIndex] == "UIOriginalClassName" }),
                        case .object(let index) = value.content
                    {
                        let string = archive.objects[Int(index)]
                        original = archive.values[string.valuesStart].content.stringBytes
                    }
                    if genericElements.contains(original ?? className) { continue }
                    for value in values {
                        let key = archive.keys[value.keyIndex]
                        let type = Self.family(of: value.content)
                        let triple = "\(className) \(key) \(type)"
                        if reference.allows(className, key, type) || original.map({ reference.allows($0, key, type) }) == true {
                            continue
                        }
                        let named = original.map { "\($0) \(key) \(type)" } ?? triple
                        if let listed = Self.exception(for: original ?? className, key, type, in: exceptions) {
                            used.insert(listed)
                        } else {
                            unexplained.insert(named)
                        }
                    }
                }
            }
        }
        #expect(unexplained.isEmpty, "not in the reference and not listed as exceptions:\n\(unexplained.sorted().joined(separator: "\n"))")
        #expect(exceptions.subtracting(used).isEmpty, "listed but never written: \(exceptions.subtracting(used).sorted())")
    }

    /// The document with a storyboard identifier on every scene's controller, so that no scene is
    /// left out as unreachable and every object the corpus has is compiled and checked.
    static func everySceneReachable(_ document: IBDocument) -> IBDocument {
        guard document.kind == .storyboard, var root = document.root else { return document }
        root.children = root.children.map { scenes in
            guard scenes.name == "scenes" else { return scenes }
            var scenes = scenes
            scenes.children = scenes.children.map { scene in
                var scene = scene
                scene.children = scene.children.map { objects in
                    guard objects.name == "objects" else { return objects }
                    var objects = objects
                    objects.children = objects.children.map { object in
                        guard object["sceneMemberID"] == "viewController", object["storyboardIdentifier"] == nil, let id = object.id
                        else { return object }
                        var named = object
                        named.attributes["storyboardIdentifier"] = id
                        return named
                    }
                    return objects
                }
                return scene
            }
            return scenes
        }
        var reachable = document
        reachable.root = root
        return reachable
    }

    /// The listed exception that covers the triple, for the class or one of its superclasses.
    static func exception(for className: String, _ key: String, _ type: String, in exceptions: Set<String>) -> String? {
        var current: String? = className
        while let name = current {
            if exceptions.contains("\(name) \(key) \(type)") { return "\(name) \(key) \(type)" }
            current = superclasses[name]
        }
        return nil
    }

    /// System classes of the elements at the given lines (the ones compiled generically).
    static func elements(_ root: IBElement?, atLines lines: Set<Int>) -> Set<String> {
        guard let root, !lines.isEmpty else { return [] }
        var found: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if lines.contains(element.line) {
                found.insert(UIKitNibBuilder.systemClass(of: element))
            }
            pending.append(contentsOf: element.children)
        }
        return found
    }
}

extension NibArchive.Content {
    fileprivate var stringBytes: String? {
        if case .data(let bytes) = self { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }
}
