import BlanksSupport
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
        Console.progress(
            ProgressText.line(
                done: done, target: target, label: label,
                elapsedSeconds: (now - started).seconds))
    }

    func finish() {
        Console.endProgress()
    }
}
