import Foundation
import GRDBSQLite
import InputFiles
import ResourceAssets

/// Reads a packaged bundle's `ResourceIndex.sqlite` through SQLite's C API, read-only and
/// immutable: a published version never changes, so SQLite need not lock or watch the file.
/// Not thread-safe by itself; `ResourceBundle` serialises every call.
///
/// An index is someone else's file: its tables must be tables before anything is asked (a view
/// may run an endless recursive query), and each query stops after `stepLimit` steps of SQLite's
/// virtual machine, linear in the file's size, however its rows or statistics were forged.
final class ResourceIndexReader {
    private let connection: OpaquePointer
    private let lookup: OpaquePointer
    let path: String
    private let stepLimit: Int
    private let budget = StepBudget()

    /// A look-up takes a few hundred steps; listing every name 6 a row, 0.13 a byte of an index of
    /// 200,000 images (9.6 MB): the limit leaves a hundredfold margin over that, and stops a runaway
    /// query on a 10 MB file within about a second.
    static let stepsPerByte = 16
    static let minimumSteps = 10_000_000

    /// The running query's steps left, in thousands, which SQLite's progress handler counts down.
    private final class StepBudget {
        var thousandsLeft = 0
    }

    /// `stepLimit`, when given, instead of the one the file's size allows.
    init(path: String, stepLimit: Int? = nil) throws(ResourceBundleError) {
        self.path = path
        // SQLite's open of a FIFO waits for a writer: refuse anything but a regular file first.
        do {
            try InputFile.requireRegularFile(path)
        } catch {
            throw .unreadableIndex(path: path, message: error.reason)
        }
        self.stepLimit = stepLimit ?? Self.minimumSteps + Self.stepsPerByte * Int(clamping: min(FileStatus.of(path)?.size ?? 0, 1 << 40))
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(Self.immutableURI(path), &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(connection)
            throw .unreadableIndex(path: path, message: message)
        }
        sqlite3_progress_handler(
            connection, 1000,
            { context in
                let budget = Unmanaged<StepBudget>.fromOpaque(context!).takeUnretainedValue()
                budget.thousandsLeft -= 1
                return budget.thousandsLeft < 0 ? 1 : 0
            }, Unmanaged.passUnretained(budget).toOpaque())
        budget.thousandsLeft = self.stepLimit / 1000
        if let problem = Self.schemaProblem(connection) {
            sqlite3_close(connection)
            throw .unreadableIndex(path: path, message: problem)
        }
        var lookup: OpaquePointer?
        let sql = "SELECT name, path, scale, device, language FROM resource WHERE kind = ?1 AND name IN (?2, ?3)"
        guard sqlite3_prepare_v2(connection, sql, -1, &lookup, nil) == SQLITE_OK, let lookup else {
            let message = String(cString: sqlite3_errmsg(connection))
            sqlite3_close(connection)
            throw .unreadableIndex(path: path, message: message)
        }
        self.connection = connection
        self.lookup = lookup
    }

    deinit {
        sqlite3_finalize(lookup)
        sqlite3_close(connection)
    }

    /// The `bundle_info` rows: name, version, build, identifier, platform, developmentRegion, resourcesPath.
    func info() throws(ResourceBundleError) -> [String: String] {
        startQuery()
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, "SELECT key, value FROM bundle_info", -1, &statement, nil) == SQLITE_OK,
            let statement
        else {
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        var info: [String: String] = [:]
        while true {
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else { throw failure() }
                return info
            }
            if let key = text(statement, 0), let value = text(statement, 1) {
                info[key] = value
            }
        }
    }

    /// The files stored for `name` and for `name~device` (a device-specific nib the packager kept
    /// under its file name), the latter marked with that device.
    func candidates(kind: ResourceKind, name: String, device: String) throws(ResourceBundleError) -> [ResourceCandidate] {
        startQuery()
        let deviceName = name + "~" + device
        sqlite3_bind_text(lookup, 1, kind.rawValue, -1, Self.transient)
        sqlite3_bind_text(lookup, 2, name, -1, Self.transient)
        sqlite3_bind_text(lookup, 3, deviceName, -1, Self.transient)
        defer {
            sqlite3_reset(lookup)
            sqlite3_clear_bindings(lookup)
        }
        var result: [ResourceCandidate] = []
        while true {
            let code = sqlite3_step(lookup)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else { throw failure() }
                return result
            }
            guard let rowName = text(lookup, 0), let path = text(lookup, 1) else { continue }
            let scale = sqlite3_column_type(lookup, 2) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(lookup, 2))
            if let scale, !ImageFileName.scales.contains(scale) {
                throw .unreadableIndex(
                    path: self.path,
                    message:
                        "\(path) has scale \(scale); scales run \(ImageFileName.scales.lowerBound) to \(ImageFileName.scales.upperBound)")
            }
            var candidate = ResourceCandidate(path: path, scale: scale, device: text(lookup, 3), language: text(lookup, 4))
            if rowName == deviceName, candidate.device == nil {
                candidate.device = device
            }
            result.append(candidate)
        }
    }

    /// Every logical name of this kind, for "did you mean" when a look-up finds nothing.
    func names(kind: ResourceKind) throws(ResourceBundleError) -> [String] {
        startQuery()
        var statement: OpaquePointer?
        guard
            sqlite3_prepare_v2(connection, "SELECT DISTINCT name FROM resource WHERE kind = ?1", -1, &statement, nil)
                == SQLITE_OK, let statement
        else {
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, kind.rawValue, -1, Self.transient)
        var names: [String] = []
        while true {
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else { throw failure() }
                return names
            }
            if let name = text(statement, 0) {
                names.append(name)
            }
        }
    }

    /// Gives the query about to run its `stepLimit`.
    private func startQuery() {
        budget.thousandsLeft = stepLimit / 1000
    }

    private func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: bytes)
    }

    private func failure() -> ResourceBundleError {
        if sqlite3_errcode(connection) == SQLITE_INTERRUPT {
            return .unreadableIndex(path: path, message: "a query ran past \(stepLimit) steps, more than an index of this size needs")
        }
        return .unreadableIndex(path: path, message: String(cString: sqlite3_errmsg(connection)))
    }

    /// The index's first view, virtual table or generated column, in words: a view or a virtual
    /// table answers as its definer chose, endlessly if so, and a generated column computes.
    private static func schemaProblem(_ connection: OpaquePointer) -> String? {
        let sql = """
            SELECT name, CASE type WHEN 'view' THEN 'a view' ELSE 'a virtual table' END FROM sqlite_master
            WHERE type = 'view' OR (type = 'table' AND rootpage = 0)
            UNION ALL
            SELECT m.name || '.' || c.name, 'a generated column' FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c
            WHERE m.type = 'table' AND m.rootpage > 0 AND c.hidden != 0
            LIMIT 1
            """
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            return String(cString: sqlite3_errmsg(connection))
        }
        defer { sqlite3_finalize(statement) }
        switch sqlite3_step(statement) {
        case SQLITE_DONE:
            return nil
        case SQLITE_ROW:
            let column = { (index: Int32) in sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "" }
            return "\(column(0)) is \(column(1)), where a resource index has only tables"
        default:
            return String(cString: sqlite3_errmsg(connection))
        }
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// `file:` URI with `immutable=1`; the characters a URI gives meaning to are escaped.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...0xFF, 0...0x20:
                escaped += String(format: "%%%02X", byte)
            default:
                escaped.append(Character(Unicode.Scalar(byte)))
            }
        }
        return "file:" + escaped + "?mode=ro&immutable=1"
    }
}
