@testable import BlanksModel
@testable import BlanksText
import Testing

/// Each segmentation rule, with sentences from the sample corpus where it has them.
@Suite struct SentenceSegmenterTests {
    private func split(_ text: String) -> [String] {
        SentenceSegmenter().sentences(in: text).compactMap { text.substring(utf16: $0).map(String.init) }
    }

    @Test func plainStopsQuestionsAndExclamations() {
        #expect(split("Albedo depends on frequency. It is a ratio! Is it? Yes.")
                == ["Albedo depends on frequency.", "It is a ratio!", "Is it?", "Yes."])
    }

    @Test func titlesNeverEndASentence() {
        #expect(split("Dr. Watson met Mr. Holmes and Prof. Moriarty. They talked.")
                == ["Dr. Watson met Mr. Holmes and Prof. Moriarty.", "They talked."])
    }

    @Test func latinAbbreviations() {
        // Anarchism: "the Greek ἀναρχία, i.e. anarchy"
        #expect(split("Greek ἀναρχία, i.e. Anarchy, e.g. Greece, cf. Rome. Next.")
                == ["Greek ἀναρχία, i.e. Anarchy, e.g. Greece, cf. Rome.", "Next."])
        #expect(split("Trees, rivers, etc. are common. Etc. The end.") == ["Trees, rivers, etc. are common.", "Etc.", "The end."])
    }

    @Test func initialsAndRunsOfInitials() {
        #expect(split("J. R. R. Tolkien wrote it. George W. Bush read it.")
                == ["J. R. R. Tolkien wrote it.", "George W. Bush read it."])
        #expect(split("It needs vitamin C. The body cannot make it.")
                == ["It needs vitamin C.", "The body cannot make it."])
    }

    @Test func acronymsWithStops() {
        // Alabama: "U.S. Army", "U.S. News & World Report"
        #expect(split("He joined the U.S. Army in 1942. He lived in the U.S. In 1950 he left.")
                == ["He joined the U.S. Army in 1942.", "He lived in the U.S.", "In 1950 he left."])
        #expect(split("She moved to Washington, D.C. She stayed.") == ["She moved to Washington, D.C.", "She stayed."])
    }

    @Test func abbreviationsBeforeNumbers() {
        // Aristotle "(c. 384 BC)"; ASCII "the No. 2"
        #expect(split("Born c. 1500 in St. Louis, see No. 2 and p. 12 on Jan. 5. Then more.")
                == ["Born c. 1500 in St. Louis, see No. 2 and p. 12 on Jan. 5.", "Then more."])
        #expect(split("He said no. Then he left.") == ["He said no.", "Then he left."])
    }

    @Test func companySuffixesAndJunior() {
        #expect(split("He joined Apple Inc. in 1990. He worked for Acme Inc. The firm grew.")
                == ["He joined Apple Inc. in 1990.", "He worked for Acme Inc.", "The firm grew."])
        #expect(split("Martin Luther King Jr. Day is a holiday.") == ["Martin Luther King Jr. Day is a holiday."])
    }

    @Test func decimalsVersionsOrdinalsAndNumbers() {
        #expect(split("Earth's albedo is about 0.3. Version 2.0.1 shipped. It was 1.5 m long.")
                == ["Earth's albedo is about 0.3.", "Version 2.0.1 shipped.", "It was 1.5 m long."])
        #expect(split("It ended in 1990. 1991 was calm.") == ["It ended in 1990.", "1991 was calm."])
        #expect(split("1. Introduction to the topic.") == ["1. Introduction to the topic."])
    }

    @Test func ellipses() {
        #expect(split("He paused... Then he left. It went on … and on.")
                == ["He paused...", "Then he left.", "It went on … and on."])
        #expect(split("Wait . . . what?") == ["Wait . . . what?"])
    }

    @Test func closingQuotesAndBracketsStayWithTheirSentence() {
        // Anarchism: Zhuangzi wrote, "A petty thief is put in jail. A great brigand becomes a ruler of a Nation."
        #expect(split("Zhuangzi wrote, \"A petty thief is put in jail. A great brigand becomes a ruler.\" Diogenes agreed.")
                == ["Zhuangzi wrote, \"A petty thief is put in jail.", "A great brigand becomes a ruler.\"", "Diogenes agreed."])
        #expect(split("He said “Stop.” She stopped.") == ["He said “Stop.”", "She stopped."])
    }

    @Test func questionAndExclamationInsideQuotations() {
        #expect(split("\"Why?\" he asked. \"Stop!\" she cried. He said \"Go!\" Then he went.")
                == ["\"Why?\" he asked.", "\"Stop!\" she cried.", "He said \"Go!\"", "Then he went."])
    }

    @Test func parenthesisedSentences() {
        #expect(split("It rained. (The roads flooded.) We stayed home.")
                == ["It rained.", "(The roads flooded.)", "We stayed home."])
        #expect(split("He left (see below). Then he came back.") == ["He left (see below).", "Then he came back."])
    }

    @Test func coordinatesAndDegreesDoNotSplit() {
        #expect(split("The city lies at 40.7°N 74.0°W. It is large.") == ["The city lies at 40.7°N 74.0°W.", "It is large."])
    }

    @Test func lowercaseStartsOnlyAfterClearStops() {
        #expect(split("approx. three km. and so on") == ["approx. three km. and so on"])
        #expect(split("i was late. i am sorry. why? because.") == ["i was late.", "i am sorry.", "why?", "because."])
    }

    @Test func punctuationNeverOpensASentence() {
        #expect(split("Thanks. :)") == ["Thanks. :)"])
        #expect(split("Its officers. , 2000 Carr Futures") == ["Its officers. , 2000 Carr Futures"])
    }

    @Test func blankLinesAndCJKStops() {
        #expect(split("First line\n\nSecond line") == ["First line", "Second line"])
        #expect(split("一つ目。二つ目。") == ["一つ目。", "二つ目。"])
    }

    @Test func spacesAndEmptyTextGiveNoEmptySentences() {
        #expect(split("") == [])
        #expect(split("   ") == [])
        #expect(split("  Padded sentence.  ") == ["Padded sentence."])
    }

    @Test func rangesAreUTF16Offsets() {
        let text = "Café – “naïve” 漢字 😀. Next one."
        let ranges = SentenceSegmenter().sentences(in: text)
        #expect(ranges.count == 2)
        #expect(ranges.first == TextRange(start: 0, length: Array("Café – “naïve” 漢字 😀.".utf16).count))
        #expect(text.substring(utf16: ranges[1]) == "Next one.")
    }

    @Test func abbreviationKinds() {
        let abbreviations = Abbreviations.standard
        #expect(abbreviations.kind(of: "Dr") == .title)
        #expect(abbreviations.kind(of: "e.g") == .neverFinal)
        #expect(abbreviations.kind(of: "No") == .beforeNumber)
        #expect(abbreviations.kind(of: "U.S") == .ambiguous)
        #expect(abbreviations.kind(of: "house") == nil)
        #expect(abbreviations.kind(of: "averyveryverylongword") == nil)
    }
}
