import BlanksCorpus
import Foundation
import NIOCore

/// Where `wikiblanks stats` reads its text: a local file, an http(s) URL, or
/// the raw wikitext of a corpus revision (markup is analysed as it is).
package enum TextSource: TextStreamSource, Equatable {
    case file(URL)
    case url(URL)
    case revision(corpus: URL, revid: Int)

    /// How long an HTTP download may take in all, body included.
    package static let httpTimeout = TimeAmount.minutes(10)

    /// An `http://` or `https://` argument is a URL; anything else is a file path.
    package init(argument: String) throws {
        let lowered = argument.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: argument), url.host?.isEmpty == false else {
                throw StatsError.unsupportedSource(argument)
            }
            self = .url(url)
        } else if argument.isEmpty || lowered.contains("://") {
            throw StatsError.unsupportedSource(argument)
        } else {
            self = .file(URL(fileURLWithPath: argument))
        }
    }

    package var description: String {
        switch self {
        case .file(let url): return url.path
        case .url(let url): return url.absoluteString
        case .revision(_, let revid): return "revision \(revid)"
        }
    }

    package func openReader(chunkSize: Int) async throws -> any ByteChunkReader {
        switch self {
        case .file(let url):
            return try FileChunkReader(url: url, chunkSize: chunkSize)
        case .url(let url):
            return try await HTTPChunkReader.open(url, timeout: Self.httpTimeout)
        case .revision(let corpus, let revid):
            let store = RevisionStore(directory: corpus)
            guard try store.loadManifest().contains(revid: revid) else {
                throw CorpusError.missingRevision(revid: revid)
            }
            let revision = try store.readRevision(revid: revid)
            return MemoryChunkReader(Array(revision.content.utf8), chunkSize: chunkSize)
        }
    }
}
