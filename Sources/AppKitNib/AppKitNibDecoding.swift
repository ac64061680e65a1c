import NibArchive

extension AppKitNib {
    /// Decodes an AppKit nib's graph strictly: the root, the object data and every object of
    /// AppKit's nib structure must have exactly the keys and kinds of value its class has.
    public init(_ graph: NibGraph) throws(AppKitNibError) {
        var decoder = AppKitNibDecoder(graph: graph)
        objects = try decoder.decode()
    }
}

private struct AppKitNibDecoder {
    let graph: NibGraph

    func failure(_ index: Int, _ problem: AppKitNibError.Problem) -> AppKitNibError {
        let className = graph.objects.indices.contains(index) ? graph.objects[index].className : ""
        return AppKitNibError(index: index, className: className, problem: problem)
    }

    func strictFields(_ index: Int, allowed: Set<String>?, keepsRemaining: Bool = false) throws(AppKitNibError)
        -> NibFields<AppKitNibError>
    {
        try NibFields(graph, index, allowed: allowed, keepsRemaining: keepsRemaining) { problem in
            failure(index, .field(problem))
        }
    }

    mutating func decode() throws(AppKitNibError) -> [AppKitNib.Object] {
        guard let root = graph.root else {
            throw failure(0, .notAnAppKitNib("the archive holds no objects"))
        }
        guard root.value(forKey: AppKitNibKey.objectData) != nil else {
            throw failure(0, .notAnAppKitNib("is not an AppKit nib's root: it holds no \(AppKitNibKey.objectData)"))
        }
        var objects: [AppKitNib.Object] = []
        objects.reserveCapacity(graph.objects.count)
        for index in graph.objects.indices {
            let content = index == 0 ? .root(try decodeRoot()) : try content(of: index)
            objects.append(
                AppKitNib.Object(
                    className: graph.objects[index].className, fallbackClassNames: graph.objects[index].fallbackClassNames,
                    content: content))
        }
        guard case .root(let decodedRoot) = objects[0].content else { return objects }
        guard case .objectData(let data) = objects[decodedRoot.objectData].content else {
            throw failure(0, .field(.wrongValue(key: AppKitNibKey.objectData, expected: "an \(AppKitNibClass.objectData)")))
        }
        try checkMembers(data.connections, AppKitNibKey.connections, objects)
        try checkMembers(data.accessibilityConnectors, AppKitNibKey.accessibilityConnectors, objects)
        return objects
    }

    private func checkMembers(_ list: AppKitNib.List, _ key: String, _ objects: [AppKitNib.Object])
        throws(AppKitNibError)
    {
        for member in list.members {
            guard case .connection = objects[member].content else {
                throw failure(member, .unexpectedMember(list: key))
            }
        }
    }

    /// The classes of AppKit's nib structure.
    private static let structureClasses: Set<String> = [
        AppKitNibClass.objectData, AppKitNibClass.customObject, AppKitNibClass.classReference, AppKitNibClass.classSwapper,
        AppKitNibClass.externalObjectPlaceholder, AppKitNibClass.outletConnector, AppKitNibClass.controlConnector,
        AppKitNibClass.bindingConnector, AppKitNibClass.connector, AppKitNibClass.helpConnector,
        AppKitNibClass.runtimeAttributesConnector, AppKitNibClass.accessibilityAttributeConnector,
    ]

