/// A run of consecutive index entries, in revid order, as
/// `RevisionStore.scanSelectionChunks` hands them over: packed words
/// (`ManifestSelectionFields.packed`, little-endian) read in place from the
/// selection sidecar or from a buffer the line scan fills. A run is valid
/// during the call it is given to only; reading an entry allocates nothing,
/// and the memory is only read, so a consumer may split a run among threads
/// that finish within that call (hence `@unchecked Sendable`).
package struct ManifestSelectionChunk: RandomAccessCollection, @unchecked Sendable {
    /// Whole little-endian words only.
    private let words: UnsafeRawBufferPointer

    package init(words: UnsafeRawBufferPointer) {
        self.words = UnsafeRawBufferPointer(rebasing: words[..<(words.count / 8 * 8)])
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { words.count / 8 }

    package subscript(position: Int) -> ManifestSelectionFields {
        ManifestSelectionFields(
            packed: UInt64(littleEndian: words.loadUnaligned(fromByteOffset: position * 8, as: UInt64.self)))
    }

    /// Gathers the entries from `start` on into `revids`, with whether each
    /// is its page's latest revision into `latest`, passing over the older
    /// revisions unless `older`, until the smaller buffer is full or the run
    /// ends; returns the position after the last entry read and how many were
    /// written. A consumer in another module reads a run a batch at a time
    /// this way: reached through the collection, an entry costs a call (the
    /// selection's per-revid cost at millions of pages).
    package func gather(
        from start: Int, older: Bool, revids: UnsafeMutableBufferPointer<Int>,
        latest: UnsafeMutableBufferPointer<Bool>
    ) -> (next: Int, count: Int) {
        let capacity = Swift.min(revids.count, latest.count)
        var position = Swift.max(start, startIndex)
        var count = 0
        while count < capacity, position < endIndex {
            let fields = self[position]
            position += 1
            guard fields.latest || older else { continue }
            revids[count] = fields.revid
            latest[count] = fields.latest
            count += 1
        }
        return (position, count)
    }

    /// How many of the run's entries are their page's latest revision.
    package var latestCount: Int {
        var count = 0
        for fields in self where fields.latest { count += 1 }
        return count
    }

    /// The entries from `range`: a share of the run for one thread.
    package func slice(_ range: Range<Int>) -> ManifestSelectionChunk {
        ManifestSelectionChunk(
            words: UnsafeRawBufferPointer(rebasing: words[(range.lowerBound * 8)..<(range.upperBound * 8)]))
    }
}
