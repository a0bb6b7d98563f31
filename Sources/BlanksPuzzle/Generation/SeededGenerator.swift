/// xoshiro256** — the only source of randomness in puzzle generation.
///
/// The bounded draw and the shuffle are written here rather than taken from
/// the standard library, whose `random(in:using:)` and `shuffled(using:)`
/// may change algorithm between Swift versions: a puzzle must not change
/// with the compiler.
package struct SeededGenerator: Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Seeds the four state words from `seed` through SplitMix64, as the
    /// xoshiro authors recommend (never an all-zero state).
    package init(seed: UInt64) {
        var mix = seed
        func splitMix() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    package mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotate(state.3, 45)
        return result
    }

    /// A uniform integer in 0..<bound, without modulo bias (Lemire's method
    /// with rejection). `bound` must be positive.
    package mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// Fisher–Yates, from the last element down.
    package mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            let j = next(below: i + 1)
            if i != j { items.swapAt(i, j) }
        }
    }

    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var copy = items
        shuffle(&copy)
        return copy
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
