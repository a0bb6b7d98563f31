import BlanksSupport
import Dispatch

/// SHA-256 of a file read in pieces (`LineChunkReader`), each piece hashed
/// on another thread while the reader parses the same piece: scanning the
/// corpus index for a batch needs both its digest and its entries, and on
/// two cores the digest then costs no extra wall time.
///
/// Pieces are hashed in the order given, so the digest is the whole file's.
/// `wait()` must return before a piece's memory is reused.
final class PieceDigest: @unchecked Sendable {
    /// Touched only by `queue`'s one thread, and by `finalize` after `wait`.
    private var hasher = SHA256Hasher()
    private let queue = DispatchQueue(label: "wikiblanks.index-digest")
    private let group = DispatchGroup()

    /// Starts hashing `piece`, which must stay unchanged until `wait()`.
    func update(_ piece: UnsafeRawBufferPointer) {
        // The address crosses to the hashing thread as a number: the caller keeps the memory alive until `wait`.
        let address = Int(bitPattern: piece.baseAddress)
        let count = piece.count
        queue.async(group: group) {
            self.hasher.update(UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: address), count: count))
        }
    }

    /// Returns once every piece given so far is hashed.
    func wait() {
        group.wait()
    }

    /// The hex digest of every piece given.
    func finalize() -> String {
        wait()
        return hasher.finalize().hex
    }
}
