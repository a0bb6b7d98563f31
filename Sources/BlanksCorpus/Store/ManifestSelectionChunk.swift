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

    /// The entries from `range`: a share of the run for one thread.
    package func slice(_ range: Range<Int>) -> ManifestSelectionChunk {
        ManifestSelectionChunk(
            words: UnsafeRawBufferPointer(rebasing: words[(range.lowerBound * 8)..<(range.upperBound * 8)]))
    }
}
