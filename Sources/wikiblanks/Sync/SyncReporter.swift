import BlanksSupport
import BlanksSync
import Foundation

/// Prints a running sync on standard error: one status line redrawn in
/// place on a terminal (done/target, rate, ETA), plain log lines otherwise; each page a broken or
/// hostile server sent (a nonsense id, a sha1 mismatch) is named on a line of its own.
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
            if rejected.reason.isSuspicious { Console.note("sync: \(rejected)") }
        }
    }
}
