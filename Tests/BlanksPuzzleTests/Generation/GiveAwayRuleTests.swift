import BlanksTagger
import BlanksText
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// `give-away` on made-up paragraphs: the answer shown again beside the
/// blank, and the near misses the rule must let through.
@Suite struct GiveAwayRuleTests {
    typealias Words = [(String, UPOS)]

    /// `sentences` laid one after another in one paragraph (one space between
    /// tokens and between sentences), so their tokens' starts are distinct.
    static func paragraph(_ sentences: [Words]) -> [AnalyzedSentence] {
        var offset = 0
        return sentences.map { words in
            var tokens: [Token] = []
            let start = offset
            for (index, (word, _)) in words.enumerated() {
                if index > 0 { offset += 1 }
                tokens.append(Token(text: word, start: offset, length: word.utf16.count))
                offset += word.utf16.count
            }
            defer { offset += 1 }
            return AnalyzedSentence(
                range: TextRange(start: start, length: offset - start), tokens: tokens, tags: words.map(\.1),
                margins: words.map { _ in Int32.max })
        }
    }

    /// The rule's verdict on word `index` of sentence `sentence` of the
    /// paragraph; `blanked` lists other blanks as (sentence, word).
    static func givesAway(
        _ sentences: [Words], sentence: Int, index: Int, blanked: [(Int, Int)] = []
    ) -> Bool {
        let analyzed = paragraph(sentences)
        let hidden = Set(blanked.map { analyzed[$0.0].tokens[$0.1].start })
        let target = BlankTarget(
            sentence: analyzed[sentence], index: index,
            firstWordIndex: BlankTarget.firstWordIndex(of: analyzed[sentence]),
            surroundings: BlankSurroundings(paragraph: analyzed, at: sentence, hidden: hidden))
        return target.isGiveAway
    }

    static let propelled: Words = [
        ("Chairs", .noun), ("can", .aux), ("be", .aux), ("manually", .adv), ("propelled", .verb), ("or", .cconj),
        ("electrically", .adv), ("propelled", .verb), (".", .punct)
    ]
    static let reel: Words = [
        ("It", .pron), ("stands", .verb), ("on", .adp), ("a", .det), ("reel", .noun), ("with", .adp), ("five", .num),
        ("spokes", .noun), (".", .punct)
    ]
    /// The reel of `reel` with a word, not a number, before its spokes: no figure repeats.
    static let thinReel: Words = [
        ("It", .pron), ("stands", .verb), ("on", .adp), ("a", .det), ("reel", .noun), ("with", .adp), ("thin", .adj),
        ("spokes", .noun), (".", .punct)
    ]
    static let spokes: Words = [
        ("The", .det), ("five", .num), ("spokes", .noun), ("represent", .verb), ("branches", .noun), (".", .punct)
    ]
    static let plain: Words = [("The", .det), ("statue", .noun), ("is", .aux), ("gold", .adj), (".", .punct)]

