import BlanksTagger

/// The seeded order in which training visits sentences: SplitMix64 and a
/// Fisher–Yates shuffle written out here, because the standard library's
/// `shuffled(using:)` may change between Swift versions and the model must not.
package struct PerceptronShuffler {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next SplitMix64 output.
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        return TaggerHash.mix(state &- 0x9e37_79b9_7f4a_7c15)
    }

    /// A uniform integer in 0..<bound (Lemire's multiply-shift with rejection).
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let product = next().multipliedFullWidth(by: range)
            if product.low >= threshold { return Int(product.high) }
        }
    }

    /// Shuffles in place, Fisher–Yates from the end.
    package mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, below(i + 1))
        }
    }
}
