import Testing

@testable import BlanksStats

struct AnalysisReportJSONTests {
    @Test func eachOutcomeIsOneJSONLine() {
        let tenth = AnalysisReport(
            analysis: "tenthCharacter", completionRank: 1, outcome: .success(.tenthCharacter("\n")))
        #expect(
            tenth.jsonLine(source: "a/b.txt")
                == #"{"analysis":"tenthCharacter","completionRank":1,"result":"\n","source":"a/b.txt"}"#)

        let none = AnalysisReport(
            analysis: "tenthCharacter", completionRank: 2, outcome: .success(.tenthCharacter(nil)))
        #expect(
            none.jsonLine(source: "s")
                == #"{"analysis":"tenthCharacter","completionRank":2,"result":null,"source":"s"}"#)

        let every = AnalysisReport(
            analysis: "everyTenthCharacter", completionRank: 2,
            outcome: .success(.everyTenthCharacter(CharacterSample(["é", "🇫🇷"]))))
        #expect(
            every.jsonLine(source: "s")
                == #"{"analysis":"everyTenthCharacter","completionRank":2,"count":2,"result":["é","🇫🇷"],"source":"s"}"#)

        let table = WordCountTable([.init(word: "b", count: 1), .init(word: "a", count: 2)])
        let words = AnalysisReport(analysis: "wordCounts", completionRank: 3, outcome: .success(.wordCounts(table)))
        #expect(
            words.jsonLine(source: "s")
                == #"{"analysis":"wordCounts","completionRank":3,"distinctWords":2,"result":[{"count":2,"word":"a"},{"count":1,"word":"b"}],"source":"s","totalWords":3}"#
        )
    }

    @Test func aFailureCarriesItsMessage() {
        let failure = AnalysisReport(
            analysis: "wordCounts", completionRank: 1,
            outcome: .failure(StatsError.cannotRead(path: "x.txt", reason: "no such file")))
        #expect(
            failure.jsonLine(source: "x.txt")
                == #"{"analysis":"wordCounts","completionRank":1,"error":"x.txt: cannot read (no such file)","source":"x.txt"}"#
        )
    }
}
