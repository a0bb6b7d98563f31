@testable import BlanksPlay
import BlanksTestSupport
import Foundation
import Testing

/// Files found by FuzzProgressStore: each is refused with one error, never a trap.
@Suite struct ProgressStoreHostileFileTests {
    @Test func aDateHoldingANULByteIsADamagedFile() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/progress/fuzz-nul-in-date.sqlite")
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("progress.sqlite")
        try FileManager.default.copyItem(at: fixture, to: copy)
        #expect {
            _ = try ProgressStore.open(path: copy.path, busyTimeout: 0.1)
        } throws: { error in
            guard case ProgressStoreError.corrupt(_, let detail) = error else { return false }
            return detail.contains("holds a NUL byte")
        }
    }
}
