/// The first two bytes of a word's UTF-8 with ASCII letters lowercased, and
/// whether it has one byte or more: a fingerprint that two words the
/// give-away rule calls the same (`BlankTarget.sameWord`) or of one stem
/// (`BlankTarget.shareStem`) always share. A word that opens outside ASCII
/// may lowercase to anything, so its fingerprint matches every other.
///
/// The rule compares a candidate with every word of three sentences; the
/// fingerprints, made once a sentence, leave the whole comparison to the few
/// words that could pass it (`WordPrefixTests` pins that no pair the rule
/// matches is told apart).
struct WordPrefix: Equatable, Sendable {
    private let value: UInt32

    /// Matches every fingerprint: a word that opens outside ASCII.
    static let outsideASCII = WordPrefix(value: .max)

    private init(value: UInt32) { self.value = value }

    init(_ word: String) {
        self = WordRules.withUTF8(word, WordPrefix.init(utf8:))
    }

    /// The fingerprint of a word's UTF-8.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else {
            self.init(value: 0)
            return
        }
        let second = bytes.count > 1 ? bytes[1] : nil
        guard first < 0x80, (second ?? 0) < 0x80 else {
            self = .outsideASCII
            return
        }
        func lower(_ byte: UInt8) -> UInt32 { UInt32(WordRules.isASCIILetter(byte) ? byte | 0x20 : byte) }
        self.init(value: (second == nil ? 1 << 16 : 2 << 16) | lower(first) << 8 | (second.map(lower) ?? 0))
    }

    /// False only when the two words cannot be the same word or share a stem.
    func mayMatch(_ other: WordPrefix) -> Bool {
        value == other.value || value == Self.outsideASCII.value || other.value == Self.outsideASCII.value
    }

    /// Whether `body` holds at some position of `list` whose fingerprint
    /// may match `prefix` (`mayMatch`), the positions tried in order. The
    /// fingerprints sit side by side, four bytes each, so a sentence is
    /// passed over in a few instructions a word.
    static func anyPosition(
        in list: UnsafeBufferPointer<WordPrefix>, mayMatching prefix: WordPrefix, where body: (Int) -> Bool
    ) -> Bool {
        if prefix.isOutsideASCII { return list.indices.contains(where: body) }
        let (value, wildcard) = (prefix.value, outsideASCII.value)
        for position in list.indices where list[position].value == value || list[position].value == wildcard {
            if body(position) { return true }
        }
        return false
    }

    /// Whether the word opens outside ASCII, so its fingerprint matches every other.
    var isOutsideASCII: Bool { value == Self.outsideASCII.value }

    /// The bit of a `WordPrefixSet` (0–127) that this fingerprint sets: equal fingerprints set the same bit.
    var setBit: Int { Int(truncatingIfNeeded: (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) >> 57) }
}
