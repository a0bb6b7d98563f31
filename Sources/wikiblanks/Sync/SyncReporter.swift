import BlanksSupport
import BlanksSync
import Foundation

/// Prints a running sync on standard error: one status line redrawn in
/// place on a terminal (done/target, rate, ETA), plain log lines otherwise.
final class SyncReporter: @unchecked Sendable {
    private let terminal: Bool
    private let lock = NSLock()
    private var statusShown = false

    init(terminal: Bool) {
        self.terminal = terminal
    }

    func handle(_ event: SyncEvent) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .progress(let progress):
            if terminal {
                write("\r\u{1B}[Ksync: \(progress.summary)")
                statusShown = true
            } else {
                line("sync: \(progress.summary)")
            }
        case .retrying(let notice):
            let wait = DecimalFormat.fixed(notice.delay.seconds, places: 1)
            line("sync: \(notice.problem); retrying in \(wait) s (attempt \(notice.failures + 1))")
        case .malformedResponse(let malformed):
            line("sync: skipped a \(malformed)")
        case .rejected(let rejected):
            if case .sha1Mismatch = rejected.reason {
                line("sync: \(rejected.title) (revision \(rejected.revid ?? 0)): \(rejected.reason)")
            }
        }
    }

    /// Ends the status line so that what follows starts on its own line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if statusShown { write("\n") }
        statusShown = false
    }

    private func line(_ text: String) {
        if statusShown {
            write("\r\u{1B}[K")
            statusShown = false
        }
        write(text + "\n")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
