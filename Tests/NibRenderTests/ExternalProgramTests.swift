import Foundation
import Testing

@testable import NibRender

@Suite struct ExternalProgramTests {
    @Test func programsAreFoundOnThePathInTheOrderAsked() {
        #expect(
            ExternalProgram.first(of: ["no-such-program-here", "sh"], path: "/nonexistent:/bin") == .init(name: "sh", executable: "/bin/sh")
        )
        #expect(ExternalProgram.first(of: ["sh"], path: "") == nil)
        #expect(ExternalProgram.first(of: ["sh"], path: nil) == nil)
    }

    @Test func statusAndStandardErrorAreReported() throws {
        let shell = ExternalProgram(name: "sh", executable: "/bin/sh")
        let result = try shell.run(["-c", "echo ' said this ' >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.errors == "said this")
        // More than a pipe holds, on both streams: still read to the end.
        let loud = try shell.run(["-c", "head -c 200000 /dev/zero | tr '\\\\0' x >&2; head -c 200000 /dev/zero"])
        #expect(loud.status == 0)
        #expect(loud.errors.count == 200_000)
    }

    @Test func aProgramThatDoesNotEndInTimeIsStopped() throws {
        let started = Date()
        #expect(throws: ExternalProgramError.self) {
            try ExternalProgram(name: "sleep", executable: "/bin/sleep").run(["30"], timeout: 0.5)
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(throws: ExternalProgramError.self) {
            try ExternalProgram(name: "nothing", executable: "/no/such/program").run([])
        }
    }
}
