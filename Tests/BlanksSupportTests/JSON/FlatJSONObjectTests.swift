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

    /// A string with escapes is decoded into one buffer, run by run: made-up
    /// strings of plain runs, characters beyond ASCII and every escape JSON
    /// has (short forms and `\u` forms, a surrogate pair for a scalar past
    /// U+FFFF), each written with escapes chosen at random, read back as
    /// themselves, the string last in the document or followed by more.
    @Test func escapedStringsReadBackAsWritten() throws {
        let pieces = [
            "plain run of text ", "x", "\n", "\"", "\\", "/", "\t", "\r", "\u{8}", "\u{C}", "\u{1}", "é", "–", "😀"
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        func escaped(_ scalar: Unicode.Scalar) -> String {
            let short: [Unicode.Scalar: String] = [
                "\n": "\\n", "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\t": "\\t", "\r": "\\r", "\u{8}": "\\b",
                "\u{C}": "\\f"
            ]
            let units = String(scalar).utf16.map { unit -> String in
                let hex = String(unit, radix: 16, uppercase: next(2) == 0)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
                return next(2) == 0 ? short[scalar] ?? units.joined() : units.joined()
            }
            switch next(4) {
            case 0: return short[scalar] ?? String(scalar)
            case 1: return units.joined()
            default: return String(scalar)
            }
        }
        for _ in 0..<500 {
            let text = (0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined()
            let body = text.unicodeScalars.map(escaped).joined()
            for json in [#"{"s":""# + body + #""}"#, #"{"s":""# + body + #"","n":1}"#] {
                let read = try #require(Self.members(json), "\(json)")
                #expect(read.first?.value == .string(text), "\(json)")
            }
        }
    }

    /// The run validator agrees with the standard library's on every
    /// sequence of up to three bytes drawn from the boundaries of UTF-8's
    /// ranges, and on every four-byte lead with continuation bytes at theirs.
    @Test func runValidationAgreesWithTheStandardLibrary() {
        let edges: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
            0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF
        ]
        var sequences: [[UInt8]] = edges.map { [$0] }
        for a in edges {
            for b in edges {
                sequences.append([a, b])
                for c in edges { sequences.append([a, b, c]) }
            }
        }
        for lead: UInt8 in [0xF0, 0xF1, 0xF3, 0xF4, 0xF5] {
            for b: UInt8 in [0x80, 0x8F, 0x90, 0xBF, 0xC0] {
                for d: UInt8 in [0x7F, 0x80, 0xBF, 0xC0] { sequences.append([lead, b, 0x80, d]) }
            }
        }
        for bytes in sequences {
            let valid = bytes.withUnsafeBufferPointer(FlatJSONObject.isValidUTF8)
            #expect(valid == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }

    @Test func invalidUTF8IsNil() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { FlatJSONObject.members($0) } == nil)
    }
}
