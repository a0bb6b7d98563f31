import Foundation

/// Progress on standard error: a rewritten line on a terminal, a log line
/// every few seconds otherwise, so logs of nightly jobs stay readable.
final class ProgressLine {
    private let label: String
    private let terminal = Console.standardErrorIsTerminal
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastPrint: ContinuousClock.Instant

    init(label: String) {
        self.label = label
        started = clock.now
        lastPrint = started
    }

    func update(done: Int, target: Int) {
        let now = clock.now
        let interval: Duration = terminal ? .milliseconds(100) : .seconds(5)
        guard now - lastPrint >= interval || done == target else { return }
        lastPrint = now
        let elapsed = max((now - started).seconds, 1e-9)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Double(target - done) / rate : 0
        // Counts are interpolated, never formatted with `%d`, which takes 32 bits.
        Console.progress("\(done)/\(target) \(label), " + String(format: "%.1f/s, ETA %.0f s", rate, remaining))
    }

    func finish() {
        Console.endProgress()
    }
}
