import Foundation
import Testing

@testable import BlanksSupport

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
        #"{"a":99999999999999999999}"#, #"{"a":1"#, #"{"a":1}x"#, #"{"a" 1}"#, #"[1]"#, "", #"{"a":-}"#, #"{,}"#
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
            #expect(
                valid.withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) }
                    == String(decoding: valid, as: UTF8.self))
        }
        #expect(
            Array("plain ascii text".utf8).withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) }
                == "plain ascii text")
    }

    /// Text put together from its ASCII runs and the runs between them is
    /// the text itself when valid and nil when not, as the standard library's
    /// validating initializer says: made-up bytes mixing ASCII, whole
    /// characters of two to four bytes, and what UTF-8 forbids (a lone
    /// continuation byte, a truncated character, an overlong form, an encoded
    /// surrogate, a scalar past U+10FFFF, bytes no character uses).
    @Test func textOfManyRunsIsValidatedAsAWhole() {
        let pieces: [[UInt8]] = [
            Array("plain text, ".utf8), Array("x".utf8), Array("é".utf8), Array("–".utf8), Array("日本".utf8),
            Array("😀".utf8), Array("e\u{301}".utf8), [0x80], [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0xC0, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xFE], Array(String(repeating: "a", count: 40).utf8)
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        var valid = 0
        for _ in 0..<2_000 {
            let bytes = (0..<next(12)).flatMap { _ in pieces[next(pieces.count)] }
            let expected = String(validating: bytes, as: UTF8.self)
            let read = bytes.withUnsafeBufferPointer { FlatJSONObject.string(validating: $0) }
            #expect(read == expected, "\(bytes)")
            #expect(read.map { Array($0.utf8) == bytes } ?? true, "\(bytes)")
            if expected != nil { valid += 1 }
        }
        #expect(valid > 200 && valid < 1_800, "both valid and invalid texts are tried")
    }

    @Test func invalidUTF8IsNil() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { FlatJSONObject.members($0) } == nil)
    }
}
