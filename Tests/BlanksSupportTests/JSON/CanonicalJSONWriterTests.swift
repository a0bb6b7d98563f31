import Foundation
import Testing

@testable import BlanksSupport

/// The direct writer gives the bytes of the general-purpose canonical
/// encoder: commas between members and elements at every depth, empty
/// containers, every escape class, integers at their extremes.
@Suite struct CanonicalJSONWriterTests {
    private struct Inner: Codable, Equatable {
        var name: String
        var number: Int
    }

    /// Keys already in `.sortedKeys` order, as the writer's callers must write them.
    private struct Outer: Codable {
        var empty: [Int]
        var inner: Inner
        var list: [Inner]
        var numbers: [Int]
        var words: [String]
    }

    private static func written(_ value: Outer) -> Data {
        var json = CanonicalJSONWriter()
        json.beginObject()
        json.key("empty")
        json.beginArray()
        for number in value.empty { json.integer(number) }
        json.endArray()
        json.key("inner")
        write(value.inner, to: &json)
        json.key("list")
        json.beginArray()
        for inner in value.list { json.object(["name": .string(inner.name), "number": .integer(inner.number)]) }
        json.endArray()
        json.key("numbers")
        json.beginArray()
        for number in value.numbers { json.integer(number) }
        json.endArray()
        json.key("words")
        json.beginArray()
        for word in value.words { json.string(word) }
        json.endArray()
        json.endObject()
        return Data(json.bytes)
    }

    private static func write(_ inner: Inner, to json: inout CanonicalJSONWriter) {
        json.beginObject()
        json.member("name", inner.name)
        json.member("number", inner.number)
        json.endObject()
    }

    /// Every control character, the two escaped printable characters, the
    /// slash and DEL that are not escaped, and a multi-byte scalar of each length.
    static let escapeClasses: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        + ["\"", "\\", "/", "\u{7F}", "é", "–", "😀", "a\"b\\c/d\u{0}e\u{1F}", ""]

    @Test func nestedContainersAndEveryEscapeClassMatchTheCanonicalEncoder() throws {
        let inners = Self.escapeClasses.enumerated().map { Inner(name: $1, number: $0 - 16) }
        let value = Outer(
            empty: [], inner: Inner(name: Self.escapeClasses.joined(), number: 0), list: inners,
            numbers: [Int.min, Int.min + 1, -10, -9, -1, 0, 1, 9, 10, 99, 100, Int.max - 1, Int.max],
            words: Self.escapeClasses)
        let expected = try CanonicalJSON.encode(value)
        #expect(Self.written(value) == expected, "\(String(decoding: Self.written(value), as: UTF8.self))")
    }

    @Test func emptyContainersAtEveryPlaceMatchTheCanonicalEncoder() throws {
        let value = Outer(empty: [], inner: Inner(name: "", number: 0), list: [], numbers: [], words: [])
        #expect(Self.written(value) == (try CanonicalJSON.encode(value)))
    }

    @Test(arguments: [Int.min, Int.min + 1, -1_000_000_007, -1, 0, 1, 1_000_000_007, Int.max])
    func anIntegerIsWrittenAsFoundationWritesIt(number: Int) throws {
        var json = CanonicalJSONWriter()
        json.integer(number)
        #expect(json.bytes == Array(try CanonicalJSON.encode(number)))
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(number))
    }

    @Test func controlCharactersUseTheirShortNamesOrLowercaseHex() {
        var json = CanonicalJSONWriter()
        json.string("\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}\u{1F}\"\\/")
        #expect(String(decoding: json.bytes, as: UTF8.self) == #""\b\t\n\f\r\u001b\u001f\"\\/""#)
    }

    @Test func aNegativeCapacityIsIgnored() {
        var json = CanonicalJSONWriter(reservingCapacity: -5)
        json.beginArray()
        json.endArray()
        #expect(json.bytes == Array("[]".utf8))
    }
}
