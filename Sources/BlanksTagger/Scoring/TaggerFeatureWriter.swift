/// Appends feature keys to a buffer of `TaggerFeatures.maxCount` keys.
struct TaggerFeatureWriter {
    let keys: UnsafeMutablePointer<UInt64>
    private(set) var count = 0

    init(_ keys: UnsafeMutablePointer<UInt64>) { self.keys = keys }

    @inline(__always)
    mutating func add(_ template: UInt64, _ value: UInt64) {
        keys[count] = TaggerHash.feature(template, value)
        count += 1
    }

    @inline(__always)
    mutating func add(_ template: UInt64, _ first: UInt64, _ second: UInt64) {
        keys[count] = TaggerHash.feature(template, first, second)
        count += 1
    }

    @inline(__always)
    mutating func addIfPresent(_ template: UInt64, _ value: UInt64) {
        if value != 0 { add(template, value) }
    }
}
