import Foundation
import GRDBSQLite
import TestSupport
import Testing

@testable import NibRuntime

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ResourceIndexReaderTests {
    @Test func opensAnIndexWhosePathHasURICharacters() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let odd = fixture.folder.appendingPathComponent("a b#c?d%e&f=é")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let index = odd.appendingPathComponent("ResourceIndex.sqlite")
        try FileManager.default.copyItem(at: fixture.bundle.appendingPathComponent("ResourceIndex.sqlite"), to: index)
        let reader = try ResourceIndexReader(path: index.path)
        #expect(try reader.info()["name"] == "Lookup")
        let badges = try reader.candidates(kind: .image, name: "badge", device: "ipad")
        #expect(badges.count == 5)
        #expect(badges.filter { $0.device == "ipad" }.map(\.scale) == [2, 1])
    }

    @Test func aFIFOAsTheIndexIsRefusedWithoutBlocking() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("ResourceIndex.sqlite").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let finished = DispatchSemaphore(value: 0)
        let refused = Refused()
        Thread {
            do throws(ResourceBundleError) {
                _ = try ResourceIndexReader(path: fifo)
            } catch {
                refused.error = error
            }
            finished.signal()
        }.start()
        guard finished.wait(timeout: .now() + 10) == .success else {
            Issue.record("opening a FIFO as the index blocked")
            close(open(fifo, O_WRONLY | O_NONBLOCK))
            return
        }
        guard case .unreadableIndex(let path, _)? = refused.error else {
            Issue.record("\(String(describing: refused.error))")
            return
        }
        #expect(path == fifo)
    }

    @Test func aNibKeptUnderItsDeviceFileNameCountsForThatDevice() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let reader = try ResourceIndexReader(path: fixture.bundle.appendingPathComponent("ResourceIndex.sqlite").path)
        let forPad = try reader.candidates(kind: .nib, name: "Panel", device: "ipad")
        #expect(forPad.map(\.path) == ["Panel.nib", "Panel~ipad.nib"])
        #expect(forPad.map(\.device) == [nil, "ipad"])
        #expect(try reader.candidates(kind: .nib, name: "Panel", device: "iphone").map(\.path) == ["Panel.nib"])
        #expect(try reader.candidates(kind: .storyboard, name: "Panel", device: "ipad").isEmpty)
    }

    /// SQLite's open of a FIFO waited for a writer forever: `lookup` hung.
    @Test func aFIFOInPlaceOfTheIndexIsRefusedNamingIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("ResourceIndex.sqlite").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: ResourceBundleError.unreadableIndex(path: fifo, message: "a FIFO (named pipe), not a regular file")) {
            try ResourceIndexReader(path: fifo)
        }
    }

    /// A scale of Int.min once overflowed the resolver's arithmetic.
    @Test(arguments: [Int64.min, Int64.max, 0, -1, 10])
    func aRowWithAScaleOutOfRangeIsATypedError(scale: Int64) throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let index = fixture.folder.appendingPathComponent("Edited.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.bundle.appendingPathComponent("ResourceIndex.sqlite").path, toPath: index)
        var connection: OpaquePointer?
        #expect(sqlite3_open(index, &connection) == SQLITE_OK)
        #expect(
            sqlite3_exec(connection, "UPDATE resource SET scale = \(scale) WHERE path = 'badge@2x~ipad.png'", nil, nil, nil) == SQLITE_OK)
        sqlite3_close(connection)
        let reader = try ResourceIndexReader(path: index)
        #expect(
            throws: ResourceBundleError.unreadableIndex(path: index, message: "badge@2x~ipad.png has scale \(scale); scales run 1 to 9")
        ) {
            try reader.candidates(kind: .image, name: "badge", device: "ipad")
        }
    }

    /// A copy of the fixture's index beside it with `sql` applied.
    private func editedIndex(_ fixture: PackagedFixture, _ sql: String) throws -> String {
        let index = fixture.folder.appendingPathComponent("Edited.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.bundle.appendingPathComponent("ResourceIndex.sqlite").path, toPath: index)
        var connection: OpaquePointer?
        #expect(sqlite3_open(index, &connection) == SQLITE_OK)
        #expect(sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK, "\(String(cString: sqlite3_errmsg(connection)))")
        sqlite3_close(connection)
        return index
    }

    /// Issue 30: `resource` or `bundle_info` made a view over an endless recursive query kept a
    /// look-up running forever, and a generated column computes whatever its definer wrote; the
    /// index is refused before any query, naming what is no table.
    @Test(arguments: [
        (
            """
            DROP TABLE resource; CREATE VIEW resource AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
            SELECT 'nib' AS kind, 'Other' AS name, 'p' AS path, NULL AS scale, NULL AS device, NULL AS language FROM r
            """, "resource is a view"
        ),
        (
            """
            DROP TABLE bundle_info; CREATE VIEW bundle_info AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
            SELECT 'key' AS key, 'value' AS value FROM r
            """, "bundle_info is a view"
        ),
        (
            """
            DROP TABLE resource; CREATE TABLE resource (kind TEXT, name TEXT, path TEXT GENERATED ALWAYS AS
            (printf('%.*c', 100000000, 'x')), scale INTEGER, device TEXT, language TEXT);
            INSERT INTO resource (kind, name) VALUES ('nib', 'Panel')
            """, "resource.path is a generated column"
        ),
    ])
    func aViewOrAGeneratedColumnIsRefusedBeforeAnyQuery(edit: String, object: String) throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let index = try editedIndex(fixture, edit)
        let finished = DispatchSemaphore(value: 0)
        let refused = Refused()
        Thread {
            do throws(ResourceBundleError) {
                let reader = try ResourceIndexReader(path: index)
                _ = try reader.info()
                _ = try reader.candidates(kind: .nib, name: "Panel", device: "ipad")
                _ = try reader.names(kind: .nib)
            } catch {
                refused.error = error
            }
            finished.signal()
        }.start()
        guard finished.wait(timeout: .now() + 20) == .success else {
            Issue.record("reading an index with \(object) did not finish")
            return
        }
        #expect(refused.error == .unreadableIndex(path: index, message: "\(object), where a resource index has only tables"))
    }

    /// Whatever its tables hold, a query stops at its step limit with a typed error; the limit a
    /// file's size allows leaves room to list 50,000 names.
    @Test func aQueryStopsAtItsStepLimit() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let index = try editedIndex(
            fixture,
            """
            WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 50000)
            INSERT INTO resource (kind, name, path, scale, size, sha256) SELECT 'image', 'i' || n, 'i' || n || '.png', 1, 1, x'00' FROM r
            """)
        let bounded = try ResourceIndexReader(path: index, stepLimit: 100_000)
        let stopped = ResourceBundleError.unreadableIndex(
            path: index, message: "a query ran past 100000 steps, more than an index of this size needs")
        #expect(throws: stopped) { try bounded.names(kind: .image) }
        #expect(try ResourceIndexReader(path: index).names(kind: .image).count > 50_000)
    }
}

private final class Refused: @unchecked Sendable {
    var error: ResourceBundleError?
}
