import BlanksCorpus
import Foundation
import FuzzCommon

/// The XML dump reader on arbitrary bytes: the pull reader directly (from
/// memory, in small chunks), then a full import of the same bytes as an .xml
/// file into a scratch corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)

    var reader = XMLPullReader(source: MemoryByteSource(data, chunkSize: 1 + count % 13))
    var events = 0
    while events < 1_000_000 {
        do {
            guard try reader.next() != nil else { break }
        } catch {
            break
        }
        events += 1
    }

    let folder = Scratch.freshDirectory("dump")
    let dump = folder.appendingPathComponent("dump.xml")
    let corpus = folder.appendingPathComponent("corpus", isDirectory: true)
    do {
        try data.write(to: dump)
        let importer = DumpImporter(store: RevisionStore(directory: corpus))
        _ = try importer.importDump(at: dump)
    } catch {
        // A clear error is the expected outcome for most inputs.
    }
    return 0
}
