import BlanksCorpus
import BlanksModel
import BlanksSupport
import Foundation

/// An independent checker of puzzles. It re-derives every fact from the
/// puzzle text (and, given a corpus, from the source revision): it re-segments
/// and re-tags the passage itself and states the eligibility rules on its
/// own, rather than trusting the generator's choices.
public struct PuzzleValidator: Sendable {
    package let analyzer: PassageAnalyzer
    /// When set, puzzles are also checked against their source revisions.
    public let corpus: RevisionStore?

    public init(analyzer: PassageAnalyzer, corpus: RevisionStore? = nil) {
        self.analyzer = analyzer
        self.corpus = corpus
    }

    /// Validates a batch folder or a puzzles.jsonl file. Throws only when the
    /// input cannot be read at all (missing file or manifest, truncated file).
    /// Puzzles are checked on up to `jobs` threads; the report lists them in line order.
    package func validate(path: URL, jobs: Int = 1) throws -> ValidationReport {
        let reader = try BatchReader(path: path)
        let data = try reader.puzzlesData()
        let lines = try reader.lines(of: data)
        var report = ValidationReport()
        report.puzzles = lines.count
        var corpusManifest: Manifest?
        if let corpus { corpusManifest = try corpus.loadManifest() }

        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue {
            report.failures += try checkBatch(reader: reader, data: data, lines: lines)
        }
        let manifest = corpusManifest
        report.failures += ParallelMap.map(count: lines.count, jobs: jobs) { index in
            validate(line: lines[index].bytes, number: lines[index].number, corpusManifest: manifest)
        }.joined()
        report.failures += RepeatCheck.failures(lines: lines)
        return report
    }

    func checkBatch(reader: BatchReader, data: Data, lines: [JSONLine]) throws -> [ValidationFailure] {
        let manifest = try reader.manifest()
        var failures: [ValidationFailure] = []
        func fail(_ message: String) {
            failures.append(.init(puzzle: "manifest.json", line: 0, rule: .batchManifest, message: message))
        }
        let digest = ContentHash.sha256Hex(of: data)
        if manifest.files[BatchWriter.puzzlesName] != digest {
            fail(
                "puzzles.jsonl has SHA-256 \(digest), the manifest records \(manifest.files[BatchWriter.puzzlesName] ?? "none")"
            )
        }
        if manifest.count != lines.count || manifest.puzzles.count != lines.count {
            fail(
                "the manifest lists \(manifest.puzzles.count) puzzles (count \(manifest.count)), the file has \(lines.count)"
            )
        }
        BatchMembership.problems(lines: lines.map(\.bytes), manifest: manifest).forEach(fail)
        return failures
    }

    /// All failures of one puzzle line.
    public func validate(line: Data, number: Int, corpusManifest: Manifest? = nil) -> [ValidationFailure] {
        if let failures = Self.validateOtherKinds(line: line, number: number) { return failures }
        let puzzle: Puzzle
        do {
            puzzle = try JSONDecoder().decode(Puzzle.self, from: line)
        } catch {
            return [
                .init(
                    puzzle: "line \(number)", line: number, rule: .schema,
                    message: "not a puzzle: \(BatchReader.describe(error))")
            ]
        }
        var check = PuzzleCheck(puzzle: puzzle, line: number)
        check.run(analyzer: analyzer)
        if check.failures.isEmpty, let corpus, let corpusManifest {
            check.runAgainstSource(corpus: corpus, manifest: corpusManifest, analyzer: analyzer, line: line)
        }
        return check.failures
    }
}
