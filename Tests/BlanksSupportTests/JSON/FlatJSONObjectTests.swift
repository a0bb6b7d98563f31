@testable import BlanksSupport
import Foundation
import Testing

/// The flat-object reader answers only what `JSONDecoder` would read the
/// same way, and nil for the rest.
@Suite struct FlatJSONObjectTests {
    static func members(_ json: String) -> [FlatJSONObject.Member]? {
        Array(json.utf8).withUnsafeBufferPointer { FlatJSONObject.members($0) }
    }

    @Test func readsStringsIntegersAndBooleansInOrder() throws {
        let read = try #require(Self.members(#" { "b" : true ,"a":-12, "s":"x\u00e9\n", "f":false,"z":0 } "#))
        #expect(read.map(\.key) == ["b", "a", "s", "f", "z"])
        #expect(read.map(\.value) == [.boolean(true), .integer(-12), .string("xé\n"), .boolean(false), .integer(0)])
        #expect(try #require(Self.members("{}")).isEmpty)
        #expect(try #require(Self.members(#"{"k":1,"k":2}"#)).count == 2, "a repeated key is the caller's to refuse")
    }

    @Test(arguments: [
        #"{"a":null}"#, #"{"a":[1]}"#, #"{"a":{"b":1}}"#, #"{"a":1.5}"#, #"{"a":1e3}"#, #"{"a":01}"#,
        #"{"a":truex}"#, #"{"a":tru}"#, #"{"a":True}"#, #"{"a":"\ud800"}"#, #"{"a":"\x"}"#, "{\"a\":\"raw\ttab\"}",
        #"{"a":99999999999999999999}"#, #"{"a":1"#, #"{"a":1}x"#, #"{"a" 1}"#, #"[1]"#, "", #"{"a":-}"#, #"{,}"#,
    ])
    func anythingUnsureIsNil(json: String) {
        #expect(Self.members(json) == nil)
    }

    /// The ASCII fast path hands anything else to validation, wherever the
    /// first byte above 0x7F sits in an eight-byte word.
    @Test func stringsAreValidatedPastTheirASCIIPrefix() {
        for offset in 0..<20 {
            var bytes = [UInt8](repeating: 0x61, count: 24)
            bytes[offset] = 0xFF
            #expect(bytes.withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) } == nil, "0xFF at \(offset)")
            let valid = Array(String(repeating: "a", count: offset).utf8) + Array("é✓😀".utf8) + Array("tail".utf8)
            #expect(valid.withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) } == String(decoding: valid, as: UTF8.self))
        }
        #expect(Array("plain ascii text".utf8).withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) } == "plain ascii text")
    }

    @Test func invalidUTF8IsNil() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { FlatJSONObject.members($0) } == nil)
    }

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
                        let naive = (start..<bytes.count).first {
                            bytes[$0] == 0x22 || bytes[$0] == 0x5C || bytes[$0] < 0x20
                        } ?? bytes.count
                        let fast = bytes.withUnsafeBufferPointer { FlatJSONObject.plainRunEnd(in: $0, from: start) }
                        #expect(fast == naive, "filler \(filler), byte \(probe) at \(offset), from \(start)")
                    }
                }
            }
        }
        #expect(FlatJSONObject.plainRunEnd(in: UnsafeBufferPointer(start: nil, count: 0), from: 0) == 0)
    }
}
