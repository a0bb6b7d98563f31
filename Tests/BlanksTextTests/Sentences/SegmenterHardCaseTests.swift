import Testing

@testable import BlanksModel
@testable import BlanksText

/// The hard kinds of boundary the segmenter's rules handle (times of day,
/// quotations, list items, citations, ellipses, numero signs), each with sentences
/// written for this suite (not taken from any benchmark), and what must not change.
@Suite struct SegmenterHardCaseTests {
    @Test func timeOfDayBeforeATitleAndName() {
        #expect(
            segmented("By 7 p.m. Dr. Jones had closed the clinic. She went home.")
                == ["By 7 p.m. Dr. Jones had closed the clinic.", "She went home."])
        #expect(
            segmented("The shop opens at 9 A.M. Mrs. Patel unlocks it.") == [
                "The shop opens at 9 A.M. Mrs. Patel unlocks it."
            ])
        // Before an ordinary opener a time of day still ends the sentence.
        #expect(segmented("We met at 6 p.m. The hall was full.") == ["We met at 6 p.m.", "The hall was full."])
    }

    /// A full stop inside brackets that close before any other stop is an
    /// abbreviation in an aside ("(Hdt. 1.202.4)", "(known today as Św.
    /// Ducha 47)"), whatever follows it; a whole sentence in brackets keeps its
    /// end, and so does a bracket that never closes or closes too far away.
    @Test func aStopInsideAnAsideThatClosesBeforeAnyOtherStop() {
        #expect(
            segmented("The name first appears in a chronicle (Chron. 4.12.3): Terra nova. It stuck.")
                == ["The name first appears in a chronicle (Chron. 4.12.3): Terra nova.", "It stuck."])
        #expect(
            segmented("She lived on Mill Lane (called today Ul. Mlynska 12), near the river. We left.")
                == ["She lived on Mill Lane (called today Ul. Mlynska 12), near the river.", "We left."])
        #expect(
            segmented("The town [now Gr. Stadt] grew. It had a mill.")
                == ["The town [now Gr. Stadt] grew.", "It had a mill."])
        // Nested brackets: the aside closes at its own bracket.
        #expect(
            segmented("A tale (see Ann. (vol. 2) and Chron. 7) survives. It is short.")
                == ["A tale (see Ann. (vol. 2) and Chron. 7) survives.", "It is short."])
        // A sentence of its own inside the brackets still ends there.
        #expect(
            segmented("The firm (He died in 1900. His son took over.) grew. It is fine.")
                == ["The firm (He died in 1900.", "His son took over.) grew.", "It is fine."])
        // A bracket never closed, or closed after another stop, changes nothing.
        #expect(
            segmented("The list (first part ends here. Then it goes on.") == [
                "The list (first part ends here.", "Then it goes on."
            ])
        #expect(
            segmented("It began (in the north. Later it spread. Then it ended) abruptly.")
                == ["It began (in the north.", "Later it spread.", "Then it ended) abruptly."])
        // A bracket that closes beyond the reach of one aside does not keep the stop.
        let far = String(repeating: "word ", count: 40)
        #expect(
            segmented("It began (in the north. Then \(far)ended) abruptly.")
                == ["It began (in the north.", "Then \(far)ended) abruptly."])
        // A bracket closed before the stop is no aside: "(see below). The" ends as before.
        #expect(segmented("He wrote (see below). The end came.") == ["He wrote (see below).", "The end came."])
    }

    @Test func quotationEndingInAStopThenLowercase() {
        for (open, close) in [("\"", "\""), ("“", "”"), ("'", "'"), ("‘", "’")] {
            let text = "He looked up, \(open)The rain has stopped.\(close) he said. We left."
            #expect(segmented(text) == ["He looked up, \(open)The rain has stopped.\(close) he said.", "We left."])
        }
        #expect(
            segmented("(The bridge was rebuilt.) and then it fell.") == ["(The bridge was rebuilt.) and then it fell."])
        #expect(
            segmented("\"It works!\" she shouted. \"Really?\" asked Tom.") == [
                "\"It works!\" she shouted.", "\"Really?\" asked Tom."
            ])
    }

    @Test func listItemsOnOneLine() {
        #expect(
            segmented("1.) Mix the flour 2.) Add the water 3.) Bake it") == [
                "1.) Mix the flour", "2.) Add the water", "3.) Bake it"
            ])
        #expect(segmented("1) Mix the flour. 2) Add the water.") == ["1) Mix the flour.", "2) Add the water."])
        #expect(
            segmented("a. Red apples b. Green pears c. Ripe plums") == [
                "a. Red apples", "b. Green pears", "c. Ripe plums"
            ])
        #expect(
            segmented("• 4. Check the brakes • 5. Check the lights") == [
                "• 4. Check the brakes", "• 5. Check the lights"
            ])
        #expect(segmented("⁃7. North wing ⁃8. South wing") == ["⁃7. North wing", "⁃8. South wing"])
        #expect(segmented("• Tea • Coffee • Water") == ["• Tea", "• Coffee", "• Water"])
    }

    @Test func listMarkersDoNotSplitOrdinaryProse() {
        // Not opening the paragraph, out of order, or an uppercase initial: no list.
        #expect(segmented("She counted 1) apples 2) pears.") == ["She counted 1) apples 2) pears."])
        #expect(segmented("1) Mix the flour 3) Bake it") == ["1) Mix the flour 3) Bake it"])
        #expect(segmented("A. B. Smith and C. Jones wrote it.") == ["A. B. Smith and C. Jones wrote it."])
        #expect(segmented("1. Introduction to the topic.") == ["1. Introduction to the topic."])
    }

    @Test func citationAfterAClosingQuote() {
        #expect(
            segmented("He wrote of \"a narrow gate [...]\" (Jones 12). The gate is gone.")
                == ["He wrote of \"a narrow gate [...]\" (Jones 12).", "The gate is gone."])
        #expect(
            segmented("She called it \"the best of times.\" (Brown 2001, p. 4). Others disagreed.")
                == ["She called it \"the best of times.\" (Brown 2001, p. 4).", "Others disagreed."])
        // A bracketed sentence is still its own sentence.
        #expect(
            segmented("It rained. (The roads flooded.) We stayed home.")
                == ["It rained.", "(The roads flooded.)", "We stayed home."])
    }

    @Test func ellipsesInsideAndOpeningSentences() {
        #expect(
            segmented("It went on . . . and on ... and on. Then it stopped.")
                == ["It went on . . . and on ... and on.", "Then it stopped."])
        #expect(
            segmented("The law was passed. . . . Few obeyed it. . . .")
                == ["The law was passed.", ". . . Few obeyed it. . . ."])
        #expect(segmented("The law was passed. ...few obeyed it.") == ["The law was passed.", "...few obeyed it."])
        #expect(
            segmented("She wrote, \"... we have no bread.\" Then she left.")
                == ["She wrote, \"... we have no bread.\"", "Then she left."])
    }

    @Test func numeroSignBeforeANumber() {
        #expect(
            segmented("The file is N°. 3041.17.2. Keep it safe.") == ["The file is N°. 3041.17.2.", "Keep it safe."])
        #expect(segmented("See Nº. 12 and № 4. Both are old.") == ["See Nº. 12 and № 4.", "Both are old."])
    }

    @Test func lowercaseAfterAnOrdinaryWord() {
        // Informal text opens sentences in lowercase; a conjunction or preposition continues one.
        #expect(
            segmented("The tour was great. everyone loved the show. see http://example.org for more.")
                == ["The tour was great.", "everyone loved the show.", "see http://example.org for more."])
        // After a short word (often an unlisted abbreviation: "rec.", "lv.") only a typical opener does.
        #expect(
            segmented("Leave at noon (lv. around ten). He loved it. see below.")
                == ["Leave at noon (lv. around ten).", "He loved it. see below."])
        #expect(
            segmented("The species is monotypic. or it may be two.") == ["The species is monotypic. or it may be two."])
        #expect(segmented("Great food! friendly staff too.") == ["Great food!", "friendly staff too."])
        #expect(segmented("It scored 1! and then 0.") == ["It scored 1! and then 0."])
    }

    @Test func curlyQuotePairOpensASentence() {
        #expect(
            segmented("Both sides deny it. ‘’We were not there,’’ he says.")
                == ["Both sides deny it.", "‘’We were not there,’’ he says."])
    }

    /// Inputs that would take minutes with a quadratic scan: the watchdog fails
    /// the test instead of letting it hang.
    @Test(.timeLimit(.minutes(10))) func hostileListsEllipsesAndCitationsStayLinear() {
        let size = 200_000
        let inputs = [
            "1. " + String(repeating: "a ", count: size),
            String(repeating: "• ", count: size),
            "•" + String(repeating: " ", count: size) + "x",
            String(repeating: "x. . . . ", count: size / 4),
            String(repeating: "x. (", count: size / 2),
            "1) " + String(repeating: "1) 3) ", count: size / 3),
            String(repeating: "\"... ", count: size / 2)
        ]
        for text in inputs {
            let ranges = SentenceSegmenter().sentences(in: text)
            var previousEnd = 0
            for range in ranges {
                #expect(range.start >= previousEnd && range.length > 0 && range.end <= text.utf16.count)
                previousEnd = range.end
            }
        }
    }
}
