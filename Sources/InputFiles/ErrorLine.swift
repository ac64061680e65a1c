/// How every error names its place, the command line's contract: `path[:line]: error: message`.
public enum ErrorLine {
    public static func text(path: String, line: Int? = nil, message: String) -> String {
        "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
