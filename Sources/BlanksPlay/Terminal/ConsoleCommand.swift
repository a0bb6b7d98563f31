/// One line typed at the game prompt.
///
/// Line-based on purpose, so a script can drive the game: `3` picks blank 3
/// and lists the words, `3 under` or `fill 3 under` or `fill 3 7` fills it
/// (by word or by the word's number), `clear 3` empties it, `hint 3` shows
/// its part of speech and, asked again, its first letter, `show 3` prints
/// blank 3's sentence. `submit!` submits without asking about empty blanks.
enum ConsoleCommand: Hashable, Sendable {
    /// A word typed or chosen by number.
    enum Choice: Hashable, Sendable {
        case word(String)
        case option(Int)
    }

    case pick(blank: Int)
    case fill(blank: Int, Choice)
    case clear(blank: Int)
    case hint(blank: Int)
    case show
    case showSentence(blank: Int)
    case options
    case submit
    case submitAnyway
    case result
    case replay
    case help
    case quit
    case nothing

    /// The command on `line`, or a message saying why it is not one.
    static func parse(_ line: String) -> Result<ConsoleCommand, CommandError> {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return .success(.nothing) }
        let name = first.lowercased()
        let rest = Array(words.dropFirst())

        if let blank = number(first) {
            return rest.isEmpty ? .success(.pick(blank: blank)) : .success(.fill(blank: blank, choice(rest)))
        }
        switch name {
        case "fill", "f":
            guard let blankWord = rest.first else { return .failure(.missingBlank(command: name)) }
            guard let blank = number(blankWord) else { return .failure(.notANumber(blankWord)) }
            return rest.count == 1
                ? .success(.pick(blank: blank)) : .success(.fill(blank: blank, choice(Array(rest.dropFirst()))))
        case "show" where !rest.isEmpty, "s" where !rest.isEmpty:
            guard let blank = number(rest[0]) else { return .failure(.notANumber(rest[0])) }
            guard rest.count == 1 else { return .failure(.extraWords(command: name)) }
            return .success(.showSentence(blank: blank))
        case "clear", "c", "hint":
            guard let blankWord = rest.first else { return .failure(.missingBlank(command: name)) }
            guard let blank = number(blankWord) else { return .failure(.notANumber(blankWord)) }
            guard rest.count == 1 else { return .failure(.extraWords(command: name)) }
            return .success(name == "hint" ? .hint(blank: blank) : .clear(blank: blank))
        default:
            break
        }
        let simple: [String: ConsoleCommand] = [
            "show": .show, "s": .show, "options": .options, "words": .options, "o": .options,
            "submit": .submit, "submit!": .submitAnyway, "result": .result, "results": .result, "replay": .replay,
            "help": .help, "h": .help, "?": .help, "quit": .quit, "q": .quit, "exit": .quit
        ]
        guard let command = simple[name] else { return .failure(.unknown(first)) }
        guard rest.isEmpty else { return .failure(.extraWords(command: name)) }
        return .success(command)
    }

    /// A word typed after picking a blank: its number, or the word itself.
    static func choice(_ words: [String]) -> Choice {
        if words.count == 1, let option = number(words[0]) { return .option(option) }
        return .word(words.joined(separator: " "))
    }

    /// Digits as a number; digits too many for an `Int` are still a number
    /// (out of any range) rather than a word.
    static func number(_ word: String) -> Int? {
        let digits = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word) ?? (word.hasPrefix("-") ? Int.min : Int.max)
    }

    enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
        case unknown(String)
        case missingBlank(command: String)
        case notANumber(String)
        case extraWords(command: String)

        var description: String {
            switch self {
            case .unknown(let word): return "unknown command \"\(word)\"; type help for the commands"
            case .missingBlank(let command): return "\(command) needs a blank number, as in \(command) 3"
            case .notANumber(let word): return "\"\(word)\" is not a blank number"
            case .extraWords(let command): return "\(command) takes no more words; type help for the commands"
            }
        }
    }
}
