import BlanksModel
import BlanksTestSupport
import Testing

@testable import BlanksText

/// The shipped segmenter (rules plus the learned decision) on each kind of
/// hard boundary its rules alone miss, in sentences written for this suite; determinism;
/// and linear cost on hostile input.
@Suite struct SegmenterLearnedDecisionTests {
    @Test func timeOfDayBeforeATitle() {
        #expect(
            segmented("The ferry left at 6 a.m. Mrs. Okafor was aboard with her son.")
                == ["The ferry left at 6 a.m. Mrs. Okafor was aboard with her son."])
        #expect(
            segmented("The market closed at 11 p.m. The stalls were packed away.")
                == ["The market closed at 11 p.m.", "The stalls were packed away."])
    }

    @Test func quotationThenLowercase() {
        for (open, close) in [("\"", "\""), ("“", "”"), ("'", "'"), ("‘", "’")] {
            #expect(
                segmented("The guard shouted, \(open)The gate is shut.\(close) he told us twice. We turned back.")
                    == ["The guard shouted, \(open)The gate is shut.\(close) he told us twice.", "We turned back."])
        }
    }

    @Test func listItems() {
        #expect(
            segmented("1.) Open the lid 2.) Pour the milk 3.) Close it") == [
                "1.) Open the lid", "2.) Pour the milk", "3.) Close it"
            ])
        #expect(segmented("1) Sand the board. 2) Paint it.") == ["1) Sand the board.", "2) Paint it."])
        #expect(segmented("a. Salt b. Pepper c. Thyme") == ["a. Salt", "b. Pepper", "c. Thyme"])
        #expect(segmented("• 9. Lock the shed • 10. Feed the hens") == ["• 9. Lock the shed", "• 10. Feed the hens"])
        #expect(segmented("⁃10. East gate ⁃11. West gate") == ["⁃10. East gate", "⁃11. West gate"])
    }

    @Test func citationAfterAClosingQuote() {
        #expect(
            segmented("The poet calls it \"a field of glass [...]\" (Ortiz 212). Critics agree.")
                == ["The poet calls it \"a field of glass [...]\" (Ortiz 212).", "Critics agree."])
    }

    @Test func ellipses() {
        #expect(
            segmented("We waited . . . and waited ... and then left. The bus never came.")
                == ["We waited . . . and waited ... and then left.", "The bus never came."])
        #expect(segmented("The speech ended. . . . Nobody clapped.") == ["The speech ended.", ". . . Nobody clapped."])
    }

    @Test func numeroSignBeforeANumber() {
        #expect(
            segmented("The print is catalogued as N°. 4471.228.019. The catalogue is online.")
                == ["The print is catalogued as N°. 4471.228.019.", "The catalogue is online."])
    }

    @Test func abbreviationsInitialsAndOrdinaryStops() {
        #expect(
            segmented("The report by J. K. Adeyemi appeared in the U.S. Journal of Roads. It was cited often.")
                == ["The report by J. K. Adeyemi appeared in the U.S. Journal of Roads.", "It was cited often."])
        #expect(
            segmented("Founded c. 1820 by Gen. Hale, the fort fell in 1861. It was rebuilt.")
                == ["Founded c. 1820 by Gen. Hale, the fort fell in 1861.", "It was rebuilt."])
        #expect(
            segmented("Acme Ltd. was sold in 1990. The buyer was Smith & Sons Inc. The price was low.")
                == ["Acme Ltd. was sold in 1990.", "The buyer was Smith & Sons Inc.", "The price was low."])
    }

    /// Found in the corpus ("Android (robot)"): the model split before the
    /// bracket that spells an acronym out; the rule now keeps that final.
    @Test func aDottedAcronymBeforeItsBracketedExpansion() {
        #expect(
            segmented("Although Lena's robots in R.U.R. (Rossum's Universal Robots) were organic, they moved.")
                == ["Although Lena's robots in R.U.R. (Rossum's Universal Robots) were organic, they moved."])
        #expect(
            segmented("The treaty bound the U.S.S.R. [Soviet Union] for ten years. It lapsed.")
                == ["The treaty bound the U.S.S.R. [Soviet Union] for ten years.", "It lapsed."])
    }

    @Test func sameTextSameSentences() {
        let text = "At 5 p.m. Dr. Ruiz left. \"Done.\" she said. See p. 4 of vol. 2. The end..."
        let first = SentenceSegmenter().sentences(in: text)
        #expect(SentenceSegmenter().sentences(in: text) == first)
        #expect(SentenceSegmenter(model: try? SegmenterModel.shipped.get()).sentences(in: text) == first)
    }

    /// Stops that the model decides, a million characters of them: time
    /// proportional to the text, under a watchdog far above the expected
    /// fraction of a second.
    @Test func hostileInputCostsLinearTime() throws {
        for unit in ["Mr. A. b. etc. ", "\"x.\" y ", ". . . ", "a.m. ", "1.) x 2.) y "] {
            let text = String(repeating: unit, count: 1_000_000 / unit.utf16.count)
            let sentences = try #require(
                finishing(within: .seconds(120)) { SentenceSegmenter().sentences(in: text) }, "\(unit)")
            #expect(sentences.allSatisfy { $0.length > 0 && $0.start + $0.length <= text.utf16.count })
        }
    }
}
