import BlanksTagger
import Testing

@testable import BlanksSlots

/// Agreement the n-gram model may miss, as named rules on made-up slots.
@Suite struct AgreementRuleTests {
    static func slot(_ sentence: String, _ tags: [UPOS], _ index: Int) -> AgreementSlot {
        AgreementSlot(words: sentence.split(separator: " ").map(String.init), tags: tags, index: index)
    }

    @Test func aAndAnFollowTheNextSound() {
        let apple = Self.slot("She ate an apple .", [.pron, .verb, .det, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "a", optionTag: .det, at: apple) == .articleSound)
        #expect(AgreementRule.excluding(option: "the", optionTag: .det, at: apple) == nil)
        let pear = Self.slot("She ate the pear .", [.pron, .verb, .det, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "an", optionTag: .det, at: pear) == .articleSound)
        #expect(AgreementRule.excluding(option: "a", optionTag: .det, at: pear) == nil)
        #expect(WordSound.startsWithVowelSound("hour") == true)
        #expect(WordSound.startsWithVowelSound("university") == false)
        #expect(WordSound.startsWithVowelSound("FBI") == true)
        #expect(WordSound.startsWithVowelSound("UN") == false)
        #expect(WordSound.startsWithVowelSound("NASA") == nil)
        #expect(WordSound.startsWithVowelSound("1990s") == nil)
    }

    /// Each branch of the sound rule on words of ASCII bytes, which are read
    /// on their bytes, and the same rule on words outside ASCII, read as characters.
    @Test func theSoundRuleReadsASCIIAndOtherWordsAlike() {
        let cases: [(String, Bool?)] = [
            ("apple", true), ("Apple", true), ("pear", false), ("Hour", true), ("HONEST", nil), ("heirloom", true),
            ("Euro", false), ("one-off", false), ("UFO", false), ("MRI", true), ("LED", nil), ("x", false),
            ("X-ray", false), ("", nil), ("-ish", nil), ("'tis", nil), ("Éclair", false), ("écu", false),
            ("ÉCU", false), ("ÖL", false), ("über", false), ("Ünion", false), ("\u{212A}elvin", false)
        ]
        for (word, sound) in cases {
            #expect(WordSound.startsWithVowelSound(word) == sound, "\(word)")
        }
    }

    @Test func numberMustAgree() {
        let cats = Self.slot("He fed the hungry cats .", [.pron, .verb, .det, .adj, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "this", optionTag: .det, at: cats) == .number)
        #expect(AgreementRule.excluding(option: "these", optionTag: .det, at: cats) == nil)
        let cat = Self.slot("He fed the hungry cat .", [.pron, .verb, .det, .adj, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "these", optionTag: .det, at: cat) == .number)
        #expect(AgreementRule.excluding(option: "each", optionTag: .det, at: cat) == nil)
        // A noun option only where the answer noun has its number.
        let nouns = Self.slot("The dogs barked .", [.det, .noun, .verb, .punct], 1)
        #expect(AgreementRule.excluding(option: "horse", optionTag: .noun, at: nouns) == .number)
        #expect(AgreementRule.excluding(option: "horses", optionTag: .noun, at: nouns) == nil)
        #expect(AgreementRule.excluding(option: "children", optionTag: .noun, at: nouns) == nil)
        #expect(WordNumber.nounNumber("glass") == .singular && WordNumber.nounNumber("virus") == .singular)
    }

    @Test func verbFormsMustAgree() {
        let runs = Self.slot("She runs daily .", [.pron, .verb, .adv, .punct], 1)
        #expect(AgreementRule.excluding(option: "walk", optionTag: .verb, at: runs) == .verbForm)
        #expect(AgreementRule.excluding(option: "walks", optionTag: .verb, at: runs) == nil)
        let running = Self.slot("She is running daily .", [.pron, .aux, .verb, .adv, .punct], 2)
        #expect(AgreementRule.excluding(option: "walked", optionTag: .verb, at: running) == .verbForm)
        #expect(AgreementRule.excluding(option: "walking", optionTag: .verb, at: running) == nil)
    }

    @Test func anOptionOnlyFitsABlankOfItsWordClass() {
        let slot = Self.slot("He read the book .", [.pron, .verb, .det, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "of", optionTag: .adp, at: slot) == .wordClass)
        #expect(AgreementRule.excluding(option: "book", optionTag: .noun, at: slot) == .wordClass)
        // Demonstratives tag either way, and the two kinds of conjunction swap.
        #expect(AgreementRule.excluding(option: "that", optionTag: .pron, at: slot) == nil)
        let which = Self.slot("The house which he built .", [.det, .noun, .pron, .pron, .verb, .punct], 2)
        #expect(
            AgreementRule.excluding(option: "that", optionTag: .sconj, at: which) == nil, "\"that\" is of either class")
        #expect(AgreementRule.excluding(option: "because", optionTag: .sconj, at: which) == .wordClass)
        let but = Self.slot("It rained but we went .", [.pron, .verb, .cconj, .pron, .verb, .punct], 2)
        #expect(AgreementRule.excluding(option: "while", optionTag: .sconj, at: but) == nil)
    }

    @Test func anOptionOnlyFitsWhereItsCaseDoes() {
        let start = Self.slot("The river floods .", [.det, .noun, .verb, .punct], 0)
        #expect(AgreementRule.excluding(option: "a", optionTag: .det, at: start) == .capital)
        #expect(AgreementRule.excluding(option: "A", optionTag: .det, at: start) == nil)
        let inside = Self.slot("It crossed the river .", [.pron, .verb, .det, .noun, .punct], 2)
        #expect(AgreementRule.excluding(option: "A", optionTag: .det, at: inside) == .capital)
        #expect(AgreementRule.excluding(option: "this", optionTag: .det, at: inside) == nil)
    }
}
