import BlanksTagger
import BlanksText
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// Each rule of a word worth asking on made-up sentences: a word that breaks
/// it, and a near miss that does not. Tags and margins are given, so a rule
/// is tested on its own, not on what the tagger happens to say.
@Suite struct BlankTargetRuleTests {
    static let model = PuzzleTestSupport.analyzer.tagger.model

    /// `words` as tokens separated by one space, except where `glued` says a
    /// token touches the one before (a full stop after a word).
    static func sentence(_ words: [(String, UPOS)], margins: [Int32]? = nil, glued: Set<Int> = []) -> AnalyzedSentence {
        var tokens: [Token] = []
        var offset = 0
        for (index, (word, _)) in words.enumerated() {
            if index > 0 && !glued.contains(index) { offset += 1 }
            tokens.append(Token(text: word, start: offset, length: word.utf16.count))
            offset += word.utf16.count
        }
        return AnalyzedSentence(
            range: TextRange(start: 0, length: offset), tokens: tokens, tags: words.map(\.1),
            margins: margins ?? words.map { _ in Int32.max })
    }

    static func rule(
        _ words: [(String, UPOS)], at index: Int, margins: [Int32]? = nil,
        glued: Set<Int> = []
    ) -> BlankTargetRule? {
        let sentence = sentence(words, margins: margins, glued: glued)
        return BlankTarget(
            sentence: sentence, index: index, firstWordIndex: BlankTarget.firstWordIndex(of: sentence),
            surroundings: .sentenceAlone
        )
        .brokenRule(model: model)
    }

