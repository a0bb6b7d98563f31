import Foundation
import Testing

@testable import BlanksSupport

@Suite struct JSONLinesTests {
    private func texts(_ input: String) -> [String] {
        JSONLines.split(Data(input.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func splitsOnNewlinesAndDropsCarriageReturns() {
        #expect(texts("a\r\nb\n\nc\n") == ["a", "b", "c"])
        #expect(JSONLines.split(Data("a\r\nb\n\nc\n".utf8)).map(\.number) == [1, 2, 4])
    }

    @Test func aLastLineWithoutNewlineIsKept() {
        #expect(texts("a\nb") == ["a", "b"])
        #expect(texts("") == [])
        #expect(texts("\n\n") == [])
    }

    @Test func blankLinesAreSkippedButCounted() {
        let lines = JSONLines.split(Data(" \t\n{}\n".utf8))
        #expect(lines.map(\.number) == [2])
    }

    @Test func carriageReturnsAloneAndInsideLinesAreKeptApart() {
        #expect(texts("\r\n\r\r\na\rb\r\n") == ["\r", "a\rb"])
        #expect(JSONLines.split(Data("\r\n\r\r\na\rb\r\n".utf8)).map(\.number) == [2, 3])
    }

    /// A slice of a larger buffer (its indices do not start at 0) splits like a fresh copy.
    @Test func aSliceSplitsLikeACopy() {
        let whole = Data("skip\n{\"a\":1}\n \n{\"b\":2}".utf8)
        let slice = whole[5...]
        #expect(JSONLines.split(slice).map { String(decoding: $0.bytes, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":2}"#])
        #expect(JSONLines.split(slice).map(\.number) == [1, 3])
    }

    @Test func lineCountCountsAnUnterminatedLine() {
        #expect(JSONLines.lineCount(Data()) == 0)
        #expect(JSONLines.lineCount(Data("a\n".utf8)) == 1)
        #expect(JSONLines.lineCount(Data("a\nb".utf8)) == 2)
    }
}

@Suite struct CanonicalJSONTests {
    private struct Sample: Encodable {
        var zeta = "a/b"
        var alpha = 1
        var middle = ["k": 2, "b": 1]
    }

    @Test func keysAreSortedAndSlashesKept() throws {
        let line = try CanonicalJSON.line(Sample())
        #expect(
            String(decoding: line, as: UTF8.self) == "{\"alpha\":1,\"middle\":{\"b\":1,\"k\":2},\"zeta\":\"a/b\"}\n")
    }

    @Test func foundationObjectsEncodeTheSameWay() throws {
        let data = try CanonicalJSON.encode(jsonObject: ["z": 1, "a": "x/y"])
        #expect(String(decoding: data, as: UTF8.self) == "{\"a\":\"x/y\",\"z\":1}")
    }
}
