import BlanksTestSupport
import Foundation
import Testing

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

    /// Runs one tmux command to its end, through the shared runner: its
    /// posix_spawn does not wait on a descriptor the forked tmux server inherits.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let result = try CommandRunner.run(
            ["-L", socket, "-f", "/dev/null"] + arguments,
            timeout: .seconds(60), executable: URL(fileURLWithPath: Self.executable ?? "tmux"))
        return result.stdout + result.stderr
    }

    func type(_ line: String) throws {
        try run(["send-keys", "-t", "play", "-l", line])
        try run(["send-keys", "-t", "play", "Enter"])
    }

    /// The pane's text; `joined` undoes the terminal's own wrapping, `escapes` keeps colours.
    func screen(joined: Bool = false, escapes: Bool = false) throws -> String {
        try run(
            ["capture-pane", "-p", "-t", "play", "-S", "-", "-E", "-"] + (joined ? ["-J"] : [])
                + (escapes ? ["-e"] : []))
    }

    /// The pane's words with every run of spaces and line breaks made one space,
    /// so a message is found wherever the game wrapped it.
    func words() throws -> String {
        try screen(joined: true).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func waitFor(_ text: String) throws -> Bool {
        try CommandRunner.waitUntil(seconds: 60) { try words().contains(text) }
    }

    /// Ends the server and everything in it.
    func stop() {
        let pid = (try? run(["display-message", "-p", "#{pid}"])).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        _ = try? run(["kill-server"])
        if let pid { kill(pid, SIGKILL) }
    }
}

/// Integration test in a real terminal: colour, the window width, typing
/// lines, Ctrl-C in the middle of a game, and the resumed game.
extension IntegrationTests {
    @Suite(
        "wikiblanks play in a real terminal (tmux)",
        .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)),
        .enabled(
            if: TmuxDriver.isAvailable, "SKIPPED LOUDLY: tmux is not installed, the real-terminal test did not run"))
    struct PlayTerminalIntegrationTests {
        @Test func aGameInTmuxWithCtrlCAndResume() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let batch = try PuzzleFixtures.writeBatch(
                PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
            let db = temp.path("progress.sqlite")
            let tmux = TmuxDriver()
            defer { tmux.stop() }
            let width = 60
            let command =
                "cd '\(temp.url.path)' && env -u NO_COLOR -u COLUMNS TERM=xterm-256color '\(CommandRunner.binary.path)' "
                + "play --batch '\(batch.path)' --db '\(db)'"
            try tmux.run([
                "new-session", "-d", "-s", "play", "-x", "\(width)", "-y", "50", command, ";",
                "set-option", "-t", "play", "remain-on-exit", "on"
            ])
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
            #expect(
                try CommandRunner.waitUntil {
                    try tmux.run(["display-message", "-p", "-t", "play", "#{pane_dead}"]).hasPrefix("1")
                },
                "Ctrl-C did not stop the game")
            #expect(try ProgressDatabase.fetch(db, "SELECT COUNT(*) FROM move") as Int? == 2)

            try tmux.run(["respawn-pane", "-k", "-t", "play", command])
            #expect(try tmux.waitFor("Resuming game 1"), "the game did not resume:\n\((try? tmux.screen()) ?? "")")
            // The resume line comes before the passage is drawn: wait for it too.
            #expect(
                try tmux.waitFor("(2 of 10 blanks filled)."),
                "the resumed game lost its moves:\n\((try? tmux.screen()) ?? "")")
            for blank in 3...10 { try tmux.type("\(blank) \(answers[blank - 1])") }
            #expect(try tmux.waitFor("(10 of 10 filled)."))
            try tmux.type("submit")
            #expect(try tmux.waitFor("Score: 10/10."))
            try tmux.type("result")
            #expect(try tmux.waitFor("[10 right: active]"))
            #expect(try tmux.screen(escapes: true).contains("32m[10 right: active]"), "right answers are green")
            try tmux.type("quit")
            #expect(try tmux.waitFor("Bye."))
            #expect(try ProgressDatabase.fetch(db, "SELECT score FROM game WHERE id = 1") as Int? == 10)
            #expect(try ProgressDatabase.fetch(db, "SELECT COUNT(*) FROM move") as Int? == 10)
        }
    }
}
