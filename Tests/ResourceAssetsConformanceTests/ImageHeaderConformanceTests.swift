import Foundation
import ResourceAssets
import ResourceAssetsTestSupport
import TestSupport
import Testing

/// Image headers read from the corpus's JPEG, PNG and PDF files; every prefix of real files and
/// random mutations of the example app's must give errors, never a crash.
@Suite struct ImageHeaderConformanceTests {
    @Test func corpusPNGsReadWithEveryCRCChecked() throws {
        let folder = try TestPaths.corpus("ib/rswift/ResourceApp/Images")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(files.count >= 5)
        for file in files {
            let header = try ImageHeaderSupport.read(ImageHeaderSupport.bytes(folder.appendingPathComponent(file)), .png)
            #expect((header.pixelWidth ?? 0) > 0 && (header.pixelHeight ?? 0) > 0, "\(file)")
        }
    }

    @Test func corpusJPEGs() throws {
        let folder = try TestPaths.corpus("ib/rswift/ResourceApp/Images")
        let colors = try ImageHeaderSupport.read(ImageHeaderSupport.bytes(folder.appendingPathComponent("Colors.jpg")), .jpeg)
        // SOF0 holds height 640, width 575, as python3's struct.unpack and file(1) read it.
        #expect(colors == ImageHeader(format: .jpeg, pixelWidth: 575, pixelHeight: 640))
        // The corpus's variants are byte-for-byte copies of Colors.jpg, not scaled images.
        for variant in ["Colors@2x.jpg", "Colors@3x.jpg", "Colors~ipad@2x.jpg", "Colors@2x~ipad.jpg"] {
            #expect(
                try ImageHeaderSupport.read(ImageHeaderSupport.bytes(folder.appendingPathComponent(variant)), .jpeg) == colors, "\(variant)"
            )
        }
    }

    @Test func corpusPDF() throws {
        let pdf = try TestPaths.corpus("ib/rswift/ResourceApp/Images.xcassets/first.imageset/first.pdf")
        #expect(try ImageHeaderSupport.read(ImageHeaderSupport.bytes(pdf), .pdf) == ImageHeader(format: .pdf))
    }

    /// Every prefix of a real PNG and JPEG: a PNG without its last byte is never accepted, and a
    /// JPEG prefix, once it holds the frame header, reads as the whole file does.
    @Test func everyPrefixOfRealFiles() throws {
        let folder = try TestPaths.corpus("ib/rswift/ResourceApp/Images")
        let png = try ImageHeaderSupport.bytes(folder.appendingPathComponent("User@white@2x.png"))
        let fullPNG = try ImageHeaderSupport.read(png, .png)
        var acceptedPNGPrefixes = 0
        for length in 0..<png.count where (try? ImageHeaderSupport.read(Array(png.prefix(length)), .png)) != nil {
            acceptedPNGPrefixes += 1
        }
        #expect(acceptedPNGPrefixes == 0)
        #expect(fullPNG.pixelWidth != nil)

        let jpeg = try ImageHeaderSupport.bytes(folder.appendingPathComponent("Colors.jpg"))
        let fullJPEG = try ImageHeaderSupport.read(jpeg, .jpeg)
        var firstAccepted: Int?
        for length in 0...jpeg.count {
            do {
                let header = try ImageHeaderSupport.read(Array(jpeg.prefix(length)), .jpeg)
                #expect(header == fullJPEG, "prefix \(length)")
                firstAccepted = firstAccepted ?? length
            } catch {
                #expect(firstAccepted == nil, "prefix \(length) rejected after a shorter one was accepted: \(error)")
            }
        }
        #expect(firstAccepted != nil)
    }

    /// Random byte changes, insertions and truncations of real files, read as every format: each
    /// read returns or throws `ImageFileError`. Any change to a PNG must be caught.
    @Test func randomMutationsNeverCrash() throws {
        let folder = try TestPaths.corpus("ib/rswift/ResourceApp/Images")
        let originals: [(ImageFormat, [UInt8])] = [
            (.png, try ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent("avatar_placeholder@3x.png"))),
            (.png, try ImageHeaderSupport.bytes(folder.appendingPathComponent("User@white.png"))),
            // JPEG headers hold the interesting bytes; mutate only the part up to and past the frame header.
            (.jpeg, Array(try ImageHeaderSupport.bytes(folder.appendingPathComponent("Colors.jpg")).prefix(700))),
        ]
        var generator = SeededGenerator(seed: 2024)
        var acceptedJPEGs = 0
        for (format, original) in originals {
            for _ in 0..<1500 {
                var mutated = original
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let position = Int.random(in: 0..<mutated.count, using: &generator)
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0: mutated.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                    case 1: mutated.removeSubrange(position...)
                    case 2: mutated[position] = 0xFF
                    default: mutated[position] = UInt8.random(in: 0...255, using: &generator)
                    }
                    if mutated.isEmpty { break }
                }
                for other in [ImageFormat.png, .jpeg, .gif, .pdf, .icns, .svg] {
                    do {
                        let header = try ImageHeaderSupport.read(mutated, other)
                        #expect(header.format == other)
                        if other == .png || other == .jpeg || other == .gif {
                            #expect((header.pixelWidth ?? 0) > 0 && (header.pixelHeight ?? 0) > 0)
                        }
                        if other == format, format == .png {
                            #expect(mutated == original, "a changed PNG was accepted")
                        }
                        if other == format, format == .jpeg { acceptedJPEGs += 1 }
                    } catch {
                        #expect(!error.message.isEmpty)
                    }
                }
            }
        }
        // Most JPEG mutations land after the frame header or in skipped segments.
        #expect(acceptedJPEGs > 0)
    }
}
