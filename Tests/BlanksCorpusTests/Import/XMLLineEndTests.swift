import Foundation
import Testing

@testable import BlanksCorpus

/// XML 1.0 §2.11 and §4.3.3, as real dumps need them: a UTF-8 byte order mark
/// opening the input is not text, and CR LF or a lone CR reach the reader as
/// LF, whatever the chunk borders; an escaped `&#13;` stays a carriage return.
@Suite struct XMLLineEndTests {
    static func text(of xml: [UInt8], chunkSize: Int) throws -> String {
        var reader = XMLPullReader(source: XMLReaderLimitTests.MemoryChunks(xml, chunkSize: chunkSize))
        var text = ""
        while let event = try reader.next() {
            if case .text(let piece) = event { text += piece }
        }
        return text
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func aByteOrderMarkOpeningTheInputIsNotText(chunkSize: Int) throws {
        let xml: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>x\u{FEFF}y</a>".utf8)
        #expect(try Self.text(of: xml, chunkSize: chunkSize) == "x\u{FEFF}y")
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func lineEndsBecomeLineFeeds(chunkSize: Int) throws {
        let xml = Array("<a>one\r\ntwo\rthree\n\r\nfour\r\r</a>\r\n".utf8)
        #expect(try Self.text(of: xml, chunkSize: chunkSize) == "one\ntwo\nthree\n\nfour\n\n")
    }

    @Test func anEscapedCarriageReturnStays() throws {
        #expect(try Self.text(of: Array("<a>x&#13;\ny</a>".utf8), chunkSize: 4) == "x\r\ny")
    }

    @Test func lineNumbersCountCarriageReturnLineEnds() throws {
        var reader = XMLPullReader(
            source: XMLReaderLimitTests.MemoryChunks(
                Array("<a>\r\n\r\n<b>\r\n</c></a>".utf8),
                chunkSize: 3))
        #expect(throws: XMLReadError.self) { while try reader.next() != nil {} }
        #expect(reader.line == 4)
    }

    /// A dump saved with Windows line ends, and with a byte order mark: every
    /// multi-line page keeps the text the wiki stored, so its sha1 matches.
    @Test(arguments: [false, true])
    func aDumpWithWindowsLineEndsImportsWithMatchingSha1(byteOrderMark: Bool) throws {
        let content = "First line.\n\nSecond paragraph."
        var xml = DumpImporterTests.dump([
            DumpImporterTests.page(
                id: 1, title: "Windows",
                revisions: [
                    (11, "2016-01-01T00:00:00Z", content)
                ])
        ])
        xml = xml.replacingOccurrences(of: "<format>", with: "<sha1>\(Self.base36SHA1(content))</sha1><format>")
        xml = xml.replacingOccurrences(of: "\n", with: "\r\n")
        if byteOrderMark { xml = "\u{FEFF}" + xml }
        let (report, store) = try DumpImporterTests.importText(xml)
        #expect(report.added == 1 && report.rejected.isEmpty, "\(report.rejected)")
        #expect(try store.readRevision(revid: 11).content == content)
    }

    /// The dumps' notation of a SHA-1: base 36, 31 digits.
    static func base36SHA1(_ text: String) -> String {
        var number = ContentHash.sha1Hex(of: text).utf8.map { UInt32(Character(UnicodeScalar($0)).hexDigitValue ?? 0) }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var out: [Character] = []
        while number.contains(where: { $0 != 0 }) {
            var remainder: UInt32 = 0
            for i in number.indices {
                let value = remainder * 16 + number[i]
                number[i] = value / 36
                remainder = value % 36
            }
            out.append(digits[Int(remainder)])
        }
        return String(repeating: "0", count: max(0, 31 - out.count)) + String(out.reversed())
    }
}
