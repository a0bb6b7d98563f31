/// Runs several analyses at the same time over one streamed source.
///
/// One task reads the source once, decodes it into grapheme-aligned pieces,
/// and hands each piece to every analysis through a small bounded channel;
/// each analysis runs in its own child task of a task group. Results arrive
/// in completion order. An analysis that throws, or stops early, leaves the
/// others running; when the source fails, every analysis still reading
/// reports that error, and one that had already finished keeps its result.
///
/// Memory: at most `bufferedPieces` pieces of about `chunkSize` bytes per
/// analysis, plus what the analyses keep.
package struct ConcurrentAnalysisRunner: Sendable {
    package var chunkSize: Int
    package var bufferedPieces: Int

    package init(chunkSize: Int = 64 * 1024, bufferedPieces: Int = 4) {
        self.chunkSize = max(1, chunkSize)
        self.bufferedPieces = max(1, bufferedPieces)
    }

    private enum ChildResult: Sendable {
        case sourceDone
        case analysis(name: String, outcome: Result<AnalysisOutcome, any Error>)
    }

    /// Runs `analyses` over `source` and calls `onReport` as each completes
    /// (on the calling task, one at a time). Returns the reports in
    /// completion order.
    @discardableResult
    package func run(
        _ source: some TextStreamSource,
        analyses: [any TextAnalysis] = StandardAnalyses.all,
        onReport: (AnalysisReport) -> Void = { _ in }
    ) async -> [AnalysisReport] {
        let channels = analyses.map { _ in BoundedChannel<Substring>(capacity: bufferedPieces) }
        let chunkSize = chunkSize
        return await withTaskGroup(of: ChildResult.self) { group in
            group.addTask {
                await Self.produce(from: source, chunkSize: chunkSize, into: channels)
                return .sourceDone
            }
            for (analysis, channel) in zip(analyses, channels) {
                group.addTask {
                    .analysis(name: analysis.name, outcome: await Self.consume(channel, with: analysis))
                }
            }
            var reports: [AnalysisReport] = []
            for await child in group {
                guard case .analysis(let name, let outcome) = child else { continue }
                let report = AnalysisReport(analysis: name, completionRank: reports.count + 1, outcome: outcome)
                reports.append(report)
                onReport(report)
            }
            return reports
        }
    }

    /// Reads the source once and gives every piece to every channel still open.
    private static func produce(
        from source: some TextStreamSource, chunkSize: Int,
        into channels: [BoundedChannel<Substring>]
    ) async {
        do {
            var reader = try await source.openReader(chunkSize: chunkSize)
            var decoder = GraphemeStreamDecoder()
            while let chunk = try await reader.next() {
                guard await broadcast(decoder.decode(chunk), to: channels) else { break }
            }
            try Task.checkCancellation()
            _ = await broadcast(decoder.finish(), to: channels)
            for channel in channels { channel.finish() }
        } catch {
            for channel in channels { channel.finish(throwing: error) }
        }
    }

    /// False when no analysis listens any more (all stopped early), or on cancellation.
    private static func broadcast(_ piece: Substring, to channels: [BoundedChannel<Substring>]) async -> Bool {
        guard !piece.isEmpty else { return !Task.isCancelled }
        var anyListening = false
        for channel in channels where await channel.send(piece) {
            anyListening = true
        }
        return anyListening
    }

    private static func consume(
        _ channel: BoundedChannel<Substring>,
        with analysis: any TextAnalysis
    ) async -> Result<AnalysisOutcome, any Error> {
        var analysis = analysis
        defer { channel.close() }
        do {
            while let piece = try await channel.next() {
                guard try analysis.consume(piece) else { break }
            }
            return .success(try analysis.result())
        } catch {
            return .failure(error)
        }
    }
}
