import Foundation
import GRDBSQLite
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import NibRuntime

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
        #expect(sqlite3_exec(connection, "UPDATE resource SET scale = \(scale) WHERE path = 'badge@2x~ipad.png'", nil, nil, nil) == SQLITE_OK)
        sqlite3_close(connection)
        let reader = try ResourceIndexReader(path: index)
        #expect(throws: ResourceBundleError.unreadableIndex(path: index, message: "badge@2x~ipad.png has scale \(scale); scales run 1 to 9")) {
            try reader.candidates(kind: .image, name: "badge", device: "ipad")
        }
    }
}

private final class Refused: @unchecked Sendable {
    var error: ResourceBundleError?
}
