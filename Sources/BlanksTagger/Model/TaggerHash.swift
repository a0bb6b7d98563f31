/// Stable 64-bit hashing for feature keys. Swift's `Hasher` is seeded per
/// process, so a model keyed by it could not be saved; these functions give the
/// same value for the same bytes on every run and machine.
package enum TaggerHash {
    package static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// One FNV-1a step.
    @inline(__always)
    package static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* fnvPrime
    }

    /// The SplitMix64 finaliser: spreads FNV's weak low bits over the whole word.
    @inline(__always)
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// Hash of a byte sequence, e.g. a word's UTF-8.
    static func bytes<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hash = fnvOffset
        for byte in bytes { hash = step(hash, byte) }
        return mix(hash)
    }

    /// Hash of a string's UTF-8.
    package static func string(_ text: String) -> UInt64 {
        bytes(text.utf8)
    }

    /// The key of a feature: which template, and the value(s) it saw. Never 0,
    /// which the hash tables use to mark an empty slot.
    @inline(__always)
    static func feature(_ template: UInt64, _ value: UInt64) -> UInt64 {
        let key = mix(value ^ (template &* 0xd6e8_feb8_6659_fd93))
        return key == 0 ? 1 : key
    }

    /// The key of a feature over two values (e.g. previous tag and word).
    @inline(__always)
    static func feature(_ template: UInt64, _ first: UInt64, _ second: UInt64) -> UInt64 {
        feature(template, mix(first) ^ (second &* 0xa076_1d64_78bd_642f))
    }
}
