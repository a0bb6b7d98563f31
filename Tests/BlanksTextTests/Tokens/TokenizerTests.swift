import Testing

@testable import BlanksModel
@testable import BlanksText

/// Tokens follow Universal Dependencies English conventions closely enough for the tagger.
@Suite struct TokenizerTests {
    private func words(_ text: String) -> [String] {
        Tokenizer().tokens(in: text).map(\.text)
    }

    @Test func punctuationIsSplitFromWords() {
        // Albedo
        #expect(
            words("Albedo (or reflection coefficient), derived from Latin \"albedo\", is a ratio.")
                == [
                    "Albedo", "(", "or", "reflection", "coefficient", ")", ",", "derived", "from", "Latin",
                    "\"", "albedo", "\"", ",", "is", "a", "ratio", "."
                ])
        #expect(words("Really?! Wait...") == ["Really", "?", "!", "Wait", "..."])
    }

    /// Punctuation after a word comes off as runs of one character each, in
    /// text order, whatever comes before it: a clitic, a kept stop, a URL.
    @Test func trailingPunctuationComesOffInRuns() {
        #expect(words("(x)),; wow!!!?") == ["(", "x", "))", ",", ";", "wow", "!!!", "?"])
        #expect(words("end... U.S.). it’s.\"") == ["end", "...", "U.S.", ")", ".", "it", "’s", ".", "\""])
        #expect(words("see www.example.org),.") == ["see", "www.example.org", ")", ",", "."])
        #expect(words("!?!") == ["!", "?", "!"])
    }

    @Test func cliticsAndNegationsAreSplit() {
        #expect(
            words("Don't stop; it's Earth's and they're fine, can't I?")
                == [
                    "Do", "n't", "stop", ";", "it", "'s", "Earth", "'s", "and", "they", "'re", "fine", ",", "ca",
                    "n't", "I", "?"
                ])
        #expect(
            words("It’s the students' hall, O'Neill said.")
                == ["It", "’s", "the", "students", "'", "hall", ",", "O'Neill", "said", "."])
    }

    @Test func abbreviationsKeepTheirStop() {
        #expect(
            words("Dr. Smith of the U.S. Army, e.g. here, and J. R. R. Tolkien.")
                == [
                    "Dr.", "Smith", "of", "the", "U.S.", "Army", ",", "e.g.", "here", ",", "and", "J.", "R.", "R.",
                    "Tolkien", "."
                ])
    }

    @Test func numbersStayWhole() {
        #expect(
            words("It cost $1,000.50 (about 3.5%) at 3:00 on 1/2/2000.")
                == ["It", "cost", "$", "1,000.50", "(", "about", "3.5", "%", ")", "at", "3:00", "on", "1/2/2000", "."])
    }

    @Test func hyphensSplitExceptAfterPrefixes() {
        #expect(
            words("A 15-year term, self-governed and non-hierarchical e-mail — well-known–ish.")
                == [
                    "A", "15", "-", "year", "term", ",", "self-governed", "and", "non-hierarchical", "e-mail", "—",
                    "well", "-", "known", "–", "ish", "."
                ])
    }

    @Test func urlsAndEmailAddressesStayWhole() {
        #expect(
            words("See http://example.org/a-b?c=d, or mail me@example.com.")
                == ["See", "http://example.org/a-b?c=d", ",", "or", "mail", "me@example.com", "."])
    }

    /// A chunk of ASCII is told a URL or address on its units, any other by
    /// its lowercased string: the two agree on case, on where "@" and "."
    /// stand, and on a scheme's "://". A URL or address keeps its colon; any
    /// other word is cut at it.
    @Test func urlsAreToldAlikeInASCIIAndOutsideIt() {
        #expect(words("x WwW.ex:am y") == ["x", "WwW.ex:am", "y"])
        #expect(words("x wWw.é:am y") == ["x", "wWw.é:am", "y"])
        #expect(words("x Me@Ex.am:b y") == ["x", "Me@Ex.am:b", "y"])
        #expect(words("x é@ex.am:b y") == ["x", "é@ex.am:b", "y"])
        #expect(words("x HTTP://def y") == ["x", "HTTP://def", "y"])
        // "ww." is no "www.", an address needs a stop after its "@" and a word before it, a scheme "//".
        #expect(words("x ww.ex:am y") == ["x", "ww.ex", ":", "am", "y"])
        #expect(words("x me@exam:b y") == ["x", "me@exam", ":", "b", "y"])
        #expect(words("x @ex.am:b y") == ["x", "@", "ex.am", ":", "b", "y"])
        #expect(words("x hTtp:/def y") == ["x", "hTtp", ":", "/", "def", "y"])
    }

    @Test func nonLatinTextEmojiAndIdeographs() {
        #expect(words("Ἀχιλλεύς naïve 😀 漢字.") == ["Ἀχιλλεύς", "naïve", "😀", "漢", "字", "."])
    }

    @Test func tokensOfASubrangeCarryOffsetsIntoTheWholeText() {
        let text = "Café “one”. Two 😀 words."
        let second = SentenceSegmenter().sentences(in: text)[1]
        let tokens = Tokenizer().tokens(in: text, range: second)
        #expect(tokens.map(\.text) == ["Two", "😀", "words", "."])
        for token in tokens {
            #expect(text.substring(utf16: token.range).map(String.init) == token.text)
            #expect(second.contains(token.range))
        }
        #expect(tokens.first?.start == Array("Café “one”. ".utf16).count)
    }

    @Test func rangesOutsideTheTextGiveNoTokens() {
        #expect(Tokenizer().tokens(in: "short", range: TextRange(start: 3, length: 10)).isEmpty)
        #expect(Tokenizer().tokens(in: "short", range: TextRange(start: -1, length: 2)).isEmpty)
        #expect(Tokenizer().tokens(in: "").isEmpty)
    }
}