    func content(of index: Int) throws(AppKitNibError) -> AppKitNib.Content {
        let object = graph.objects[index]
        guard Self.structureClasses.contains(object.className) else {
            return .values(object.entries)
        }
        switch object.className {
        case AppKitNibClass.objectData:
            return .objectData(try objectData(index))
        case AppKitNibClass.customObject:
            var fields = try strictFields(
                index, allowed: [AppKitNibKey.className, AppKitNibKey.classReference, AppKitNibKey.mainMenu])
            return .customObject(
                AppKitNib.CustomObject(
                    className: try fields.text(AppKitNibKey.className),
                    classReference: try fields.optionalReference(AppKitNibKey.classReference),
                    mainMenu: try fields.optionalReference(AppKitNibKey.mainMenu)))
        case AppKitNibClass.classReference:
            var fields = try strictFields(
                index,
                allowed: [
                    AppKitNibKey.classReferenceClassName, AppKitNibKey.classReferenceModuleName,
                    AppKitNibKey.classReferenceModuleProvider,
                ])
            return .classReference(
                AppKitNib.ClassReference(
                    className: try fields.nullableText(AppKitNibKey.classReferenceClassName),
                    moduleName: try fields.nullableText(AppKitNibKey.classReferenceModuleName),
                    moduleProvider: try fields.nullableText(AppKitNibKey.classReferenceModuleProvider)))
        case AppKitNibClass.classSwapper:
            var fields = try strictFields(index, allowed: nil, keepsRemaining: true)
            let className = try fields.text(AppKitNibKey.className)
            let originalClassName = try fields.text(AppKitNibKey.originalClassName)
            let namePosition = fields.remainingBefore(AppKitNibKey.className)
            return .classSwapper(
                AppKitNib.ClassSwapper(
                    className: className, originalClassName: originalClassName, values: fields.remaining,
                    namePosition: namePosition == 0 ? nil : namePosition))
        case AppKitNibClass.externalObjectPlaceholder:
            var fields = try strictFields(index, allowed: [AppKitNibKey.externalObjectIdentifier])
            return .externalObject(AppKitNib.ExternalObject(identifier: try fields.text(AppKitNibKey.externalObjectIdentifier)))
        default:
            return .connection(try connection(index))
        }
    }

    private func decodeRoot() throws(AppKitNibError) -> AppKitNib.Root {
        var fields = try strictFields(0, allowed: [AppKitNibKey.objectData, AppKitNibKey.systemFontUpdateVersion])
        return AppKitNib.Root(
            objectData: try fields.reference(AppKitNibKey.objectData),
            systemFontUpdateVersion: try fields.optionalInteger(AppKitNibKey.systemFontUpdateVersion))
    }

    private func objectData(_ index: Int) throws(AppKitNibError) -> AppKitNib.ObjectData {
        var fields = try strictFields(index, allowed: AppKitNib.ObjectData.keys)
        let data = AppKitNib.ObjectData(
            root: try fields.reference(AppKitNibKey.root), visibleWindows: try fields.list(AppKitNibKey.visibleWindows),
            connections: try fields.list(AppKitNibKey.connections), objectsKeys: try fields.list(AppKitNibKey.objectsKeys),
            objectsValues: try fields.list(AppKitNibKey.objectsValues), oidsKeys: try fields.list(AppKitNibKey.oidsKeys),
            oidsValues: try numbers(try fields.required(AppKitNibKey.oidsValues), AppKitNibKey.oidsValues, of: index),
            accessibilityConnectors: try fields.list(AppKitNibKey.accessibilityConnectors),
            accessibilityOidsKeys: try fields.list(AppKitNibKey.accessibilityOidsKeys),
            accessibilityOidsValues: try numbers(
                try fields.required(AppKitNibKey.accessibilityOidsValues), AppKitNibKey.accessibilityOidsValues, of: index))
        guard data.objectsKeys.members.count == data.objectsValues.members.count else {
            throw failure(index, .unpairedLists(AppKitNibKey.objectsKeys, AppKitNibKey.objectsValues))
        }
        guard data.oidsKeys.members.count == data.oidsValues.values.count else {
            throw failure(index, .unpairedLists(AppKitNibKey.oidsKeys, AppKitNibKey.oidsValues))
        }
        guard data.accessibilityOidsKeys.members.count == data.accessibilityOidsValues.values.count else {
            throw failure(index, .unpairedLists(AppKitNibKey.accessibilityOidsKeys, AppKitNibKey.accessibilityOidsValues))
        }
        return data
    }

    /// A list of numbers: plain integers (a keyed archive), or `NSNumber` objects holding one
    /// integer each (a NIBArchive).
    private func numbers(_ value: NibGraph.Value, _ key: String, of index: Int) throws(AppKitNibError) -> AppKitNib.Numbers {
        guard let members = graph.collectionMembers(value) else {
            throw failure(index, .field(.wrongValue(key: key, expected: "a list")))
        }
        var numbers: [Int64] = []
        numbers.reserveCapacity(members.count)
        for member in members {
            switch member {
            case .integer(let number):
                numbers.append(number)
            case .object(let target) where graph.objects.indices.contains(target):
                guard let number = Self.integralNumber(graph.objects[target]) else { fallthrough }
                numbers.append(number)
            default:
                throw failure(index, .field(.wrongValue(key: key, expected: "a list of numbers")))
            }
        }
        return AppKitNib.Numbers(values: numbers, archived: value)
    }

