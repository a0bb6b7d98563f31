import Testing

@testable import BlanksText

/// Each construct of the stripper, on snippets from the sample corpus
/// (`Data/enwiki-sample-2016.xml.gz`, named by article).
@Suite struct WikitextStripperTests {
    /// The paragraphs the stripper renders, with or without the passage gate's
    /// verdict on their prose: these snippets test rendering and removal, so
    /// only what the stripper itself withholds (markup, formulas, holes) is left out.
    private func texts(_ wikitext: String) -> [String] {
        WikitextStripper().strip(wikitext).entries.filter { ![.markup, .formula, .hole].contains($0.defect) }.map(
            \.text)
    }

    @Test func linksShowTheirLabelTargetOrTrail() {
        // Anarchism, Albedo
        #expect(
            texts("The [[Latin]] word and the [[diffuse reflection|diffuse reflectivity]] of [[strikebreaker]]s.")
                == ["The Latin word and the diffuse reflectivity of strikebreakers."])
        #expect(texts("See [[Paris (France)|]] and [[#History|history]].") == ["See Paris and history."])
    }

    /// A link is cut down to the run of its own bytes it shows, in place: the
    /// run must be the same whichever part of the link it comes from.
    @Test func linksShowTheRunOfTheirBytesTheReaderSees() {
        let tail = " is a page in the north of the country."
        #expect(
            texts("The river is long and [[ Paris ]] and [[:Rivers]]" + tail)
                == ["The river is long and Paris and Rivers" + tail])
        #expect(
            texts("The river is long and [[:fr:Rivers|]] and [[Help:Style (dates)|]]" + tail)
                == ["The river is long and Rivers and Style" + tail])
        #expect(
            texts("The river is long and [[Paris, Texas|]] and [[Lyon|  ]]" + tail)
                == ["The river is long and Paris and Lyon" + tail])
        #expect(
            texts("It had [[#History]] and [[A|the [[B]] thing]]" + tail) == ["It had History and the B thing" + tail])
        #expect(
            texts("The [[ :fr:Paris|]] and [[cat]]s and [[dog|]]gy and [[ ]] end.")
                == ["The Paris and cats and doggy and end."])
    }

    @Test func tagNamesAreReadLowercasedFromTheirBytes() throws {
        func parse(_ text: String) -> HTMLTag? {
            Array(text.utf8).withUnsafeBufferPointer { HTMLTag.parse($0, at: 0) }
        }
        let heading = try #require(parse("<H2 class=x>"))
        #expect(heading.name == "h2" && !heading.isClosing && !heading.isSelfClosing && heading.end == 12)
        let closing = try #require(parse("</Ref>"))
        #expect(closing.name == "ref" && closing.isClosing)
        #expect(try #require(parse("<bR/>")).isSelfClosing)
        #expect(parse("<é>") == nil)
        #expect(parse("< b>") == nil)
    }

    @Test func filesImagesCategoriesAndInterlanguageLinksDisappear() {
        // Albedo: a file with a nested link in its caption, on its own line.
        let wikitext = """
            [[File:Albedo-e hg.svg|thumb|Percentage of [[diffuse reflection|diffusely]] reflected sunlight]]
            Albedo depends on the [[frequency]] of the radiation.[[Image:x.png|200px|left]]
            [[Category:Climate forcing]] [[fr:Albédo]] [[simple:Albedo]]
            """
        #expect(texts(wikitext) == ["Albedo depends on the frequency of the radiation."])
    }

    @Test func boldAndItalicLoseTheirQuotes() {
        // Albedo lead
        #expect(
            texts("'''Albedo''' or '''reflection coefficient''', from ''albus'' \"white\", is '''''it'''''.")
                == ["Albedo or reflection coefficient, from albus \"white\", is it."])
        #expect(texts("It was ''''not'''' so.") == ["It was 'not' so."])
    }

    @Test func templatesAreRemovedEvenNestedAndSpanningLines() {
        // Albedo: hatnotes, an infobox-like template over lines, a citation inside a ref.
        let wikitext = """
            {{Other uses}}
            {{Infobox thing
            | name = {{nowrap|Albedo {{small|x}}}}
            | image = [[File:a.png]]
            }}
            Albedo is the reflectivity of a surface.{{citation needed|date=May 2015}}
            """
        #expect(texts(wikitext) == ["Albedo is the reflectivity of a surface."])
    }

    @Test func refsInEveryFormAreRemoved() {
        // Albedo: named, self-closing and template-bearing refs.
        let wikitext = """
            It is 30 to 35%.<ref>Environmental Encyclopedia, 3rd ed.</ref> About 0.3.<ref name="Goode"/> \
            Cloud cover.<ref name="heat island">{{cite web | last=Pon | title=Pavement Albedo}}</ref><ref name=x />
            """
        #expect(texts(wikitext) == ["It is 30 to 35%. About 0.3. Cloud cover."])
    }

    @Test func commentsTablesGalleriesAndMagicWordsAreRemoved() {
        let wikitext = """
            __NOTOC__
            Fresh snow reflects most light.<!-- Added by DASHBot -->
            {| class="wikitable"
            |+ Sample albedos
            |-
            | Fresh asphalt || 0.04<ref name="heat island"/>
            |}
            <gallery>
            File:A.jpg|Caption
            </gallery>
            Charcoal reflects little.
            """
        #expect(texts(wikitext) == ["Fresh snow reflects most light.", "Charcoal reflects little."])
    }

    @Test func mathDropsItsParagraph() {
        // Albedo: a paragraph with <math> cannot be shown faithfully.
        let wikitext = """
            The solar zenith angle, <math>{\\bar \\alpha(\\theta_i)}</math>, matters.

            Albedo is a ratio.

            The value {{math|''x''}} is small.
            """
        #expect(texts(wikitext) == ["Albedo is a ratio."])
    }

    @Test func listsIndentedLinesHeadingsAndRulesAreNotProse() {
        let wikitext = """
            Prose before.
            * 669 marine species from California
            # numbered
            : indented quote.
            ; term
             preformatted line.
            ----
            == History ==
            Prose after.
            """
        let result = WikitextStripper().strip(wikitext).entries
        #expect(result.map(\.text) == ["Prose before.", "Prose after."])
        #expect(result.map(\.paragraph.section) == ["", "History"])
    }

    @Test func apparatusSectionsAndTheirSubsectionsAreLeftOut() {
        let wikitext = """
            Lead sentence.
            == Etymology ==
            Body sentence.
            == Notes and references ==
            A note that reads like prose.
            === Citations ===
            Another one.
            == See also ==
            Also prose.
            == Legacy ==
            Legacy sentence.
            """
        let result = WikitextStripper().strip(wikitext).entries
        #expect(result.map(\.text) == ["Lead sentence.", "Body sentence.", "Legacy sentence."])
        #expect(result.map(\.paragraph.section) == ["", "Etymology", "Legacy"])
        #expect(WikitextStripper.isApparatus("Further reading"))
        #expect(WikitextStripper.isApparatus("External links"))
        #expect(!WikitextStripper.isApparatus("Early life"))
    }

    @Test func entitiesAreDecodedAndNonBreakingSpacesNormalised() {
        // Albedo: "about 15&nbsp;°C"
        #expect(
            texts("It is about 15&nbsp;°C &amp; rising&#8201;&mdash;&#x2014; fast.")
                == ["It is about 15 °C & rising —— fast."])
        #expect(texts("A\u{00A0}B and C\u{202F}D\u{200B}.") == ["A B and C D."])
    }

    @Test func pronunciationTemplatesGoWithTheirBracketsAndSeparators() {
        // Albedo, Achilles, Aardvark-style leads.
        #expect(
            texts("'''Albedo''' ({{IPAc-en|æ|l|ˈ|b|iː|d|oʊ}}) or reflection coefficient.")
                == ["Albedo or reflection coefficient."])
        #expect(
            texts(
                "'''Achilles''' ({{IPAc-en|ə|ˈ|k|ɪ|l|iː|z}}; {{lang-grc|Ἀχιλλεύς}}, ''Akhilleus'', {{IPA-el|akʰilːéu̯s|pron}}) was a hero."
            )
                == ["Achilles (Ancient Greek: Ἀχιλλεύς, Akhilleus) was a hero."])
        #expect(
            texts("'''Anarchism''' ({{IPAc-en|a}} or {{IPAc-en|b}}) is a philosophy.")
                == ["Anarchism is a philosophy."])
        #expect(
            texts("The '''aardvark''' ({{IPAc-en|ˈ|ɑːr|d}} {{respell|ARD|vark}}; ''Orycteropus afer'') is a mammal.")
                == ["The aardvark (Orycteropus afer) is a mammal."])
    }

    @Test func aSeparatorAfterAPronunciationBetweenTwoPiecesOfProseStays() {
        // The comma or semicolon after it belongs to the prose on both sides.
        #expect(
            texts("'''Ruritania''' {{IPAc-en|r|ʊər|ɪ|ˈ|t|eɪ|n|i|ə}}, officially the Kingdom, is a country.")
                == ["Ruritania, officially the Kingdom, is a country."])
        #expect(
            texts("The Kingdom ({{lang-de|Königreich}} {{IPA-de|ˈkøːnɪkʁaɪ̯ç|pron}}; [[Czech]]: ''Království'') is old.")
                == ["The Kingdom (German: Königreich; Czech: Království) is old."])
        #expect(
            texts("The word ''tor'' {{IPA|/a/}}, and its plural are old.") == ["The word tor, and its plural are old."])
        // Only what follows the last pronunciation counts; before a closing bracket nothing stays.
        #expect(
            texts("'''Ruritania''' ({{IPAc-en|US|a}}, {{IPAc-en|UK|b}} or {{respell|RUR}}) is a country.")
                == ["Ruritania is a country."])
        #expect(
            texts("'''Ruritania''' {{IPAc-en|US|a}}, {{IPAc-en|UK|b}} is a country.") == ["Ruritania is a country."])
        #expect(
            texts("The Kingdom ({{lang-de|Königreich}}, {{IPA-de|ˈkøːnɪk|pron}}; born of war) is old.")
                == ["The Kingdom (German: Königreich; born of war) is old."])
    }

    @Test func removalScarsAreClosed() {
        // The unknown template inside the sentence withholds it (a hole), but its scars are closed all the same.
        #expect(
            WikitextStripper().strip("It was named ({{harvnb|Kant|1790}}) later , as planned {{cn}} .").entries.map(
                \.text)
                == ["It was named later, as planned."])
        #expect(texts("Text ( , see {{sfn|A|2000}}) here.") == ["Text (see) here."])
        for text in texts("One  {{x}}  two ( ) three (, four).") {
            #expect(MarkupLeakCheck.leaks(in: text).isEmpty)
        }
    }

    @Test func externalLinksShowOnlyTheirLabel() {
        #expect(texts("See [http://example.org the site] or [http://example.org].") == ["See the site or."])
    }

    @Test func inlineHTMLKeepsItsTextAndBlockQuotesGo() {
        #expect(texts("Water is H<sub>2</sub>O<br/>and <span style=\"x\">more</span>.") == ["Water is H₂O and more."])
        #expect(texts("Before.<blockquote>Quoted words.</blockquote>") == ["Before."])
        #expect(texts("Use <nowiki>[[this]]</nowiki> and a < b.") == [])
        #expect(WikitextStripper().strip("So a < b holds.").entries.map(\.text) == ["So a < b holds."])
    }

    @Test func fragmentsThatDoNotReadAsProseAreWithheld() {
        let wikitext = """
            Intro that lists:
            * item
            and so on, after the list.

            123

            eBay is a company.
            """
        let entries = WikitextStripper().strip(wikitext).entries
        #expect(entries.map(\.text) == ["Intro that lists:", "and so on, after the list.", "eBay is a company."])
        #expect(entries.map(\.defect) == [.colonEnd, .orthography, nil])
        #expect(WikitextStripper().paragraphs(from: wikitext).map(\.text) == ["eBay is a company."])
    }

    @Test func redirectsAndEmptyInputHaveNoParagraphs() {
        #expect(texts("#REDIRECT [[Albedo]]").isEmpty)
        #expect(texts("").isEmpty)
        #expect(texts("\n\n   \n").isEmpty)
    }

    @Test func leakingParagraphsAreWithheldNotShown() {
        let result = WikitextStripper().strip("An unclosed {{cite web|title=x and more text.\n\nThe clean text stays.")
        #expect(result.paragraphs.map(\.text) == ["The clean text stays."])
        #expect(result.withheld.count == 1)
        #expect(result.withheld.first?.text.contains("{{") == true)
        #expect(result.withheld.first?.defect == .markup)
    }
}
