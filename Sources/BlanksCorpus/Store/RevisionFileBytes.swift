import BlanksSupport
import Foundation

/// The bytes of one revision file (`RegularFile`): generating a puzzle reads
/// a file per page, and Foundation's existence check, attribute lookup and
/// `Data(contentsOf:)` stat the file three times and copy the buffer again.
enum RevisionFileBytes {
    /// Refuses a file over `sizeLimit` bytes before reading it. A file that
    /// changes while it is read gives what `read` returned; the gzip trailer
    /// then tells a cut file from a whole one.
    static func read(path: String, revid: Int, sizeLimit: Int) throws(CorpusError) -> Data {
        do {
            return try RegularFile.read(path: path, sizeLimit: sizeLimit)
        } catch .tooLarge(let size, let limit) {
            throw .unreadableRevision(
                revid: revid, path: path,
                reason: "file of \(size) bytes is larger than any revision record (\(limit) bytes at most)")
        } catch {
            throw .unreadableRevision(revid: revid, path: path, reason: error.description)
        }
    }
}
