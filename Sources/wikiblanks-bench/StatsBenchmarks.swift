import BlanksStats
import Foundation
import Synchronization

/// The three `wikiblanks stats` analyses over a generated 100 MB file, run
/// together as the command runs them, the two that read the whole text
/// alone (the 10th character stops after 10 characters, so a rate means
/// nothing for it), and the grapheme decoding they all share: the MB/s of
/// each shows what bounds the whole. The file is written once to the
/// temporary directory and reused.
let statsBenchmarks: [Benchmark] = [
    statsBenchmark("stats.three-analyses-100MB", analyses: { StandardAnalyses.all }),
    statsBenchmark("stats.every-tenth-only", analyses: { [EveryTenthCharacter()] }),
    statsBenchmark("stats.word-counts-only", analyses: { [WordCounts()] }),
    Benchmark(
        name: "stats.grapheme-decoding", unit: "MB", scale: 1_000_000,
        setUp: {
            let url = try StatsBenchmarkText.file()
            return {
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                var decoder = GraphemeStreamDecoder()
                var bytes = 0
                var characters = 0
                while let data = try handle.read(upToCount: 64 * 1024), !data.isEmpty {
                    bytes += data.count
                    characters += decoder.decode([UInt8](data)).count
                }
                characters += decoder.finish().count
                guard characters > 0 else { throw StatsBenchmarkText.Failure.noCharacters }
                return bytes
            }
        })
]

private func statsBenchmark(_ name: String, analyses: @escaping @Sendable () -> [any TextAnalysis]) -> Benchmark {
    Benchmark(
        name: name, unit: "MB", scale: 1_000_000,
        setUp: {
            let url = try StatsBenchmarkText.file()
            let size = try StatsBenchmarkText.size(of: url)
            return {
                let reports = waitFor {
                    await ConcurrentAnalysisRunner().run(TextSource.file(url), analyses: analyses())
                }
                if let failure = reports.lazy.compactMap(\.failure).first { throw failure }
                return size
            }
        })
}

/// Runs async work from the synchronous benchmark loop and waits for it.
private func waitFor<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<T?>(nil)
    Task.detached {
        let value = await body()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}

/// A deterministic 100 MB text: words drawn by a fixed linear congruential
/// generator from a vocabulary with accents, scripts, emoji and markup,
/// separated by spaces, tabs and line breaks (LF and CR LF).
enum StatsBenchmarkText {
    enum Failure: Error { case noCharacters }

    static let bytes = 100_000_000
    static let vocabulary = [
        "the", "The", "of", "and", "in", "a", "to", "was", "is", "for", "on", "as", "by", "with", "he",
        "Paris", "capital", "France", "river", "population", "century", "museum", "government", "city",
        "naïve", "café", "cafe\u{301}", "Straße", "Ελληνικά", "Москва", "日本語", "한국어", "हिन्दी",
        "👩‍👩‍👧‍👦", "🇫🇷", "👍🏽", "[[Seine]]", "'''Paris'''", "{{cite", "web}}", "1990s", "—"
    ]
    static let separators = [" ", " ", " ", " ", " ", " ", "\t", "\n", "\r\n", "\u{A0}"]

    static func file() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-stats-100MB.txt")
        if (try? size(of: url)) == bytes { return url }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func draw(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var block = Data()
        while written < bytes {
            block.removeAll(keepingCapacity: true)
            while block.count < 1 << 20 {
                block.append(contentsOf: vocabulary[draw(vocabulary.count)].utf8)
                block.append(contentsOf: separators[draw(separators.count)].utf8)
            }
            let take = min(block.count, bytes - written)
            try handle.write(contentsOf: block.prefix(take))
            written += take
        }
        return url
    }

    static func size(of url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }
}
