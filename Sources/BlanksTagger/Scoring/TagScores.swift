/// The running scores of the 17 tags for one word in one pass, exact 32-bit
/// sums of 16-bit weights.
package struct TagScores: Sendable {
    /// Tags 0, 2, …, 14 and 1, 3, …, 15; tag 16 alone.
    private var even = SIMD8<Int32>(repeating: 0), odd = SIMD8<Int32>(repeating: 0)
    private var last: Int32 = 0

    package static let zero = TagScores()

    /// How many 32-bit lanes a stored vector takes: tags 0, 2, …, 14, then
    /// 1, 3, …, 15, then 16, the order `even`, `odd`, `last` hold them.
    static let laneCount = 17

    private init() {}

    /// Reads a vector stored by `store(to:)`; no alignment needed.
    @inline(__always)
    init(lanes: UnsafePointer<Int32>) {
        let raw = UnsafeRawPointer(lanes)
        even = raw.loadUnaligned(as: SIMD8<Int32>.self)
        odd = raw.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int32>.self)
        last = lanes[16]
    }

    /// The lanes in stored order, for a model image.
    var lanes: [Int32] {
        (0..<8).map { even[$0] } + (0..<8).map { odd[$0] } + [last]
    }

    /// Adds one row of `UPOS.count` weights. Each 32-bit lane holds two
    /// neighbouring tags' weights; shifts sign-extend them into the even and
    /// odd sums 16 tags at a time.
    @inline(__always)
    mutating func add(_ row: UnsafePointer<Int16>) {
        let pairs = UnsafeRawPointer(row).loadUnaligned(as: SIMD8<Int32>.self)
        even &+= (pairs &<< 16) &>> 16
        odd &+= pairs &>> 16
        last &+= Int32(row[16])
    }

    @inline(__always)
    static func += (lhs: inout TagScores, rhs: TagScores) {
        lhs.even &+= rhs.even
        lhs.odd &+= rhs.odd
        lhs.last &+= rhs.last
    }

    /// The highest-scoring tag; ties go to the lowest tag index.
    package var best: Int {
        var best = 0
        var bestScore = even[0]
        for k in 0..<8 {
            if even[k] > bestScore {
                best = 2 * k
                bestScore = even[k]
            }
            if odd[k] > bestScore {
                best = 2 * k + 1
                bestScore = odd[k]
            }
        }
        return last > bestScore ? 16 : best
    }

    /// How far the best tag's score is above the runner-up's: 0 for a tie,
    /// large when the features agree. Read only where the caller asks how
    /// sure a tag is (`POSTagger.tagWithMargins`), never to choose the tag.
    package var margin: Int32 {
        var first = Int32.min
        var second = Int32.min
        func take(_ score: Int32) {
            if score > first {
                second = first
                first = score
            } else if score > second {
                second = score
            }
        }
        for k in 0..<8 {
            take(even[k])
            take(odd[k])
        }
        take(last)
        return first &- second
    }
}
