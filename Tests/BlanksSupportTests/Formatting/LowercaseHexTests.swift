import Testing

@testable import BlanksSupport

/// One spelling of bytes as hex: lower case, two digits per byte, leading
/// zeros kept (a digest read back from a manifest compares as text).
@Suite struct LowercaseHexTests {
    @Test func twoLowerCaseDigitsPerByte() {
        #expect(LowercaseHex.string([0x00, 0x0F, 0xA5, 0xFF, 0x10]) == "000fa5ff10")
        #expect(LowercaseHex.string([UInt8]()) == "")
    }

    @Test func everyNibbleHasItsDigit() {
        let digits = (0...15).map { LowercaseHex.digit(UInt8($0)) }
        #expect(String(decoding: digits, as: UTF8.self) == "0123456789abcdef")
    }
}
