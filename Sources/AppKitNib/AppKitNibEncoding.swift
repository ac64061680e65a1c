import Foundation
import NibArchive

extension AppKitNib.ObjectData {
    /// The keys an object data holds.
    static let keys: Set<String> = [
        AppKitNibKey.root, AppKitNibKey.visibleWindows, AppKitNibKey.connections, AppKitNibKey.objectsKeys,
        AppKitNibKey.objectsValues, AppKitNibKey.oidsKeys, AppKitNibKey.oidsValues, AppKitNibKey.accessibilityConnectors,
        AppKitNibKey.accessibilityOidsKeys, AppKitNibKey.accessibilityOidsValues,
    ]
}

extension AppKitNib.Binding {
    static let keys: Set<String> = [
        AppKitNibKey.connectionSource, AppKitNibKey.connectionDestination, AppKitNibKey.connectionLabel, AppKitNibKey.binding,
        AppKitNibKey.bindingKeyPath, AppKitNibKey.bindingOptions, AppKitNibKey.bindingPreviousConnector,
        AppKitNibKey.bindingConnectorVersion,
    ]
}

extension AppKitNib {
    /// The model as a graph again: each object at its index, typed objects written from their
    /// fields in the order Xcode's NIBArchives hold them (keyed archives have no order).
    public func graph() -> NibGraph {
        NibGraph(
            objects: objects.map { object in
                NibGraph.Object(
                    className: object.className, fallbackClassNames: object.fallbackClassNames,
                    entries: Self.entries(of: object.content))
            })
    }

