import Testing

@testable import BlanksText

/// Numbers from template arguments near Int.max, Int.min or beyond never trap
/// and never give an absurd rendering.
@Suite struct HostileNumberTests {
    /// The text the stripper renders, with or without the passage gate's
    /// verdict on its prose ("Died April 15, 1865." is names and numbers):
    /// these snippets test rendering, so only what the stripper itself
    /// withholds (markup, formulas, holes) is left out.
    private func text(_ wikitext: String) -> String {
        WikitextStripper().strip(wikitext).entries.filter { ![.markup, .formula, .hole].contains($0.defect) }
            .map(\.text).joined(separator: "\n")
    }

    private let hostile = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775806", "-1", "0",
        "99999999999999999999999999999999", "+9223372036854775807", "12"
    ]

    @Test func deathDateAndAgeWithExtremeYearsKeepsTheDateAndDropsTheAge() {
        #expect(
            text("Died {{death date and age|9223372036854775807|4|15|-9223372036854775808|2|12}}.")
                == "Died April 15, 9223372036854775807.")
        #expect(
            text("Died {{death date and age|-9223372036854775808|4|15|9223372036854775807|2|12}}.")
                == "Died April 15, -9223372036854775808.")
        #expect(text("Died {{dda|1865|13|15|1809|2|12}}.") == "Died 13 15, 1865.")
        #expect(text("Died {{dda|1865|4|15|1809|2|12}}.") == "Died April 15, 1865 (aged 56).")
    }

    private let absurdAge = try! Regex("aged -|aged [0-9]{5}")

    @Test func everyNumericArgumentOfEveryNumericTemplate() {
        let templates = [
            "death date and age", "dda", "birth date", "death date", "birth date and age", "dts",
            "start date", "as of", "convert", "val", "frac", "e", "oldstyledate"
        ]
        for name in templates {
            for a in hostile {
                for b in hostile {
                    let wikitext = "X {{\(name)|\(a)|\(b)|\(a)|\(b)|\(a)|\(b)|e=\(a)}} {{formatnum:\(a)}} y."
                    let out = text(wikitext)
                    #expect(out.firstMatch(of: absurdAge) == nil, "\(wikitext)")
                    #expect(out.utf8.count < 4 * wikitext.utf8.count, "\(wikitext)")
                }
            }
        }
    }
}
