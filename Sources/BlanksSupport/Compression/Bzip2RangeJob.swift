import Foundation

/// One range of a multistream bzip2 file, decoded ahead on a worker thread
/// (`Bzip2RangeDecoder`) and waited for, in file order, by the reader.
final class Bzip2RangeJob: @unchecked Sendable {
    enum Outcome {
        /// The output, and where its last stream ended (at or past `end`).
        case decoded(Data, end: Int)
        /// The output before the failure, then the failure.
        case failed(Data, Bzip2Error)
        /// More output than a job may hold (or the reader gave up on it):
        /// the reader decodes the range itself, streaming.
        case oversized
    }

    let start: Int
    let end: Int
    /// Too long to decode ahead into memory: the reader decodes it itself.
    let inline: Bool
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Outcome = .oversized

    init(start: Int, end: Int, inline: Bool) {
        self.start = start
        self.end = end
        self.inline = inline
    }

    /// Decodes the range, holding at most `cap` bytes of output; stops early once `stop` says so.
    func run(file: PositionalFile, cap: Int, stop: @escaping () -> Bool) {
        defer { done.signal() }
        let decoder = Bzip2RangeDecoder(file: file, start: start, end: end)
        var data = Data()
        do throws(Bzip2Error) {
            while let piece = try decoder.next() {
                data.append(piece)
                if data.count > cap || stop() { return }
            }
            outcome = .decoded(data, end: decoder.position)
        } catch {
            outcome = .failed(data, error)
        }
    }

    /// Blocks until `run` has finished; its outcome.
    func wait() -> Outcome {
        done.wait()
        done.signal()
        return outcome
    }
}
