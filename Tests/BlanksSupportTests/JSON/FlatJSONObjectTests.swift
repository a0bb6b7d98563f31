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

    @Test func invalidUTF8IsNil() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { FlatJSONObject.members($0) } == nil)
    }
}
