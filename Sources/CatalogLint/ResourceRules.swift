import CatalogStore

/// What the image rules share: the catalog's image resolution.
enum ResourceRules {
    /// The references of source documents the catalog's image resolution found with `status`.
    /// Compiled nibs are left out: their images live in an `Assets.car` the catalog does not read.
    static func imageFindings(
        _ report: ImageReport?, status: ResolvedImageReference.Status, rule: LintRule, message: (ResolvedImageReference) -> String
    ) -> [LintFinding] {
        (report?.references ?? []).compactMap { reference in
            guard reference.status == status,
                reference.document.hasSuffix(".xib") || reference.document.hasSuffix(".storyboard")
            else { return nil }
            return LintFinding(
                rule: rule, root: reference.root, document: reference.document, line: reference.line,
                objectID: reference.objectId, message: message(reference))
        }
    }

    /// The image rules' example: `View.xib` with an image view of image `name`, and, when
    /// `imageSet` is given, an asset catalog with an image set of that name (an SVG).
    static func imageExample(_ name: String, imageSet: String? = nil) -> LintExample {
        let document = LintExample.xib(
            """
            <imageView contentMode="scaleToFill" image="\(name)" id="iM1-iv-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </imageView>
            """,
            resources: "<image name=\"\(name)\" width=\"40\" height=\"40\"/>")
        guard let imageSet else { return document }
        return document.adding([
            (path: "Assets.xcassets/Contents.json", contents: #"{"info": {"author": "xcode", "version": 1}}"#),
            (
                path: "Assets.xcassets/\(imageSet).imageset/Contents.json",
                contents: #"{"images": [{"filename": "logo.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
            ),
            (
                path: "Assets.xcassets/\(imageSet).imageset/logo.svg",
                contents: #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>"#
            ),
        ])
    }
}
