import BlanksCorpus
import BlanksTestSupport
import Foundation
import Testing

extension IntegrationTests {
    /// `play` against hostile situations: a second process on the same profile,
    /// a failed start, damaged revisions on the fly (issues 14 and 21).
    @Suite(
        "wikiblanks play: one game per file, nothing left by a failed start, damaged revisions",
        .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
    struct PlayHardeningTests {
        static let corpus = repositoryRoot.appendingPathComponent("Corpus")

        @Test func aSecondPlayOnTheSameProfileIsRefusedWhileTheFirstWaits() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let batch = try PuzzleFixtures.writeBatch(
                PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
            let db = temp.path("progress.sqlite")
            let arguments = ["play", "--batch", batch.path, "--db", db]
            let first = try PlayBinary.start(arguments, in: temp.url)
            first.send("1 that\n")
            let started = CommandRunner.waitUntil {
                FileManager.default.fileExists(atPath: db)
                    && (try? ProgressDatabase.fetch(db, "SELECT COUNT(*) FROM move") as Int?) == 1
            }
            #expect(started, "the first game never saved its move")
            #expect(first.isRunning, "the first game waits for input")

            let second = try PlayBinary.run(arguments, input: "2 from\nsubmit\n", in: temp.url)
            #expect(second.status == 1)
            #expect(
                second.stderrLines == [
                    "wikiblanks: \(db): another wikiblanks play is already using this progress database; finish or quit that game first, or pass --db FILE"
                ])
            #expect(!second.stdout.contains("Blank 2"))

            first.send("3 was\nquit\n")
            let ended = try first.wait()
            #expect(ended.status == 0, "\(ended.stderr)")
            #expect(
                try ProgressDatabase.fetchAll(db, "SELECT word FROM move ORDER BY seq") as [String] == ["that", "was"])

            let after = try PlayBinary.run(arguments, input: "quit\n", in: temp.url)
            #expect(after.status == 0, "the lock ends with the first game")
            #expect(after.stdout.contains("(2 of 10 blanks filled)."))
        }

        @Test func aFailedStartLeavesNoProgressDatabase() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let result = try PlayBinary.run(["play"], input: "", in: temp.url)
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1)
            let left = try FileManager.default.contentsOfDirectory(atPath: temp.url.path)
            #expect(left.isEmpty, "left behind: \(left)")
        }

        /// A disk that takes no byte (a file size limit of 0, its signal ignored,
        /// so every write fails as on a full disk) while `play` makes the
        /// database's folders and file: the failed start removes them all.
        @Test func aStartOnAFullDiskLeavesNeitherFileNorFolders() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let batch = try PuzzleFixtures.writeBatch(
                PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
            let db = temp.path("NEW/sub/p.sqlite")
            let result = try CommandRunner.run(
                // The limit is the subshell's alone: its messages go through a
                // pipe to the shell, which prints them with no limit.
                [
                    "-c",
                    "out=$( (trap '' XFSZ; ulimit -f 0; exec \"$0\" play --batch \"$1\" --db \"$2\") 2>&1 ); "
                        + "status=$?; printf '%s\\n' \"$out\" >&2; exit $status",
                    CommandRunner.binary.path, batch.path, db
                ],
                input: "quit\n", in: temp.url, environment: PlayBinary.environment(in: temp.url),
                executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("wikiblanks: \(db): "), "\(result.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: temp.url.path)
            #expect(left == ["Output"], "left behind: \(left)")
        }

        /// A progress file with a damaged date: `play` and `history` refuse it in
        /// one line and leave every byte as it was (`sqlite_sequence` included).
        @Test func aDamagedProgressDatabaseIsRefusedAndKeepsEveryByte() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let batch = try PuzzleFixtures.writeBatch(
                PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
            let db = temp.path("progress.sqlite")
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Tests/Fixtures/progress/fuzz-nul-in-date.sqlite"),
                to: URL(fileURLWithPath: db))
            let before = ContentHash.sha256Hex(of: try Data(contentsOf: URL(fileURLWithPath: db)))
            for arguments in [["play", "--batch", batch.path, "--db", db, "--profile", "new"], ["history", "--db", db]]
            {
                let result = try PlayBinary.run(arguments, input: "quit\n", in: temp.url)
                #expect(result.status == 1)
                #expect(
                    result.stderrLines.count == 1 && result.stderr.contains("game 1, started_at: "), "\(result.stderr)")
                #expect(
                    ContentHash.sha256Hex(of: try Data(contentsOf: URL(fileURLWithPath: db))) == before, "\(arguments)")
            }
        }

        /// A copy of the embedded corpus with every revision file but `keep`'s overwritten with garbage.
        static func damagedCorpus(in temp: TemporaryDirectory, keep: String? = nil) throws -> URL {
            let copy = temp.url.appendingPathComponent("Corpus")
            try FileManager.default.copyItem(at: Self.corpus, to: copy)
            let files = (FileManager.default.subpaths(atPath: copy.path) ?? []).filter { $0.hasSuffix(".json.gz") }
            for file in files where keep.map({ !file.hasSuffix("/\($0).json.gz") }) ?? true {
                try Data("not gzip at all".utf8).write(to: copy.appendingPathComponent(file))
            }
            return copy
        }

        @Test func damagedRevisionsAreSkippedOneLineEachAndTheGameGoesOn() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            // Alabama gives a puzzle at level 1, where a new player starts.
            let corpus = try Self.damagedCorpus(in: temp, keep: "717329061")
            let result = try PlayBinary.run(
                ["play", "--corpus", corpus.path, "--db", temp.path("p.sqlite")],
                input: "quit\n", in: temp.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Alabama"))
            #expect(result.stdout.contains("[10 ______]"))
            #expect(!result.stderrLines.isEmpty, "revisions ranked before Alabama are damaged")
            for line in result.stderrLines {
                #expect(
                    line.range(of: #"^warning: revision [0-9]+: skipped, "#, options: .regularExpression) != nil,
                    "\(line)")
            }
        }

        @Test func whenEveryRevisionIsDamagedEachIsNamedThenOneError() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let corpus = try Self.damagedCorpus(in: temp)
            let latest = try String(contentsOf: corpus.appendingPathComponent("manifest.jsonl"), encoding: .utf8)
                .split(separator: "\n").filter { $0.contains("\"latest\":true") }.count
            let db = temp.path("p.sqlite")
            let result = try PlayBinary.run(
                ["play", "--corpus", corpus.path, "--db", db], input: "quit\n", in: temp.url)
            #expect(result.status == 1)
            let lines = result.stderrLines
            #expect(lines.count == latest + 1)
            #expect(lines.dropLast().allSatisfy { $0.hasPrefix("warning: revision ") && $0.contains(": skipped, ") })
            #expect(lines.last?.hasPrefix("wikiblanks: ") == true)
            #expect(
                lines.last?.hasSuffix(
                    "has no puzzle to give; make a batch with wikiblanks generate --seed S --count N --level 1, or pass --batch DIR"
                ) == true)
            #expect(!FileManager.default.fileExists(atPath: db), "a failed start leaves no database")
        }
    }
}
