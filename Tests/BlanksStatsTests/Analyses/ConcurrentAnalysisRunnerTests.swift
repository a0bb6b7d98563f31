import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksStats

struct ConcurrentAnalysisRunnerTests {
    /// An analysis that fails on its first piece, to show that the others
    /// still report.
    struct ExplodingAnalysis: TextAnalysis, Error, CustomStringConvertible {
        let name = "exploding"
        var description: String { "exploded on purpose" }
        mutating func consume(_ text: Substring) throws -> Bool { throw self }
        func result() throws -> AnalysisOutcome { throw self }
    }

    @Test(.timeLimit(.minutes(10)))
    func allThreeCompleteAndAreReportedInCompletionOrder() async throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 500)
        var delivered: [String] = []
        let reports = await ConcurrentAnalysisRunner(chunkSize: 100, bufferedPieces: 2)
            .run(BytesSource(Array(text.utf8))) { delivered.append($0.analysis) }
        #expect(reports.map(\.completionRank) == [1, 2, 3])
        #expect(reports.map(\.analysis) == delivered)
        #expect(Set(delivered) == ["tenthCharacter", "everyTenthCharacter", "wordCounts"])
        let outcomes = try StandardOutcomes(reports)
        #expect(outcomes == (try TestSupport.analyseDirectly(text)))
        #expect(outcomes.everyTenth?.count == text.count / 10)
        #expect(outcomes.wordPairs.first == "amet, 500")
    }

    @Test(.timeLimit(.minutes(10)))
    func theTenthCharacterFinishesWhileTheSourceIsStillStreaming() async throws {
        // The source stops after its first chunk until something is reported;
        // only the 10th-character analysis can finish before the text ends.
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let source = GatedSource(first: Array("0123456789abc".utf8), rest: Array(" and more".utf8), gate: gate)
        let reports = await ConcurrentAnalysisRunner().run(source) { _ in opener.yield() }
        #expect(reports.first?.analysis == "tenthCharacter")
        #expect(reports.first?.completionRank == 1)
        let outcomes = try StandardOutcomes(reports)
        #expect(outcomes.tenth == .some("9"))
        #expect(outcomes.wordPairs == ["0123456789abc 1", "and 1", "more 1"])
    }

    @Test func aFailingSourceIsReportedForEveryAnalysisStillReading() async throws {
        let source = FailingSource(chunks: [Array("abcdefghij".utf8), Array("klm".utf8)])
        let reports = await ConcurrentAnalysisRunner(chunkSize: 4).run(source)
        #expect(reports.count == 3)
        let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.analysis, $0) })
        // The 10th character was read before the source broke.
        #expect(try byName["tenthCharacter"]?.outcome.get() == .tenthCharacter("j"))
        for name in ["everyTenthCharacter", "wordCounts"] {
            #expect(byName[name]?.failure as? FailingSource.Broken == FailingSource.Broken())
        }
    }

    @Test func aSourceThatCannotOpenFailsAllThreeWithItsError() async throws {
        let missing = try TemporaryDirectory().url.appendingPathComponent("absent.txt")
        let reports = await ConcurrentAnalysisRunner().run(TextSource.file(missing))
        #expect(reports.count == 3)
        for report in reports {
            #expect(report.failure as? StatsError == .cannotRead(path: missing.path, reason: "no such file"))
        }
    }

    @Test func aFailingAnalysisDoesNotHideTheOthers() async throws {
        let text = "one two three four five six seven"
        let analyses: [any TextAnalysis] = [ExplodingAnalysis(), WordCounts(), TenthCharacter()]
        let reports = await ConcurrentAnalysisRunner(chunkSize: 3).run(
            BytesSource(Array(text.utf8)), analyses: analyses)
        #expect(reports.count == 3)
        let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.analysis, $0) })
        #expect(byName["exploding"]?.failure is ExplodingAnalysis)
        #expect(try byName["tenthCharacter"]?.outcome.get() == .tenthCharacter("h"))
        guard case .wordCounts(let table)? = try byName["wordCounts"]?.outcome.get() else {
            Issue.record("no word counts")
            return
        }
        #expect(table.totalWords == 7)
    }

    @Test func withNoAnalysesNothingIsReported() async {
        let reports = await ConcurrentAnalysisRunner().run(BytesSource(Array("text".utf8)), analyses: [])
        #expect(reports.isEmpty)
    }
}
