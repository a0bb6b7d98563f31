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
    /// Digits, a lowercase letter and digits, all ASCII, as electron
    /// configurations and flattened powers read ("5g18", "8s2"): two in a
    /// sentence are a formula (`FormulaRemnantCheck`).
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

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// `token.lowercased()` and the facts of `token`, whose UTF-16 units are
    /// `units`: an ASCII token's from its units, any other's from its characters.
    static func read(_ token: String, units: UnsafeBufferPointer<UInt16>) -> (lower: String, facts: TokenFacts) {
        var ascii = true
        var capitals = false
        var facts: UInt16 = 0
        for unit in units {
            guard unit < 0x80 else {
                ascii = false
                break
            }
            let byte = UInt8(truncatingIfNeeded: unit)
            if ASCII.isLetter(byte) { facts |= Self.holdsLetter.rawValue }
            if ASCII.isDigit(byte) { facts |= Self.holdsNumber.rawValue }
            if ASCII.isUpper(byte) { capitals = true }
        }
        guard ascii else {
            let lower = token.lowercased()
            return (lower, TokenFacts(characters: token, lower: lower))
        }
        if capitals { facts |= Self.holdsUppercase.rawValue }
        let lower =
            capitals
            ? String(unsafeUninitializedCapacity: units.count) { bytes in
                for (index, unit) in units.enumerated() { bytes[index] = ASCII.lower(UInt8(truncatingIfNeeded: unit)) }
                return units.count
            } : token
        return (lower, TokenFacts(ascii: units, holding: facts))
    }

    /// The facts of an ASCII token from its UTF-16 units, each an ASCII
    /// character's byte, given those it holds (`holding`). Every ASCII
    /// character is one unit and one `Character` (but "\r\n", which is
    /// neither a letter, a digit nor cased, as neither of its units is), and
    /// lowercasing changes only its capitals (A–Z, each lowered by its bit),
    /// so the facts of its lower case are the token's own.
    private init(ascii units: UnsafeBufferPointer<UInt16>, holding: UInt16) {
        self.init(rawValue: holding)
        guard let unit = units.first else { return }
        let first = UInt8(truncatingIfNeeded: unit)
        if ASCII.isLetter(first) {
            formUnion(units.count == 1 ? [.opensWithLetter, .singleLetter] : .opensWithLetter)
        }
        if ASCII.isUpper(first) { insert(.opensUppercase) }
        if ASCII.isLower(first) { insert(.opensLowercase) }
        if ASCII.isDigit(first) { formUnion([.opensWithNumber, .lowerOpensWithNumber]) }
        if contains(.holdsLetter) { insert(.lowerHoldsLetter) }
        if isWord { insert(.lowerHoldsLetterOrNumber) }
        if Self.isOrbitalTerm(ascii: units) { insert(.orbitalTerm) }
    }

    /// The facts of a token with a character beyond ASCII, by their
    /// definitions on `Character`s, each character read once; such a token
    /// is no orbital term, which is ASCII.
    private init(characters token: String, lower: String) {
        self.init(rawValue: 0)
        var count = 0
        for character in token {
            if count == 0 {
                if character.isLetter { insert(.opensWithLetter) }
                if character.isUppercase { insert(.opensUppercase) }
                if character.isLowercase { insert(.opensLowercase) }
                if character.isNumber { insert(.opensWithNumber) }
            }
            count += 1
            if !contains(.holdsLetter), character.isLetter { insert(.holdsLetter) }
            if !contains(.holdsNumber), character.isNumber { insert(.holdsNumber) }
            if !contains(.holdsUppercase), character.isUppercase { insert(.holdsUppercase) }
        }
        if count == 1 && contains(.opensWithLetter) { insert(.singleLetter) }
        if FormulaRemnantCheck.mixesGreekAndLatin(token) { insert(.greekAndLatin) }
        if lower.utf8.elementsEqual(token.utf8) {
            if contains(.opensWithNumber) { insert(.lowerOpensWithNumber) }
            if contains(.holdsLetter) { insert(.lowerHoldsLetter) }
            if isWord { insert(.lowerHoldsLetterOrNumber) }
            return
        }
        if lower.first?.isNumber == true { insert(.lowerOpensWithNumber) }
        for character in lower where character.isLetter || character.isNumber {
            insert(.lowerHoldsLetterOrNumber)
            if character.isLetter {
                insert(.lowerHoldsLetter)
                break
            }
        }
    }

    /// `orbitalTerm` on ASCII units, where a scalar is numeric exactly when
    /// it is a digit and lowercase when it is a–z.
    private static func isOrbitalTerm(ascii units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard units.count >= 3 else { return false }
        func isDigit(_ unit: UInt16) -> Bool { ASCII.isDigit(UInt8(truncatingIfNeeded: unit)) }
        var lead = 0
        while lead < units.count, isDigit(units[lead]) { lead += 1 }
        guard lead >= 1, lead + 1 < units.count, ASCII.isLower(UInt8(truncatingIfNeeded: units[lead])) else {
            return false
        }
        return units[(lead + 1)...].allSatisfy(isDigit)
    }
}
