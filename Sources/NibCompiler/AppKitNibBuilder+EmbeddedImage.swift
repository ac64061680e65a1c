import AppKitNib
import Foundation
import IBSource
import NibArchive

extension AppKitNibBuilder {
    /// The `NSImage` of an image the document holds, archived as Xcode 26 archives it again
    /// (`AppKitEmbeddedImage`), once for the nib; nil with an error naming the declaration when
    /// its archive is not one the compiler reads (said once, however many cells show it).
    mutating func addEmbeddedImage(named name: String, archive: Data?, declaredAt declaration: IBElement) -> Int? {
        if let known = embeddedImages[name] { return known }
        embeddedImages[name] = .some(nil)
        approximateUnlessMeasured(AppKitXcodeRules.embeddedImages, "an image the document holds", at: declaration)
        let image: AppKitEmbeddedImage
        do throws(AppKitEmbeddedImage.Unreadable) {
            guard let archive else { throw AppKitEmbeddedImage.Unreadable(reason: "its data is not base64") }
            image = try AppKitEmbeddedImage(archive: archive)
        } catch {
            reject("image '\(name)', which the document holds, is not known to the macOS compiler: \(error.reason)", at: declaration)
            return nil
        }
        if image.size == nil {
            approximate(
                "an image the document holds without a size, which no pair shows, is archived without one, as the document's archive holds it",
                at: declaration)
        }
        var color: Int?
        switch image.color {
        case .calibratedWhite(let white):
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.colorSpace, .integer(AppKitColors.calibratedWhiteSpace))
            fields.add(AppKitNibKey.white, .data(white))
            color = add(AppKitNibClass.color, .values(NibGraph.Entries(fields.entries)))
        case .genericGray(let white, let components):
            let space = colorSpace(.genericGrayGamma22, for: "image '\(name)'", at: declaration)
            color = addFallbackColor(.gray(white: white, components: components), profile: space)
        case nil:
            color = nil
        }
        let representations = image.representations.map { representation in
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.imageRepLayoutDirection, .integer(representation.layoutDirection))
            fields.add(
                AppKitNibKey.imageRepTIFF,
                .object(add(NibCollectionClass.data, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(representation.tiff))]))))
            let rep = add(AppKitNibClass.bitmapImageRep, .values(NibGraph.Entries(fields.entries)))
            return collection(NibCollectionClass.array, [numberObject(.integer(representation.number)), rep])
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.imageFlags, .integer(image.flags))
        fields.add(AppKitNibKey.imageSize, image.size.map { string($0).archived })
        fields.add(AppKitNibKey.imageResizingMode, .integer(image.resizingMode))
        fields.add(AppKitNibKey.imageTintColor, .null)
        fields.add(AppKitNibKey.imageRepresentations, list(NibCollectionClass.mutableArray, representations).archived)
        fields.add(AppKitNibKey.color, color.map(NibGraph.Value.object))
        let made = add(AppKitNibClass.image, .values(NibGraph.Entries(fields.entries)))
        embeddedImages[name] = made
        return made
    }
}
