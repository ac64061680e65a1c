import Foundation
import InputFiles

/// Turns an SVG file into a PNG with a program already on the machine: `rsvg-convert` (Debian
/// `librsvg2-bin`), else headless Chromium.
public enum PNGRasterizer {
    public enum Program: String, Sendable, CaseIterable {
        case rsvgConvert = "rsvg-convert"
        case chromium
        case chromiumBrowser = "chromium-browser"
        case googleChrome = "google-chrome"
    }

    /// The first rasterizer found on `PATH`, with its full path.
    public static func available(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> (Program, String)? {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        for program in Program.allCases {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + program.rawValue) {
                return (program, folder + "/" + program.rawValue)
            }
        }
        return nil
    }

    /// Writes `pngPath` from `svgPath`, at the SVG's size (`width` × `height` points, used by Chromium).
    public static func rasterize(svgPath: String, pngPath: String, width: Double, height: Double) throws(RenderError) {
        guard let (program, executable) = available() else {
            throw RenderError(
                path: pngPath,
                message: "no SVG rasterizer found: install rsvg-convert (apt-get install librsvg2-bin) or chromium")
        }
        let arguments: [String]
        switch program {
        case .rsvgConvert:
            arguments = ["--format", "png", "--output", pngPath, svgPath]
        case .chromium, .chromiumBrowser, .googleChrome:
            let size = "\(Int(width.rounded(.up))),\(Int(height.rounded(.up)))"
            arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=" + pngPath,
                "--window-size=" + size, URL(fileURLWithPath: svgPath).absoluteString,
            ]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw RenderError(path: pngPath, message: "cannot run \(executable): \(FileErrors.describe(error))")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: pngPath) else {
            let said = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderError(
                path: pngPath, message: "\(program.rawValue) failed (status \(process.terminationStatus))\(said.isEmpty ? "" : ": " + said)"
            )
        }
    }
}
