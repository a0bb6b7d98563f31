import Testing

@testable import BlanksModel
@testable import BlanksText

/// Each segmentation rule, with sentences from the sample corpus where it has them.
@Suite struct SentenceSegmenterTests {
    @Test func plainStopsQuestionsAndExclamations() {
        #expect(
            segmented("Albedo depends on frequency. It is a ratio! Is it? Yes.")
                == ["Albedo depends on frequency.", "It is a ratio!", "Is it?", "Yes."])
    }

    @Test func titlesNeverEndASentence() {
        #expect(
            segmented("Dr. Watson met Mr. Holmes and Prof. Moriarty. They talked.")
                == ["Dr. Watson met Mr. Holmes and Prof. Moriarty.", "They talked."])
    }

    @Test func latinAbbreviations() {
        // Anarchism: "the Greek ἀναρχία, i.e. anarchy"
        #expect(
            segmented("Greek ἀναρχία, i.e. Anarchy, e.g. Greece, cf. Rome. Next.")
                == ["Greek ἀναρχία, i.e. Anarchy, e.g. Greece, cf. Rome.", "Next."])
        #expect(
            segmented("Trees, rivers, etc. are common. Etc. The end.") == [
                "Trees, rivers, etc. are common.", "Etc.", "The end."
            ])
    }

    @Test func initialsAndRunsOfInitials() {
        #expect(
            segmented("J. R. R. Tolkien wrote it. George W. Bush read it.")
                == ["J. R. R. Tolkien wrote it.", "George W. Bush read it."])
        #expect(
            segmented("It needs vitamin C. The body cannot make it.")
                == ["It needs vitamin C.", "The body cannot make it."])
    }

    @Test func acronymsWithStops() {
        // Alabama: "U.S. Army", "U.S. News & World Report"
        #expect(
            segmented("He joined the U.S. Army in 1942. He lived in the U.S. In 1950 he left.")
                == ["He joined the U.S. Army in 1942.", "He lived in the U.S.", "In 1950 he left."])
        #expect(
            segmented("She moved to Washington, D.C. She stayed.") == ["She moved to Washington, D.C.", "She stayed."])
    }

    @Test func abbreviationsBeforeNumbers() {
        // Aristotle "(c. 384 BC)"; ASCII "the No. 2"
        #expect(
            segmented("Born c. 1500 in St. Louis, see No. 2 and p. 12 on Jan. 5. Then more.")
                == ["Born c. 1500 in St. Louis, see No. 2 and p. 12 on Jan. 5.", "Then more."])
        #expect(segmented("He said no. Then he left.") == ["He said no.", "Then he left."])
    }

    @Test func companySuffixesAndJunior() {
        #expect(
            segmented("He joined Apple Inc. in 1990. He worked for Acme Inc. The firm grew.")
                == ["He joined Apple Inc. in 1990.", "He worked for Acme Inc.", "The firm grew."])
        #expect(segmented("Martin Luther King Jr. Day is a holiday.") == ["Martin Luther King Jr. Day is a holiday."])
    }

    @Test func decimalsVersionsOrdinalsAndNumbers() {
        #expect(
            segmented("Earth's albedo is about 0.3. Version 2.0.1 shipped. It was 1.5 m long.")
                == ["Earth's albedo is about 0.3.", "Version 2.0.1 shipped.", "It was 1.5 m long."])
        #expect(segmented("It ended in 1990. 1991 was calm.") == ["It ended in 1990.", "1991 was calm."])
        #expect(segmented("1. Introduction to the topic.") == ["1. Introduction to the topic."])
    }

    @Test func ellipses() {
        #expect(
            segmented("He paused... Then he left. It went on … and on.")
                == ["He paused...", "Then he left.", "It went on … and on."])
        #expect(segmented("Wait . . . what?") == ["Wait . . . what?"])
    }

    @Test func closingQuotesAndBracketsStayWithTheirSentence() {
        // Anarchism: Zhuangzi wrote, "A petty thief is put in jail. A great brigand becomes a ruler of a Nation."
        #expect(
            segmented(
                "Zhuangzi wrote, \"A petty thief is put in jail. A great brigand becomes a ruler.\" Diogenes agreed.")
                == [
                    "Zhuangzi wrote, \"A petty thief is put in jail.", "A great brigand becomes a ruler.\"",
                    "Diogenes agreed."
                ])
        #expect(segmented("He said “Stop.” She stopped.") == ["He said “Stop.”", "She stopped."])
    }

    @Test func questionAndExclamationInsideQuotations() {
        #expect(
            segmented("\"Why?\" he asked. \"Stop!\" she cried. He said \"Go!\" Then he went.")
                == ["\"Why?\" he asked.", "\"Stop!\" she cried.", "He said \"Go!\"", "Then he went."])
    }

    @Test func parenthesisedSentences() {
        #expect(
            segmented("It rained. (The roads flooded.) We stayed home.")
                == ["It rained.", "(The roads flooded.)", "We stayed home."])
        #expect(segmented("He left (see below). Then he came back.") == ["He left (see below).", "Then he came back."])
    }

    @Test func coordinatesAndDegreesDoNotSplit() {
        #expect(
            segmented("The city lies at 40.7°N 74.0°W. It is large.") == [
                "The city lies at 40.7°N 74.0°W.", "It is large."
            ])
    }

    @Test func lowercaseStartsOnlyAfterClearStops() {
        #expect(segmented("approx. three km. and so on") == ["approx. three km. and so on"])
        #expect(
            segmented("i was late. i am sorry. why? because.") == ["i was late.", "i am sorry.", "why?", "because."])
    }

    @Test func punctuationNeverOpensASentence() {
        #expect(segmented("Thanks. :)") == ["Thanks. :)"])
        #expect(segmented("Its officers. , 2000 Carr Futures") == ["Its officers. , 2000 Carr Futures"])
    }

    @Test func blankLinesAndCJKStops() {
        #expect(segmented("First line\n\nSecond line") == ["First line", "Second line"])
        #expect(segmented("一つ目。二つ目。") == ["一つ目。", "二つ目。"])
    }

    @Test func spacesAndEmptyTextGiveNoEmptySentences() {
        #expect(segmented("") == [])
        #expect(segmented("   ") == [])
        #expect(segmented("  Padded sentence.  ") == ["Padded sentence."])
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
