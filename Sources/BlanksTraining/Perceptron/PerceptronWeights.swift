import BlanksTagger

/// The weights while training: current values for prediction plus lazily
/// accumulated sums for averaging (each parameter remembers when it last
/// changed, so an update costs O(1) however long training runs). One row of
/// `classes` weights per feature: the tagger's UPOS tags, or the segmenter's
/// two answers (no boundary, boundary).
struct PerceptronWeights {
    let classes: Int
    private var rows: [UInt64: Int32] = [:]
    /// Row keys in creation order, so exports never depend on Dictionary order.
    private var keys: [UInt64] = []
    private var current: [Int32] = []
    private var totals: [Int64] = []
    private var stamps: [Int32] = []
    /// Number of predictions made so far: the averaging clock.
    private(set) var clock: Int32 = 0

    init(classes: Int = UPOS.count) {
        precondition(classes >= 2)
        self.classes = classes
    }

    mutating func tick() { clock &+= 1 }

    /// Current-weight scores of every class (`scores` holds at least `classes`);
    /// ties go to the lowest class index.
    func best(_ features: UnsafeBufferPointer<UInt64>, scores: inout [Int32]) -> Int {
        for t in 0..<classes { scores[t] = 0 }
        for key in features {
            guard let row = rows[key] else { continue }
            let base = Int(row) * classes
            for t in 0..<classes { scores[t] &+= current[base + t] }
        }
        var best = 0
        for t in 1..<classes where scores[t] > scores[best] { best = t }
        return best
    }

    /// The perceptron update: +1 to the gold tag's weights, −1 to the guess's.
    mutating func update(_ features: UnsafeBufferPointer<UInt64>, gold: Int, guess: Int) {
        for key in features {
            let base = row(for: key) * classes
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
        current.append(contentsOf: repeatElement(0, count: classes))
        totals.append(contentsOf: repeatElement(0, count: classes))
        stamps.append(contentsOf: repeatElement(0, count: classes))
        return row
    }

    /// The averaged weights of every row, in creation order.
    private func averaged() -> (keys: [UInt64], weights: [Double]) {
        var values = [Double](repeating: 0, count: totals.count)
        let divisor = Double(max(clock, 1))
        for i in values.indices {
            values[i] = Double(totals[i] &+ Int64(clock &- stamps[i]) &* Int64(current[i])) / divisor
        }
        return (keys, values)
    }

    /// The sum of the averaged weights of independently trained members (an
    /// ensemble whose votes add up in one set of rows), scaled into Int16 with
    /// rows that round to all zeros dropped, keys sorted. Members are added in
    /// order and rows in creation order, so the result never depends on
    /// Dictionary order.
    static func quantizedSum(of members: [PerceptronWeights], minimumWeight: Int16 = 1) -> (
        keys: [UInt64], weights: [Int16]
    ) {
        var keys: [UInt64] = []
        var rows: [UInt64: Int] = [:]
        var sums: [Double] = []
        let classes = members.first?.classes ?? UPOS.count
        for member in members {
            precondition(member.classes == classes)
            let (memberKeys, memberWeights) = member.averaged()
            for (i, key) in memberKeys.enumerated() {
                let row: Int
                if let found = rows[key] {
                    row = found
                } else {
                    row = keys.count
                    rows[key] = row
                    keys.append(key)
                    sums.append(contentsOf: repeatElement(0, count: classes))
                }
                for t in 0..<classes { sums[row * classes + t] += memberWeights[i * classes + t] }
            }
        }
        return quantize(keys: keys, weights: sums, classes: classes, minimumWeight: minimumWeight)
    }

    /// Scales `weights` (rows of `classes`) so the largest magnitude maps
    /// to `Int16.max`: one factor for all, so every argmax is kept. Rows whose
    /// weights all round below `minimumWeight` in magnitude are dropped.
    private static func quantize(
        keys: [UInt64], weights sums: [Double], classes: Int,
        minimumWeight: Int16
    ) -> (keys: [UInt64], weights: [Int16]) {
        var largest = 1e-12
        for value in sums { largest = max(largest, abs(value)) }
        let scale = Double(Int16.max) / largest
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        var outKeys: [UInt64] = []
        var outWeights: [Int16] = []
        var row = [Int16](repeating: 0, count: classes)
        for index in order {
            var any = false
            for t in 0..<classes {
                let value = Int16((sums[index * classes + t] * scale).rounded())
                row[t] = value
                if value.magnitude >= minimumWeight.magnitude { any = true }
            }
            guard any else { continue }
            outKeys.append(keys[index])
            outWeights.append(contentsOf: row)
        }
        return (outKeys, outWeights)
    }
}
