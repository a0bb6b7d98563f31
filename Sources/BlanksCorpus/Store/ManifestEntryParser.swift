import BlanksSupport
import Foundation

/// Reads one manifest or journal line — the eight fields of `ManifestEntry`,
/// each once, in any order — with `FlatJSONObject`. A corpus of 10⁵ pages
/// has as many lines, read before any puzzle is made; `JSONDecoder` took
/// about 6 µs a line. Anything it is not sure of gives nil, and the caller
/// decodes with `JSONDecoder`, which accepts or refuses the line as before.
enum ManifestEntryParser {
    static func parse(_ line: Data) -> ManifestEntry? {
        line.withUnsafeBytes { parse($0) }
    }

    static func parse(_ line: UnsafeRawBufferPointer) -> ManifestEntry? {
        guard let members = FlatJSONObject.members(line.bindMemory(to: UInt8.self)), members.count == 8 else {
            return nil
        }
        var revid: Int?
        var pageid: Int?
        var ns: Int?
        var bytes: Int?
        var title: String?
        var timestamp: String?
        var sha1: String?
        var latest: Bool?
        func once<T>(_ slot: inout T?, _ value: T) -> Bool {
            guard slot == nil else { return false }
            slot = value
            return true
        }
        for member in members {
            let (key, value) = (member.key, member.value)
            let fresh: Bool
            switch (key, value) {
            case ("revid", .integer(let number)): fresh = once(&revid, number)
            case ("pageid", .integer(let number)): fresh = once(&pageid, number)
            case ("ns", .integer(let number)): fresh = once(&ns, number)
            case ("bytes", .integer(let number)): fresh = once(&bytes, number)
            case ("title", .string(let text)): fresh = once(&title, text)
            case ("timestamp", .string(let text)): fresh = once(&timestamp, text)
            case ("sha1", .string(let text)): fresh = once(&sha1, text)
            case ("latest", .boolean(let flag)): fresh = once(&latest, flag)
            default: return nil
            }
            guard fresh else { return nil }
        }
        guard let revid, let pageid, let ns, let bytes, let title, let timestamp, let sha1, let latest else {
            return nil
        }
        return ManifestEntry(
            revid: revid, pageid: pageid, ns: ns, title: title, timestamp: timestamp,
            sha1: sha1, bytes: bytes, latest: latest)
    }
}
