import Testing

@testable import BlanksSupport

/// A digest's bytes are exactly the ones written, no more (the unused inline
/// room never shows), and a length outside the room is clamped, never a trap.
@Suite struct DigestBytesTests {
    @Test func holdsTheWrittenBytesOnly() {
        let digest = DigestBytes(count: 3) { base in
            base[0] = 0x00
            base[1] = 0xA5
            base[2] = 0xFF
            base[3] = 0x77
        }
        #expect(Array(digest) == [0x00, 0xA5, 0xFF])
        #expect(digest.hex == "00a5ff")
        #expect(digest.prefix(2).elementsEqual([0x00, 0xA5]))
    }

    @Test func lengthsOutsideTheRoomAreClamped() {
        #expect(DigestBytes(count: 40) { $0[31] = 1 }.count == 32)
        #expect(DigestBytes(count: 40) { $0[31] = 1 }.last == 1)
        #expect(DigestBytes(count: -1) { _ in }.isEmpty)
        #expect(DigestBytes(count: 0) { _ in }.hex == "")
    }

    /// Equal only with the same bytes and the same length.
    @Test func equalityComparesBytesAndLength() {
        let short = DigestBytes(count: 20) { _ in }
        let long = DigestBytes(count: 32) { _ in }
        #expect(short != long)
        #expect(short == DigestBytes(count: 20) { _ in })
        #expect(short != DigestBytes(count: 20) { $0[19] = 1 })
    }
}
