import BlanksTestSupport
import Foundation
import Testing

/// `text strip` on hostile wikitext ends quickly with a correct result
/// and time linear in its size. The timeouts are watchdogs far above the
/// expected time of well under a second; a strip quadratic in nesting or
/// arguments takes seconds to minutes on these inputs.
@Suite struct HostileStripCommandTests {
    private static let watchdog: Duration = .seconds(120)
    private static let body = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4_500)

    @Test func deeplyNestedTemplatesAroundALargeBodyEndWithTheParagraphWithheld() throws {
        let nested = String(repeating: "{{nowrap|", count: 50_000) + Self.body + String(repeating: "}}", count: 50_000)
        let input = "First paragraph stays.\n\nBefore \(nested) after.\n\nLast paragraph stays.\n"
        let result = try CommandRunner.run(["text", "strip"], input: input, timeout: Self.watchdog)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "First paragraph stays.\n\nLast paragraph stays.\n")
    }

    @Test func formatnumOfAMillionDigitsIsGrouped() throws {
        let digits = String(repeating: "9", count: 1_000_000)
        let result = try CommandRunner.run(
            ["text", "strip"], input: "Total {{formatnum:\(digits)}} units.\n",
            timeout: Self.watchdog)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Total 9,999,999,"))
        #expect(result.stdout.hasSuffix(",999 units.\n"))
        #expect(result.stdout.utf8.count == "Total  units.\n".utf8.count + digits.utf8.count + 333_333)
    }
}
