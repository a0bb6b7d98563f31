import BlanksSupport
import BlanksSync
import Foundation

/// Prints a running sync on standard error: one status line redrawn in
/// place on a terminal (done/target, rate, ETA), plain log lines otherwise.
enum SyncReporter {
    static func handle(_ event: SyncEvent) {
        switch event {
        case .progress(let progress):
            Console.progress("sync: \(progress.summary)")
        case .retrying(let notice):
            let wait = DecimalFormat.fixed(notice.delay.seconds, places: 1)
            Console.note("sync: \(notice.problem); retrying in \(wait) s (attempt \(notice.failures + 1))")
        case .malformedResponse(let malformed):
            Console.note("sync: skipped a \(malformed)")
        case .rejected(let rejected):
            if case .sha1Mismatch = rejected.reason {
                Console.note("sync: \(rejected.title) (revision \(rejected.revid ?? 0)): \(rejected.reason)")
            }
        }
    }
}
