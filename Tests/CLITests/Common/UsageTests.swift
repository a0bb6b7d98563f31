import BlanksTestSupport
import Foundation
import Testing

/// The command line as a newcomer meets it: a mistyped option is named (with the option
/// meant) whatever else is wrong, every command's `--help` lists every option it takes,
/// and the version is one answer however it is asked for.
@Suite struct UsageTests {
    /// A command of the tool as argument-parser describes it (`--experimental-dump-help`).
    struct Command: Decodable {
        let commandName: String
        let subcommands: [Command]?
        let arguments: [Argument]?

        struct Argument: Decodable {
            let kind: String
            let shouldDisplay: Bool
            let names: [Name]?
        }

        struct Name: Decodable {
            let kind: String
            let name: String
        }
    }

    /// Every command path (`["corpus", "show"]`), each with the long names of its options.
    static func commands() throws -> [(path: [String], options: [String])] {
        struct ToolInfo: Decodable { let command: Command }
        let dump = try CommandRunner.run(["--experimental-dump-help"])
        let root = try JSONDecoder().decode(ToolInfo.self, from: Data(dump.stdout.utf8)).command
        var found: [(path: [String], options: [String])] = []
        func walk(_ command: Command, _ path: [String]) {
            let options = (command.arguments ?? []).filter { $0.kind != "positional" && $0.shouldDisplay }
                .flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map { "--\($0.name)" } }
            if !path.isEmpty && path != ["help"] { found.append((path, options)) }
            (command.subcommands ?? []).forEach { walk($0, path + [$0.commandName]) }
        }
        walk(root, [])
        return found
    }

    @Test func aMistypedOptionIsNamedBeforeTheMissingOneWithTheOptionMeant() throws {
        let result = try CommandRunner.run(["generate", "--seed", "x", "--cout", "5"])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "wikiblanks: Unknown option '--cout'. Did you mean '--count'?", "\(result.stderr)")
        #expect(!result.stderr.contains("Missing"), "only the mistyped option is the error: \(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("Usage: wikiblanks generate ") }, "\(result.stderr)")
    }

    @Test func aMistypedOptionIsNamedBeforeAFailedValidation() throws {
        let result = try CommandRunner.run(["generate", "--seed", "x", "--count", "0", "--levle", "2"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("wikiblanks: Unknown option '--levle'. Did you mean '--level'?\n"),
            "\(result.stderr)")
    }

    /// An option's value is no option, a word like an option is never a value (as argument-parser
    /// reads them), a negative number is not an unknown option, and `--` ends the options.
    @Test func valuesAndWordsAfterTheTerminatorAreNotOptions() throws {
        let valued = try CommandRunner.run(["generate", "--seed", "--x", "--out=--y", "--count", "0"])
        #expect(valued.status == 64)
        #expect(valued.stderr.hasPrefix("wikiblanks: Unknown option '--x'"), "\(valued.stderr)")
        let negative = try CommandRunner.run(["generate", "--seed", "x", "--level", "-1", "--count", "1"])
        #expect(negative.status == 64 && !negative.stderr.contains("Unknown option"), "\(negative.stderr)")
        let optionLike = try CommandRunner.run(["generate", "--seed", "--cout", "--count", "1"])
        #expect(optionLike.stderr.hasPrefix("wikiblanks: Unknown option '--cout'"), "\(optionLike.stderr)")
        let terminated = try CommandRunner.run(["corpus", "show", "--", "--nonsense"])
        #expect(terminated.status == 64)
        #expect(!terminated.stderr.contains("Unknown option"), "\(terminated.stderr)")
    }

    @Test func everyCommandNamesAnUnknownOptionWhateverElseIsMissing() throws {
        let commands = try Self.commands()
        #expect(commands.count > 30, "the dump lists every command: \(commands.map(\.path))")
        for command in commands {
            let result = try CommandRunner.run(command.path + ["--no-such-option-here"])
            #expect(result.status == 64, "\(command.path): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("wikiblanks: Unknown option '--no-such-option-here'\n"),
                "\(command.path): \(result.stderr)")
            guard let option = command.options.first(where: { $0.count > 5 && $0 != "--version" }) else { continue }
            let typo = String(option.dropLast())
            let mistyped = try CommandRunner.run(command.path + [typo])
            #expect(
                mistyped.stderr.hasPrefix("wikiblanks: Unknown option '\(typo)'. Did you mean '"),
                "\(command.path): \(mistyped.stderr)")
        }
    }

    @Test func everyCommandsHelpListsEveryOptionItTakes() throws {
        for command in try Self.commands() {
            let help = try CommandRunner.run(command.path + ["--help"])
            #expect(help.status == 0)
            for option in command.options {
                #expect(help.stdout.contains(option), "\(command.path) --help lacks \(option)")
            }
        }
        let history = try CommandRunner.run(["history", "--help"])
        for option in ["--json", "--profile", "--db"] {
            #expect(history.stdout.contains(option), "history --help lacks \(option): \(history.stdout)")
        }
    }

    /// `history` lists, with its options, as `history list` does; `history show` keeps its own.
    @Test func historyTakesItsOptionsItselfAndThroughItsSubcommands() throws {
        let scratch = try TemporaryDirectory("cli")
        defer { scratch.remove() }
        let database = scratch.path("progress.sqlite")
        let listed = try CommandRunner.run(["history", "--json", "--db", database])
        #expect(listed.status == 0 && listed.stdout == "[]\n", "\(listed.stderr)")
        let named = try CommandRunner.run(["history", "list", "--json", "--db", database])
        #expect(named.status == 0 && named.stdout == "[]\n", "\(named.stderr)")
        let shown = try CommandRunner.run(["history", "show", "3", "--db", database])
        #expect(shown.status == 1 && shown.stderr.contains("no game 3"), "\(shown.stderr)")
    }

    @Test func theVersionIsOneAnswerHoweverItIsAskedFor() throws {
        let answers = try [["--version"], ["-V"], ["version"]].map { try CommandRunner.run($0) }
        for answer in answers {
            #expect(answer.status == 0, "\(answer.stderr)")
            #expect(answer.stdout == answers[0].stdout)
        }
        #expect(
            answers[0].stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
            "\(answers[0].stdout)")
    }

    /// Nothing is written into a corpus unless asked: `stats` alone is a usage error,
    /// and the word frequencies are written only with `--word-frequencies`.
    @Test func statsWithoutAnArgumentLeavesTheCorpusUntouched() throws {
        let scratch = try TemporaryDirectory("cli")
        defer { scratch.remove() }
        let corpus = scratch.url.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus"), to: corpus)
        let table = corpus.appendingPathComponent("wordfreq.tsv")
        try FileManager.default.removeItem(at: table)
        let before = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()

        let bare = try CommandRunner.run(["stats"], in: scratch.url)
        #expect(bare.status == 64)
        #expect(bare.stderr.hasPrefix("wikiblanks: give a SOURCE"), "\(bare.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() == before)

        let asked = try CommandRunner.run(["stats", "--word-frequencies"], in: scratch.url)
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(FileManager.default.fileExists(atPath: table.path))
        let both = try CommandRunner.run(["stats", "--word-frequencies", "--revid", "716551092"], in: scratch.url)
        #expect(both.status == 64 && both.stderr.hasPrefix("wikiblanks: give one of"), "\(both.stderr)")
    }
}
