import Foundation
import ResourceAssets
import TestSupport
import Testing

@testable import NibRender

/// Compiled AppKit nibs drawn from their object graph, against the pictures of the xibs Xcode
/// compiled them from (`../shared/corpus/pairs-macos`).
@Suite struct CompiledAppKitViewsConformanceTests {
    /// Each macOS pair with one xib and Xcode's nib of it.
    static func pairs() throws -> [(name: String, source: URL, nib: URL)] {
        let root = try TestPaths.corpus("pairs-macos")
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().compactMap { name in
            let pair = root.appendingPathComponent(name)
            // Sorted: a pair may hold several xibs, and a folder lists its files in no set order.
            let sources = ((try? FileManager.default.contentsOfDirectory(atPath: pair.appendingPathComponent("source").path)) ?? [])
                .sorted()
            let nibs = ((try? FileManager.default.contentsOfDirectory(atPath: pair.appendingPathComponent("xcode").path)) ?? []).sorted()
            guard let source = sources.first(where: { $0.hasSuffix(".xib") }), let nib = nibs.first(where: { $0.hasSuffix(".nib") }) else {
                return nil
            }
            return (name, pair.appendingPathComponent("source/" + source), pair.appendingPathComponent("xcode/" + nib))
        }
    }

    static func views(_ path: URL) throws -> [RenderedView] {
        try DocumentRenderer.pictures(ofDocumentAt: path.path, resources: ProjectResources(root: path.deletingLastPathComponent().path))
            .flatMap(\.root.allViews)
    }

    /// Every Xcode nib of the pairs is drawn (it was refused as "not a UIKit nib"), and the views
    /// Xcode archived are those of the source, class for class in drawing order, for most pairs.
    /// What differs is known: Xcode archives a control's frame without the alignment insets the
    /// xib's rectangle includes, orders a scroll view's clip view, header and scrollers its own
    /// way, and keeps a view-based table's cell views in nibs of their own.
    @Test func xcodeNibsDrawTheViewsOfTheirSources() throws {
        let pairs = try Self.pairs()
        #expect(pairs.count >= 200)
        var sameClasses = 0
        var drawn = 0
        for (_, source, nib) in pairs {
            let compiled = try Self.views(nib)
            drawn += compiled.isEmpty ? 0 : 1
            if try Self.views(source).map(\.className) == compiled.map(\.className) {
                sameClasses += 1
            }
        }
        #expect(drawn * 10 >= pairs.count * 9, "only \(drawn) of \(pairs.count) nibs drew a view")
        #expect(sameClasses * 10 >= pairs.count * 6, "only \(sameClasses) of \(pairs.count) nibs draw their sources' classes")
    }

    /// Aerial's AdvancedViewController (Xcode 26): the checkboxes with their titles and states, the
    /// pop-ups' selected items and the labels are what the xib shows.
    @Test func controlsShowWhatTheSourceShows() throws {
        let pair = try #require(try Self.pairs().first { $0.name == "Aerial-29101a6-AdvancedViewController.xib" })
        let source = try Self.views(pair.source)
        let compiled = try Self.views(pair.nib)
        let shown = { (views: [RenderedView], kind: RenderedView.Kind) in
            views.filter { $0.kind == kind }.map { "\($0.text?.string ?? "-") \($0.control.map { "\($0)" } ?? "")" }
        }
        for kind: RenderedView.Kind in [.button, .popUpButton, .label] {
            #expect(shown(compiled, kind) == shown(source, kind), "\(kind)")
        }
        #expect(compiled.contains { $0.control == .checkbox(isOn: true) && $0.text?.string == "Mute sound from videos" })
    }

    /// A text view's text is its storage's, as the xib's text storage gives it (viraptor's
    /// `textview-multiattr`, Xcode 26: three fragments, one string).
    @Test func aTextViewShowsItsStoragesText() throws {
        let pair = try #require(try Self.pairs().first { $0.name == "ibtool-1c4e662-textview-multiattr.xib" })
        let text = { (views: [RenderedView]) in views.first { $0.kind == .textView }?.text?.string }
        #expect(text(try Self.views(pair.nib)) == "Hello bold world")
        #expect(text(try Self.views(pair.nib)) == text(try Self.views(pair.source)))
    }
}
