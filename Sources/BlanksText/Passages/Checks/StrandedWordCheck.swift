import BlanksSupport

/// A word left where what completed it was removed: a sentence that ends
/// in an article, a preposition that needs an object, or a comparison word
/// ("… an approximation of.", "… larger than.", but "… made of."); such a word right before a
/// comma, semicolon or closing bracket ("a height of, and"); two words that
/// cannot meet with nothing between them ("between and"); and a unit whose
/// number is gone ("a height of metres", "about km"); a qualifier alone in
/// brackets ("(occasionally)", "(e.g.)"); and an etymology whose last link names a
/// language but not its word ("(from Latin: opus, from Greek)").
enum StrandedWordCheck {
    /// Words that never end an English sentence or clause: their complement
    /// must follow. Phrasal particles that can end one ("to", "in", "on",
    /// "up", "about", "with") are not listed.
    static let needsComplement: WordSet = [
        "a", "an", "the", "of", "than", "between", "approximately", "roughly", "nearly", "per", "its",
        "their", "whose", "our", "my", "your", "and", "or", "nor", "but", "every", "via", "including", "as"
    ]

    /// Prepositions, which never stand right before a closing bracket: their
    /// object was removed ("(see video at)", "(born in)"). "above" and "below"
    /// stand alone as adverbs ("(or above)") and are not listed.
    static let prepositions: WordSet = [
        "at", "of", "from", "to", "in", "on", "by", "for", "with", "into", "onto", "than", "between", "per",
        "via", "about", "as", "the", "a", "an"
    ]

    /// Of those, the words that may not stand before a comma, semicolon or
    /// closing bracket either ("a height of just, and" keeps its "of" out:
    /// "equal to, or in place of, the anthem" is English).
    static let beforeClosing: WordSet = [
        "a", "an", "the", "than", "between", "per", "its", "their", "whose", "our", "my", "your", "every", "via"
    ]

    /// Of those, the words that must also be followed by more than a
    /// conjunction ("between and", "the and"); "of" may ("built of or faced with").
    static let beforeConjunction: WordSet = ["between", "than", "the", "a", "an", "approximately"]

    static let conjunctions: WordSet = ["and", "or", "nor"]

    /// Units written as symbols or abbreviations: never shown without a number.
    static let unitSymbols: WordSet = [
        "km", "cm", "mm", "mi", "ft", "kg", "mg", "lb", "lbs", "oz", "mph", "km/h", "kph", "km²", "m²", "°C",
        "°F", "%", "kW", "MW", "GW", "kWh", "Hz", "kHz", "MHz", "GHz", "nmi", "ml", "mL", "m³", "km³"
    ]

    /// Units written as words, which read as stranded after a word that
    /// asks for a quantity ("a height of metres", "approximately kilometres").
    static let unitWords: WordSet = [
        "metres", "meters", "kilometres", "kilometers", "centimetres", "centimeters", "millimetres",
        "millimeters", "miles", "feet", "inches", "yards", "kilograms", "grams", "tonnes", "hectares",
        "acres", "litres", "liters", "gallons", "degrees", "percent", "knots"
    ]

    /// Words before a unit that ask for a number between them.
    static let quantityAskers: WordSet = [
        "of", "a", "an", "approximately", "about", "around", "nearly", "roughly", "some", "over", "under",
        "than", "at", "to", "by", "from", "between", "almost", "exactly", "only", "just"
    ]

    /// Words that make "of metres" a real phrase ("hundreds of metres").
    static let quantityNouns: WordSet = [
        "hundreds", "thousands", "millions", "billions", "tens", "dozens", "number", "numbers", "amount",
        "amounts", "terms", "units", "unit", "scores", "lots", "figures", "measured", "expressed", "several",
        "many", "few"
    ]

    static let closing: WordSet = [",", ";", ")"]

    /// Two-word prepositions whose second word never ends a clause: "such as.", "except for)".
    static let compoundPrepositions: [String: Set<String>] = [
        "as": ["such", "known", "well", "same"], "for": ["except", "save"], "to": ["according", "due", "prior", "next"],
        "of": ["instead", "because", "ahead", "regardless", "outside"], "from": ["apart", "aside"]
    ]

    /// Words that qualify another or introduce an example: alone in brackets,
    /// what they qualified or introduced was removed ("Asphalt (occasionally),
    /// also known as", "reflectance (e.g.).").
    static let qualifiers: WordSet = [
        "also", "formerly", "occasionally", "sometimes", "rarely", "often", "usually", "originally", "officially",
        "locally", "historically", "commonly", "alternatively", "or", "and", "from", "in", "of", "literally",
        "previously", "informally", "archaically", "colloquially", "natively", "traditionally", "abbreviated",
        "e.g.", "i.e.", "e.g", "i.e", "eg", "ie", "cf.", "cf", "viz.", "see", "compare"
    ]