    /// An `NSNumber` holding a whole number. Xcode's archiver shares equal numbers, so an id may
    /// be the `NS.dblval` 11.0 a view's width also uses (`test-table-vignettes`, Sparkle's
    /// `SUUpdatePermissionPrompt`).
    private static func integralNumber(_ object: NibGraph.Object) -> Int64? {
        guard object.entries.count == 1, let entry = object.entries.first else { return nil }
        switch (entry.key, entry.value) {
        case (NibGraph.numberIntegerKey, .integer(let number)): return number
        case (NibGraph.numberDoubleKey, .double(let number)): return Int64(exactly: number)
        case (NibGraph.numberFloatKey, .float(let number)): return Int64(exactly: number)
        default: return nil
        }
    }

    private func connection(_ index: Int) throws(AppKitNibError) -> AppKitNib.Connection {
        let className = graph.objects[index].className
        let source = AppKitNibKey.connectionSource
        let destination = AppKitNibKey.connectionDestination
        let label = AppKitNibKey.connectionLabel
        switch className {
        case AppKitNibClass.outletConnector:
            var fields = try strictFields(
                index, allowed: [source, destination, label, AppKitNibKey.childControllerCreationSelectorName])
            return .outlet(
                source: try fields.reference(source), destination: try fields.reference(destination),
                label: try fields.text(label),
                creationSelector: try fields.optional(AppKitNibKey.childControllerCreationSelectorName))
        case AppKitNibClass.controlConnector:
            var fields = try strictFields(index, allowed: [source, destination, label])
            return .action(
                source: try fields.reference(source), destination: try fields.optionalReference(destination),
                label: try fields.text(label))
        case AppKitNibClass.bindingConnector:
            var fields = try strictFields(index, allowed: AppKitNib.Binding.keys)
            return .binding(
                AppKitNib.Binding(
                    source: try fields.reference(source), destination: try fields.reference(destination),
                    label: try fields.text(label), binding: try fields.text(AppKitNibKey.binding),
                    keyPath: try fields.text(AppKitNibKey.bindingKeyPath),
                    options: try fields.optionalReference(AppKitNibKey.bindingOptions),
                    previousConnector: try fields.optionalReference(AppKitNibKey.bindingPreviousConnector),
                    version: try fields.integer(AppKitNibKey.bindingConnectorVersion)))
        case AppKitNibClass.connector:
            var fields = try strictFields(index, allowed: [source, label])
            return .ordering(source: try fields.reference(source), label: try fields.text(label))
        case AppKitNibClass.helpConnector:
            var fields = try strictFields(index, allowed: [destination, AppKitNibKey.helpFile, AppKitNibKey.helpMarker])
            return .help(
                destination: try fields.reference(destination), file: try fields.text(AppKitNibKey.helpFile),
                marker: try fields.text(AppKitNibKey.helpMarker))
        case AppKitNibClass.runtimeAttributesConnector:
            var fields = try strictFields(
                index,
                allowed: [
                    AppKitNibKey.runtimeAttributesObject, AppKitNibKey.runtimeAttributesKeyPaths,
                    AppKitNibKey.runtimeAttributesValues,
                ])
            let object = try fields.reference(AppKitNibKey.runtimeAttributesObject)
            let keyPaths = try fields.required(AppKitNibKey.runtimeAttributesKeyPaths)
            let values = try fields.required(AppKitNibKey.runtimeAttributesValues)
            guard let paths = graph.collectionMembers(keyPaths), let settings = graph.collectionMembers(values),
                paths.count == settings.count
            else {
                throw failure(index, .unpairedLists(AppKitNibKey.runtimeAttributesKeyPaths, AppKitNibKey.runtimeAttributesValues))
            }
            return .runtimeAttributes(object: object, keyPaths: keyPaths, values: values)
        default:
            var fields = try strictFields(
                index,
                allowed: [
                    AppKitNibKey.accessibilityAttributeDestination, AppKitNibKey.accessibilityAttributeType,
                    AppKitNibKey.accessibilityAttributeValue,
                ])
            return .accessibilityAttribute(
                destination: try fields.reference(AppKitNibKey.accessibilityAttributeDestination),
                attributeType: try fields.required(AppKitNibKey.accessibilityAttributeType),
                attributeValue: try fields.required(AppKitNibKey.accessibilityAttributeValue))
        }
    }
}
