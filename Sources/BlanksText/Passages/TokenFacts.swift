/// What the passage gate's checks ask of one token, decided once per token
/// and shared by every check: the checks ask the same few questions of the
/// same tokens (is it one letter, does it open with a capital, does it hold
/// a digit), and answering each on `Character`s for each check cost more
/// than the checks' own logic.
///
/// Each fact is defined on `Character`s (below) and decided so for a token
/// that is not all ASCII; an ASCII token's are read off its bytes, where a
/// letter, a digit and a case are the byte's (tests compare the two on every
/// ASCII character and on tokens of other scripts).
struct TokenFacts: OptionSet, Sendable {
    let rawValue: UInt16

    /// `token.count == 1 && token.first?.isLetter == true`.
    static let singleLetter = TokenFacts(rawValue: 1 << 0)
    /// `token.first?.isLetter == true`.
    static let opensWithLetter = TokenFacts(rawValue: 1 << 1)
    /// `token.first?.isUppercase == true`.
    static let opensUppercase = TokenFacts(rawValue: 1 << 2)
    /// `token.first?.isLowercase == true`.
    static let opensLowercase = TokenFacts(rawValue: 1 << 3)
    /// `token.first?.isNumber == true`: a number ("5", "1,200", "½", "1990s").
    static let opensWithNumber = TokenFacts(rawValue: 1 << 4)
    /// `token.contains(where: \.isLetter)`.
    static let holdsLetter = TokenFacts(rawValue: 1 << 5)
    /// `token.contains(where: \.isNumber)`.
    static let holdsNumber = TokenFacts(rawValue: 1 << 6)
    /// `token.contains(where: \.isUppercase)`.
    static let holdsUppercase = TokenFacts(rawValue: 1 << 7)
    /// `FormulaRemnantCheck.isOrbitalTerm(token)`: "5g18", "8s2".
    static let orbitalTerm = TokenFacts(rawValue: 1 << 8)
    /// `FormulaRemnantCheck.mixesGreekAndLatin(token)`: "Σi".
    static let greekAndLatin = TokenFacts(rawValue: 1 << 9)
    /// `lower.first?.isNumber == true`, of the token lowercased.
    static let lowerOpensWithNumber = TokenFacts(rawValue: 1 << 10)
    /// `lower.contains(where: \.isLetter)`, of the token lowercased.
    static let lowerHoldsLetter = TokenFacts(rawValue: 1 << 11)
    /// `lower.contains { $0.isLetter || $0.isNumber }`, of the token lowercased.
    static let lowerHoldsLetterOrNumber = TokenFacts(rawValue: 1 << 12)

    /// `holdsLetter` or `holdsNumber`: the token is a word (`GatedText.Sentence.wordCount`).
    var isWord: Bool { !isDisjoint(with: [.holdsLetter, .holdsNumber]) }

    /// A lowercase letter standing alone other than the article "a": the
    /// variable of a formula or a list's item (`FormulaRemnantCheck`,
    /// `ListDebrisCheck`). Capitals name things ("Plan B", "vitamins A, C")
    /// and are not loose.
    func isLooseLetter(_ token: String) -> Bool {
        isSuperset(of: [.singleLetter, .opensLowercase]) && token != "a"
    }

    /// The facts of `token`, whose lower case (`GatedText.lowercased`) is `lower`.
    init(_ token: String, lower: String) {
        var ascii: TokenFacts? = nil
        token.utf8.withContiguousStorageIfAvailable { bytes in ascii = TokenFacts(ascii: bytes) }
        if let facts = ascii ?? nil {
            self = facts
            return
        }
        self = TokenFacts(characters: token, lower: lower)
    }

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The facts of an ASCII token from its bytes, nil when a byte is not
    /// ASCII. Every ASCII character is one byte and one `Character` (but
    /// "\r\n", which is neither a letter, a digit nor cased, as neither of its
    /// bytes is), and lowercasing changes only its capitals, so the facts of
    /// its lower case are the token's own.
    private init?(ascii bytes: UnsafeBufferPointer<UInt8>) {
        var facts: UInt16 = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if ASCII.isLetter(byte) { facts |= Self.holdsLetter.rawValue }
            if ASCII.isDigit(byte) { facts |= Self.holdsNumber.rawValue }
            if ASCII.isUpper(byte) { facts |= Self.holdsUppercase.rawValue }
        }
        self.init(rawValue: facts)
        guard let first = bytes.first else { return }
        if ASCII.isLetter(first) {
            formUnion(bytes.count == 1 ? [.opensWithLetter, .singleLetter] : .opensWithLetter)
        }
        if ASCII.isUpper(first) { insert(.opensUppercase) }
        if ASCII.isLower(first) { insert(.opensLowercase) }
        if ASCII.isDigit(first) { formUnion([.opensWithNumber, .lowerOpensWithNumber]) }
        if contains(.holdsLetter) { insert(.lowerHoldsLetter) }
        if isWord { insert(.lowerHoldsLetterOrNumber) }
        if Self.isOrbitalTerm(ascii: bytes) { insert(.orbitalTerm) }
    }

    /// The facts of any token, by their definitions on `Character`s.
    private init(characters token: String, lower: String) {
        self.init(rawValue: 0)
        let first = token.first
        if token.count == 1 && first?.isLetter == true { insert(.singleLetter) }
        if first?.isLetter == true { insert(.opensWithLetter) }
        if first?.isUppercase == true { insert(.opensUppercase) }
        if first?.isLowercase == true { insert(.opensLowercase) }
        if first?.isNumber == true { insert(.opensWithNumber) }
        if token.contains(where: \.isLetter) { insert(.holdsLetter) }
        if token.contains(where: \.isNumber) { insert(.holdsNumber) }
        if token.contains(where: \.isUppercase) { insert(.holdsUppercase) }
        if FormulaRemnantCheck.isOrbitalTerm(token) { insert(.orbitalTerm) }
        if FormulaRemnantCheck.mixesGreekAndLatin(token) { insert(.greekAndLatin) }
        if lower.first?.isNumber == true { insert(.lowerOpensWithNumber) }
        if lower.contains(where: \.isLetter) { insert(.lowerHoldsLetter) }
        if lower.contains(where: { $0.isLetter || $0.isNumber }) { insert(.lowerHoldsLetterOrNumber) }
    }

    /// `FormulaRemnantCheck.isOrbitalTerm` on ASCII bytes, where a scalar is
    /// numeric exactly when it is a digit and lowercase when it is a–z.
    private static func isOrbitalTerm(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        var lead = 0
        while lead < bytes.count, ASCII.isDigit(bytes[lead]) { lead += 1 }
        guard lead >= 1, lead + 1 < bytes.count, ASCII.isLower(bytes[lead]) else { return false }
        return bytes[(lead + 1)...].allSatisfy(ASCII.isDigit)
    }
}
