import Foundation

/// One measured workload. `run` does the work once and returns how many items
/// it processed (bytes, sentences, tokens, puzzles…), so rates come out per item.
struct Benchmark: Sendable {
    var name: String
    /// The unit of `run`'s count, e.g. "MB", "sentences", "tokens".
    var unit: String
    /// Divides the raw count before it is reported (1_000_000 for bytes → MB).
    var scale: Double = 1
    /// Prepares inputs outside the timed region; returns the timed closure.
    var setUp: @Sendable () throws -> @Sendable () throws -> Int
}

/// Wall-clock seconds of a closure, measured with a monotonic clock.
func measure(_ body: () throws -> Int) rethrows -> (count: Int, seconds: Double) {
    let clock = ContinuousClock()
    var count = 0
    let elapsed = try clock.measure { count = try body() }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (count, seconds)
}

/// Peak resident memory of this process so far, in MiB (Linux: VmHWM).
func peakResidentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        if let kib = Double(String(digits)) { return kib / 1024 }
    }
    return nil
}