    @Test func aSingleLetterIsNotAsked() {
        #expect(
            Self.rule([("Vowels", .noun), ("such", .adj), ("as", .adp), ("e", .noun), ("are", .aux)], at: 3)
                == .singleLetter)
        // The article and the pronoun are words of their class.
        #expect(Self.rule([("She", .pron), ("saw", .verb), ("a", .det), ("dog", .noun)], at: 2) == nil)
        #expect(Self.rule([("Then", .adv), ("I", .pron), ("left", .verb)], at: 1) == nil)
        #expect(Self.rule([("Then", .adv), ("a", .noun), ("left", .verb)], at: 1) == .singleLetter)
        // One letter of two, three or four bytes is one too; two letters, or a letter and its mark, are not.
        for letter in ["é", "\u{3B1}", "\u{65E5}", "\u{1D465}"] {
            #expect(
                Self.rule([("Vowels", .noun), ("such", .adj), ("as", .adp), (letter, .noun)], at: 3) == .singleLetter)
        }
        for word in ["éa", "e\u{301}", "\u{3B1}\u{3B2}"] {
            #expect(Self.rule([("Vowels", .noun), ("such", .adj), ("as", .adp), (word, .noun)], at: 3) != .singleLetter)
        }
    }

    @Test func aUnitIsNotAsked() {
        #expect(
            Self.rule([("It", .pron), ("covers", .verb), ("40", .num), ("sq", .adj), ("mi", .noun)], at: 4) == .unit)
        #expect(
            Self.rule([("It", .pron), ("covers", .verb), ("40", .num), ("sq", .adj), ("mi", .noun)], at: 3) == .unit)
        // A word that is also a unit only after a number.
        #expect(Self.rule([("It", .pron), ("is", .aux), ("12", .num), ("in", .noun), ("long", .adj)], at: 3) == .unit)
        #expect(Self.rule([("It", .pron), ("lives", .verb), ("in", .adp), ("water", .noun)], at: 2) == nil)
    }

    /// The byte shortcuts for ASCII decide as the Unicode definitions do,
    /// and other scripts still take the definitions' path.
    @Test func theShortcutsDecideAsTheUnicodeDefinitions() {
        for token in ["12", "1,200", "3.5", "1990s", "½", "١٢", "12½", "a1", "", ".5", "5.", "٣,٤", "Ⅻ", "-3", "4th"] {
            let scalars = token.unicodeScalars
            let defined =
                scalars.first?.properties.numericType != nil
                && scalars.allSatisfy { $0.properties.numericType != nil || $0 == "," || $0 == "." }
            #expect(UnitWords.isNumber(token) == defined, "\(token)")
        }
        #expect(Self.rule([("It", .pron), ("is", .aux), ("١٢", .num), ("in", .noun), ("long", .adj)], at: 3) == .unit)
        #expect(
            Self.rule([("Vowels", .noun), ("such", .adj), ("as", .adp), ("é", .noun), ("are", .aux)], at: 3)
                == .singleLetter)
        #expect(
            Self.rule(
                [("The", .det), ("cat", .noun), ("\u{201C}", .punct), ("feline", .noun), ("\u{201D}", .punct)], at: 3)
                == .bracketed)
        #expect(
            Self.rule([("The", .det), ("cat", .noun), ("\u{201C}", .punct), ("feline", .noun), (")", .punct)], at: 3)
                != .bracketed)
    }

    @Test func anAbbreviationIsNotAsked() {
        // A full stop inside the sentence cuts a word short.
        #expect(
            Self.rule(
                [("It", .pron), ("is", .aux), ("approx", .adj), (".", .punct), ("five", .num), ("metres", .noun)],
                at: 2, glued: [3]) == .abbreviation)
        // An abbreviation the segmenter knows, even at the end.
        #expect(
            Self.rule(
                [("They", .pron), ("sold", .verb), ("books", .noun), ("etc", .x), (".", .punct)],
                at: 3, glued: [4]) == .abbreviation)
        // A word that simply ends the sentence.
        #expect(
            Self.rule([("They", .pron), ("sold", .verb), ("books", .noun), (".", .punct)], at: 2, glued: [3]) == nil)
    }

    @Test func aLinkingWordInsideANameIsNotAsked() {
        #expect(
            Self.rule(
                [("He", .pron), ("admired", .verb), ("Ludwig", .propn), ("van", .propn), ("Beethoven", .propn)], at: 3)
                == .nameLink)
        #expect(
            Self.rule([("The", .det), ("Bank", .propn), ("of", .adp), ("England", .propn), ("rose", .verb)], at: 2)
                == .nameLink)
        // A particle may stand between: "the Battle of the Somme".
        #expect(
            Self.rule(
                [
                    ("He", .pron), ("fought", .verb), ("in", .adp), ("Battle", .propn), ("of", .adp), ("the", .det),
                    ("Somme", .propn)
                ], at: 5) == .nameLink)
        // A capital that only starts the sentence is no name.
        #expect(Self.rule([("Before", .adp), ("the", .det), ("War", .propn), ("ended", .verb)], at: 1) == nil)
        // Lower case on one side: an ordinary preposition.
        #expect(
            Self.rule([("The", .det), ("bank", .noun), ("of", .adp), ("England", .propn), ("rose", .verb)], at: 2)
                == nil)
        // A capital beyond ASCII counts as one, a lower-case letter beyond it does not.
        #expect(
            Self.rule([("The", .det), ("Église", .propn), ("of", .adp), ("Étampes", .propn), ("rose", .verb)], at: 2)
                == .nameLink)
        #expect(
            Self.rule([("The", .det), ("église", .noun), ("of", .adp), ("Étampes", .propn), ("rose", .verb)], at: 2)
                == nil)
    }

    @Test func aWordAloneInBracketsIsNotAsked() {
        #expect(
            Self.rule(
                [("The", .det), ("cat", .noun), ("(", .punct), ("feline", .noun), (")", .punct), ("sat", .verb)], at: 3)
                == .bracketed)
        #expect(Self.rule([("Say", .verb), ("/", .punct), ("tomato", .noun), ("/", .punct)], at: 2) == .bracketed)
        // Two words in brackets: the word is used, not glossed.
        #expect(
            Self.rule(
                [("The", .det), ("cat", .noun), ("(", .punct), ("a", .det), ("feline", .noun), (")", .punct)], at: 4)
                == nil)
    }

    @Test func aWordOutsideTheLexiconIsNotAsked() {
        #expect(Self.rule([("The", .det), ("goverment", .noun), ("fell", .verb)], at: 1) == .lexicon)
        #expect(Self.rule([("The", .det), ("government", .noun), ("fell", .verb)], at: 1) == nil)
    }

    @Test func aTagTheTaggerIsUnsureOfIsNotAsked() {
        let words: [(String, UPOS)] = [("The", .det), ("results", .noun), ("fell", .verb)]
        #expect(Self.rule(words, at: 1, margins: [.max, BlankTarget.tagMarginFloor - 1, .max]) == .tagMargin)
        #expect(Self.rule(words, at: 1, margins: [.max, BlankTarget.tagMarginFloor, .max]) == nil)
    }

    @Test func aWordMustBeOfTheClassItIsTaggedWith() {
        // Locative "there" is an adverb; existential "there" is a pronoun.
        #expect(Self.rule([("They", .pron), ("went", .verb), ("there", .pron), ("daily", .adv)], at: 2) == .classMember)
        #expect(
            Self.rule([("Once", .adv), ("there", .pron), ("was", .verb), ("a", .det), ("king", .noun)], at: 1) == nil)
        // A closed class holds its own words only.
        #expect(
            Self.rule([("It", .pron), ("was", .aux), ("quite", .det), ("a", .det), ("day", .noun)], at: 2)
                == .classMember)
        #expect(Self.rule([("It", .pron), ("was", .aux), ("such", .adj), ("a", .det), ("day", .noun)], at: 3) == nil)
        // An open class the word list denies: "the" is no noun; "table" is one.
        #expect(Self.rule([("They", .pron), ("ate", .verb), ("quickly", .noun)], at: 2) == .classMember)
        #expect(Self.rule([("They", .pron), ("built", .verb), ("tables", .noun)], at: 2) == nil)
    }

    /// "after", "before", "since", "until" before a subject and its finite
    /// verb open a clause: a subordinator, whatever the tagger said.
    @Test func aPrepositionThatOpensAClauseIsNoPreposition() {
        let merged: [(String, UPOS)] = [
            ("It", .pron), ("began", .verb), ("after", .adp), ("the", .det), ("league", .noun), ("merged", .verb),
            ("with", .adp), ("another", .det), (".", .punct)
        ]
        #expect(Self.rule(merged, at: 2) == .classMember)
        let founded: [(String, UPOS)] = [
            ("It", .pron), ("grew", .verb), ("since", .adp), ("the", .det), ("firm", .noun), ("was", .aux),
            ("founded", .verb), (".", .punct)
        ]
        #expect(Self.rule(founded, at: 2) == .classMember)
        // A possessive in the subject: "a month after Rutherford's paper appeared".
        let possessive: [(String, UPOS)] = [
            ("It", .pron), ("came", .verb), ("after", .adp), ("Rutherford", .propn), ("'s", .part),
            ("paper", .noun), ("appeared", .verb), (".", .punct)
        ]
        #expect(Self.rule(possessive, at: 2) == .classMember)
        // Another particle still ends the run: "before the right to vote" below, "not" here.
        let not: [(String, UPOS)] = [
            ("It", .pron), ("came", .verb), ("after", .adp), ("Rutherford", .propn), ("not", .part),
            ("paper", .noun), ("appeared", .verb), (".", .punct)
        ]
        #expect(Self.rule(not, at: 2) == nil)
        // A phrase, not a clause.
        let war: [(String, UPOS)] = [
            ("It", .pron), ("began", .verb), ("after", .adp), ("the", .det), ("war", .noun), ("in", .adp),
            ("1945", .num), (".", .punct)
        ]
        #expect(Self.rule(war, at: 2) == nil)
        let playing: [(String, UPOS)] = [
            ("It", .pron), ("ended", .verb), ("before", .adp), ("the", .det), ("team", .noun), ("playing", .verb),
            ("there", .adv), (".", .punct)
        ]
        #expect(Self.rule(playing, at: 2) == nil)
        let vote: [(String, UPOS)] = [
            ("It", .pron), ("was", .aux), ("before", .adp), ("the", .det), ("right", .noun), ("to", .part),
            ("vote", .verb), (".", .punct)
        ]
        #expect(Self.rule(vote, at: 2) == nil)
        // Another preposition keeps its place before a clause-like run.
        let during: [(String, UPOS)] = [
            ("It", .pron), ("began", .verb), ("during", .adp), ("the", .det), ("league", .noun), ("merged", .verb),
            (".", .punct)
        ]
        #expect(Self.rule(during, at: 2) == nil)
    }
}
