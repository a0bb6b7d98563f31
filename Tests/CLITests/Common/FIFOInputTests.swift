import BlanksTestSupport
import Foundation
import Testing

/// A FIFO (or a folder) where a batch file belongs is refused at once with one
/// line naming it: no command waits for a writer that never comes.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct FIFOInputTests {
    enum Planted: String, CaseIterable, Sendable {
        case fifo, folder
    }

    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// A generated batch folder whose `file` is replaced by a FIFO with no writer, or a folder.
    private static func batch(with file: String, planted: Planted, in temp: TemporaryDirectory) throws -> URL {
        let made = try CommandRunner.run([
            "generate", "--seed", "fifo", "--count", "2", "--corpus", corpus,
            "--out", temp.path("out"), "--print-path"
        ])
        #expect(made.status == 0, "\(made.stderr)")
        let folder = URL(fileURLWithPath: made.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let path = folder.appendingPathComponent(file).path
        try FileManager.default.removeItem(atPath: path)
        switch planted {
        case .fifo: #expect(mkfifo(path, 0o644) == 0)
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        return folder
    }

    static let readers: [[String]] = [
        ["validate", "BATCH"],
        ["validate", "BATCH", "--json"],
        ["validate", "BATCH/puzzles.jsonl"],
        ["export", "html", "BATCH", "--out", "OUT/p.html"],
        ["export", "anki", "BATCH", "--out", "OUT/p.apkg"],
        ["export", "moodle", "BATCH", "--out", "OUT/p.xml"],
        ["play", "--batch", "BATCH", "--db", "OUT/p.sqlite"]
    ]

    @Test(arguments: readers, Planted.allCases)
    func aPlantedPuzzlesFileIsRefused(_ command: [String], planted: Planted) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let folder = try Self.batch(with: "puzzles.jsonl", planted: planted, in: temp)
        let arguments = command.map {
            $0.replacingOccurrences(of: "BATCH", with: folder.path).replacingOccurrences(of: "OUT", with: temp.url.path)
        }
        let result = try CommandRunner.run(arguments, input: "", timeout: .seconds(60))
        #expect(!result.timedOut, "\(command) waited on the \(planted)")
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("puzzles.jsonl"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: temp.path("p.html")))
    }

    @Test(arguments: Planted.allCases)
    func aPlantedManifestIsRefused(_ planted: Planted) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let folder = try Self.batch(with: "manifest.json", planted: planted, in: temp)
        let result = try CommandRunner.run(["validate", folder.path], timeout: .seconds(60))
        #expect(!result.timedOut, "validate waited on the \(planted)")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("manifest.json"), "\(result.stderr)")
    }
}
