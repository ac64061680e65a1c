/// What `ibtool` takes on its command line that changes the compiled bytes.
public struct CompileOptions: Sendable, Hashable {
    public enum TargetDevice: String, Sendable, Hashable, CaseIterable {
        case iphone
        case ipad
    }

    /// The module of the target the document builds into (`customModuleProvider="target"`).
    public var module: String?
    public var minimumDeploymentTarget: String?
    public var targetDevice: TargetDevice

    public init(module: String? = nil, minimumDeploymentTarget: String? = nil, targetDevice: TargetDevice = .iphone) {
        self.module = module
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.targetDevice = targetDevice
    }

    /// A stable text form for cache keys.
    public var cacheKey: String {
        "module=\(module ?? "");min=\(minimumDeploymentTarget ?? "");device=\(targetDevice.rawValue)"
    }
}

/// A compiler message about one place in a source document.
public struct CompileDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case error
        case warning
        case notice
    }

    public var severity: Severity
    public var path: String
    public var line: Int?
    public var message: String

    public init(severity: Severity, path: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: severity: message`, the form editors and CI read.
    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        return "\(place): \(severity.rawValue): \(message)"
    }
}
