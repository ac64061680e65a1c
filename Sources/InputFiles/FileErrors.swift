import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Foundation's file errors in words. On Linux many have no text of their own and print as
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)"; the `errno` they
/// wrap, or their code, says what happened.
public enum FileErrors {
    public static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain {
            return words(errno: Int32(clamping: error.code))
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return words(errno: Int32(clamping: underlying.code))
        }
        // Creating a folder at or below a file fails with no errno at all (write error 512, or
        // 516 "exists"): name the file in the way.
        if error.domain == NSCocoaErrorDomain, [512, 516].contains(error.code),
            let path = error.userInfo[NSFilePathErrorKey] as? String, let file = fileInTheWay(of: path)
        {
            return "\(file) is a file, not a folder"
        }
        if error.domain == NSCocoaErrorDomain, let text = cocoaTexts[error.code] {
            return text
        }
        let text = error.localizedDescription
        return text.contains("NSCocoaErrorDomain") ? "the file operation failed (Foundation file error \(error.code))" : text
    }

    /// The nearest existing folder-or-file above `path` (or `path` itself), when it is not a folder.
    private static func fileInTheWay(of path: String) -> String? {
        var candidate = (path as NSString).standardizingPath
        while !candidate.isEmpty, candidate != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : candidate
            }
            candidate = parentFolder(of: candidate)
        }
        return nil
    }

    private static func words(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// `NSCocoaErrorDomain` file codes (FoundationErrors.h).
    private static let cocoaTexts: [Int: String] = [
        4: "no such file or directory",
        255: "the file is locked",
        256: "the file could not be read",
        257: "permission denied",
        258: "invalid file name",
        259: "the file is not in a format that can be read",
        260: "no such file or directory",
        261: "the text encoding is not supported",
        263: "the file is too large",
        512: "the file could not be written",
        513: "permission denied",
        514: "invalid file name",
        516: "a file with that name already exists",
        517: "the text encoding is not supported",
        640: "no space left on the volume",
        642: "the volume is read-only",
    ]
}
