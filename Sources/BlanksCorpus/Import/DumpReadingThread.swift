import BlanksSupport
import Foundation

/// The reading side of an import, on a thread of its own: it only parses the
/// XML into pages and hands them to the workers in chunks (fewer hand-overs
/// between threads for dumps of many small pages). Everything that reads a
/// page's whole text happens on the workers (`PagePreparer`).
///
/// The reader and parser belong to the thread while it runs; the import reads
/// `ending` only after `wait()`, so no state is shared while both run.
final class DumpReadingThread<Source: ByteSource>: @unchecked Sendable {
    /// How the reading ended: what the import's report says about the dump.
    struct Ending {
        var bytesRead = 0
        var schema: String?
        var stoppedAt: XMLReadError?
        var stoppedInPage: String?
        /// Reading failed other than on the XML itself (the import throws it).
        var failure: Error?
    }

    /// Pages handed over at once, and their text bytes at most (one page always goes).
    static var chunkPages: Int { 32 }
    static var chunkBytes: Int { 256 << 10 }

    private var reader: XMLPullReader<Source>
    private var parser: DumpPageParser
    private let done = DispatchSemaphore(value: 0)
    private(set) var ending = Ending()

    init(reader: XMLPullReader<Source>, parser: DumpPageParser) {
        self.reader = reader
        self.parser = parser
    }

    /// Starts reading into `pipeline`, which it closes at the end of the dump.
    func start(into pipeline: OrderedPipeline<[PagePreparer.Work], [PagePreparer.Outcome]>) {
        Thread { [self] in
            read(into: pipeline)
            pipeline.close()
            done.signal()
        }.start()
    }

    /// Waits for the thread to end; `ending` is then final.
    func wait() -> Ending {
        done.wait()
        done.signal()  // so that a later wait returns too
        return ending
    }

    private func read(into pipeline: OrderedPipeline<[PagePreparer.Work], [PagePreparer.Outcome]>) {
        var chunk: [PagePreparer.Work] = []
        var chunkBytes = 0
        func handOver() -> Bool {
            defer {
                chunk = []
                chunkBytes = 0
            }
            return chunk.isEmpty || pipeline.submit(chunk, bytes: chunkBytes)
        }
        do {
            while let event = try reader.next() {
                guard let page = try parser.consume(event, line: reader.line) else { continue }
                chunk.append(PagePreparer.Work(page: page, site: parser.site))
                chunkBytes = chunkBytes.saturatingAdding(page.latest?.text?.utf8.count ?? 0)
                if chunk.count >= Self.chunkPages || chunkBytes >= Self.chunkBytes {
                    guard handOver() else { break }  // cancelled: the import has stopped
                }
            }
        } catch let error as XMLReadError {
            ending.stoppedAt = error
            ending.stoppedInPage = parser.openPage
        } catch {
            ending.failure = error
        }
        if ending.failure == nil { _ = handOver() }
        ending.bytesRead = reader.bytesRead
        ending.schema = parser.schema
    }
}
