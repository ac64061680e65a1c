import Foundation
import GRDB
import GRDBSQLite

/// An INSERT bound straight through SQLite's C API. An index run writes hundreds of thousands of
/// rows; GRDB's general argument path (boxed values, existential arrays) cost more than SQLite did.
final class PreparedInsert {
    private let statement: OpaquePointer
    private let connection: OpaquePointer

    init(_ db: Database, sql: String) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the database connection is closed")
        }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        self.connection = connection
        self.statement = statement
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds the next row's values in column order (every column, so nothing of the last row stays
    /// bound), then inserts it.
    func insert(_ bindValues: (inout Row) -> Void) throws {
        var row = Row(statement: statement)
        bindValues(&row)
        if row.bindFailure != SQLITE_OK {
            sqlite3_reset(statement)
            throw DatabaseError(
                resultCode: ResultCode(rawValue: row.bindFailure), message: String(cString: sqlite3_errmsg(connection)))
        }
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
    }

    struct Row {
        fileprivate let statement: OpaquePointer
        private var index: Int32 = 1
        /// The first binding SQLite refused (a value over its length limit), else SQLITE_OK.
        fileprivate var bindFailure = SQLITE_OK

        private mutating func check(_ code: Int32) {
            if bindFailure == SQLITE_OK, code != SQLITE_OK {
                bindFailure = code
            }
        }

        fileprivate init(statement: OpaquePointer) {
            self.statement = statement
        }

        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

        mutating func add(_ value: String?) {
            if var value {
                let code = value.withUTF8 { bytes in
                    bytes.count > Int(Int32.max)
                        ? SQLITE_TOOBIG
                        : sqlite3_bind_text(
                            statement, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                            Int32(bytes.count), Self.transient)
                }
                check(code)
            } else {
                sqlite3_bind_null(statement, index)
            }
            index += 1
        }

        mutating func add(_ value: Int64?) {
            if let value {
                sqlite3_bind_int64(statement, index, value)
            } else {
                sqlite3_bind_null(statement, index)
            }
            index += 1
        }

        mutating func add(_ value: Int?) {
            add(value.map(Int64.init))
        }

        mutating func add(_ value: Bool) {
            add(Int64(value ? 1 : 0))
        }

        mutating func add(_ value: Double?) {
            if let value {
                sqlite3_bind_double(statement, index, value)
            } else {
                sqlite3_bind_null(statement, index)
            }
            index += 1
        }

        mutating func add(_ value: Data) {
            let code = value.withUnsafeBytes { bytes in
                bytes.count > Int(Int32.max)
                    ? SQLITE_TOOBIG
                    : sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
            }
            check(code)
            index += 1
        }
    }
}
