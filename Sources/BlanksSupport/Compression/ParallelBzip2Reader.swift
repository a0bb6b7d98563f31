import Foundation

/// Reads a bzip2 file with its streams decoded on several threads at once,
/// the output handed out in file order: byte for byte what `bzcat` gives.
///
/// Wikimedia's multistream dumps hold one stream per 100 pages. The file is
/// cut into ranges of about `Tuning.rangeBytes` compressed bytes, each
/// starting where a stream may begin (`Bzip2StreamBoundaries`); up to
/// `2 × jobs + 1` ranges are decoded ahead, `jobs` at a time. A range's
/// output is used only when it starts exactly where the stream before it was
/// decoded to end, so a false boundary (the magic bytes inside compressed
/// data) never splits the output: the stream before it is followed past it
/// to its real end, and decoding goes on from there. A file with no boundary
/// for `Tuning.longestRange` bytes (a single-stream .bz2) is decoded on the
/// reading thread, streaming, as `Bzip2Decompressor` would.
///
/// Memory: at most `2 × jobs + 1` ranges of output, each capped at
/// `Tuning.rangeOutputCap` (past it the range is decoded again, streaming).
/// Errors name the offset of the stream they were met in.
package final class ParallelBzip2Reader {
    package struct Tuning: Sendable {
        /// Compressed bytes a range covers at least (it ends at the next boundary).
        package var rangeBytes = 1 << 20
        /// Past this without a boundary, the rest is decoded on the reading thread.
        package var longestRange = 4 << 20
        /// Output one range may hold in memory.
        package var rangeOutputCap = 48 << 20

        package init() {}
    }

    /// Finds the first possible stream start in a span of the file: `Bzip2StreamBoundaries` (tests lie to it).
    package typealias BoundaryFinder = (PositionalFile, _ from: Int, _ before: Int) throws(Bzip2Error) -> Int?

    private let file: PositionalFile
    private let jobs: Int
    private let limit: Int
    private let tuning: Tuning
    private let findBoundary: BoundaryFinder
    private let workers: DispatchSemaphore
    private let stopFlag = StopFlag()
    /// Ranges dispatched or waiting, in file order.
    private var scheduled: [Bzip2RangeJob] = []
    /// Where the next range begins.
    private var nextStart = 0
    /// An inline range was scheduled: nothing past it is known until it is decoded.
    private var paused = false
    /// Where the next stream begins: the end of the last stream handed out.
    private var position = 0
    private var inline: Bzip2RangeDecoder?
    private var failure: Bzip2Error?
    private var produced = 0

    package init(
        path: String, jobs: Int, limit: Int = .max, tuning: Tuning = Tuning(),
        findBoundary: @escaping BoundaryFinder = Bzip2StreamBoundaries.firstCandidate
    ) throws(Bzip2Error) {
        file = try PositionalFile(path: path)
        self.jobs = max(jobs, 1)
        self.limit = limit
        self.tuning = tuning
        self.findBoundary = findBoundary
        workers = DispatchSemaphore(value: self.jobs)
    }

    deinit { stopFlag.set() }

    /// Compressed bytes decoded and handed out so far.
    package var compressedPosition: Int { inline?.position ?? position }

    /// The next piece of output, or nil at the end of the last stream.
    package func read() throws(Bzip2Error) -> Data? {
        while true {
            if let failure { throw failure }
            if let decoder = inline {
                do throws(Bzip2Error) {
                    if let data = try decoder.next() { return try counted(data) }
                } catch {
                    failure = error
                    throw error
                }
                position = decoder.position
                inline = nil
                continue
            }
            scheduled.removeAll { $0.start < position }
            if scheduled.isEmpty {
                nextStart = position
                paused = false
            }
            try schedule()
            guard position < file.size else {
                if position == 0 { throw Bzip2Error.truncated }
                return nil
            }
            guard let job = scheduled.first, job.start == position else {
                inline = Bzip2RangeDecoder(file: file, start: position, end: scheduled.first?.start ?? file.size)
                continue
            }
            scheduled.removeFirst()
            if job.inline {
                inline = Bzip2RangeDecoder(file: file, start: position, end: job.end)
                continue
            }
            switch job.wait() {
            case .decoded(let data, let end):
                position = end
                if !data.isEmpty { return try counted(data) }
            case .failed(let data, let error):
                failure = error
                if !data.isEmpty { return try counted(data) }
            case .oversized:
                inline = Bzip2RangeDecoder(file: file, start: position, end: job.end)
            }
        }
    }

    /// Dispatches ranges until `2 × jobs + 1` are ahead of the reader.
    private func schedule() throws(Bzip2Error) {
        while !paused, scheduled.count < 2 * jobs + 1, nextStart < file.size {
            let start = nextStart
            let job: Bzip2RangeJob
            if let boundary = try findBoundary(
                file, start.saturatingAdding(tuning.rangeBytes), start.saturatingAdding(tuning.longestRange))
            {
                job = Bzip2RangeJob(start: start, end: boundary, inline: false)
            } else if file.size - start <= tuning.longestRange {
                job = Bzip2RangeJob(start: start, end: file.size, inline: false)
            } else {
                job = Bzip2RangeJob(start: start, end: start.saturatingAdding(tuning.longestRange), inline: true)
                paused = true
            }
            scheduled.append(job)
            nextStart = job.end
            guard !job.inline else { continue }
            let (file, cap, workers, stopFlag) = (file, tuning.rangeOutputCap, workers, stopFlag)
            DispatchQueue.global().async {
                workers.wait()
                defer { workers.signal() }
                job.run(file: file, cap: cap) { stopFlag.isSet }
            }
        }
    }

    private func counted(_ data: Data) throws(Bzip2Error) -> Data {
        let (total, overflow) = produced.addingReportingOverflow(data.count)
        guard !overflow, total <= limit else {
            failure = .tooLarge(limit: limit)
            throw .tooLarge(limit: limit)
        }
        produced = total
        return data
    }
}

/// Tells the workers of a reader that has gone away to stop early.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
