import ArgumentParser
import Foundation

/// Finds the first word of a command line that names no option of the command it is
/// given to, so a mistyped option is reported before the error it causes.
///
/// argument-parser decodes a command (and reports a missing required option or a
/// failed `validate()`) before it looks at the words left over, so on its own
/// `generate --seed x --cout 5` says "Missing expected argument '--count'" and never
/// names `--cout`. This check runs only on a usage error, reads the options of each
/// command from argument-parser's description of the command tree, and gives the
/// same "Did you mean" as argument-parser's own unknown-option message (CLITests'
/// UsageTests protect it for every command).
struct UnknownOptionCheck {
    /// One command of the tree: its option names (`--count`, `-j`), which of them take a
    /// value, and its subcommands by name.
    struct Command: Decodable {
        let commandName: String
        let defaultSubcommand: String?
        let subcommands: [Command]?
        let arguments: [Argument]?

        struct Argument: Decodable {
            let kind: String
            let names: [Name]?
        }

        struct Name: Decodable {
            let kind: String
            let name: String

            var spelled: String { kind == "short" ? "-\(name)" : kind == "long" ? "--\(name)" : "-\(name)" }
        }

        /// Every spelled name, mapped to whether it takes a value.
        var options: [String: Bool] {
            var options: [String: Bool] = [:]
            for argument in arguments ?? [] where argument.kind != "positional" {
                for name in argument.names ?? [] { options[name.spelled] = argument.kind == "option" }
            }
            return options
        }

        func subcommand(named name: String) -> Command? {
            subcommands?.first { $0.commandName == name }
        }
    }

    /// What argument-parser adds to every command without declaring it.
    static let builtIn: [String: Bool] = [
        "-h": false, "--help": false, "-help": false, "--version": false,
        "--experimental-dump-help": false, "--generate-completion-script": true
    ]

    /// Names closer than this many edits are offered (argument-parser's own threshold).
    static let suggestionDistance = 4

    let root: Command

    /// The tree of `Root`, as argument-parser describes it; nil if that description cannot be read.
    init?(_ root: any ParsableCommand.Type) {
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(root._dumpHelp().utf8)) else { return nil }
        self.root = info.command
    }

    /// argument-parser's description of a tool: its root command.
    private struct ToolInfo: Decodable {
        let command: Command
    }

    init(root: Command) {
        self.root = root
    }

    /// The first unknown option of `arguments` (the words after the tool's name) and the
    /// nearest long name of that command, if one is close; nil when every option is known.
    func firstUnknown(in arguments: [String]) -> (option: String, suggestion: String?)? {
        var command = root
        var words = arguments[...]
        while true {
            if let next = words.first, let subcommand = command.subcommand(named: next) {
                command = subcommand
                words = words.dropFirst()
            } else if let name = command.defaultSubcommand, let subcommand = command.subcommand(named: name),
                words.first.map({ $0.hasPrefix("-") }) ?? true
            {
                command = subcommand
            } else {
                break
            }
        }
        let known = command.options.merging(Self.builtIn) { declared, _ in declared }
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if word == "--" { return nil }
            guard Self.isOption(word) else { continue }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard let takesValue = known[name] else {
                return (name, Self.nearest(to: name, among: known.keys.filter { $0.hasPrefix("--") }))
            }
            // As argument-parser reads it: a value never looks like an option (a number may).
            if takesValue && !word.contains("="), index < words.endIndex, !Self.isOption(words[index]) { index += 1 }
        }
        return nil
    }

    /// A word that names an option: starts with `-`, is not `-` alone (standard input) nor a number.
    static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && Double(word) == nil
    }

    /// The closest of `names` to `name` within `suggestionDistance` edits; ties go to the first in order.
    static func nearest(to name: String, among names: [String]) -> String? {
        names.sorted()
            .map { ($0, editDistance($0, name)) }
            .filter { $0.1 < suggestionDistance }
            .min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
