import BundleBuilder
import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport

/// A project folder, its catalog and an output folder, all under one temporary folder.
public struct BundleProject {
    public let folder: URL
    public let project: URL
    public let catalog: Catalog
    public let out: URL

    /// A copy of `Examples/` (or an empty project), indexed.
    public static func make(copyingExamples: Bool = true, label: String = #function) throws -> BundleProject {
        let folder = try TestPaths.temporaryFolder(label)
        let project = folder.appendingPathComponent("Project")
        if copyingExamples {
            try FileManager.default.copyItem(at: TestPaths.examples, to: project)
        } else {
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        return BundleProject(folder: folder, project: project, catalog: catalog, out: folder.appendingPathComponent("dist"))
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    public func index() throws -> IndexSummary {
        try catalog.index(paths: [project.path])
    }

    public func write(_ text: String, to relative: String) throws {
        let url = project.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func copy(_ source: URL, to relative: String) throws {
        let url = project.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: url)
    }

    public func publish(_ spec: BundleSpec, to out: URL? = nil) throws(BundleError) -> BundlePublication {
        try BundleBuilder(sources: catalog).publish(spec, to: (out ?? self.out).path, options: .init(module: "ExampleApp"))
    }

    /// Every file below `folder` by relative path, with its bytes.
    public static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }

    /// The names in the folder `Name/` of the output: versions and any staging leftovers.
    public func entries(ofBundleNamed name: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(name).path)) ?? []).sorted()
    }
}

/// A minimal iOS xib holding one image view showing `image`.
public func imageViewXib(image: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="v1-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <imageView contentMode="scaleToFill" image="\(image)" id="iv1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                    </imageView>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="\(image)" width="16" height="16"/>
        </resources>
    </document>
    """
}
