import Foundation
import InputFiles

/// Turns an SVG picture into a PNG with a program already on the machine: `rsvg-convert` (Debian
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
        guard let found = ExternalProgram.first(of: Program.allCases.map(\.rawValue), path: path),
            let program = Program(rawValue: found.name)
        else { return nil }
        return (program, found.executable)
    }

    /// The PNG of `svg` (`width` × `height` points, the size Chromium's window takes), for the
    /// picture `destination` names in errors. Both files live in a temporary folder while the
    /// program runs, so nothing half-written is left beside the destination.
    public static func png(of svg: Data, width: Double, height: Double, for destination: String) throws(RenderError) -> Data {
        guard let (program, executable) = available() else {
            throw RenderError(
                path: destination,
                message: "no SVG rasterizer found: install rsvg-convert (apt-get install librsvg2-bin) or chromium")
        }
        let folder: URL
        do {
            folder = try ExternalProgram.scratchFolder("render")
        } catch {
            throw RenderError(path: destination, message: "cannot make a folder to stage the picture: \(FileErrors.describe(error))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Chromium knows an SVG by its extension.
        let svgPath = folder.appendingPathComponent("picture.svg").path
        let pngPath = folder.appendingPathComponent("picture.png").path
        do {
            try svg.write(to: URL(fileURLWithPath: svgPath))
        } catch {
            throw RenderError(path: destination, message: "cannot stage the picture in \(folder.path): \(FileErrors.describe(error))")
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
        let result: (status: Int32, errors: String)
        do {
            result = try ExternalProgram(name: program.rawValue, executable: executable).run(arguments)
        } catch {
            throw RenderError(path: destination, message: "cannot run \(error.executable): \(error.reason)")
        }
        guard result.status == 0, let png = FileManager.default.contents(atPath: pngPath) else {
            throw RenderError(
                path: destination,
                message: "\(program.rawValue) failed (status \(result.status))\(result.errors.isEmpty ? "" : ": " + result.errors)")
        }
        return png
    }
}
