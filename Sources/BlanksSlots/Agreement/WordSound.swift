/// The sound a written word starts with, for "a" or "an", and its case.
/// Spelling rules with the common exceptions: a silent "h" ("an hour"),
/// a "u" or "eu" read as "you" and an "o" read as "w" ("a university",
/// "a one-off"), and initialisms read letter by letter ("an FBI agent").
enum WordSound {
    private static let vowelLetters: Set<Character> = ["a", "e", "i", "o", "u"]
    /// Letters whose names start with a vowel sound: "an F", "an M", "an X".
    private static let vowelNamedLetters: Set<Character> = ["a", "e", "f", "h", "i", "l", "m", "n", "o", "r", "s", "x"]
    private static let silentH = ["hour", "honest", "honor", "honour", "heir", "herb"]
    private static let consonantVowels = [
        "uni", "use", "usu", "uti", "ure", "uro", "ubiq", "eu", "ewe", "one", "once", "uk", "ufo"
    ]

    /// True for a vowel sound, false for a consonant sound, nil for a word
    /// that does not start with a letter.
    static func startsWithVowelSound(_ word: String) -> Bool? {
        guard let first = word.first, first.isLetter else { return nil }
        let letters = Array(word)
        if letters.count >= 2, letters.allSatisfy({ $0.isUppercase }) {
            // A vowel second ("NASA") is read as a word, its sound unknown here.
            guard !vowelLetters.contains(Character(letters[1].lowercased())) else { return nil }
            return vowelNamedLetters.contains(Character(first.lowercased()))
        }
        let lower = word.lowercased()
        if silentH.contains(where: { lower.hasPrefix($0) }) { return true }
        if consonantVowels.contains(where: { lower.hasPrefix($0) }) { return false }
        return vowelLetters.contains(Character(String(lower.prefix(1))))
    }

    /// True when the word's first letter is upper case.
    static func isCapitalised(_ word: String) -> Bool {
        word.unicodeScalars.first?.properties.isUppercase ?? false
    }
}
