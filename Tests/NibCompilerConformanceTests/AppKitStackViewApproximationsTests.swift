import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A stack view detaching several hidden views (GitUp's window title), which no pair shows,
/// against Aerial's `UpdateCheckWindowController`, whose nib Xcode 26 wrote with one detached
/// view: with its spinner hidden too, the container's map table gives each its entry, in order,
/// and nothing else differs but the spinner's hidden flag and the pair's listed button frame.
@Suite struct AppKitStackViewApproximationsTests {
    static let pairID = "Aerial-29101a6-UpdateCheckWindowController.xib"
    static let hidingTheSpinner: KeyValuePairs<String, String> = [
        #"<progressIndicator maxValue="100""#: #"<progressIndicator hidden="YES" maxValue="100""#
    ]
    static let stackViewID = "ldu-Oj-ypX"
    static let hiddenViewFlag: Int64 = 0x8000_0000

    @Test func severalDetachedHiddenViewsEachHaveAnEntry() throws {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(Self.pairID, replacing: Self.hidingTheSpinner)
        let (found, warnings) = try AppKitControlApproximationsTests.differences(output, from: xcode)
        let outside = found.filter { !$0.path.contains("NSStackViewBeginningContainer") }
        #expect(outside.map(AppKitControlApproximationsTests.lastKey) == ["NSFrame"])
        let flags = try #require(found.first { AppKitControlApproximationsTests.lastKey($0) == "NSvFlags" })
        #expect(flags.path.hasSuffix("NSProgressIndicator.NSvFlags"))
        let (ours, theirs) = (Int64(flags.a ?? "") ?? 0, Int64(flags.b ?? "") ?? 0)
        #expect(UInt32(truncatingIfNeeded: ours) == UInt32(truncatingIfNeeded: theirs | Self.hiddenViewFlag))
        let count = try #require(found.first { $0.path.hasSuffix("NSMapTable.NS.count") })
        #expect((count.a, count.b) == ("2", "1"))
        #expect(warnings.map(\.objectID) == [Self.stackViewID])

        let file = try #require(try output.get().files.first { $0.relativePath == CompiledNibReader.keyedObjectsVariant(since: "101300") })
        let graph = try CompiledNibReader.decode(file.contents, path: "Edited.nib").graph
        let table = try #require(graph.objects.first { $0.className == "NSMapTable" })
        let spinner = try #require(graph.objects.firstIndex { $0.className == "NSProgressIndicator" })
        let image = try #require(graph.objects.firstIndex { $0.className == "NSImageView" })
        #expect(table.value(forKey: "$2") == .object(spinner))
        #expect(table.value(forKey: "$4") == .object(image))
        for priority in ["$3", "$5"] {
            #expect(graph.object(table.value(forKey: priority))?.object.value(forKey: "NS.dblval") == .double(0))
        }
    }

    @Test func severalDetachedHiddenViewsAreRefusedStrictly() throws {
        let (output, _) = try AppKitControlApproximationsTests.compile(
            Self.pairID, replacing: Self.hidingTheSpinner, allowsApproximation: false)
        guard case .failure(let refusal) = output else {
            Issue.record("a stack view detaching two hidden views compiled strictly")
            return
        }
        #expect(refusal.diagnostics.map(\.objectID) == [Self.stackViewID])
    }

    /// An arranged view with an approximation of its own is written and keeps the stack's
    /// visibility priorities (HandBrake's audio defaults, IINA's quick settings): the strict
    /// refusal is that approximation alone, so it says `--allow-approximation` would write the
    /// document, which it then does as Xcode's nib but for the pair's listed frame.
    @Test func anApproximatedArrangedViewLeavesTheVisibilityPrioritiesToIt() throws {
        // The pair's stack view gives both its arranged views the required priority.
        let edits: KeyValuePairs<String, String> = [
            #"<imageView hidden="YES" horizontalHuggingPriority="251""#:
                #"<imageView hidden="YES" futureAttribute="1" horizontalHuggingPriority="251""#
        ]
        let (strict, _) = try AppKitControlApproximationsTests.compile(Self.pairID, replacing: edits, allowsApproximation: false)
        guard case .failure(let refusal) = strict else {
            Issue.record("an image view of an unknown attribute compiled strictly")
            return
        }
        #expect(refusal.isOnlyApproximations, "\(refusal.diagnostics.map(\.message))")
        #expect(refusal.diagnostics.map(\.objectID) == ["MIw-lE-ibw"])
        let (output, xcode) = try AppKitControlApproximationsTests.compile(Self.pairID, replacing: edits)
        let (found, warnings) = try AppKitControlApproximationsTests.differences(output, from: xcode)
        // Required priorities leave the nib Xcode's, but for the pair's listed button frame.
        #expect(found.map(AppKitControlApproximationsTests.lastKey) == ["NSFrame"])
        #expect(warnings.map(\.objectID) == ["MIw-lE-ibw"])
    }
}
