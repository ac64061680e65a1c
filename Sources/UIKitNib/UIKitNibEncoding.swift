import NibArchive

extension UIKitNib {
    /// The model as a graph again: each object at its index, typed objects written from their
    /// fields in the order the compiler archives them (as Xcode does, but for a key-value pair's
    /// and a trait storage's first keys and an unwind segue's `UIAction`, which Xcode writes
    /// `UIObject`, `UIValue`, `UIKeyPath`; `UIObject`, `UIKeyPath`; after `UIAnimates`). A nested
    /// nib is archived anew from its model, its objects in model order.
    public func graph() throws(UIKitNibError) -> NibGraph {
        var encoded: [NibGraph.Object] = []
        encoded.reserveCapacity(objects.count)
        for (index, object) in objects.enumerated() {
            encoded.append(
                NibGraph.Object(
                    className: object.className, fallbackClassNames: object.fallbackClassNames,
                    entries: try entries(of: object.content, at: index)))
        }
        return NibGraph(objects: encoded)
    }

    private func entries(of content: Content, at index: Int) throws(UIKitNibError) -> NibGraph.Entries {
        var fields = NibFieldWriter()
        switch content {
        case .values(let entries):
            return entries
        case .root(let root):
            for (key, path) in Root.lists {
                fields.add(key, root[keyPath: path]?.archived)
            }
            fields.add(UIKitNibKey.lineEditVersion, root.lineEditVersion.map(NibGraph.Value.integer))
        case .placeholder(let placeholder):
            fields.add(UIKitNibKey.proxiedObjectIdentifier, placeholder.identifier.archived)
        case .classSwapper(let swapper):
            let position = min(swapper.namePosition ?? swapper.values.count, swapper.values.count)
            fields.entries += swapper.values[..<position]
            fields.add(UIKitNibKey.className, swapper.className.archived)
            fields.add(UIKitNibKey.originalClassName, swapper.originalClassName.archived)
            fields.entries += swapper.values[position...]
        case .connection(let connection):
            fields.add(UIKitNibKey.label, connection.label.archived)
            fields.add(UIKitNibKey.source, .object(connection.source))
            fields.add(UIKitNibKey.destination, connection.destination)
            fields.add(UIKitNibKey.eventMask, connection.eventMask.map(NibGraph.Value.integer))
            fields.add(UIKitNibKey.runtimeCollectionClassName, connection.collectionClassName?.archived)
            fields.add(UIKitNibKey.addsContentToExistingCollection, connection.addsContentToExistingCollection.map(NibGraph.Value.bool))
        case .segueTemplate(let template):
            fields.add(UIKitNibKey.segueIdentifier, template.identifier?.archived)
            fields.add(UIKitNibKey.destinationViewControllerIdentifier, template.destinationIdentifier?.archived)
            fields.add(UIKitNibKey.segueClassName, template.segueClassName?.archived)
            fields.add(UIKitNibKey.unwindAction, template.unwindAction?.archived)
            fields.entries += template.values
            fields.entries = UIKitNibKey.segueTemplateKeyOrder.sorted(fields.entries)
        case .accessibilityConfiguration(let configuration):
            fields.add(UIKitNibKey.accessibilityObject, .object(configuration.object))
            fields.entries += configuration.values
        case .keyValuePair(let pair):
            fields.add(UIKitNibKey.object, .object(pair.object))
            fields.add(UIKitNibKey.keyPath, pair.keyPath.archived)
            fields.add(UIKitNibKey.value, pair.value)
        case .traitStorageList(let list):
            fields.add(UIKitNibKey.topLevelObject, .object(list.topLevelObject))
            fields.add(UIKitNibKey.traitStorages, list.storages.archived)
            fields.add(UIKitNibKey.descendants, list.descendants.archived)
        case .traitStorage(let storage):
            fields.add(UIKitNibKey.keyPath, storage.keyPath.archived)
            fields.add(UIKitNibKey.object, .object(storage.object))
            fields.add(UIKitNibKey.records, storage.records.archived)
            fields.add(UIKitNibKey.relationshipCandidates, storage.relationshipCandidates?.archived)
        case .traitStorageRecord(let record):
            fields.add(UIKitNibKey.traitCollection, record.traitCollection.map(NibGraph.Value.object) ?? .null)
            fields.add(UIKitNibKey.value, record.value)
            fields.add(UIKitNibKey.addedObjects, record.addedObjects?.archived)
            fields.add(UIKitNibKey.removedObjects, record.removedObjects?.archived)
        case .nestedNib(let nested):
            fields.add(UIKitNibKey.capturesEnclosingBundle, nested.capturesEnclosingBundle.map(NibGraph.Value.bool))
            fields.add(UIKitNibKey.archiveData, .object(nested.archiveData))
        case .archivedNib(let archived):
            let nested = try archived.nib.graph()
            let bytes: NibGraph.Value
            do {
                bytes = .data(NibArchiveWriter.encode(try NibArchive(nested, coderVersion: archived.coderVersion)))
            } catch {
                throw UIKitNibError(
                    index: index, className: objects[index].className,
                    problem: .notAUIKitNib("its nib cannot be archived: \(error.message)"))
            }
            fields.add(UIKitNibKey.dataBytes, bytes)
        }
        return NibGraph.Entries(fields.entries)
    }
}
