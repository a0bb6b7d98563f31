import Testing

@testable import BlanksText

/// Inline templates render as on Wikipedia; snippets from the sample corpus.
@Suite struct TemplateRendererTests {
    /// The text the stripper renders, with or without the passage gate's
    /// verdict on their prose: these snippets test rendering and removal, so
    /// only what the stripper itself withholds (markup, formulas, holes) is left out.
    private func text(_ wikitext: String) -> String {
        WikitextStripper().strip(wikitext).entries.filter { ![.markup, .formula, .hole].contains($0.defect) }
            .map(\.text).joined(separator: "\n\n")
    }

    @Test func convertShowsValueAndUnitAsWritten() {
        // Alabama
        #expect(
            text("At {{convert|1300|mi|km}}, Alabama has one of the longest.")
                == "At 1300 mi, Alabama has one of the longest.")
        #expect(
            text("It has {{convert|52419|sqmi|km2|abbr=out|sp=us}} of total area.")
                == "It has 52,419 sq mi of total area.")
        #expect(
            text("With an area of {{convert|2381741|km2|sqmi|0}}, it is large.")
                == "With an area of 2,381,741 km², it is large.")
        #expect(
            text("It spans {{convert|12000|to|15000.5|m}} or so.") == "It spans 12,000 to 15,000.5 m or so.")
        #expect(
            text("Between {{convert|5|-|10|km}} and {{convert|3|to|4|ft}} away.")
                == "Between 5–10 km and 3 to 4 ft away.")
        #expect(
            text("He was {{convert|6|ft|2|in|m}} tall and ran a {{convert|10|km|adj=on}} race.")
                == "He was 6 ft 2 inches tall and ran a 10-km race.")
        #expect(text("It is {{convert|15|C|F}} today.") == "It is 15 °C today.")
    }

    /// A symbol that reads as a word is spelled out, as the template's default
    /// shows it (Adobe: "cobbles 2 to 10 in with no effect" read "in" as the
    /// preposition); before a noun a spelled-out name is singular (Aldous
    /// Huxley: "a 40-acres ranchito").
    @Test func convertSpellsOutAUnitThatReadsAsAWord() {
        #expect(
            text("It holds cobbles {{convert|2|to|10|in|mm|order=flip}} with no effect.")
                == "It holds cobbles 2 to 10 inches with no effect.")
        #expect(text("A {{convert|6|in|cm|adj=on}} blade was found.") == "A 6-inch blade was found.")
        #expect(
            text("He bought a {{convert|40|acre|ha|adj=on}} ranchito and {{convert|3|acre}} more.")
                == "He bought a 40-acre ranchito and 3 acres more.")
        #expect(text("A {{convert|2|e6acre|adj=on}} tract.") == "A 2-million acre tract.")
        #expect(
            text("A {{convert|5|ft|adj=on}} wall and a {{convert|9|km/s}} wind.") == "A 5-ft wall and a 9 km/s wind.")
    }

    /// A footnote mark or maintenance tag written between two letters leaves a
    /// space (Abstract (law): "no breaks{{Clarify}}in the chain"); one beside
    /// a space or punctuation, or a template that is nothing inside a word, leaves none.
    @Test func aNoteBetweenTwoLettersSeparatesTwoWords() {
        #expect(
            text("It reveals no breaks{{Clarify|date=June 2015}}in the chain.") == "It reveals no breaks in the chain.")
        #expect(text("It reveals no breaks{{cn}}in the chain.") == "It reveals no breaks in the chain.")
        #expect(text("It reveals no breaks{{cn}} in the chain.") == "It reveals no breaks in the chain.")
        #expect(text("It reveals no breaks in the chain{{cn}}.") == "It reveals no breaks in the chain.")
        #expect(text("It is an ex{{shy}}ample of a word.") == "It is an example of a word.")
    }

    @Test func languageAndScriptTemplatesShowTheirText() {
        // Anarchism, Alchemy, Algeria
        #expect(text("From the Greek {{lang|grc|ἀναρχία}}, i.e. anarchy.") == "From the Greek ἀναρχία, i.e. anarchy.")
        #expect(text("His work ({{lang-la|Opus Majus}}) was sent.") == "His work (Latin: Opus Majus) was sent.")
        #expect(
            text("Algeria ({{lang-ar|{{large|الجزائر}}}} ''{{transl|ar|al-Jazā'ir}}'') is large.")
                == "Algeria (Arabic: الجزائر al-Jazā'ir) is large.")
        #expect(text("Tokyo ({{nihongo|Tokyo|東京|Tōkyō}}) is big.") == "Tokyo (Tokyo (東京, Tōkyō)) is big.")
    }

    @Test func interlanguageLinksShowTheArticleNameNeverTheCode() {
        // Arthur Schopenhauer: the older form names the language first.
        #expect(
            text("He studied at the gymnasium ({{ill|de|Gymnasium Ernestinum Gotha|Gymnasium illustre}}) there.")
                == "He studied at the gymnasium (Gymnasium Ernestinum Gotha) there.")
        #expect(
            text("She joined {{ill|Hamburg Ballet|de|Hamburg Ballett}} in 1990.")
                == "She joined Hamburg Ballet in 1990.")
        #expect(
            text("It moved to {{interlanguage link|zh-yue|Kowloon Hall}} then.") == "It moved to Kowloon Hall then.")
        #expect(text("A novel by {{ill|Ann Lee|fr}} appeared.") == "A novel by Ann Lee appeared.")
        #expect(
            !TemplateRenderer.isLanguageCode("Ann Lee") && !TemplateRenderer.isLanguageCode("x")
                && TemplateRenderer.isLanguageCode("de") && TemplateRenderer.isLanguageCode("zh-yue"))
    }

    @Test func typographyTemplates() {
        // Ayn Rand, Apollo 11, Alchemy
        #expect(text("In 2009, ''GQ''{{'}}s critic wrote.") == "In 2009, GQ's critic wrote.")
        #expect(
            text("Sent for {{nowrap|[[Pope Clement IV]]}} and {{nobr|B}} {{small|(c)}}.")
                == "Sent for Pope Clement IV and B (c).")
        #expect(
            text("It {{sic|recieved}} a {{abbr|UN|United Nations}} note{{snd}}late.")
                == "It recieved a UN note – late.")
        #expect(text("A{{nbsp}}B{{·}}C and 1{{ndash}}2.") == "A B · C and 1–2.")
    }

    @Test func datesRenderFromArgumentsOnly() {
        #expect(
            text("Born {{birth date|1905|2|2}} and died {{death date and age|1982|3|6|1905|2|2}}.")
                == "Born February 2, 1905 and died March 6, 1982 (aged 77).")
        #expect(text("Born {{birth date and age|1950|1|15|df=y}}.") == "Born 15 January 1950.")
        #expect(text("Diagnosed with ASD {{as of|2014|lc=y}}, a rise.") == "Diagnosed with ASD as of 2014, a rise.")
        #expect(text("Built {{circa|1500}}.") == "Built c. 1500.")
        // An Old Style date shows its Gregorian date and year, with the comma a month-first date takes.
        #expect(
            text("Born {{OldStyleDate|February 2|1905|January 20}} in Russia.") == "Born February 2, 1905 in Russia.")
        #expect(text("Born {{OldStyleDate|2 February|1905|20 January}}.") == "Born 2 February 1905.")
        #expect(text("Born {{OldStyleDate|February 32x|1905}}.") == "Born February 32x 1905.")
        #expect(text("Born {{OldStyleDate|February 2}}.") == "Born February 2.")
        #expect(text("Born {{OldStyleDate||1905}}.") == "Born 1905.")
    }

    @Test func measurementsAndNumbers() {
        #expect(
            text("About {{val|1.5|e=3|u=m}} and {{frac|1|2}} and {{frac|3|1|4}} of {{formatnum:1234567}}.")
                == "About 1.5×10³ m and 1/2 and 3 1/4 of 1,234,567.")
    }

    @Test func valuesComputedFromTodayMarkTheParagraphUnsafe() {
        #expect(text("She is {{age|1950|1|1}} years old.") == "")
        #expect(text("Worth ${{formatnum:{{Inflation|US|100|1900}}}} today.") == "")
        #expect(text("Located at {{coord|40|N|70|W}}.") == "")
        #expect(text("{{coord|40|N|70|W|display=title}}It is a city.") == "It is a city.")
    }

    @Test func templateNamesAreNormalised() {
        #expect(TemplateCall.normalizedName(ArraySlice(" Template:Lang_fr \n".utf8)) == "lang fr")
        #expect(TemplateCall.normalizedName(ArraySlice("subst:Nowrap".utf8)) == "nowrap")
        #expect(TemplateCall.normalizedName(ArraySlice("Template:SafeSubst: Nowrap".utf8)) == "nowrap")
        #expect(TemplateCall.normalizedName(ArraySlice("Lang:fr".utf8)) == "lang:fr")
        #expect(TemplateCall.normalizedName(ArraySlice("Nowrap_begin".utf8)) == "nowrap begin")
        #expect(text("A {{Nowrap|b}} {{NOWRAP|c}} {{ nowrap |d}}.") == "A b c d.")
    }

    @Test func namedArgumentsAreNotShownAsText() {
        let call = TemplateCall(
            name: "lang",
            argumentFields: [
                ArraySlice("fr".utf8), ArraySlice("italic=no".utf8),
                ArraySlice(" texte ".utf8)
            ][...])
        #expect(call.positional == ["fr", "texte"])
        #expect(call.named == ["italic": "no"])
    }
}

