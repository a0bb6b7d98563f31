import BlanksSupport
import Foundation

/// The real-article import input of `make bench`: the sample dump's pages
/// ten times over (ids shifted by 10⁹ per copy, so every copy is new), about
/// 61 MB of XML, as plain XML, gzip, and bzip2 as one stream or in
/// Wikimedia's multistream layout (a stream per 100 pages). Made once and
/// kept in the temporary folder for later runs (bzip2 compresses at a few MB/s).
final class RealArticleDumps: @unchecked Sendable {
    static let shared = RealArticleDumps()
    static let copies = 10

    private let lock = NSLock()
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-real-articles")
    private var pages: (head: Data, pages: [Data], tail: Data)?

    func plain() throws -> URL {
        try file("real10.xml") { try self.streams(pagesPerStream: .max).reduce(Data(), +) }
    }

    func gzip() throws -> URL {
        try file("real10.xml.gz") { try GzipCodec.compress(try self.streams(pagesPerStream: .max).reduce(Data(), +)) }
    }

    func bzip2(multistream: Bool) throws -> URL {
        try file(multistream ? "real10-multistream.xml.bz2" : "real10.xml.bz2") {
            try self.streams(pagesPerStream: multistream ? 100 : .max).reduce(into: Data()) {
                $0.append(try Bzip2Codec.compress($1))
            }
        }
    }

    /// The dump cut as a multistream dump is: the head, `pagesPerStream` pages at a time, the tail.
    private func streams(pagesPerStream: Int) throws -> [Data] {
        let (head, pages, tail) = try split()
        guard pagesPerStream < pages.count else { return [head + pages.reduce(Data(), +) + tail] }
        return [head]
            + stride(from: 0, to: pages.count, by: pagesPerStream).map {
                pages[$0..<min(pages.count, $0 + pagesPerStream)].reduce(Data(), +)
            } + [tail]
    }

    private func split() throws -> (head: Data, pages: [Data], tail: Data) {
        if let pages { return pages }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/enwiki-sample-2016.xml.gz")
        let xml = String(decoding: try GzipCodec.decompress(Data(contentsOf: sample), limit: 256 << 20), as: UTF8.self)
        guard let first = xml.range(of: "  <page>"), let last = xml.range(of: "</mediawiki>", options: .backwards)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let body = xml[first.lowerBound..<last.lowerBound].components(separatedBy: "  <page>").dropFirst().map {
            "  <page>" + $0
        }
        var copies: [Data] = []
        for copy in 0..<Self.copies {
            for page in body { copies.append(Data(Self.shiftingIds(page, by: copy * 1_000_000_000).utf8)) }
        }
        let result = (Data(xml[..<first.lowerBound].utf8), copies, Data(xml[last.lowerBound...].utf8))
        pages = result
        return result
    }

    /// `page` with every `<id>N</id>` (page, revision, contributor) raised by `shift`.
    private static func shiftingIds(_ page: String, by shift: Int) -> String {
        guard shift > 0 else { return page }
        var out = ""
        var rest = Substring(page)
        while let open = rest.range(of: "<id>"), let close = rest[open.upperBound...].range(of: "</id>") {
            out += rest[..<open.upperBound]
            out +=
                Int(rest[open.upperBound..<close.lowerBound]).map { String($0 + shift) }
                ?? String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.lowerBound...]
        }
        return out + rest
    }

    private func file(_ name: String, make: () throws -> Data) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        let url = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try make().write(to: url, options: .atomic)
        return url
    }
}
