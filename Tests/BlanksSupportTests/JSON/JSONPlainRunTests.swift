import Testing

@testable import BlanksSupport

@Suite struct JSONPlainRunTests {
    /// The eight-bytes-a-step scan stops where a byte-by-byte one does: every
    /// special byte and its neighbours, at every offset of a word, over
    /// fillers with and without the high bit.
    @Test func thePlainRunScanStopsAtTheFirstSpecialByte() {
        let probes: [UInt8] = Array(0x00...0x22) + [0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0x9F, 0xA0, 0xDC, 0xE2, 0xFF]
        for filler: UInt8 in [0x61, 0xC3, 0xFF, 0x20] {
            for probe in probes {
                for offset in 0..<20 {
                    var bytes = [UInt8](repeating: filler, count: 24)
                    bytes[offset] = probe
                    for start in [0, 1, 7, 8, 9] {
                        let naive =
                            (start..<bytes.count).first {
                                bytes[$0] == 0x22 || bytes[$0] == 0x5C || bytes[$0] < 0x20
                            } ?? bytes.count
                        let fast = bytes.withUnsafeBufferPointer { JSONPlainRun.end(in: $0, from: start) }
                        #expect(fast == naive, "filler \(filler), byte \(probe) at \(offset), from \(start)")
                    }
                }
            }
        }
        #expect(JSONPlainRun.end(in: UnsafeBufferPointer(start: nil, count: 0), from: 0) == 0)
    }
}
