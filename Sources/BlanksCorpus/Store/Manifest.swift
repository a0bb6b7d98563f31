import BlanksSupport
import Foundation

/// The corpus index: one JSON line per revision, sorted by revid.
///
/// Invariants: entries are sorted by `revid` with no duplicates, and exactly
/// one entry per page has `latest == true`. Lookups by revid are O(log n).
public struct Manifest: Sendable, Equatable {
    public private(set) var entries: [ManifestEntry]

    public init(entries: [ManifestEntry] = []) {
        var unique: [Int: ManifestEntry] = [:]
        for entry in entries { unique[entry.revid] = entry }
        self.entries = unique.values.sorted { $0.revid < $1.revid }
        markLatest()
    }

    package var count: Int { entries.count }

    public func entry(revid: Int) -> ManifestEntry? {
        index(of: revid).map { entries[$0] }
    }

    package func contains(revid: Int) -> Bool { index(of: revid) != nil }

    /// The newest stored revision of each page, in revid order.
    package var latestEntries: [ManifestEntry] { entries.filter(\.latest) }

    /// Adds or replaces entries and recomputes which revision of each page is latest.
    package mutating func insert(_ newEntries: [ManifestEntry]) {
        guard !newEntries.isEmpty else { return }
        self = Manifest(entries: entries + newEntries)
    }

    /// The manifest file's bytes: canonical JSON, one line per entry. Throws
    /// rather than leave an entry out (a title that is not valid Unicode).
    public func encoded() throws -> Data {
        let encoder = CanonicalJSON.encoder()
        var data = Data()
        for entry in entries {
            data.append(try encoder.encode(entry))
            data.append(0x0a)
        }
        return data
    }

    /// Parses a manifest file; `path` only names the file in errors.
    public static func decode(_ data: Data, path: String) throws -> Manifest {
        let decoder = JSONDecoder()
        var entries: [ManifestEntry] = []
        var previous = Int.min
        try JSONLines.forEachLine(in: data) { number, bytes in
            let entry = try decodeLine(bytes, decoder: decoder, path: path, line: number)
            guard entry.revid > previous else {
                throw CorpusError.malformedManifest(path: path, line: number, reason: "revids not in ascending order")
            }
            previous = entry.revid
            entries.append(entry)
        }
        var manifest = Manifest()
        manifest.entries = entries
        manifest.markLatest()
        return manifest
    }

    /// One manifest or journal line, its numbers checked: they are read from a file.
    static func decodeLine(_ bytes: UnsafeRawBufferPointer, decoder: JSONDecoder, path: String, line: Int) throws
        -> ManifestEntry
    {
        let entry: ManifestEntry
        if let parsed = ManifestEntryParser.parse(bytes) {
            entry = parsed
        } else {
            do {
                entry = try decoder.decode(ManifestEntry.self, from: Data(bytes))
            } catch {
                throw CorpusError.malformedManifest(path: path, line: line, reason: "not a manifest entry")
            }
        }
        guard entry.revid > 0, entry.pageid > 0, entry.bytes >= 0 else {
            throw CorpusError.malformedManifest(
                path: path, line: line,
                reason:
                    "revid \(entry.revid), pageid \(entry.pageid) or bytes \(entry.bytes) out of range (ids must be positive, bytes not negative)"
            )
        }
        return entry
    }

    private func index(of revid: Int) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].revid < revid { low = mid + 1 } else { high = mid }
        }
        return low < entries.count && entries[low].revid == revid ? low : nil
    }

    private mutating func markLatest() {
        var newest: [Int: Int] = [:]  // pageid → index of its newest entry
        for (i, entry) in entries.enumerated() {
            if let j = newest[entry.pageid] {
                let other = entries[j]
                if (entry.timestamp, entry.revid) > (other.timestamp, other.revid) { newest[entry.pageid] = i }
            } else {
                newest[entry.pageid] = i
            }
        }
        let latest = Set(newest.values)
        for i in entries.indices { entries[i].latest = latest.contains(i) }
    }
}
