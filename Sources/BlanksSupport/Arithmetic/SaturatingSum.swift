/// Sums of numbers read from files and servers (sizes, counts), which may be
/// anything: instead of trapping on overflow, a sum stops at `Int.max` (or
/// `Int.min`), which no real corpus or table reaches.
extension Int {
    package func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? Int.max : Int.min) : sum
    }
}
