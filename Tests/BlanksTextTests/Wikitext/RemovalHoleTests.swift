import Testing

@testable import BlanksText

/// What the stripper withholds because it removed something a reader saw,
/// and what it renders instead of withholding: made-up paragraphs.
@Suite struct RemovalHoleTests {
    private let stripper = WikitextStripper()

    private func entries(_ wikitext: String) -> [StrippedParagraph] { stripper.strip(wikitext).entries }

    private func defects(_ wikitext: String) -> [PassageDefect?] { entries(wikitext).map(\.defect) }

    @Test func anUnknownTemplateInsideASentenceWithholdsItsParagraph() {
        #expect(defects("The bridge is {{unknown thing|12}} long and very old. It was built in stone.") == [.hole])
        #expect(defects("The bridge was built in {{unknown thing}}. It is old and very long.") == [.hole])
        #expect(defects("{{unknown thing}} was built in stone by the monks. It is old.") == [.hole])
    }

    @Test func anUnknownTemplateBetweenSentencesOrAloneOnItsLineIsInvisible() {
        #expect(defects("The bridge is very old.{{unknown thing}} It was built in stone.") == [nil])
        #expect(defects("The bridge is very old and long. It was built in stone.{{unknown thing}}") == [nil])
        #expect(defects("{{Unknown infobox|a=1}}\nThe bridge is very old and long. It was built in stone.") == [nil])
        #expect(defects("{{unknown box\n|a=1\n}} The bridge is very old and long. It was built in stone.") == [nil])
    }

