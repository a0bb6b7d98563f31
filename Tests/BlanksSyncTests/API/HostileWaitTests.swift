import Foundation
import Testing

@testable import BlanksSync

/// Numbers a server sends (maxlag's `lag`, `Retry-After`) and waits from
/// flags never trap, and every wait stays within the policy.
@Suite struct HostileWaitTests {
    let policy = RetryPolicy(
        maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: 0.5,
        maxRetryAfter: .seconds(30), maxlagWait: .seconds(5))

    @Test func absurdLagsAreShownClampedOrNotAtAll() {
        #expect(TransientProblem.reportedLag(1e300) == TransientProblem.longestReportedLag)
        #expect(TransientProblem.reportedLag(.infinity) == nil)
        #expect(TransientProblem.reportedLag(.nan) == nil)
        #expect(TransientProblem.reportedLag(-1) == nil)
        #expect(TransientProblem.reportedLag(2.5) == 2.5)
        #expect(TransientProblem.maxlag(lag: 1e300).description == "maxlag: replicas 86400.0 s behind")
        #expect(TransientProblem.maxlag(lag: .nan).description == "maxlag: replicas behind")
        #expect(TransientProblem.maxlag(lag: -Double.greatestFiniteMagnitude).description == "maxlag: replicas behind")
        #expect(TransientProblem.maxlag(lag: 3).description == "maxlag: replicas 3.0 s behind")
    }

    @Test func hugeRetryAfterHeadersAreCappedByThePolicy() {
        let huge = [
            "9223372036854775807", "99999999999999999999999999999999", "1000000000000",
            "Sun, 06 Nov 999999 08:49:37 GMT", "Fri, 31 Dec 9999 23:59:59 GMT"
        ]
        for value in huge {
            let parsed = RetryAfter.parse(value, now: Date(timeIntervalSince1970: 0))
            #expect(parsed.map { $0 <= RetryAfter.longest } ?? true, "\(value)")
            #expect(policy.delay(afterFailures: 1, retryAfter: parsed, unitRandom: 0) <= .seconds(30), "\(value)")
        }
        #expect(RetryAfter.parse("9223372036854775807") == RetryAfter.longest)
        #expect(RetryAfter.parse("99999999999999999999999999999999") == RetryAfter.longest)
        #expect(RetryAfter.parse("-9223372036854775808") == nil)
        #expect(RetryAfter.parse("-99999999999999999999999") == nil)
        #expect(RetryAfter.parse("120") == .seconds(120))
    }

    @Test func delaysNeverTrapOnExtremeInputs() {
        for failures in [Int.min, -1, 0, 1, 31, 64, Int.max] {
            for random in [Double.nan, -.infinity, -1, 0, 0.5, 1, .infinity] {
                let wait = policy.delay(afterFailures: failures, retryAfter: nil, unitRandom: random)
                #expect(wait >= .zero && wait <= .seconds(8), "\(failures) \(random)")
            }
        }
        let huge = RetryPolicy(baseDelay: .seconds(Int.max), maxDelay: .seconds(Int.max), jitter: .nan)
        #expect(huge.delay(afterFailures: 40, retryAfter: nil, unitRandom: 0.5) > .seconds(Int.max / 2))
        #expect(huge.jitter == 0)
    }

    @Test func timeoutsTooLongForNanosecondsSaturate() {
        #expect(MediaWikiClient.timeAmount(.seconds(Int.max)).nanoseconds == Int64.max)
        #expect(MediaWikiClient.timeAmount(.seconds(-5)).nanoseconds == 0)
        #expect(MediaWikiClient.timeAmount(.milliseconds(1500)).nanoseconds == 1_500_000_000)
    }

    @Test func etaForAHugeTargetAtASlowRateIsUnknownNotATrap() {
        let slow = SyncProgress(stored: 1, target: Int.max, requests: 1, elapsed: .seconds(1_000_000))
        #expect(slow.summary.contains("ETA --:--"))
        let negative = SyncProgress(stored: 5, target: Int.min, requests: 1, elapsed: .seconds(1))
        #expect(negative.secondsLeft == 0)
        #expect(SyncProgress.clock(.nan) == "--:--")
        #expect(SyncProgress.clock(.infinity) == "--:--")
        #expect(SyncProgress.clock(1e300) == "--:--")
        #expect(SyncProgress.clock(3661) == "1:01:01")
    }
}
