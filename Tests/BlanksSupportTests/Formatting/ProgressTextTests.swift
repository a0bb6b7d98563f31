import Testing

@testable import BlanksSupport

@Suite struct ProgressTextTests {
    @Test func countsPast32BitsPrintAsThemselves() {
        let done = 5_000_000_000
        let target = 9_000_000_001
        let line = ProgressText.line(done: done, target: target, label: "puzzles", elapsedSeconds: 1000)
        #expect(line == "5000000000/9000000001 puzzles, 5000000.0/s, ETA 800 s")
    }

    @Test func rateAndEstimateRoundLikeThePrintedDigits() {
        #expect(
            ProgressText.line(done: 3, target: 10, label: "pages", elapsedSeconds: 2)
                == "3/10 pages, 1.5/s, ETA 5 s")
    }

    @Test func nothingDoneYetGivesNoEstimateAndNoDivisionByZero() {
        #expect(
            ProgressText.line(done: 0, target: 10, label: "pages", elapsedSeconds: 0)
                == "0/10 pages, 0.0/s, ETA 0 s")
    }
}
