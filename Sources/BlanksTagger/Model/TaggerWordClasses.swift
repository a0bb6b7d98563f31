/// What the word list (`Data/english-lexicon.tsv.gz`, built into the model)
/// says one word form can be, stored in a byte of the model's lexicon: the
/// training side writes it, the generator reads it back to tell a real word
/// from a typo and a part of speech the word can have from one it cannot.
package struct TaggerWordClasses: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let noun = TaggerWordClasses(rawValue: 1 << 0)
    package static let verb = TaggerWordClasses(rawValue: 1 << 1)
    package static let adjective = TaggerWordClasses(rawValue: 1 << 2)
    package static let adverb = TaggerWordClasses(rawValue: 1 << 3)
    /// The word list has the form in lowercase.
    package static let lowercase = TaggerWordClasses(rawValue: 1 << 4)
    /// The word list has the form capitalised ("Paris").
    package static let capitalised = TaggerWordClasses(rawValue: 1 << 5)
    /// The word list has the form in another case ("NASA", "iPod").
    package static let otherCase = TaggerWordClasses(rawValue: 1 << 6)
    /// The form is listed at all (set for every listed word, so a listed
    /// word is never mistaken for an unknown one).
    package static let listed = TaggerWordClasses(rawValue: 1 << 7)

    /// The part-of-speech bits alone.
    package var partsOfSpeech: TaggerWordClasses { intersection([.noun, .verb, .adjective, .adverb]) }
}
