import BlanksSupport

/// What selecting a revision needs from one manifest line — its revid and
/// whether it is its page's latest — read in place, with no allocation:
/// the index of a corpus of millions of pages is scanned once per batch, and
/// its per-entry cost must not grow with the corpus.
///
/// It reads only what it is sure of (`FlatJSONObject.Reader`): one flat
/// object holding each of the eight fields of `ManifestEntry` once, ids
/// positive and `bytes` not negative; string fields are passed over, not
/// decoded. Anything else gives nil, and the caller decodes the line with
/// `Manifest.decodeLine`, which accepts or refuses it with its message.
package struct ManifestSelectionFields: Equatable, Sendable {
    package var revid: Int
    package var latest: Bool

    package init(revid: Int, latest: Bool) {
        self.revid = revid
        self.latest = latest
    }

    /// The fields in one word, as the selection sidecar and `ManifestSelectionChunk`
    /// hold them: the revid (positive, so below 2⁶³) in the low 63 bits, latest in the top bit.
    package var packed: UInt64 {
        UInt64(truncatingIfNeeded: revid) & ~Self.latestBit | (latest ? Self.latestBit : 0)
    }

    package init(packed: UInt64) {
        self.init(revid: Int(truncatingIfNeeded: packed & ~Self.latestBit), latest: packed & Self.latestBit != 0)
    }

    private static let latestBit: UInt64 = 1 << 63

    package static func read(_ line: UnsafeRawBufferPointer) -> ManifestSelectionFields? {
        var reader = FlatJSONObject.Reader(bytes: line.bindMemory(to: UInt8.self))
        var seen: UInt8 = 0
        var revid = 0
        var pageid = 0
        var size = 0
        var latest = false
        guard reader.consume(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = reader.plainString(), reader.consume(UInt8(ascii: ":")) else { return nil }
            let bit: UInt8
            switch Key(key) {
            case .revid?:
                guard let number = reader.integer() else { return nil }
                revid = number
                bit = 1
            case .pageid?:
                guard let number = reader.integer() else { return nil }
                pageid = number
                bit = 2
            case .bytes?:
                guard let number = reader.integer() else { return nil }
                size = number
                bit = 4
            case .ns?:
                guard reader.integer() != nil else { return nil }
                bit = 8
            case .latest?:
                reader.skipSpaces()
                if reader.literal("true") {
                    latest = true
                } else if reader.literal("false") {
                    latest = false
                } else {
                    return nil
                }
                bit = 16
            case .title?:
                guard reader.skipString() else { return nil }
                bit = 32
            case .timestamp?:
                guard reader.skipString() else { return nil }
                bit = 64
            case .sha1?:
                guard reader.skipString() else { return nil }
                bit = 128
            case nil: return nil
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
        } while reader.consume(UInt8(ascii: ","))
        guard reader.consume(UInt8(ascii: "}")) else { return nil }
        reader.skipSpaces()
        guard reader.atEnd, seen == 0xff, revid > 0, pageid > 0, size >= 0 else { return nil }
        return ManifestSelectionFields(revid: revid, latest: latest)
    }

    /// The eight keys, matched on their bytes: no `String` is made per line.
    private enum Key {
        case revid, pageid, bytes, ns, latest, title, timestamp, sha1

        init?(_ name: UnsafeBufferPointer<UInt8>) {
            func matches(_ text: StaticString) -> Bool {
                name.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            }
            if matches("revid") {
                self = .revid
            } else if matches("pageid") {
                self = .pageid
            } else if matches("bytes") {
                self = .bytes
            } else if matches("ns") {
                self = .ns
            } else if matches("latest") {
                self = .latest
            } else if matches("title") {
                self = .title
            } else if matches("timestamp") {
                self = .timestamp
            } else if matches("sha1") {
                self = .sha1
            } else {
                return nil
            }
        }
    }
}
