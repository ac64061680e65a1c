import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// Typed reads of views' values on an Xcode nib (SwiftMessages 9.0.1 CardView, as `nibcat dump` shows it).
@Suite struct UIKitNibValuesTests {
    static func cardView() throws -> UIKitNib {
        let path = try TestPaths.corpus("pairs/SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib").path
        return try UIKitNib(CompiledNibReader.read(path: path).graph)
    }

    @Test func geometryStringsNumbersAndMembers() throws {
        let nib = try Self.cardView()
        // The top-level view: a class swapper made as UIView, 510 × 160 around (255, 80).
        let top = try #require(nib.topLevelObjects.first { nib.geometry(forKey: UIKitNibKey.bounds, of: $0) != nil })
        #expect(nib.systemClassName(of: top) == "UIView")
        #expect(nib.customClassName(of: top) == "MessageView")
        #expect(nib.geometry(forKey: UIKitNibKey.bounds, of: top) == [0, 0, 510, 160])
        #expect(nib.geometry(forKey: UIKitNibKey.center, of: top) == [255, 80])
        let labels = nib.objects.indices.filter { nib.systemClassName(of: $0) == "UILabel" }
        let emoji = try #require(labels.first { nib.string(forKey: UIKitNibKey.text, of: $0) == "😬" })
        let font = try #require(nib.object(forKey: UIKitNibKey.font, of: emoji))
        #expect(nib.number(forKey: UIKitNibKey.appKitFontSize, of: font) == 38)
        #expect(nib.number(forKey: UIKitNibKey.textAlignment, of: emoji) == 1)
        #expect(nib.members(forKey: UIKitNibKey.subviews, of: top).count == 1)
    }

    @Test func readsOutOfTheGraphAreNil() throws {
        let nib = try Self.cardView()
        #expect(nib.geometry(forKey: UIKitNibKey.bounds, of: nib.objects.count) == nil)
        #expect(nib.systemClassName(of: -1) == nil)
        #expect(nib.members(forKey: UIKitNibKey.subviews, of: Int.max).isEmpty)
        // A string is no number, a number no geometry.
        let label = try #require(nib.objects.indices.first { nib.systemClassName(of: $0) == "UILabel" })
        #expect(nib.number(forKey: UIKitNibKey.text, of: label) == nil)
        #expect(nib.geometry(forKey: UIKitNibKey.textAlignment, of: label) == nil)
    }
}
