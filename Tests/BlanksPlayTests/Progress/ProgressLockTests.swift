import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// One game at a time per progress file, and a failed
/// start leaves no new file behind.
@Suite("Progress lock")
struct ProgressLockTests {
    static func console(
        store: ProgressStore, source: @escaping () throws(PlayError) -> any PuzzleSource,
        lines: [String] = ["quit"]
    ) -> PlayConsole {
        var remaining = lines[...]
        return PlayConsole(
            store: store, profileName: "default",
            terminal: TerminalEnvironment(colour: false, width: 80, interactive: false),
            io: PlayConsoleIO(
                readLine: { remaining.popFirst() }, write: { _ in }, warn: { _ in },
                now: Date.init),
            source: source)
    }

    @Test func aSecondLockOnTheSameFileIsRefusedUntilTheFirstEnds() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("p.sqlite")
        _ = try ProgressStore.open(path: path)
        var first: ProgressLock? = try ProgressLock.acquire(path: path)
        #expect(first != nil)
        #expect(throws: ProgressStoreError.inUse(path: path)) { try ProgressLock.acquire(path: path) }
        first = nil
        #expect(throws: Never.self) { try ProgressLock.acquire(path: path) }
    }

    @Test func aGameWhileAnotherHoldsTheFileIsRefusedAndChangesNothing() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["1 that", "quit"])
        let holder = try ProgressLock.acquire(path: game.dbPath)
        #expect(throws: PlayError.store(.inUse(path: game.dbPath))) { try game.play(["2 from", "submit"]) }
        withExtendedLifetime(holder) {}
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        let open = try #require(try store.openGame(profile: profile.id))
        #expect(open.moves.map(\.word) == ["that"])
        #expect(
            PlayError.store(.inUse(path: "p")).description
                == "p: another wikiblanks play is already using this progress database; finish or quit that game first, or pass --db FILE"
        )
    }

    @Test func aFailedStartRemovesTheFileAndFolderItCreated() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("data/wikiblanks")
        let path = folder.appendingPathComponent("progress.sqlite").path
        let store = try ProgressStore.open(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        var console = Self.console(store: store) { () throws(PlayError) in
            throw .noPuzzleSource(outputDirectory: "Output")
        }
        #expect(throws: PlayError.noPuzzleSource(outputDirectory: "Output")) { try console.run() }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("data").path))
        #expect(FileManager.default.fileExists(atPath: temp.url.path))
    }

    @Test func aFailedStartKeepsAFileThatWasThereBefore() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["1 that", "submit!", "quit"])
        // The finished game leaves no open one, so the next start needs a source, which fails.
        var failing = Self.console(store: try game.store()) { () throws(PlayError) in
            throw .noPuzzleSource(outputDirectory: "Output")
        }
        #expect(throws: PlayError.noPuzzleSource(outputDirectory: "Output")) { try failing.run() }
        #expect(FileManager.default.fileExists(atPath: game.dbPath))
        #expect(try game.store().games(profile: 1).count == 1)
    }
}
