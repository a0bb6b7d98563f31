import BlanksSupport
import Foundation

/// Reads the text of a training input (treebank, unlabelled text, word list),
/// gzip recognised by its magic bytes, so every reader reports a missing or
/// corrupt file the same way.
enum TaggerInputFile {
    static func text(of url: URL) throws(TaggerInputError) -> String {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        var bytes = [UInt8](data)
        if Zlib.isGzip(bytes) {
            do { bytes = try Zlib.decompress(bytes, format: .automatic, limit: 1 << 31) } catch {
                throw .notGzip(file: url.path)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