    /// The graph a keyed archive (`keyedobjects.nib`) holds: as `graph()`, each object's class
    /// followed by its superclasses. The root becomes the archive's top, and strings, numbers and
    /// data become plain entries, so they need none.
    public func keyedArchiveGraph() throws(AppKitNibError) -> NibGraph {
        var graph = graph()
        var nullMarker: Int?
        for index in graph.objects.indices.dropFirst() {
            let className = graph.objects[index].className
            if Self.plainValueClasses.contains(className) { continue }
            guard let superclasses = AppKitNibClass.superclasses[className] else {
                throw AppKitNibError(index: index, className: className, problem: .unknownSuperclasses)
            }
            graph.objects[index].fallbackClassNames = superclasses
            let marked = graph.objects[index].entries.filter { $0.value == .null && Self.isNullMarked($0.key, of: className) }
            guard !marked.isEmpty else { continue }
            let marker = nullMarker ?? graph.objects.count
            if nullMarker == nil {
                nullMarker = marker
                graph.objects.append(
                    NibGraph.Object(
                        className: Self.plainStringClass,
                        entries: [NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(KeyedArchiveWriter.nullMarker.utf8)))]))
            }
            graph.objects[index].entries = NibGraph.Entries(
                graph.objects[index].entries.map {
                    $0.value == .null && Self.isNullMarked($0.key, of: className) ? NibGraph.Entry(key: $0.key, value: .object(marker)) : $0
                })
        }
        return graph
    }

    /// Whether a keyed archive holds the string "$null" where a NIBArchive holds no object: a
    /// cell's control when it has none (a box's title cell: Aerial's `WelcomeViewController` for
    /// macOS 10.12), a table's delegate and data source (Sparkle's `SUUpdatePermissionPrompt`,
    /// Xcode 14.0.1 for macOS 10.9).
    static func isNullMarked(_ key: String, of className: String) -> Bool {
        key == AppKitNibKey.controlView
            || (className == AppKitNibClass.tableView && [AppKitNibKey.delegate, AppKitNibKey.dataSource].contains(key))
    }

    /// The nib as a NIBArchive holds it: the objects depth-first from the root, flags under
    /// `NS.boolval` (Sparkle's binding options, Xcode 14.0.1), and numbers of equal value (an
    /// integer and a whole double) one object, the first met, as Xcode's NIBArchive encoder takes
    /// equal numbers for one (viraptor's `numfmt-dedup`: a minimum integer digit count of 1 is
    /// the 1.0 of a formatter met before); its keyed archiver keeps each (Sparkle's
    /// `SUUpdatePermissionPrompt`, Xcode 14.0.1: a header font's size 11.0 and the object id 11
    /// are one `NSNumber` in its NIBArchives, a real and an integer in its keyed archive).
    public func nibArchive(coderVersion: UInt32) throws(NibArchiveError) -> NibArchive {
        var graph = graph()
        var values: [Int: NumberValue] = [:]
        for (index, object) in graph.objects.enumerated() where object.className == NibGraph.numberClass {
            guard object.entries.count == 1, let entry = object.entries.first else { continue }
            switch entry.value {
            case .double(let number): values[index] = Int64(exactly: number).map(NumberValue.integer) ?? .double(number)
            case .integer(let number): values[index] = .integer(number)
            case .bool:
                values[index] = .other(entry.value)
                graph.objects[index].entries = [NibGraph.Entry(key: NibGraph.numberBoolKey, value: entry.value)]
            default: values[index] = .other(entry.value)
            }
        }
        var firstOfValue: [NumberValue: Int] = [:]
        return try NibArchive(depthFirst: graph, coderVersion: coderVersion) { index in
            guard let value = values[index] else { return index }
            if let first = firstOfValue[value] { return first }
            firstOfValue[value] = index
            return index
        }
    }

    /// A number's value as the NIBArchive encoder compares numbers: integers and doubles by exact
    /// value, flags apart.
    private enum NumberValue: Hashable {
        case integer(Int64)
        case double(Double)
        case other(NibGraph.Value)
    }

    /// The classes a keyed archive stores as plain entries.
    static let plainValueClasses: Set<String> = [plainStringClass, NibGraph.numberClass, "NSData"]
    static let plainStringClass = "NSString"

    private static func entries(of content: Content) -> NibGraph.Entries {
        var fields = NibFieldWriter()
        switch content {
        case .values(let entries):
            return entries
        case .root(let root):
            fields.add(AppKitNibKey.objectData, .object(root.objectData))
            fields.add(AppKitNibKey.systemFontUpdateVersion, root.systemFontUpdateVersion.map(NibGraph.Value.integer))
        case .objectData(let data):
            fields.add(AppKitNibKey.root, .object(data.root))
            fields.add(AppKitNibKey.visibleWindows, data.visibleWindows.archived)
            fields.add(AppKitNibKey.connections, data.connections.archived)
            fields.add(AppKitNibKey.objectsKeys, data.objectsKeys.archived)
            fields.add(AppKitNibKey.objectsValues, data.objectsValues.archived)
            fields.add(AppKitNibKey.oidsKeys, data.oidsKeys.archived)
            fields.add(AppKitNibKey.oidsValues, data.oidsValues.archived)
            fields.add(AppKitNibKey.accessibilityConnectors, data.accessibilityConnectors.archived)
            fields.add(AppKitNibKey.accessibilityOidsKeys, data.accessibilityOidsKeys.archived)
            fields.add(AppKitNibKey.accessibilityOidsValues, data.accessibilityOidsValues.archived)
        case .customObject(let object):
            fields.add(AppKitNibKey.classReference, object.classReference.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.className, object.className.archived)
            fields.add(AppKitNibKey.mainMenu, object.mainMenu.map(NibGraph.Value.object))
        case .classReference(let reference):
            fields.add(AppKitNibKey.classReferenceClassName, reference.className?.archived ?? .null)
            fields.add(AppKitNibKey.classReferenceModuleName, reference.moduleName?.archived ?? .null)
            fields.add(AppKitNibKey.classReferenceModuleProvider, reference.moduleProvider?.archived ?? .null)
        case .classSwapper(let swapper):
            let position = min(swapper.namePosition ?? 0, swapper.values.count)
            fields.entries += swapper.values[..<position]
            fields.add(AppKitNibKey.className, swapper.className.archived)
            fields.add(AppKitNibKey.originalClassName, swapper.originalClassName.archived)
            fields.entries += swapper.values[position...]
        case .externalObject(let external):
            fields.add(AppKitNibKey.externalObjectIdentifier, external.identifier.archived)
        case .connection(let connection):
            add(connection, to: &fields)
        }
        return NibGraph.Entries(fields.entries)
    }

    private static func add(_ connection: Connection, to fields: inout NibFieldWriter) {
        switch connection {
        case .outlet(let source, let destination, let label, let creationSelector):
            fields.add(AppKitNibKey.connectionSource, .object(source))
            fields.add(AppKitNibKey.connectionDestination, .object(destination))
            fields.add(AppKitNibKey.connectionLabel, label.archived)
            fields.add(AppKitNibKey.childControllerCreationSelectorName, creationSelector)
        case .action(let source, let destination, let label):
            fields.add(AppKitNibKey.connectionSource, .object(source))
            fields.add(AppKitNibKey.connectionDestination, destination.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.connectionLabel, label.archived)
        case .binding(let binding):
            fields.add(AppKitNibKey.connectionSource, .object(binding.source))
            fields.add(AppKitNibKey.connectionDestination, .object(binding.destination))
            fields.add(AppKitNibKey.connectionLabel, binding.label.archived)
            fields.add(AppKitNibKey.binding, binding.binding.archived)
            fields.add(AppKitNibKey.bindingKeyPath, binding.keyPath.archived)
            fields.add(AppKitNibKey.bindingOptions, binding.options.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.bindingPreviousConnector, binding.previousConnector.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.bindingConnectorVersion, .integer(binding.version))
        case .ordering(let source, let label):
            fields.add(AppKitNibKey.connectionSource, .object(source))
            fields.add(AppKitNibKey.connectionLabel, label.archived)
        case .help(let destination, let file, let marker):
            fields.add(AppKitNibKey.connectionDestination, .object(destination))
            fields.add(AppKitNibKey.helpFile, file.archived)
            fields.add(AppKitNibKey.helpMarker, marker.archived)
        case .runtimeAttributes(let object, let keyPaths, let values):
            fields.add(AppKitNibKey.runtimeAttributesObject, .object(object))
            fields.add(AppKitNibKey.runtimeAttributesValues, values)
            fields.add(AppKitNibKey.runtimeAttributesKeyPaths, keyPaths)
        case .accessibilityAttribute(let destination, let attributeType, let attributeValue):
            fields.add(AppKitNibKey.accessibilityAttributeDestination, .object(destination))
            fields.add(AppKitNibKey.accessibilityAttributeType, attributeType)
            fields.add(AppKitNibKey.accessibilityAttributeValue, attributeValue)
        }
    }
}
