import AppKitNib
import IBSource
import NibArchive

/// Drawers (`NSDrawer`, deprecated since macOS 10.13), which Quicksilver's catalog and trigger
/// panes keep beside their windows. No pair shows one: the keys are those AppKit's coder reads
/// (GNUstep's and Cocotron's `NSDrawer` read and write the same names), and the drawer is an
/// `NSResponder` archived at the top level as a popover is. Every drawer is an approximation.
extension AppKitNibBuilder {
    static let drawerAttributes: Set<String> = ["id", "preferredEdge", "leadingOffset", "trailingOffset"]
    /// Interface Builder saves `minX` and leaves the edge out of other drawers: its default is
    /// taken as the right edge, where its library's drawer opens.
    static let defaultDrawerEdge = "maxX"
    static let drawerSizeKeys: [String: String] = [
        "contentSize": AppKitNibKey.drawerContentSize, "minContentSize": AppKitNibKey.drawerMinContentSize,
        "maxContentSize": AppKitNibKey.drawerMaxContentSize,
    ]

    mutating func addDrawer(_ element: IBElement, owner: Int) {
        approximate(
            "a drawer, which no pair shows, is written with the keys AppKit's NSDrawer reads, its edge \(Self.defaultDrawerEdge) "
                + "unless the document saves one, and its content view, window and delegate as outlets",
            at: element)
        approximateUnknownAttributes(of: element, known: Self.drawerAttributes, accepted: ["preferredEdge": Set(Self.rectEdges.keys)])
        var sizes: [String: String] = [:]
        for child in element.children where child.name == "size" {
            guard let key = child["key"].flatMap({ Self.drawerSizeKeys[$0] }),
                let width = number(child, "width"), let height = number(child, "height")
            else {
                rejectChildren([child], of: element)
                return
            }
            sizes[key] = GeometryString.size(width: width, height: height)
        }
        for name in ["leadingOffset", "trailingOffset"] where element[name] != nil && number(element, name) == nil {
            reject("a drawer's \(name) that is not a number", at: element)
            return
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        // A size the document leaves out is left to AppKit's default (no limit, for the largest).
        for key in [AppKitNibKey.drawerContentSize, AppKitNibKey.drawerMinContentSize, AppKitNibKey.drawerMaxContentSize] {
            if let size = sizes[key] { fields.add(key, string(size).archived) }
        }
        let edge = element["preferredEdge"] ?? Self.defaultDrawerEdge
        fields.add(AppKitNibKey.preferredEdge, .integer(Self.rectEdges[edge] ?? 0))
        fields.add(AppKitNibKey.drawerLeadingOffset, .double(number(element, "leadingOffset") ?? 0))
        fields.add(AppKitNibKey.drawerTrailingOffset, .double(number(element, "trailingOffset") ?? 0))
        let drawer = add(AppKitNibClass.drawer, .values(NibGraph.Entries(fields.entries)))
        addDocumentObject(drawer, parent: owner, element: element)
        collectConnections(element.children.filter { $0.name != "size" }, of: element, source: drawer)
    }
}
