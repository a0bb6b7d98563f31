/// What the word list (`Data/english-lexicon.tsv.gz`, built into the model)
/// says one word form can be, stored in a byte of the model's lexicon: the
/// training side writes it, the generator reads it back to tell a real word
/// from a typo and a part of speech the word can have from one it cannot.
public struct TaggerWordClasses: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let noun = TaggerWordClasses(rawValue: 1 << 0)
    public static let verb = TaggerWordClasses(rawValue: 1 << 1)
    public static let adjective = TaggerWordClasses(rawValue: 1 << 2)
    public static let adverb = TaggerWordClasses(rawValue: 1 << 3)
    /// The word list has the form in lowercase.
    public static let lowercase = TaggerWordClasses(rawValue: 1 << 4)
    /// The word list has the form capitalised ("Paris").
    public static let capitalised = TaggerWordClasses(rawValue: 1 << 5)
    /// The word list has the form in another case ("NASA", "iPod").
    public static let otherCase = TaggerWordClasses(rawValue: 1 << 6)
    /// The form is listed at all (set for every listed word, so a listed
    /// word is never mistaken for an unknown one).
    public static let listed = TaggerWordClasses(rawValue: 1 << 7)

    /// The part-of-speech bits alone.
    public var partsOfSpeech: TaggerWordClasses { intersection([.noun, .verb, .adjective, .adverb]) }
}
