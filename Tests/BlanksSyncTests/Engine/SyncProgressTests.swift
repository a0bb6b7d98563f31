import Testing

@testable import BlanksSupport
@testable import BlanksSync

@Suite struct SyncProgressTests {
    @Test func summaryShowsDoneTargetRateAndETA() {
        let progress = SyncProgress(stored: 12, target: 50, requests: 5, retries: 1, elapsed: .seconds(4))
        #expect(progress.rate == 3)
        #expect(progress.secondsLeft == 38.0 / 3)
        #expect(progress.summary == "12/50 stored, 3.0/s, ETA 0:13, 5 requests, 1 retried")
    }

    @Test func etaIsUnknownBeforeTheFirstRevision() {
        let progress = SyncProgress(stored: 0, target: 50, requests: 1, elapsed: .seconds(2))
        #expect(progress.secondsLeft == nil)
        #expect(progress.summary == "0/50 stored, 0.0/s, ETA --:--, 1 request")
    }

    @Test func longWaitsShowHours() {
        let progress = SyncProgress(stored: 1, target: 4000, requests: 1, elapsed: .seconds(1))
        #expect(progress.summary.contains("ETA 1:06:39"))
        #expect(SyncProgress(stored: 4, target: 4, requests: 8, elapsed: .seconds(1)).requestsPerRevision == 2)
    }

    @Test func decimalsIgnoreLocale() {
        #expect(DecimalFormat.fixed(3.14159, places: 2) == "3.14")
        #expect(DecimalFormat.fixed(0.05, places: 1) == "0.1")
        #expect(DecimalFormat.fixed(12, places: 0) == "12")
        #expect(DecimalFormat.fixed(-1.5, places: 1) == "-1.5")
    }
}
