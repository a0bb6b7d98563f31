import Foundation
import Testing

@testable import BlanksCorpus

/// The pull reader's memory is bounded whatever the input:
/// a tag, name, comment or nesting past its ceiling is an error naming the
/// line, and long text arrives in pieces that join to the exact text.
@Suite struct XMLReaderLimitTests {
    /// Bytes made up on demand — a head, then `fill` repeated `count` times, then a tail —
    /// counting what the reader pulled, so a test can tell how far it read.
    struct GeneratedSource: ByteSource {
        var head: [UInt8]
        var fill: UInt8
        var count: Int
        var tail: [UInt8]
        var chunkSize = 64 << 10
        private(set) var produced = 0
        private var stage = 0

        init(head: String, fill: Character, count: Int, tail: String) {
            self.head = Array(head.utf8)
            self.fill = fill.asciiValue ?? 0x61
            self.count = count
            self.tail = Array(tail.utf8)
        }

        mutating func read() throws -> Data? {
            switch stage {
            case 0:
                stage = 1
                produced += head.count
                return Data(head)
            case 1:
                let size = min(chunkSize, count)
                count -= size
                if count == 0 { stage = 2 }
                produced += size
                if size == 0 { return try read() }
                return Data(repeating: fill, count: size)
            case 2:
                stage = 3
                return Data(tail)
            default:
                return nil
            }
        }
    }

    static func events(_ xml: String, limits: XMLLimits = XMLLimits()) throws -> [XMLEvent] {
        var reader = XMLPullReader(source: MemoryChunks(Array(xml.utf8), chunkSize: 5), limits: limits)
        var events: [XMLEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }

    /// Small in-memory chunks, so pieces and searches cross chunk borders.
    struct MemoryChunks: ByteSource {
        var bytes: [UInt8]
        var chunkSize: Int
        var offset = 0
        init(_ bytes: [UInt8], chunkSize: Int) {
            self.bytes = bytes
            self.chunkSize = chunkSize
        }
        mutating func read() throws -> Data? {
            guard offset < bytes.count else { return nil }
            let end = min(bytes.count, offset + chunkSize)
            defer { offset = end }
            return Data(bytes[offset..<end])
        }
    }

    @Test func aHugeAttributeIsRefusedAfterReadingLittleMoreThanTheTagLimit() throws {
        // 256 MiB of attribute: the old reader buffered it all, then decoded it into a String.
        let source = GeneratedSource(
            head: "<mediawiki>\n<page a=\"", fill: "a", count: 256 << 20, tail: "\"/></mediawiki>")
        var reader = XMLPullReader(source: source)
        #expect(try reader.next() == .start(name: "mediawiki", attributes: [:]))
        #expect(throws: XMLReadError.tooLarge(line: 2, what: "tag (attributes included)", limit: XMLLimits().tagBytes))
        {
            while try reader.next() != nil {}
        }
        #expect(reader.bytesRead < XMLLimits().tagBytes + 2 * (64 << 10))
    }

    @Test func hugeTextArrivesInBoundedPiecesAndIsReadToTheEnd() throws {
        let size = 8 << 20
        let source = GeneratedSource(head: "<t>", fill: "x", count: size, tail: "</t>")
        var reader = XMLPullReader(source: source)
        var total = 0
        var largest = 0
        while let event = try reader.next() {
            if case .text(let piece) = event {
                total += piece.utf8.count
                largest = max(largest, piece.utf8.count)
            }
        }
        #expect(total == size)
        #expect(largest <= XMLLimits().textPieceBytes)
    }

    @Test func piecesNeverSplitAnEntityOrAUTF8Sequence() throws {
        var limits = XMLLimits()
        limits.textPieceBytes = 16
        let text = String(repeating: "é&amp;b€x&#x1F600;y😀&lt;", count: 40)
        let events = try Self.events("<t>\(text)</t>", limits: limits)
        var joined = ""
        for case .text(let piece) in events {
            #expect(piece.utf8.count <= 16)
            joined += piece
        }
        #expect(
            joined
                == text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#x1F600;", with: "😀")
                .replacingOccurrences(of: "&lt;", with: "<"))
        #expect(!joined.contains("\u{FFFD}"))
    }

    @Test func endlessCommentsNamesAndNestingAreRefusedWithTheirLine() throws {
        var limits = XMLLimits()
        limits.markupBytes = 100
        limits.nameBytes = 8
        limits.depth = 4
        #expect(throws: XMLReadError.tooLarge(line: 2, what: "comment", limit: 100)) {
            try Self.events("<a>\n<!--" + String(repeating: "-x", count: 200) + "--></a>", limits: limits)
        }
        #expect(throws: XMLReadError.tooLarge(line: 1, what: "CDATA section", limit: 100)) {
            try Self.events("<a><![CDATA[" + String(repeating: "x", count: 200) + "]]></a>", limits: limits)
        }
        #expect(throws: XMLReadError.tooLarge(line: 1, what: "element name", limit: 8)) {
            try Self.events("<abcdefghij></abcdefghij>", limits: limits)
        }
        #expect(throws: XMLReadError.tooLarge(line: 1, what: "attribute name in <a>", limit: 8)) {
            try Self.events("<a abcdefghij=\"1\"></a>", limits: limits)
        }
        #expect(throws: XMLReadError.malformed(line: 1, reason: "elements nested more than 4 deep")) {
            try Self.events("<a><b><c><d><e></e></d></c></b></a>", limits: limits)
        }
        #expect(try Self.events("<a><b><c><d></d></c></b></a>", limits: limits).count == 8)
        #expect(
            XMLReadError.tooLarge(line: 7, what: "tag", limit: 9).description
                == "tag at line 7 is longer than the limit of 9 bytes")
    }
}
