import BlanksTestSupport
import Foundation
import GRDB
import Glibc
import Testing

#if canImport(Glibc)
#endif

/// Drives a tmux server of its own: sessions, keys, and what the pane shows.
struct TmuxDriver {
    static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool {
        if executable == nil {
            print("⚠️  SKIPPED: tmux is not installed, so the real-terminal test of wikiblanks play did not run.")
        }
        return executable != nil
    }

    let socket = "wikiblanks-test-\(UUID().uuidString.prefix(8))"

    /// Runs one tmux command to its end. Not through Foundation's `Process`:
    /// the tmux server forked by the first command inherits the descriptor
    /// `Process` watches for the exit, and `waitUntilExit` would never return.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let executable = Self.executable ?? "tmux"
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw TmuxError.cannotStart(errno: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    enum TmuxError: Error {
        case cannotStart(errno: Int32)
    }

    func type(_ line: String) throws {
        try run(["send-keys", "-t", "play", "-l", line])
        try run(["send-keys", "-t", "play", "Enter"])
    }

    /// The pane's text; `joined` undoes the terminal's own wrapping, `escapes` keeps colours.
    func screen(joined: Bool = false, escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", "play", "-S", "-", "-E", "-"] + (joined ? ["-J"] : []) + (escapes ? ["-e"] : []))
    }

    /// The pane's words with every run of spaces and line breaks made one space,
    /// so a message is found wherever the game wrapped it.
    func words() throws -> String {
        try screen(joined: true).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func waitFor(_ text: String) throws -> Bool {
        try BinaryRunner.waitUntil(seconds: 60) { try words().contains(text) }
    }

    /// Ends the server and everything in it.
    func stop() {
        let pid = (try? run(["display-message", "-p", "#{pid}"])).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        _ = try? run(["kill-server"])
        if let pid { kill(pid, SIGKILL) }
    }
}

/// Integration test in a real terminal: colour, the window width, typing
/// lines, Ctrl-C in the middle of a game, and the resumed game.
extension IntegrationTests {
@Suite("wikiblanks play in a real terminal (tmux)",
       .enabled(if: BinaryRunner.binaryExists, "build .build/debug/wikiblanks first (swift build --build-tests)"),
       .enabled(if: TmuxDriver.isAvailable, "SKIPPED LOUDLY: tmux is not installed, the real-terminal test did not run"))
struct PlayTerminalIntegrationTests {
    @Test func aGameInTmuxWithCtrlCAndResume() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let batch = try PuzzleFixtures.writeBatch(PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
        let db = temp.path("progress.sqlite")
        let tmux = TmuxDriver()
        defer { tmux.stop() }
        let width = 60
        let command = "cd '\(temp.url.path)' && env -u NO_COLOR -u COLUMNS TERM=xterm-256color '\(BinaryRunner.binary.path)' "
            + "play --batch '\(batch.path)' --db '\(db)'"
        try tmux.run(["new-session", "-d", "-s", "play", "-x", "\(width)", "-y", "50", command, ";",
                      "set-option", "-t", "play", "remain-on-exit", "on"])
        #expect(try tmux.waitFor("Words:"), "the game never showed its words:\n\((try? tmux.screen()) ?? "")")

        let coloured = try tmux.screen(escapes: true)
        // tmux re-encodes the colours it shows ("\e[1;33m" as "\e[1m\e[33m").
        #expect(coloured.contains("33m[1 ______]"), "empty blanks are coloured on a terminal")
        for line in try tmux.screen(joined: true).split(separator: "\n") {
            #expect(line.count <= width, "wider than the \(width)-column terminal: \(line)")
        }
        #expect(try tmux.screen().contains("0/10>"), "a prompt is shown to a person typing")

        let answers = PuzzleFixtures.answers
        try tmux.type("1")
        #expect(try tmux.waitFor("Blank 1 is empty. Type a word or its number:"))
        try tmux.type(answers[0])
        #expect(try tmux.waitFor("Blank 1: that (1 of 10 filled)."))
        try tmux.type("2 \(answers[1])")
        #expect(try tmux.waitFor("Blank 2: from (2 of 10 filled)."))
        try tmux.type("show")
        #expect(try tmux.waitFor("[1: that]"))
        #expect(try tmux.screen(escapes: true).contains("36m[1: that]"), "filled words have their own style")

        try tmux.run(["send-keys", "-t", "play", "C-c"])
        #expect(try BinaryRunner.waitUntil { try tmux.run(["display-message", "-p", "-t", "play", "#{pane_dead}"]).hasPrefix("1") },
                "Ctrl-C did not stop the game")
        #expect(try BinaryRunner.fetch(db, "SELECT COUNT(*) FROM move") as Int? == 2)

        try tmux.run(["respawn-pane", "-k", "-t", "play", command])
        #expect(try tmux.waitFor("Resuming game 1"), "the game did not resume:\n\((try? tmux.screen()) ?? "")")
        // The resume line comes before the passage is drawn: wait for it too.
        #expect(try tmux.waitFor("(2 of 10 blanks filled)."), "the resumed game lost its moves:\n\((try? tmux.screen()) ?? "")")
        for blank in 3...10 { try tmux.type("\(blank) \(answers[blank - 1])") }
        #expect(try tmux.waitFor("(10 of 10 filled)."))
        try tmux.type("submit")
        #expect(try tmux.waitFor("Score: 10/10."))
        try tmux.type("result")
        #expect(try tmux.waitFor("[10 right: active]"))
        #expect(try tmux.screen(escapes: true).contains("32m[10 right: active]"), "right answers are green")
        try tmux.type("quit")
        #expect(try tmux.waitFor("Bye."))
        #expect(try BinaryRunner.fetch(db, "SELECT score FROM game WHERE id = 1") as Int? == 10)
        #expect(try BinaryRunner.fetch(db, "SELECT COUNT(*) FROM move") as Int? == 10)
    }
}
}