    /// Words after which "of" may end a sentence: "what it was made of.",
    /// "unheard of.", "aware of." (a participle in "-ed" too: "dreamed of.").
    static let ofEnders: WordSet = [
        "made", "thought", "heard", "aware", "proud", "afraid", "capable", "fond", "rid", "sure", "ashamed",
        "tired", "full", "part", "short", "unaware", "unheard", "kind", "sort", "become", "dream", "think"
    ]

    static func endsWithOf(_ word: String) -> Bool { ofEnders.contains(word) || word.hasSuffix("ed") }

    /// True when a bracket ends in ", from Language)" (or "; from", and
    /// names of up to three words: "from Old Norse") after an
    /// earlier link of the same bracket labelled a word with its language
    /// ("Latin: opus"): the chain gives each language its word, so the last
    /// one's word was removed. "(from Latin)" alone, with no labelled word,
    /// is a whole etymology and passes. The brackets and colon hold no
    /// letter or digit, so only tokens that are no word (`facts`) are compared.
    static func hasEtymologyWithoutWord(_ tokens: [String], facts: [TokenFacts]) -> Bool {
        var labelledSinceOpen = false
        for index in tokens.indices where !facts[index].isWord {
            let token = tokens[index]
            if token == "(" {
                labelledSinceOpen = false
            } else if token == ":", index > 0, LanguageNames.lastWords.contains(tokens[index - 1]) {
                labelledSinceOpen = true
            } else if token == ")", labelledSinceOpen, index >= 1, LanguageNames.lastWords.contains(tokens[index - 1]) {
                // The name may have words before its last ("from Old Norse").
                var from = index - 2
                while from >= 0, index - from <= 3, tokens[from].first?.isUppercase == true { from -= 1 }
                if from >= 1, tokens[from] == "from", tokens[from - 1] == "," || tokens[from - 1] == ";" { return true }
            }
        }
        return false
    }

    /// Every word the rules on a word and the word after it stand on: each
    /// asks the first word to be one of these, so any other is passed at once.
    static let pairVocabulary = WordSet(
        beforeConjunction.members.union(prepositions.members).union(beforeClosing.members)
            .union(compoundPrepositions.keys).union(quantityAskers.members))

    static func finds(in text: GatedText) -> Bool {
        for sentence in text.sentences {
            let tokens = sentence.tokens
            let lower = sentence.lower
            if hasEtymologyWithoutWord(tokens, facts: sentence.facts) { return true }
            for index in lower.indices.dropFirst().dropLast()
            where lower[index - 1] == "(" && lower[index + 1] == ")" && qualifiers.contains(lower[index]) {
                return true
            }
            // A sentence ends with its last word before the final stop and closers.
            if let lastWord = sentence.facts.lastIndex(where: { $0.contains(.lowerHoldsLetter) }),
                sentence.facts[(lastWord + 1)...].allSatisfy({ !$0.contains(.lowerHoldsLetterOrNumber) }),
                needsComplement.contains(lower[lastWord])
                    && !(lower[lastWord] == "of" && lastWord > 0 && endsWithOf(lower[lastWord - 1]))
                    || lastWord > 0 && compoundPrepositions[lower[lastWord]]?.contains(lower[lastWord - 1]) == true
            {
                // A word shown as a word ("the word 'the'.") has a quote after it.
                let after = lower[(lastWord + 1)...]
                if !after.contains(where: {
                    $0.hasPrefix("\"") || $0.hasPrefix("'") || $0 == "\u{201D}" || $0 == "\u{2019}"
                }) {
                    return true
                }
            }
            for index in lower.indices.dropLast() where pairVocabulary.contains(lower[index]) {
                let word = lower[index]
                let next = lower[index + 1]
                let capitalA = word == "a" && tokens[index] == "A"
                if beforeConjunction.contains(word), conjunctions.contains(next), !capitalA { return true }
                if next == ")", prepositions.contains(word), tokens[index] == word,
                    index == 0 || lower[index - 1] != "("
                {
                    return true
                }
                if closing.contains(next), !capitalA,
                    beforeClosing.contains(word) && (index == 0 || lower[index - 1] != "(")
                        || index > 0 && compoundPrepositions[word]?.contains(lower[index - 1]) == true
                {
                    return true
                }
                if unitSymbols.contains(tokens[index + 1]), quantityAskers.contains(word) {
                    return true
                }
                if unitWords.contains(next), quantityAskers.contains(word),
                    !(word == "of" && index > 0 && quantityNouns.contains(lower[index - 1]))
                {
                    return true
                }
            }
        }
        return false
    }
}
