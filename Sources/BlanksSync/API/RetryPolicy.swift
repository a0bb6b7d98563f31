/// How long to wait between attempts at one request, and how many to make.
///
/// Exponential backoff (`baseDelay`, doubling, capped at `maxDelay`) with
/// jitter, so that many clients that failed together do not come back
/// together; a server's `Retry-After` (or maxlag wait) is a floor, since it
/// says when the server wants to hear from us again.
package struct RetryPolicy: Sendable, Equatable {
    /// Attempts at one request, the first included.
    package var maxAttempts: Int
    package var baseDelay: Duration
    package var maxDelay: Duration
    /// The backoff is scaled by a random factor in `[1 - jitter, 1]`.
    package var jitter: Double
    /// The longest `Retry-After` honoured; a longer one is shortened to this.
    package var maxRetryAfter: Duration
    /// The wait after a maxlag error that came without `Retry-After`.
    package var maxlagWait: Duration

    package init(
        maxAttempts: Int = 6, baseDelay: Duration = .seconds(1), maxDelay: Duration = .seconds(60),
        jitter: Double = 0.5, maxRetryAfter: Duration = .seconds(300), maxlagWait: Duration = .seconds(5)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter.isNaN ? 0 : min(max(jitter, 0), 1)
        self.maxRetryAfter = maxRetryAfter
        self.maxlagWait = maxlagWait
    }

    /// True when another attempt may follow `failures` failed ones.
    package func allowsRetry(afterFailures failures: Int) -> Bool {
        failures < maxAttempts
    }

    /// The wait after the `failures`-th failed attempt (1 for the first).
    /// `unitRandom` in [0, 1] picks the jitter; it only spreads waits and never reaches output.
    package func delay(
        afterFailures failures: Int, retryAfter: Duration?,
        unitRandom: Double = Double.random(in: 0...1)
    ) -> Duration {
        let exponent = failures > 1 ? min(failures - 1, 30) : 0
        // baseDelay × 2^exponent, capped at maxDelay without overflowing.
        let backoff = baseDelay > maxDelay / (1 << exponent) ? maxDelay : baseDelay * (1 << exponent)
        let factor = 1 - jitter * (unitRandom.isNaN ? 0 : min(max(unitRandom, 0), 1))
        let jittered = backoff * factor
        guard let retryAfter else { return jittered }
        return max(jittered, min(retryAfter, maxRetryAfter))
    }
}
