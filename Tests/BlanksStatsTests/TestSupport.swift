import Foundation

@testable import BlanksStats

/// In-memory sources shared by the stats tests.
enum TestSupport {
    /// Runs the standard analyses over `text`, read `chunkSize` bytes at a
    /// time, and returns their outcomes by analysis name.
    static func analyse(_ text: String, chunkSize: Int = 64 * 1024) async throws -> StandardOutcomes {
        let runner = ConcurrentAnalysisRunner(chunkSize: chunkSize, bufferedPieces: 2)
        let reports = await runner.run(BytesSource(Array(text.utf8)))
        return try StandardOutcomes(reports)
    }

    /// The analyses run one after another over the whole text, without the
    /// runner or the decoder: what a correct streaming run must reproduce.
    static func analyseDirectly(_ text: String) throws -> StandardOutcomes {
        var outcomes = StandardOutcomes()
        for var analysis in StandardAnalyses.all {
            _ = try analysis.consume(text[...])
            try outcomes.record(analysis.name, try analysis.result())
        }
        return outcomes
    }
}

/// The three results, unpacked for assertions.
struct StandardOutcomes: Equatable {
    var tenth: Character??
    var everyTenth: [Character]?
    var words: WordCountTable?

    init() {}

    init(_ reports: [AnalysisReport]) throws {
        for report in reports { try record(report.analysis, try report.outcome.get()) }
    }

    mutating func record(_ name: String, _ outcome: AnalysisOutcome) throws {
        switch outcome {
        case .tenthCharacter(let character): tenth = .some(character)
        case .everyTenthCharacter(let sample): everyTenth = Array(sample)
        case .wordCounts(let table): words = table
        }
    }

    /// The word table as (word, count) pairs, in table order.
    var wordPairs: [String] { (words?.entries ?? []).map { "\($0.word) \($0.count)" } }
}

/// A source of bytes already in memory, e.g. text that is not valid UTF-8.
struct BytesSource: TextStreamSource {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var description: String { "memory" }

    func openReader(chunkSize: Int) async throws -> any ByteChunkReader {
        MemoryChunkReader(bytes, chunkSize: chunkSize)
    }
}

/// A source that delivers some chunks, then fails like a dropped connection.
struct FailingSource: TextStreamSource {
    struct Broken: Error, CustomStringConvertible, Equatable {
        var description: String { "the source broke" }
    }

    let chunks: [[UInt8]]
    var description: String { "failing" }

    func openReader(chunkSize: Int) async throws -> any ByteChunkReader {
        Reader(chunks: chunks)
    }

    struct Reader: ByteChunkReader {
        var chunks: [[UInt8]]
        mutating func next() async throws -> [UInt8]? {
            guard !chunks.isEmpty else { throw Broken() }
            return chunks.removeFirst()
        }
    }
}

/// A source that sends its first chunk and then waits until `gate` gets a
/// value before sending the rest: while it waits, only an analysis that
/// needs no more text can finish.
struct GatedSource: TextStreamSource {
    let first: [UInt8]
    let rest: [UInt8]
    let gate: AsyncStream<Void>
    var description: String { "gated" }

    func openReader(chunkSize: Int) async throws -> any ByteChunkReader {
        Reader(chunks: [first, rest], gate: gate.makeAsyncIterator())
    }

    struct Reader: ByteChunkReader {
        var chunks: [[UInt8]]
        var gate: AsyncStream<Void>.Iterator
        var sent = 0

        mutating func next() async throws -> [UInt8]? {
            guard sent < chunks.count else { return nil }
            if sent == 1 { _ = await gate.next() }
            sent += 1
            return chunks[sent - 1]
        }
    }
}
