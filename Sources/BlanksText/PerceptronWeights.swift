/// The weights while training: current values for prediction plus lazily
/// accumulated sums for averaging (each parameter remembers when it last
/// changed, so an update costs O(1) however long training runs).
struct PerceptronWeights {
    private var rows: [UInt64: Int32] = [:]
    /// Row keys in creation order, so exports never depend on Dictionary order.
    private var keys: [UInt64] = []
    private var current: [Int32] = []
    private var totals: [Int64] = []
    private var stamps: [Int32] = []
    /// Number of predictions made so far: the averaging clock.
    private(set) var clock: Int32 = 0

    mutating func tick() { clock &+= 1 }

    /// Current-weight scores of every tag; ties go to the lowest tag index.
    func best(_ features: UnsafeBufferPointer<UInt64>, scores: inout [Int32]) -> Int {
        for t in 0..<UPOS.count { scores[t] = 0 }
        for key in features {
            guard let row = rows[key] else { continue }
            let base = Int(row) * UPOS.count
            for t in 0..<UPOS.count { scores[t] &+= current[base + t] }
        }
        var best = 0
        for t in 1..<UPOS.count where scores[t] > scores[best] { best = t }
        return best
    }

    /// The perceptron update: +1 to the gold tag's weights, −1 to the guess's.
    mutating func update(_ features: UnsafeBufferPointer<UInt64>, gold: Int, guess: Int) {
        for key in features {
            let base = row(for: key) * UPOS.count
            adjust(base + gold, by: 1)
            adjust(base + guess, by: -1)
        }
    }

    private mutating func adjust(_ index: Int, by delta: Int32) {
        totals[index] &+= Int64(clock &- stamps[index]) &* Int64(current[index])
        stamps[index] = clock
        current[index] &+= delta
    }

    private mutating func row(for key: UInt64) -> Int {
        if let row = rows[key] { return Int(row) }
        let row = keys.count
        rows[key] = Int32(row)
        keys.append(key)
        current.append(contentsOf: repeatElement(0, count: UPOS.count))
        totals.append(contentsOf: repeatElement(0, count: UPOS.count))
        stamps.append(contentsOf: repeatElement(0, count: UPOS.count))
        return row
    }

    /// The averaged weights scaled into Int16, rows that round to all zeros
    /// dropped, keys sorted. Averaging divides every sum by the same clock, so
    /// scaling the sums by their largest magnitude keeps the argmax.
    func quantized() -> (keys: [UInt64], weights: [Int16]) {
        var sums = [Int64](repeating: 0, count: totals.count)
        var largest: Int64 = 1
        for i in sums.indices {
            sums[i] = totals[i] &+ Int64(clock &- stamps[i]) &* Int64(current[i])
            largest = max(largest, sums[i].magnitude > UInt64(Int64.max) ? Int64.max : abs(sums[i]))
        }
        let scale = Double(Int16.max) / Double(largest)
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        var outKeys: [UInt64] = []
        var outWeights: [Int16] = []
        var row = [Int16](repeating: 0, count: UPOS.count)
        for index in order {
            var any = false
            for t in 0..<UPOS.count {
                let value = Int16((Double(sums[index * UPOS.count + t]) * scale).rounded())
                row[t] = value
                if value != 0 { any = true }
            }
            guard any else { continue }
            outKeys.append(keys[index])
            outWeights.append(contentsOf: row)
        }
        return (outKeys, outWeights)
    }
}