    @Test func footnoteAndMaintenanceTemplatesLeaveNoHole() {
        let wikitext =
            "The bridge is old,{{sfn|Smith|1997}} and long{{citation needed|date=May 2015}} by far. "
            + "It was built{{who|date=June 2014}} in stone.{{efn|A note.}} It still stands.{{odd tag|date=2016}}"
        #expect(
            entries(wikitext).map(\.text) == [
                "The bridge is old, and long by far. It was built in stone. It still stands."
            ])
        #expect(defects(wikitext) == [nil])
        // Inside a sentence, a template that is not a maintenance tag is still a hole.
        #expect(defects("The bridge is old,{{odd tag|reason=x}} and long by far. It is stone.") == [.hole])
    }

    @Test func formulasWithholdTheirParagraphByName() {
        #expect(defects("The sum <math>\\sum_i M_i</math> can be written as a module. It is finite.") == [.formula])
        #expect(defects("The value {{math|''x''}} is small in every case. It is a number.") == [.formula])
        #expect(defects("The value {{mvar|x}} is small in every case. It is a number.") == [.formula])
    }

    @Test func computedValuesAndInlineCoordinatesAreHoles() {
        #expect(defects("He is {{age|1950|1|1}} years old and still works. He lives in town.") == [.hole])
        #expect(defects("The town lies at {{coord|12|N|70|W}} on the coast. It is small.") == [.hole])
    }

    @Test func languageLabelsRenderWithTheirNameOrWithhold() {
        #expect(
            stripper.paragraphs(from: "Turin ({{lang-it|Torino}}; {{lang-oc|Turin}}) is a city. It is large.").map(
                \.text)
                == ["Turin (Italian: Torino; Occitan: Turin) is a city. It is large."])
        // Without the language's name, the label a reader saw would be missing.
        #expect(defects("Turin ({{lang-zzq|Turin}}) is a city in the north. It is large.") == [.hole])
    }

    @Test func numberAndSymbolTemplatesRender() {
        #expect(
            stripper.paragraphs(from: "The ratio {{pi}} is about 3.14 in value. It never ends.").map(\.text)
                == ["The ratio π is about 3.14 in value. It never ends."])
        #expect(
            stripper.paragraphs(from: "The note was A{{music|flat}} in the score. It was sung.").map(\.text)
                == ["The note was A♭ in the score. It was sung."])
        #expect(
            stripper.paragraphs(from: "It needs more than {{US$|2 billion}} to repair. Work began at once.").map(\.text)
                == ["It needs more than US$2 billion to repair. Work began at once."])
        #expect(
            stripper.paragraphs(from: "The cycle is short by 1{{sfrac|1|4}} days each year. It is old.").map(\.text)
                == ["The cycle is short by 1¼ days each year. It is old."])
    }

    @Test func numberedArgumentsArePositional() {
        #expect(
            stripper.strip("He wrote {{nowrap|1=the law}} in his notes. It was short.").entries.map(\.text)
                == ["He wrote the law in his notes. It was short."])
        #expect(
            stripper.strip("He wrote {{nowrap|x|1=the law}} in his notes. It was short.").entries.map(\.text)
                == ["He wrote the law in his notes. It was short."])
        // An absurd number is a named argument, never an array of that size.
        #expect(
            TemplateCall(name: "x", argumentFields: ArraySlice([ArraySlice(Array("999999999=y".utf8))])).positional
                .isEmpty)
    }

    @Test func aConversionShownOnlyAsItsResultIsAHole() {
        // The reader saw the converted figure, which the stripper cannot compute.
        #expect(
            defects(
                "The field holds 9.5 trillion cubic feet ({{convert|9500|ft3|disp=output number only}} bn m3) of gas. It is large."
            )
                == [.hole])
        #expect(defects("The lake is {{convert|12|mi|km|disp=out}} long from end to end. It is deep.") == [.hole])
        #expect(defects("The lake is {{cvt|12|mi|km|disp=number}} kilometres long. It is deep.") == [.hole])
        // Shown with the value as written, or with both, the template renders.
        #expect(
            stripper.paragraphs(from: "The lake is {{convert|12|mi|km|disp=or}} long from end to end. It is deep.")
                .map(\.text) == ["The lake is 12 mi long from end to end. It is deep."])
        #expect(
            stripper.paragraphs(from: "The lake is {{convert|12|mi|km|disp=flip}} long from end to end. It is deep.")
                .map(\.text) == ["The lake is 12 mi long from end to end. It is deep."])
    }

    @Test func struckThroughTextIsAHoleInsideASentence() {
        // The line carries the meaning: two labels would read the same without it.
        #expect(defects("The keys were marked ON and <s>ON</s> respectively. They were red.") == [.hole])
        #expect(defects("The price fell from <strike>ten</strike> to eight pounds. It sold well.") == [.hole])
        #expect(defects("The clause <del>was repealed</del> stands today as written. It is short.") == [.hole])
        // Between sentences it goes like a footnote; inserted text is plain text.
        #expect(
            stripper.paragraphs(from: "The plan was dropped. <s>It was never built.</s> The site is a park.")
                .map(\.text) == ["The plan was dropped. The site is a park."])
        #expect(
            stripper.paragraphs(from: "The clause was <ins>later</ins> repealed by the council. It is short.")
                .map(\.text) == ["The clause was later repealed by the council. It is short."])
    }

    @Test func inlineHieroglyphsAreAHoleAndBlockQuotesABreak() {
        #expect(defects("The name was written <hiero>ra</hiero> in the temple. It is old.") == [.hole])
        let quoted = entries(
            "The king wrote a letter to the monks.\n<blockquote>Go home.</blockquote>\nThey went home at once.")
        #expect(quoted.map(\.text) == ["The king wrote a letter to the monks.", "They went home at once."])
        #expect(quoted.map(\.followsRemovedBlock) == [false, true])
    }

    @Test func sectionStartsAndRemovedBlocksAreRecorded() {
        let wikitext = """
            The lead is here and it is long. It has two sentences.

            {| class="wikitable"
            | a || b
            |}
            After the table the text goes on. It has two sentences.

            == History ==
            The history is long and varied. It has two sentences.
            * A list item.
            After the list the text goes on. It has two sentences.

            Then another paragraph follows here. It has two sentences.
            """
        let all = entries(wikitext)
        #expect(all.map(\.startsSection) == [true, false, true, false, false])
        #expect(all.map(\.followsRemovedBlock) == [false, true, false, true, false])
        #expect(PassageRunSequence.inRuns(all) == [true, false, true, false, false])
    }

    @Test func paragraphsThatDoNotReadAsProseAreWithheldNotDropped() {
        #expect(defects("There are three railway lines in the country:\n* One.\n* Two.") == [.colonEnd])
        #expect(defects("the council is most powerfull body in town") == [.orthography])
        #expect(defects("12 34 56") == [])
    }

    @Test func aCleanParagraphReadsExactlyAsWithoutTheMarks() {
        let wikitext = "The bridge is old.{{unknown}} It is '''very''' long&nbsp;indeed, ''by far''. It stands there."
        #expect(
            stripper.paragraphs(from: wikitext).map(\.text) == [
                "The bridge is old. It is very long indeed, by far. It stands there."
            ])
    }
}
