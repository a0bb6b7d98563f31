import Foundation
import Testing

@testable import BlanksSync

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(
        maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: 0.5,
        maxRetryAfter: .seconds(30), maxlagWait: .seconds(5))

    @Test func backoffDoublesUpToTheCeiling() {
        let waits = (1...6).map { policy.delay(afterFailures: $0, retryAfter: nil, unitRandom: 0) }
        #expect(waits == [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8), .seconds(8)])
    }

    @Test func jitterShortensTheWaitWithinItsBound() {
        #expect(policy.delay(afterFailures: 3, retryAfter: nil, unitRandom: 1) == .seconds(2))
        #expect(policy.delay(afterFailures: 3, retryAfter: nil, unitRandom: 0.5) == .seconds(3))
        for _ in 0..<100 {
            let wait = policy.delay(afterFailures: 3, retryAfter: nil)
            #expect(wait >= .seconds(2) && wait <= .seconds(4))
        }
    }

    @Test func retryAfterIsAFloorButCapped() {
        #expect(policy.delay(afterFailures: 1, retryAfter: .seconds(7), unitRandom: 0) == .seconds(7))
        #expect(policy.delay(afterFailures: 4, retryAfter: .seconds(1), unitRandom: 0) == .seconds(8))
        #expect(policy.delay(afterFailures: 1, retryAfter: .seconds(3600), unitRandom: 0) == .seconds(30))
    }

    @Test func attemptsAreBounded() {
        #expect(policy.allowsRetry(afterFailures: 4))
        #expect(!policy.allowsRetry(afterFailures: 5))
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }

    @Test func retryAfterHeaderForms() {
        #expect(RetryAfter.parse("120") == .seconds(120))
        #expect(RetryAfter.parse(" 0 ") == .seconds(0))
        #expect(RetryAfter.parse(nil) == nil)
        #expect(RetryAfter.parse("soon") == nil)
        #expect(RetryAfter.parse("-5") == nil)
        let now = Date(timeIntervalSince1970: 784_111_757)  // Sun, 06 Nov 1994 08:49:17 GMT
        #expect(RetryAfter.parse("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == .seconds(20))
        #expect(RetryAfter.parse("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == .zero)
    }
}
