/// The text of one progress line: "1200/5000 puzzles, 40.0/s, ETA 95 s".
/// Counts are interpolated, never passed through a C format's `%d`, which
/// reads 32 bits: a count past 2³¹ must print as itself (a test protects it).
/// Rates use `DecimalFormat`, so the line does not change with the locale.
package enum ProgressText {
    package static func line(done: Int, target: Int, label: String, elapsedSeconds: Double) -> String {
        let elapsed = max(elapsedSeconds, 1e-9)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Double(target - done) / rate : 0
        return "\(done)/\(target) \(label), \(DecimalFormat.fixed(rate, places: 1))/s, "
            + "ETA \(DecimalFormat.fixed(remaining, places: 0)) s"
    }
}