/// Raised and lowered digits read as a reader sees them, not flattened into
/// the line: "km²", "10⁻⁷", "H₂O".
@Suite struct ScriptDigitTests {
    static func prose(_ wikitext: String) -> String {
        WikitextStripper().paragraphs(from: wikitext).map(\.text).joined(separator: "\n")
    }

    @Test(arguments: [
        ("An area of 10 km<sup>2</sup> lies there.", "An area of 10 km² lies there."),
        ("A force of 2 × 10<sup>−7</sup> newtons acts.", "A force of 2 × 10⁻⁷ newtons acts."),
        ("Water is H<sub>2</sub>O in short.", "Water is H₂O in short."),
        ("It grows as 2<sup>n</sup> in time.", "It grows as 2ⁿ in time.")
    ])
    func digitsAndSignsAreRaisedOrLowered(_ wikitext: String, _ expected: String) {
        #expect(Self.prose(wikitext) == expected)
    }

    @Test func otherContentKeepsItsText() {
        #expect(Self.prose("The 1<sup>st</sup> edition came out.") == "The 1st edition came out.")
        #expect(Self.prose("An open <sup>tag stays text.") == "An open tag stays text.")
        #expect(Self.prose("The gas CO<sub>2,</sub> and others rise.") == "The gas CO2, and others rise.")
        #expect(
            Self.prose("It holds <sup>{{citation needed|date=May 2015}}</sup> much water.") == "It holds much water.")
    }

    /// A digit with a letter or a slash has no raised or lowered form, and
    /// flattened it reads as another word or number: a formula.
    @Test(arguments: [
        "The shell is 8p<sub>1/2</sub><sup>2</sup> in the model. It is odd.",
        "The constants are K<sub>a1</sub> and K<sub>a2</sub> for the acid. They differ.",
        "Codes 20<sub>[[hexadecimal|16]]</sub> to 7E<sub>16</sub> are printable. They are letters.",
        "The chain is C<sub>n</sub>H<sub>2''n''+2</sub> for every alkane. It is long."
    ])
    func notationWithholdsItsParagraph(_ wikitext: String) {
        #expect(WikitextStripper().strip(wikitext).entries.map(\.defect) == [.formula])
    }
}