    @Test func aContentWordRepeatedInItsSentenceIsAGiveAway() {
        #expect(Self.givesAway([Self.propelled], sentence: 0, index: 7))
        #expect(
            BlankTarget(
                sentence: Self.paragraph([Self.propelled])[0], index: 7, firstWordIndex: 0,
                surroundings: .sentenceAlone
            ).brokenRule(model: BlankTargetRuleTests.model) == .giveAway)
    }

    /// A preposition that the verb or adjective before it takes is given
    /// away where that word, or an inflection of it, stands with it again,
    /// nearby or farther in the paragraph; after a noun only nearby; not
    /// after another word.
    @Test func aGovernedPrepositionShownWithItsWordIsAGiveAway() {
        let derivedFrom: Words = [
            ("It", .pron), ("was", .aux), ("derived", .verb), ("from", .adp), ("Latin", .propn), (".", .punct)
        ]
        let derivedBlank: Words = [
            ("The", .det), ("name", .noun), ("is", .aux), ("derived", .verb), ("from", .adp), ("Greek", .propn),
            (".", .punct)
        ]
        #expect(Self.givesAway([derivedFrom, derivedBlank], sentence: 1, index: 4))
        #expect(Self.givesAway([derivedFrom, Self.plain, derivedBlank], sentence: 2, index: 4))
        let cameFrom: Words = [("It", .pron), ("came", .verb), ("from", .adp), ("Latin", .propn), (".", .punct)]
        #expect(!Self.givesAway([cameFrom, derivedBlank], sentence: 1, index: 4))
        let roadTo: Words = [("The", .det), ("road", .noun), ("to", .adp), ("Rome", .propn), (".", .punct)]
        let roadBlank: Words = [
            ("A", .det), ("road", .noun), ("to", .adp), ("Paris", .propn), ("opened", .verb), (".", .punct)
        ]
        #expect(Self.givesAway([roadTo, roadBlank], sentence: 1, index: 2))
        #expect(!Self.givesAway([roadTo, Self.plain, roadBlank], sentence: 2, index: 2))
        let refer: Words = [("They", .pron), ("refer", .verb), ("to", .adp), ("it", .pron), (".", .punct)]
        let refersBlank: Words = [("It", .pron), ("refers", .verb), ("to", .adp), ("land", .noun), (".", .punct)]
        #expect(Self.givesAway([refer, refersBlank], sentence: 1, index: 2))
        #expect(Self.givesAway([refer, Self.plain, refersBlank], sentence: 2, index: 2))
        // A word that only begins like the governing one: "referee to" is no "refer to".
        let referee: Words = [("A", .det), ("referee", .noun), ("to", .adp), ("it", .pron), (".", .punct)]
        #expect(!Self.givesAway([referee, refersBlank], sentence: 1, index: 2))
        // Another blank of the puzzle hides the verb beside the repeat.
        #expect(!Self.givesAway([derivedFrom, derivedBlank], sentence: 1, index: 4, blanked: [(0, 2)]))
    }

    /// A word the text mentions between quotation marks, a gloss, shows the
    /// answer whatever its class; the same word used, or quoted with others, does not.
    @Test func aWordQuotedAloneIsAGiveAway() {
        let gloss: Words = [
            ("I", .pron), ("cut", .verb), ("up", .adp), (",", .punct), ("from", .adp), ("ana", .x), ("\"", .punct),
            ("up", .adp), ("\"", .punct), (".", .punct)
        ]
        #expect(Self.givesAway([gloss], sentence: 0, index: 2))
        let curly: Words = [
            ("I", .pron), ("cut", .verb), ("up", .adp), (",", .punct), ("ana", .x), ("\u{201C}", .punct),
            ("up", .adp), ("\u{201D}", .punct), (".", .punct)
        ]
        #expect(Self.givesAway([curly], sentence: 0, index: 2))
        let used: Words = [
            ("I", .pron), ("cut", .verb), ("up", .adp), ("and", .cconj), ("they", .pron), ("looked", .verb),
            ("up", .adp), (".", .punct)
        ]
        #expect(!Self.givesAway([used], sentence: 0, index: 2))
        let phrase: Words = [
            ("I", .pron), ("cut", .verb), ("up", .adp), (",", .punct), ("\"", .punct), ("look", .verb), ("up", .adp),
            ("\"", .punct), (".", .punct)
        ]
        #expect(!Self.givesAway([phrase], sentence: 0, index: 2))
    }

    /// The first word of a compound preposition ("as of", "up to") governs
    /// its second like a noun: nearby only.
    @Test func aCompoundPrepositionShownNearbyIsAGiveAway() {
        let asOf: Words = [("As", .adp), ("of", .adp), ("2010", .num), (",", .punct), ("it", .pron), ("grew", .verb)]
        let asBlank: Words = [
            ("It", .pron), ("affects", .verb), ("many", .adj), ("people", .noun), ("as", .adp), ("of", .adp),
            ("2013", .num), (".", .punct)
        ]
        #expect(Self.givesAway([asOf, asBlank], sentence: 1, index: 5))
        #expect(!Self.givesAway([asOf, Self.plain, asBlank], sentence: 2, index: 5))
        // "of" after another word is no repeat of the pair.
        let outOf: Words = [("Out", .adp), ("of", .adp), ("2010", .num), (",", .punct), ("it", .pron), ("grew", .verb)]
        #expect(!Self.givesAway([outOf, asBlank], sentence: 1, index: 5))
    }

    @Test func aContentWordRepeatedInTheNextOrPreviousSentenceIsAGiveAway() {
        #expect(Self.givesAway([Self.reel, Self.spokes], sentence: 0, index: 7))
        #expect(Self.givesAway([Self.reel, Self.spokes], sentence: 1, index: 2))
        // Case does not make another word.
        let capital: Words = [("Spokes", .noun), ("break", .verb), (".", .punct)]
        #expect(Self.givesAway([Self.reel, capital], sentence: 0, index: 7))
    }

    @Test func aFunctionWordRepeatedWithItsPhraseIsAGiveAway() {
        let spontaneous: Words = [
            ("It", .pron), ("is", .aux), ("from", .adp), ("what", .pron), ("is", .aux), ("spontaneous", .adj),
            ("but", .cconj), ("what", .pron), ("is", .aux), ("spontaneous", .adj), ("fails", .verb), (".", .punct)
        ]
        #expect(Self.givesAway([spontaneous], sentence: 0, index: 3))
        // The word before and the word after are a phrase too, across sentences.
        let member: Words = [
            ("It", .pron), ("is", .aux), ("a", .det), ("member", .noun), ("of", .adp),
            ("the", .det), ("union", .noun), (".", .punct)
        ]
        let nations: Words = [
            ("It", .pron), ("joined", .verb), ("as", .adp), ("member", .noun), ("of", .adp),
            ("the", .det), ("nations", .noun), (".", .punct)
        ]
        #expect(Self.givesAway([member, nations], sentence: 1, index: 4))
    }

    /// A preposition, determiner or subordinator that opens one conjunct
    /// of a coordination is given away by the same word opening another,
    /// whichever of the two is blanked; not an article, not a repeat that
    /// opens no conjunct, not the infinitive's "to".
    @Test func aWordOpeningAParallelConjunctIsAGiveAway() {
        let effects: Words = [
            ("The", .det), ("effects", .noun), ("of", .adp), ("rain", .noun), ("on", .adp), ("crops", .noun),
            ("and", .cconj), ("of", .adp), ("crops", .noun), ("on", .adp), ("rain", .noun), ("vary", .verb),
            (".", .punct)
        ]
        #expect(Self.givesAway([effects], sentence: 0, index: 2))
        #expect(Self.givesAway([effects], sentence: 0, index: 7))
        // "either … or", with a determiner.
        let either: Words = [
            ("Some", .det), ("have", .verb), ("either", .cconj), ("no", .det), ("roots", .noun), ("or", .cconj),
            ("no", .det), ("leaves", .noun), (".", .punct)
        ]
        #expect(Self.givesAway([either], sentence: 0, index: 3))
        // A comma and an adverb of sequence may stand between the conjunction and its conjunct.
        let regions: Words = [
            ("In", .adp), ("the", .det), ("north", .noun), ("they", .pron), ("fish", .verb), (",", .punct),
            ("and", .cconj), (",", .punct), ("finally", .adv), ("in", .adp), ("the", .det), ("south", .noun),
            ("they", .pron), ("farm", .verb), (".", .punct)
        ]
        #expect(Self.givesAway([regions], sentence: 0, index: 0))
        // An article repeated after "and" opens most noun phrases anyway.
        let acid: Words = [
            ("Both", .cconj), ("the", .det), ("acid", .noun), ("and", .cconj), ("the", .det), ("base", .noun),
            ("dissolve", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([acid], sentence: 0, index: 1))
        // A repeat that opens no conjunct shows nothing.
        let apart: Words = [
            ("It", .pron), ("lay", .verb), ("in", .adp), ("ruins", .noun), ("and", .cconj), ("was", .aux),
            ("rebuilt", .verb), ("in", .adp), ("1950", .num), (".", .punct)
        ]
        #expect(!Self.givesAway([apart], sentence: 0, index: 2))
        // An adverb that ends a conjunct ("back and forth") is no way into the next one.
        let forth: Words = [
            ("Letters", .noun), ("went", .verb), ("back", .adv), ("and", .cconj), ("forth", .adv), ("as", .adp),
            ("to", .adp), ("fees", .noun), ("as", .adp), ("agreed", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([forth], sentence: 0, index: 5))
        // The infinitive's "to" is no preposition opening a conjunct.
        let spread: Words = [
            ("It", .pron), ("tries", .verb), ("to", .part), ("spread", .verb), ("ideas", .noun), (",", .punct),
            ("both", .cconj), ("to", .adp), ("the", .det), ("public", .noun), ("and", .cconj), ("in", .adp),
            ("schools", .noun), (".", .punct)
        ]
        #expect(!Self.givesAway([spread], sentence: 0, index: 7))
        // A conjunction the puzzle blanks is not shown.
        let plain: Words = [
            ("Some", .det), ("have", .verb), ("no", .det), ("roots", .noun), ("or", .cconj), ("no", .det),
            ("leaves", .noun), (".", .punct)
        ]
        #expect(Self.givesAway([plain], sentence: 0, index: 2))
        #expect(!Self.givesAway([plain], sentence: 0, index: 2, blanked: [(0, 4)]))
    }

    @Test func aRegularInflectionOfAContentWordGivesItAway() {
        let propel: Words = [("Riders", .noun), ("propel", .verb), ("them", .pron), (".", .punct)]
        let once: Words = [
            ("Chairs", .noun), ("can", .aux), ("be", .aux), ("electrically", .adv), ("propelled", .verb), (".", .punct)
        ]
        #expect(Self.givesAway([propel, once], sentence: 1, index: 4))
        let series: Words = [("They", .pron), ("are", .aux), ("the", .det), ("paraffin", .noun), ("series", .noun)]
        let paraffins: Words = [("Alkanes", .noun), ("are", .aux), ("paraffins", .noun), (".", .punct)]
        #expect(Self.givesAway([paraffins, series], sentence: 0, index: 2))
    }

    @Test func aWordThatOnlyBeginsLikeTheAnswerIsAnotherWord() {
        let party: Words = [("The", .det), ("party", .noun), ("won", .verb), (".", .punct)]
        let part: Words = [("It", .pron), ("was", .aux), ("part", .noun), ("of", .adp), ("it", .pron)]
        #expect(!Self.givesAway([party, part], sentence: 1, index: 2))
        let care: Words = [("They", .pron), ("need", .verb), ("care", .noun), (".", .punct)]
        let car: Words = [("They", .pron), ("need", .verb), ("a", .det), ("car", .noun), (".", .punct)]
        #expect(!Self.givesAway([care, car], sentence: 1, index: 3))
        // Another form as a function word gives nothing away.
        let use: Words = [("They", .pron), ("use", .verb), ("it", .pron), (".", .punct)]
        let used: Words = [("It", .pron), ("used", .aux), ("to", .part), ("rain", .verb), (".", .punct)]
        #expect(!Self.givesAway([used, use], sentence: 1, index: 1))
    }

    @Test func theStemsOfARegularInflection() {
        #expect(BlankTarget.shareStem("increases", "increasing"))
        #expect(BlankTarget.shareStem("studies", "studied"))
        #expect(BlankTarget.shareStem("studies", "study"))
        #expect(BlankTarget.shareStem("making", "make"))
        #expect(BlankTarget.shareStem("running", "run"))
        #expect(BlankTarget.shareStem("falling", "fall"))
        #expect(BlankTarget.shareStem("Sets", "set"))
        #expect(!BlankTarget.shareStem("part", "party"))
        #expect(!BlankTarget.shareStem("is", "i"))
        #expect(!BlankTarget.shareStem("été", "étés"))
        #expect(BlankTarget.inflectionStems("été") == nil)
        #expect(BlankTarget.inflectionStems("beds") == ["bed"])
        #expect(BlankTarget.inflectionStems("bed") == ["bed"])
    }

    @Test func theEOfAStemComesBackWhateverTheEnding() {
        // A stem of three letters once the "e" is back: "used", "uses" and "use".
        #expect(BlankTarget.shareStem("used", "use"))
        #expect(BlankTarget.shareStem("uses", "using"))
        // "-es" after a stem that ends in "e": "examples", "lines", "rules".
        #expect(BlankTarget.shareStem("examples", "example"))
        #expect(BlankTarget.shareStem("lines", "line"))
        #expect(BlankTarget.shareStem("Rules", "ruled"))
        // "-es" after a stem that takes it whole: "boxes", "watches".
        #expect(BlankTarget.shareStem("boxes", "box"))
        #expect(BlankTarget.shareStem("watches", "watched"))
        // A word that ends like an inflection is the stem of its own plural: "meaning", "building".
        #expect(BlankTarget.shareStem("meanings", "meaning"))
        #expect(BlankTarget.shareStem("building", "buildings"))
        #expect(BlankTarget.shareStem("speeds", "speed"))
        // Too short to tell a stem from another word.
        #expect(!BlankTarget.shareStem("goes", "go"))
        #expect(BlankTarget.inflectionStems("yes") == ["yes"])
        #expect(BlankTarget.inflectionStems("red") == ["red"])
        #expect(!BlankTarget.shareStem("uses", "us"))
    }

    @Test func aRegularFormOfTheAnswerBesideItGivesItAway() {
        let used: Words = [("Wheelchairs", .noun), ("are", .aux), ("used", .verb), ("daily", .adv), (".", .punct)]
        let use: Words = [("People", .noun), ("need", .verb), ("to", .part), ("use", .verb), ("one", .num)]
        #expect(Self.givesAway([used, use], sentence: 1, index: 3))
        let examples: Words = [("Examples", .noun), ("are", .aux), ("races", .noun), (".", .punct)]
        let example: Words = [("Lewis", .propn), (",", .punct), ("for", .adp), ("example", .noun), ("won", .verb)]
        #expect(Self.givesAway([examples, example], sentence: 1, index: 3))
    }

    @Test func aRepeatTwoSentencesAwayInItsClassIsAGiveAwayThreeIsNot() {
        #expect(Self.givesAway([Self.thinReel, Self.plain, Self.spokes], sentence: 0, index: 7))
        #expect(Self.givesAway([Self.spokes, Self.plain, Self.thinReel], sentence: 2, index: 7))
        #expect(!Self.givesAway([Self.thinReel, Self.plain, Self.plain, Self.spokes], sentence: 0, index: 7))
        // "five ___" three sentences before "The five spokes": the figure's unit shown again.
        #expect(Self.givesAway([Self.reel, Self.plain, Self.plain, Self.spokes], sentence: 0, index: 7))
        // A regular inflection in its class counts too.
        let represents: Words = [
            ("A", .det), ("script", .noun), ("represents", .verb), ("vowels", .noun), (".", .punct)
        ]
        let represent: Words = [("Letters", .noun), ("represent", .verb), ("consonants", .noun), (".", .punct)]
        #expect(Self.givesAway([represents, Self.plain, represent], sentence: 2, index: 1))
    }

    @Test func aRepeatTwoSentencesAwayInAnotherClassOrOfBeOrBlankedIsNotAGiveAway() {
        // A noun answer beside the same word as a verb.
        let fishNoun: Words = [("The", .det), ("fish", .noun), ("swim", .verb), ("upstream", .adv), (".", .punct)]
        let fishVerb: Words = [("They", .pron), ("fish", .verb), ("daily", .adv), (".", .punct)]
        #expect(!Self.givesAway([fishNoun, Self.plain, fishVerb], sentence: 0, index: 1))
        // A form of "be", which a paragraph repeats whatever it is about.
        let isMill: Words = [("There", .pron), ("is", .verb), ("a", .det), ("mill", .noun), (".", .punct)]
        let isTower: Words = [("There", .pron), ("is", .verb), ("a", .det), ("tower", .noun), (".", .punct)]
        #expect(!Self.givesAway([isMill, Self.plain, isTower], sentence: 0, index: 1))
        // A repeat the puzzle blanks too is not shown.
        #expect(!Self.givesAway([Self.thinReel, Self.plain, Self.spokes], sentence: 0, index: 7, blanked: [(2, 2)]))
    }

    @Test func aNameThatHoldsTheAnswerGivesItAway() {
        // "the bald ___" beside "named Eagle"; "the entire ___" after "the Civil War".
        let eagle: Words = [
            ("It", .pron), ("was", .aux), ("named", .verb), ("Eagle", .propn), ("after", .adp), ("the", .det),
            ("bald", .adj), ("eagle", .noun), (".", .punct)
        ]
        #expect(Self.givesAway([eagle], sentence: 0, index: 7))
        let civil: Words = [
            ("He", .pron), ("died", .verb), ("in", .adp), ("the", .det), ("Civil", .propn), ("War", .propn)
        ]
        let entire: Words = [
            ("He", .pron), ("led", .verb), ("the", .det), ("entire", .adj), ("war", .noun), (".", .punct)
        ]
        #expect(Self.givesAway([civil, entire], sentence: 1, index: 4))
        // A regular inflection in a name: "three ___" before "the United States Army".
        let armies: Words = [
            ("He", .pron), ("led", .verb), ("armies", .noun), (":", .punct), ("the", .det), ("Texian", .propn),
            ("Army", .propn)
        ]
        #expect(Self.givesAway([armies], sentence: 0, index: 2))
        // A function-word answer is not given away by a name alone.
        let of: Words = [("The", .det), ("Bank", .propn), ("Of", .propn), ("Spain", .propn), ("lent", .verb)]
        let lent: Words = [("It", .pron), ("lent", .verb), ("of", .adp), ("its", .pron), ("gold", .noun)]
        #expect(!Self.givesAway([of, lent], sentence: 1, index: 2))
    }

    @Test func aPhraseWithAContentWordRepeatedFartherInTheParagraphGivesItAway() {
        let opening: Words = [
            ("Altruism", .noun), ("or", .cconj), ("selflessness", .noun), ("is", .aux), ("a", .det), ("virtue", .noun),
            (".", .punct)
        ]
        let again: Words = [
            ("Altruism", .noun), ("or", .cconj), ("selflessness", .noun), ("is", .aux), ("rare", .adj), (".", .punct)
        ]
        #expect(Self.givesAway([opening, Self.plain, again], sentence: 2, index: 2))
        #expect(Self.givesAway([opening, Self.plain, again], sentence: 2, index: 1))
        // A phrase of function words alone recurs about any topic: "of the" is no give-away there.
        let first: Words = [
            ("The", .det), ("end", .noun), ("of", .adp), ("the", .det), ("war", .noun), (".", .punct)
        ]
        let later: Words = [
            ("The", .det), ("start", .noun), ("of", .adp), ("the", .det), ("war", .noun), ("came", .verb),
            (".", .punct)
        ]
        #expect(Self.givesAway([first, Self.plain, later], sentence: 2, index: 2))
        let other: Words = [
            ("Most", .adj), ("of", .adp), ("the", .det), ("town", .noun), ("burned", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([first, Self.plain, other], sentence: 2, index: 1))
        // A single word repeated three sentences away is the paragraph's topic, not a give-away.
        #expect(!Self.givesAway([Self.thinReel, Self.plain, Self.plain, Self.spokes], sentence: 0, index: 7))
    }

    @Test func aRepeatThePuzzleBlanksIsNotShown() {
        #expect(!Self.givesAway([Self.reel, Self.spokes], sentence: 0, index: 7, blanked: [(1, 2)]))
        // A phrase loses its word to another blank.
        let birds: Words = [
            ("Birds", .noun), ("live", .verb), ("in", .adp), ("the", .det), ("forest", .noun),
            (".", .punct)
        ]
        let fish: Words = [
            ("Fish", .noun), ("live", .verb), ("in", .adp), ("the", .det), ("lake", .noun),
            (".", .punct)
        ]
        #expect(Self.givesAway([birds, fish], sentence: 0, index: 2))
        // "the" hidden leaves "live in", the verb with its preposition, shown; "live" hidden leaves nothing.
        #expect(Self.givesAway([birds, fish], sentence: 0, index: 2, blanked: [(1, 3)]))
        #expect(!Self.givesAway([birds, fish], sentence: 0, index: 2, blanked: [(1, 1)]))
    }

    @Test func aFunctionWordRepeatedWithoutItsPhraseIsNotAGiveAway() {
        // "the" and "of" recur everywhere; one shared neighbour is no phrase.
        let first: Words = [
            ("The", .det), ("end", .noun), ("of", .adp), ("the", .det), ("war", .noun),
            (".", .punct)
        ]
        let second: Words = [
            ("Peace", .noun), ("came", .verb), ("after", .adp), ("the", .det), ("treaty", .noun),
            (".", .punct)
        ]
        #expect(!Self.givesAway([first, second], sentence: 1, index: 3))
        let third: Words = [
            ("Peace", .noun), ("came", .verb), ("out", .adp), ("of", .adp), ("the", .det),
            ("talks", .noun), (".", .punct)
        ]
        #expect(!Self.givesAway([first, third], sentence: 1, index: 3))
        // Punctuation beside both is no shared word: ", and the" is one word short of a phrase.
        let comma: Words = [
            ("Rain", .noun), (",", .punct), ("and", .cconj), ("the", .det), ("snow", .noun),
            ("fell", .verb), (".", .punct)
        ]
        let again: Words = [
            ("Wind", .noun), (",", .punct), ("and", .cconj), ("the", .det), ("hail", .noun),
            ("came", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([comma, again], sentence: 1, index: 2))
    }

    /// A noun or adjective shown farther off beside the same noun,
    /// adjective or name as at the blank: the two-word term is the answer
    /// shown. Not a verb beside its subject, not a function word beside it.
    @Test func aTermShownFartherOffIsAGiveAway() {
        let blank: Words = [
            ("Hydronium", .noun), ("ions", .noun), ("are", .aux), ("acids", .noun), (".", .punct)
        ]
        let between: Words = [("It", .pron), ("was", .aux), ("known", .verb), (".", .punct)]
        let term: Words = [
            ("Water", .noun), ("holds", .verb), ("hydronium", .noun), ("ions", .noun), ("then", .adv), (".", .punct)
        ]
        #expect(Self.givesAway([blank, between, between, term], sentence: 0, index: 1))
        let chemical: Words = [
            ("The", .det), ("chemical", .adj), ("properties", .noun), ("vary", .verb), (".", .punct)
        ]
        let their: Words = [
            ("Order", .noun), ("follows", .verb), ("their", .pron), ("chemical", .adj), ("properties", .noun),
            (".", .punct)
        ]
        #expect(Self.givesAway([chemical, between, between, their], sentence: 0, index: 2))
        // The same neighbour on the other side, or another neighbour: no term.
        let apart: Words = [
            ("Ions", .noun), ("of", .adp), ("hydronium", .noun), ("form", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([blank, between, between, apart], sentence: 0, index: 1))
        // A verb answer beside its subject.
        let has: Words = [("Aruba", .propn), ("has", .verb), ("a", .det), ("climate", .noun), (".", .punct)]
        let hasAgain: Words = [("Aruba", .propn), ("has", .verb), ("beaches", .noun), (".", .punct)]
        #expect(!Self.givesAway([has, between, between, hasAgain], sentence: 0, index: 1))
        // The unit of a figure, shown after another number; not after a word.
        let growth: Words = [("Growth", .noun), ("was", .aux), ("11.1", .num), ("percent", .noun), (".", .punct)]
        let share: Words = [("Oil", .noun), ("is", .aux), ("50", .num), ("percent", .noun), ("of", .adp), ("it", .pron)]
        #expect(Self.givesAway([growth, between, between, share], sentence: 0, index: 3))
        let word: Words = [("Oil", .noun), ("is", .aux), ("a", .det), ("percent", .noun), (".", .punct)]
        #expect(!Self.givesAway([growth, between, between, word], sentence: 0, index: 3))
        // A noun beside a function word only.
        let the: Words = [("The", .det), ("ions", .noun), ("move", .verb), (".", .punct)]
        let theAgain: Words = [("Then", .adv), ("the", .det), ("ions", .noun), ("stop", .verb), (".", .punct)]
        #expect(!Self.givesAway([the, between, between, theAgain], sentence: 0, index: 1))
    }

    /// The term or the verb with its preposition shown farther off in another
    /// inflection, tagged as the answer is, hands the answer over as well:
    /// "reversed atomic ___" beside "in order of atomic weight". Not an
    /// inflection in another class, nor a word that only opens alike.
    @Test func aTermOrPhraseFartherOffInAnotherInflectionIsAGiveAway() {
        let between: Words = [("It", .pron), ("was", .aux), ("known", .verb), (".", .punct)]
        let blank: Words = [
            ("They", .pron), ("had", .verb), ("reversed", .adj), ("atomic", .adj), ("weights", .noun), (".", .punct)
        ]
        let singular: Words = [
            ("Order", .noun), ("of", .adp), ("atomic", .adj), ("weight", .noun), ("ruled", .verb), (".", .punct)
        ]
        #expect(Self.givesAway([blank, between, between, singular], sentence: 0, index: 4))
        let verb: Words = [
            ("They", .pron), ("weight", .verb), ("atomic", .adj), ("ions", .noun), (".", .punct)
        ]
        #expect(!Self.givesAway([blank, between, between, verb], sentence: 0, index: 4))
        let alike: Words = [
            ("An", .det), ("atomic", .adj), ("weightlessness", .noun), ("ruled", .verb), (".", .punct)
        ]
        #expect(!Self.givesAway([blank, between, between, alike], sentence: 0, index: 4))
        let assigned: Words = [
            ("Agents", .noun), ("were", .aux), ("assigned", .verb), ("to", .adp), ("units", .noun), (".", .punct)
        ]
        let assigning: Words = [
            ("Brigades", .noun), ("are", .aux), ("assigning", .verb), ("to", .adp), ("it", .pron), (".", .punct)
        ]
        #expect(Self.givesAway([assigned, between, between, assigning], sentence: 0, index: 2))
        let noPreposition: Words = [
            ("Brigades", .noun), ("are", .aux), ("assigning", .verb), ("it", .pron), (".", .punct)
        ]
        #expect(!Self.givesAway([assigned, between, between, noPreposition], sentence: 0, index: 2))
    }

    /// A verb shown farther off with the preposition that follows the blank
    /// is the blank's phrase; with another preposition, or none, it is not.
    @Test func aVerbShownFartherOffWithItsPrepositionIsAGiveAway() {
        let blank: Words = [
            ("Agents", .noun), ("were", .aux), ("assigned", .verb), ("to", .adp), ("units", .noun), (".", .punct)
        ]
        let between: Words = [("It", .pron), ("was", .aux), ("known", .verb), (".", .punct)]
        let shown: Words = [
            ("Brigades", .noun), ("were", .aux), ("assigned", .verb), ("to", .adp), ("it", .pron), (".", .punct)
        ]
        #expect(Self.givesAway([blank, between, between, shown], sentence: 0, index: 2))
        let otherPreposition: Words = [
            ("Brigades", .noun), ("were", .aux), ("assigned", .verb), ("by", .adp), ("it", .pron), (".", .punct)
        ]
        #expect(!Self.givesAway([blank, between, between, otherPreposition], sentence: 0, index: 2))
        let alone: Words = [("Brigades", .noun), ("were", .aux), ("assigned", .verb), (".", .punct)]
        #expect(!Self.givesAway([blank, between, between, alone], sentence: 0, index: 2))
        // A verb answer with no preposition after it shares no phrase by this rule.
        let object: Words = [
            ("Agents", .noun), ("were", .aux), ("assigned", .verb), ("units", .noun), (".", .punct)
        ]
        #expect(!Self.givesAway([object, between, between, shown], sentence: 0, index: 2))
        // A noun answer before the same preposition is no verb's phrase.
        let noun: Words = [("The", .det), ("road", .noun), ("to", .adp), ("town", .noun), (".", .punct)]
        let road: Words = [("A", .det), ("road", .noun), ("to", .adp), ("it", .pron), (".", .punct)]
        #expect(!Self.givesAway([noun, between, between, road], sentence: 0, index: 1))
    }

    @Test func aContentAnswerRepeatedAsAFunctionWordIsNotAGiveAway() {
        let helped: Words = [("Rain", .noun), ("has", .aux), ("helped", .verb), ("farms", .noun), (".", .punct)]
        let owns: Words = [("It", .pron), ("has", .verb), ("land", .noun), (".", .punct)]
        #expect(!Self.givesAway([helped, owns], sentence: 1, index: 1))
    }

    @Test func wordsAreComparedWholeIgnoringCase() {
        #expect(BlankTarget.sameWord("Spokes", "spokes"))
        #expect(BlankTarget.sameWord("Été", "été"))
        #expect(!BlankTarget.sameWord("propel", "propelled"))
        #expect(!BlankTarget.sameWord("a", "b"))
        #expect(!BlankTarget.sameWord("[", "{"))
    }

    /// `sameWord` tells an ASCII word from one with another scalar outside
    /// ASCII by its bytes; only the scalars of `lowercasesToASCII` may
    /// lowercase to ASCII text, here on every scalar of Unicode.
    @Test func onlyTheListedScalarsLowercaseToASCII() {
        let listed = Set(BlankTarget.lowercasesToASCII.map { String(decoding: $0, as: UTF8.self) })
        var found: Set<String> = []
        // An unassigned or private scalar neither changes case nor decomposes.
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value),
                ![.unassigned, .privateUse, .surrogate].contains(scalar.properties.generalCategory)
            else { continue }
            let lowered = String(scalar).lowercased().decomposedStringWithCanonicalMapping
            if lowered.unicodeScalars.allSatisfy(\.isASCII) { found.insert(String(scalar)) }
        }
        #expect(found == listed, "\(found.map { $0.unicodeScalars.map(\.value) })")
    }

    @Test func anASCIIWordBesideOneOutsideASCIIIsComparedLowercased() {
        let words = [
            "k", "K", "\u{212A}", "\u{212A}m", "km", ";", "\u{037E}", "`", "\u{1FEF}", "–", "“", "Zürich", "zurich",
            "é", "e", "E\u{301}", "i", "\u{130}", "ss", "ß", "a\u{212A}", "ak"
        ]
        for a in words {
            for b in words { #expect(BlankTarget.sameWord(a, b) == (a.lowercased() == b.lowercased()), "\(a) / \(b)") }
        }
        #expect(BlankTarget.sameWord("\u{212A}m", "KM"))
        #expect(BlankTarget.sameWord("\u{037E}", ";"))
        #expect(!BlankTarget.sameWord("–", "-"))
    }

    /// The stems as the rule states them, spelled out with strings: the
    /// reference the byte-level `inflectionStemShapes` must agree with.
    static func spelledStems(_ word: String) -> Set<String>? {
        guard word.utf8.allSatisfy(WordRules.isASCIILetter) else { return nil }
        let lower = word.lowercased()
        let endings = [("ies", "y"), ("ied", "y"), ("ing", ""), ("es", ""), ("ed", ""), ("s", "")]
        for (ending, replacement) in endings where lower.hasSuffix(ending) {
            let cut = String(lower.dropLast(ending.count))
            var stems = [cut + replacement]
            if ["ed", "ing", "es"].contains(ending) { stems.append(cut + "e") }
            let last = Array(cut)
            if ["ed", "ing"].contains(ending), last.count >= 2, last[last.count - 2] == last[last.count - 1],
                !"aeiou".contains(last[last.count - 1])
            {
                stems.append(String(cut.dropLast()))
            }
            stems.removeAll { $0.count < 3 }
            if !stems.isEmpty { return Set(stems) }
        }
        return [lower]
    }

    @Test func stemsAndSameWordAgreeWithTheirSpelledOutStatement() {
        var shared = 0
        for a in WordPrefixTests.words + ["propelled", "propel", "studies", "study", "Boxes", "Box", "seeing"] {
            #expect(BlankTarget.inflectionStems(a).map(Set.init) == Self.spelledStems(a), "\(a)")
            for b in WordPrefixTests.words {
                // Words of fewer than two letters share no stem, not even with themselves; a
                // word whole may be the other's stem.
                let expected = Self.spelledStems(a).flatMap { x in
                    Self.spelledStems(b).map {
                        !x.isDisjoint(with: $0) || $0.contains(a.lowercased()) || x.contains(b.lowercased())
                    }
                }
                .map { $0 && a.utf8.count >= 2 && b.utf8.count >= 2 }
                #expect(BlankTarget.shareStem(a, b) == (expected ?? false), "\(a) / \(b)")
                #expect(BlankTarget.sameWord(a, b) == (a.lowercased() == b.lowercased()), "\(a) / \(b)")
                if expected == true { shared += 1 }
            }
        }
        #expect(shared > WordPrefixTests.words.count)
    }
}
