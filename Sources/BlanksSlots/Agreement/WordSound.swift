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
        if let decided = word.utf8.withContiguousStorageIfAvailable(asciiStartsWithVowelSound) ?? nil { return decided }
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

    /// `startsWithVowelSound` of a word of ASCII bytes, read on the bytes
    /// (each byte a character, its letters A–Z and a–z): `.some(nil)` for no
    /// letter first or an acronym of unknown sound, nil for a word with a
    /// byte outside ASCII or a carriage return, which the characters decide.
    private static func asciiStartsWithVowelSound(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool?? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
        guard let first = bytes.first, isUpper(first) || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        else { return .some(nil) }
        if bytes.count >= 2, bytes.allSatisfy(isUpper) {
            guard !asciiVowels.contains(lower(bytes[1])) else { return .some(nil) }
            return asciiVowelNamed.contains(lower(first))
        }
        func hasPrefix(_ prefix: [UInt8]) -> Bool {
            prefix.count <= bytes.count && zip(bytes, prefix).allSatisfy { lower($0) == $1 }
        }
        if asciiSilentH.contains(where: hasPrefix) { return true }
        if asciiConsonantVowels.contains(where: hasPrefix) { return false }
        return asciiVowels.contains(lower(first))
    }

    private static let asciiVowels = Array("aeiou".utf8)
    private static let asciiVowelNamed = Array("aefhilmnorsx".utf8)
    private static let asciiSilentH = silentH.map { Array($0.utf8) }
    private static let asciiConsonantVowels = consonantVowels.map { Array($0.utf8) }

    /// True when the word's first letter is upper case.
    static func isCapitalised(_ word: String) -> Bool {
        word.unicodeScalars.first?.properties.isUppercase ?? false
    }
}
