import BlanksTestSupport
import Testing

@testable import BlanksStats

/// Text without white space and one enormous grapheme cluster cost linear
/// time and bounded memory. The watchdogs are far above
/// the expected time (a second or two); carrying the whole word or cluster
/// from piece to piece would take minutes.
@Suite struct HostileTextTests {
    private static let watchdog: Duration = .seconds(120)

    /// Decodes `bytes` in chunks of `chunkSize`, as the runner does, and
    /// feeds the pieces to `analysis`.
    private static func run(_ analysis: some TextAnalysis, over bytes: [UInt8], chunkSize: Int) throws
        -> AnalysisOutcome
    {
        var analysis = analysis
        var decoder = GraphemeStreamDecoder()
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            _ = try analysis.consume(decoder.decode(Array(bytes[start..<end])))
            start = end
        }
        _ = try analysis.consume(decoder.finish())
        return try analysis.result()
    }

    @Test func textWithoutWhiteSpaceIsOneWordKeptToItsFirstBytes() throws {
        let bytes = Array(String(repeating: "Ab", count: 2_000_000).utf8)
        let outcome = try #require(
            finishing(within: Self.watchdog) {
                try? Self.run(WordCounts(), over: bytes, chunkSize: 1024)
            } ?? nil)
        guard case .wordCounts(let table) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(table.entries.map(\.count) == [1])
        #expect(table.entries.first?.word == String(repeating: "ab", count: WordPrefix.maximumBytes / 2) + "\u{2026}")
    }

    @Test func oneEnormousGraphemeClusterIsOneBoundedCharacter() throws {
        let text = "x" + "e" + String(repeating: "\u{301}", count: 500_000) + "y"
        let chunkSize = 4096
        let characters = try #require(
            finishing(within: Self.watchdog) {
                GraphemeStreamDecoderTests.characters(of: Array(text.utf8), chunkSize: chunkSize)
            })
        #expect(characters.count == 3)
        #expect(characters.first == "x")
        #expect(characters.last == "y")
        let cluster = characters.dropFirst().first.map { Array($0.unicodeScalars) } ?? []
        #expect(cluster.first == "e")
        #expect(cluster.dropFirst().allSatisfy { $0 == "\u{301}" })
        #expect(String(characters[1]).utf8.count <= GraphemeStreamDecoder.maximumCarriedClusterBytes + chunkSize)
    }

    @Test func theStandardAnalysesOfAnEnormousClusterEnd() async throws {
        let text = "e" + String(repeating: "\u{301}", count: 200_000) + " " + String(repeating: "z", count: 100_000)
        let outcomes = try await TestSupport.analyse(text)
        #expect(outcomes.tenth == .some("z"))
        #expect(outcomes.everyTenth?.count == 10_000)
        #expect(outcomes.words?.entries.count == 2)
        #expect(outcomes.words?.entries.allSatisfy { $0.word.utf8.count <= WordPrefix.maximumBytes + 3 } == true)
    }

    @Test func wordsUpToTheLimitAreKeptWhole() {
        var prefix = WordPrefix()
        let exact = String(repeating: "é", count: WordPrefix.maximumBytes / 2)
        #expect(prefix.finish(with: exact[...]) == exact)
        prefix.append(exact[...])
        #expect(prefix.finish(with: "X") == exact + "\u{2026}")
        #expect(prefix.isEmpty)
        // A two-byte letter that does not fit whole is left out, never cut in half.
        prefix.append(String(repeating: "a", count: WordPrefix.maximumBytes - 1)[...])
        prefix.append(Character("é"))
        #expect(prefix.finish() == String(repeating: "a", count: WordPrefix.maximumBytes - 1) + "\u{2026}")
    }

    @Test func proseWordsKeepAnEndlessWordToItsFirstBytes() {
        let words = ProseWords.words(in: String(repeating: "Ab", count: 1_000_000) + " end")
        #expect(words == [String(repeating: "ab", count: WordPrefix.maximumBytes / 2) + "\u{2026}", "end"])
    }
}
