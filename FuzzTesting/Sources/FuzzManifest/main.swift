import BlanksCorpus
import Foundation
import FuzzCommon

/// The corpus manifest decoder on arbitrary bytes; a decoded manifest is
/// re-encoded and must decode to the same manifest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    guard let manifest = try? Manifest.decode(data, path: "fuzz/manifest.jsonl") else { return 0 }
    for entry in manifest.entries {
        _ = manifest.entry(revid: entry.revid)
    }
    let again: Manifest
    do {
        again = try Manifest.decode(manifest.encoded(), path: "fuzz/re-encoded.jsonl")
    } catch {
        fatalError("a decoded manifest does not decode after encoding: \(error)")
    }
    guard again == manifest else { fatalError("manifest changed through encode/decode") }
    return 0
}
