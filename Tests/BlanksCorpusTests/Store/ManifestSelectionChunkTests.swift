import Testing

@testable import BlanksCorpus

/// A run read a batch at a time (`gather`) gives the entries the run holds,
/// in order, the older revisions only when asked, never more than the
/// buffers hold, and resumes where it stopped; `latestCount` counts the
/// latest flags.
@Suite struct ManifestSelectionChunkTests {
    /// Revids 1…n; every third one an older revision.
    static let fields = (1...50).map { ManifestSelectionFields(revid: $0, latest: $0 % 3 != 0) }

    static func withChunk<Result>(_ fields: [ManifestSelectionFields], _ body: (ManifestSelectionChunk) -> Result)
        -> Result
    {
        let words = fields.map { $0.packed.littleEndian }
        return words.withUnsafeBytes { body(ManifestSelectionChunk(words: $0)) }
    }

    /// Every entry `gather` gives, batch by batch of `size`, from the start.
    static func gathered(_ chunk: ManifestSelectionChunk, older: Bool, size: Int) -> [ManifestSelectionFields] {
        var revids = [Int](repeating: 0, count: size)
        var latest = [Bool](repeating: false, count: size)
        var result: [ManifestSelectionFields] = []
        var position = chunk.startIndex
        while position < chunk.endIndex {
            let (next, count) = revids.withUnsafeMutableBufferPointer { revids in
                latest.withUnsafeMutableBufferPointer {
                    chunk.gather(from: position, older: older, revids: revids, latest: $0)
                }
            }
            #expect(next > position && count <= size)
            result += (0..<count).map { ManifestSelectionFields(revid: revids[$0], latest: latest[$0]) }
            position = next
        }
        return result
    }

    @Test(arguments: [1, 3, 4, 7, 64])
    func batchesGiveTheRunsEntriesInOrder(size: Int) {
        Self.withChunk(Self.fields) { chunk in
            #expect(Self.gathered(chunk, older: true, size: size) == Self.fields)
            #expect(Self.gathered(chunk, older: false, size: size) == Self.fields.filter(\.latest))
        }
    }

    @Test func aRunOfOlderRevisionsOnlyGivesNothingWithoutThem() {
        let older = Self.fields.filter { !$0.latest }
        Self.withChunk(older) { chunk in
            var revids = [Int](repeating: 0, count: 4)
            var latest = [Bool](repeating: false, count: 4)
            let (next, count) = revids.withUnsafeMutableBufferPointer { revids in
                latest.withUnsafeMutableBufferPointer {
                    chunk.gather(from: 0, older: false, revids: revids, latest: $0)
                }
            }
            #expect(next == older.count && count == 0)
            #expect(chunk.latestCount == 0)
        }
    }

    @Test func emptyBuffersAndPositionsPastTheEndReadNothing() {
        Self.withChunk(Self.fields) { chunk in
            var none: [Int] = []
            var noFlags: [Bool] = []
            let empty = none.withUnsafeMutableBufferPointer { revids in
                noFlags.withUnsafeMutableBufferPointer {
                    chunk.gather(from: 0, older: true, revids: revids, latest: $0)
                }
            }
            #expect(empty == (0, 0))
            var revids = [Int](repeating: 0, count: 4)
            var latest = [Bool](repeating: false, count: 4)
            let past = revids.withUnsafeMutableBufferPointer { revids in
                latest.withUnsafeMutableBufferPointer {
                    chunk.gather(from: chunk.endIndex + 5, older: true, revids: revids, latest: $0)
                }
            }
            #expect(past.count == 0)
        }
    }

    @Test func latestCountCountsTheLatestFlags() {
        Self.withChunk(Self.fields) { #expect($0.latestCount == Self.fields.filter(\.latest).count) }
        Self.withChunk([]) { #expect($0.latestCount == 0) }
    }
}
