import BlanksCorpus
import Foundation
import FuzzCommon

/// The gzip decoder on arbitrary bytes. GzipCodec is `package` API of the
/// main package, so it is reached through public readers: GzipByteSource
/// (compressed dumps, streaming) and RevisionStore.readRevision (one
/// revision file, GzipCodec.decompress with the store's size limit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    let folder = Scratch.freshDirectory("gzip")

    let file = folder.appendingPathComponent("input.gz")
    try? data.write(to: file)
    if var source = try? GzipByteSource(url: file, limit: 16 << 20) {
        var total = 0
        while let chunk = try? source.read() {
            total += chunk.count
        }
        _ = total
    }

    let store = RevisionStore(
        directory: folder.appendingPathComponent("corpus", isDirectory: true), sizeLimit: 16 << 20)
    let revid = 12345
    let revisionFile = store.fileURL(revid: revid)
    try? FileManager.default.createDirectory(
        at: revisionFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: revisionFile)
    _ = try? store.readRevision(revid: revid)
    return 0
}
