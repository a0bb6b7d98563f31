import BlanksTestSupport
import Testing

@testable import BlanksText

/// Hostile wikitext costs time proportional to its size:
/// nesting depth never multiplies with the size of what it encloses, and no
/// template function is quadratic in its arguments. The watchdogs are far
/// above the expected time (well under a second); a quadratic expansion takes minutes.
@Suite struct WikitextLinearTimeTests {
    private static let watchdog: Duration = .seconds(120)

    private static let body = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 5_000)

    private func expandCountingWork(_ wikitext: String) -> (text: [UInt8], work: Int) {
        var bytes = Array(wikitext.utf8)
        return bytes.withUnsafeMutableBufferPointer { MarkupExpander.expandCountingWork(UnsafeBufferPointer($0)) }
    }

    private func strip(_ wikitext: String) -> [String]? {
        finishing(within: Self.watchdog) { WikitextStripper().paragraphs(from: wikitext).map(\.text) }
    }

    @Test func deeplyNestedTemplatesAroundALargeBodyCostWorkBoundedByTheInput() throws {
        for (open, close) in [("{{nowrap|", "}}"), ("[[a|", "]]"), ("{{lang|fr|", "}}"), ("[http://a.org ", "]")] {
            let wikitext = String(repeating: open, count: 20_000) + Self.body + String(repeating: close, count: 20_000)
            let expanded = try #require(finishing(within: Self.watchdog) { expandCountingWork(wikitext) }, "\(open)")
            #expect(expanded.work <= 2 * MarkupExpander.maximumDepth * wikitext.utf8.count, "\(open)")
            #expect(expanded.text.contains(StripMarker.unsafe), "\(open)")
            #expect(try #require(strip("Before \(wikitext) after.")).isEmpty, "\(open)")
        }
    }

    @Test func nestingUpToTheMaximumDepthIsExpandedAndDeeperIsWithheld() {
        func nested(_ depth: Int) -> String {
            "Before " + String(repeating: "{{nowrap|", count: depth) + "deep" + String(repeating: "}}", count: depth)
                + " after."
        }
        #expect(strip(nested(MarkupExpander.maximumDepth)) == ["Before deep after."])
        #expect(strip(nested(MarkupExpander.maximumDepth + 1)) == [])
        let links =
            "Before " + String(repeating: "[[a|", count: MarkupExpander.maximumDepth) + "deep"
            + String(repeating: "]]", count: MarkupExpander.maximumDepth) + " after."
        #expect(strip(links) == ["Before deep after."])
    }

    @Test func shallowNestingCostsWorkProportionalToTheInput() {
        let wikitext = "{{nowrap|{{lang|fr|[[a|" + Self.body + "]]}}}}"
        let expanded = expandCountingWork(wikitext)
        #expect(expanded.work <= 3 * wikitext.utf8.count)
        #expect(expanded.work >= Self.body.utf8.count)
    }

    @Test func formatnumOfAHundredThousandDigitsIsGroupedInLinearTime() throws {
        let digits = String(repeating: "1234567890", count: 10_000)
        let grouped = try #require(
            finishing(within: Self.watchdog) {
                MeasurementTemplates.groupedThousands("-" + digits + ".5")
            })
        #expect(grouped.hasPrefix("-1,234,567,890,123,"))
        #expect(grouped.hasSuffix(",890.5"))
        #expect(grouped.utf8.count == 1 + digits.utf8.count + (digits.utf8.count - 1) / 3 + 2)
        let paragraphs = try #require(strip("Total {{formatnum:\(digits)}} units."))
        #expect(paragraphs.first?.hasPrefix("Total 1,234,567,890,") == true)
    }

    @Test func formatnumKeepsWhatIsNotAPlainNumber() {
        for text in ["", "-", ".5", "-.5", "12a", "1.2.3x", "1,234", "\u{661}\u{662}\u{663}\u{664}"] {
            #expect(MeasurementTemplates.groupedThousands(text) == text)
        }
        #expect(MeasurementTemplates.groupedThousands("1234") == "1,234")
        #expect(MeasurementTemplates.groupedThousands("123") == "123")
        #expect(MeasurementTemplates.groupedThousands("123456.789") == "123,456.789")
        #expect(MeasurementTemplates.groupedThousands("-1234567") == "-1,234,567")
    }

    @Test func everyTemplateFunctionWithHugeArgumentsEndsAndStaysProportional() throws {
        let huge = String(repeating: "9", count: 1_000_000)
        let many = Array(repeating: "1|-", count: 100_000).joined(separator: "|")
        let calls = [
            "{{convert|\(many)|1|km}}", "{{convert|\(huge)|km|\(huge)|mi}}", "{{val|\(huge)|\(huge)|e=\(huge)|u=m}}",
            "{{frac|\(huge)|\(huge)|\(huge)}}", "{{e|\(huge)}}", "{{death date and age|\(huge)|\(huge)|\(huge)|1|1|1}}",
            "{{birth date|\(huge)|\(huge)|\(huge)}}", "{{as of|\(huge)|\(huge)}}", "{{lang-fr|\(huge)}}",
            "{{nihongo|\(huge)|\(huge)|\(huge)}}", "{{chem|\(many)}}", "{{lc:\(huge)}}", "{{sic|\(many)}}",
            "{{formatnum:\(huge)|\(many)}}", "{{\(huge)|\(huge)}}"
        ]
        for call in calls {
            let wikitext = "Number \(call) here."
            let paragraphs = try #require(strip(wikitext), "\(call.prefix(30))")
            let length = paragraphs.reduce(0) { $0 + $1.utf8.count }
            #expect(length <= 4 * wikitext.utf8.count, "\(call.prefix(30))")
        }
    }

    /// The lazy sequence pauses at every line: the pauses cost O(1) each, and
    /// a construct open over many lines is expanded once, not once per line.
    @Test func theLazySequenceOverManyLinesAndAnOpenConstructStaysLinear() throws {
        let lines = String(repeating: "A short line.\n\n", count: 50_000)
        let open = "{{quote|\n" + String(repeating: "Inside.\n\n", count: 50_000) + "}}\nAfter.\n\n"
        for wikitext in [lines, open + lines, "{{never closed|\n" + lines] {
            let counts = try #require(
                finishing(within: Self.watchdog) {
                    (
                        Array(WikitextStripper().strippedParagraphs(from: wikitext)).count,
                        WikitextStripper().strip(wikitext).entries.count
                    )
                })
            #expect(counts.0 == counts.1)
        }
        let lazyCount = try #require(
            finishing(within: Self.watchdog) { Array(WikitextStripper().strippedParagraphs(from: lines)).count })
        #expect(lazyCount == 50_000)
    }
}
