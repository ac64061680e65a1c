import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport

/// What Xcode wrote in metamap's nibs of the shared corpus, which the compiler's output is held to.
extension CompilerTestSupport {
    /// The nib Xcode wrote at `nib/ios/metamap/<path>` in the shared corpus.
    static func xcodeMetamapNib(_ path: String) throws -> NibGraph {
        let url = try TestPaths.corpus("nib/ios/metamap/\(path)")
        return NibGraph(try NibArchiveReader.read(try Data(contentsOf: url), path: url.path))
    }

    /// metamap's ConsentCheckBox, as Xcode 13 or later wrote it (no source of it is in the corpus):
    /// a text view with attributed text, system fonts and a `textContainerInset` runtime attribute.
    static func xcodeConsentCheckBox() throws -> NibGraph {
        try xcodeMetamapNib("IncdOnboarding/ConsentCheckBox.nib")
    }
}
