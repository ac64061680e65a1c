import AppKitNib
import IBSource
import NibArchive

/// AVKit's player views as Xcode 26 archives Aerial's three (`VideoFormatViewController`,
/// `VideosViewController`, `CustomVideos`): an `AVPlayerView` with no subview list, its controls'
/// style as the document names it, the frame stepping, full screen and sharing buttons off, and
/// the aspect-fitting video gravity. A style or attribute the pairs do not show is refused.
extension AppKitNibBuilder {
    static let playerViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "controlsStyle",
    ])
    /// `AVPlayerViewControlsStyle` by Interface Builder's name.
    static let playerControlsStyles: [String: Int64] = ["none": 0, "inline": 1]
    static let playerVideoGravity = "AVLayerVideoGravityResizeAspect"

    mutating func addPlayerView(_ element: IBElement, superview: Int) -> Int? {
        guard
            let parsed = parseView(
                element, known: Self.playerViewAttributes, accepted: ["controlsStyle": Set(Self.playerControlsStyles.keys)])
        else { return nil }
        guard let style = element["controlsStyle"].flatMap({ Self.playerControlsStyles[$0] }) else {
            reject("a player view that names no controls style is not known to the macOS compiler yet", at: element)
            return nil
        }
        let playerView = add(AppKitNibClass.playerView, .values([]))
        addDocumentObject(playerView, parent: superview, element: element)
        collectConnections(parsed.others, of: element, source: playerView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: playerView, superview: superview, defaultHugging: Self.viewHugging)
        fields.add(AppKitNibKey.playerControlsStyle, .integer(style))
        fields.add(AppKitNibKey.playerShowsFrameSteppingButtons, .bool(false))
        fields.add(AppKitNibKey.playerShowsFullScreenToggleButton, .bool(false))
        fields.add(AppKitNibKey.playerShowsSharingServiceButton, .bool(false))
        fields.add(AppKitNibKey.playerVideoGravity, string(Self.playerVideoGravity).archived)
        objects[playerView].content = .values(NibGraph.Entries(fields.entries))
        return playerView
    }
}
