import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import Testing

/// AVKit's player views: their values as Xcode 26 writes them, checked against Xcode's nibs of
/// Aerial's three pairs that hold one (their documents are refused for other views), and a
/// controls style no pair shows refused naming the line.
@Suite struct AppKitPlayerViewTests {
    static func xib(style: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                <avPlayerView \(style) translatesAutoresizingMaskIntoConstraints="NO" id="20">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                </avPlayerView>
                    """))
    }

    /// The player view's own values, in order: those after the view's.
    static func playerValues(_ graph: NibGraph) throws -> [NibGraph.Entry] {
        let view = try #require(graph.objects.first { $0.className == AppKitNibClass.playerView })
        return Array(view.entries.drop { $0.key != AppKitNibKey.playerControlsStyle }).map { entry in
            // The gravity's string, compared by its text.
            guard let text = graph.string(entry.value) else { return entry }
            return NibGraph.Entry(key: entry.key, value: .data(Data(text.utf8)))
        }
    }

    @Test(arguments: [
        ("inline", "Aerial-29101a6-VideoFormatViewController.xib/xcode/VideoFormatViewController.nib"),
        ("none", "Aerial-29101a6-CustomVideos.xib/xcode/CustomVideos.nib/keyedobjects-110000.nib"),
    ])
    func aPlayerViewIsArchivedAsXcodeDoes(style: String, xcodeNib: String) throws {
        let xcode = try CompilerTestSupport.xcodeMacOSGraph(xcodeNib)
        let graph = try CompilerTestSupport.compiledMacOSGraph(Self.xib(style: #"controlsStyle="\#(style)""#))
        #expect(try Self.playerValues(graph) == (try Self.playerValues(xcode)))
    }

    @Test func anotherControlsStyleIsRefused() throws {
        // The style left out (an approximation), the view names none, which is refused too, even
        // with --allow-approximation.
        #expect(try CompilerTestSupport.refusal(Self.xib(style: #"controlsStyle="floating""#)).diagnostics.map(\.line) == [15, 15])
        #expect(try CompilerTestSupport.refusal(Self.xib(style: "")).diagnostics.map(\.line) == [15])
    }
}
