import ArgumentParser
import BlanksModel
import BlanksPuzzle
import BlanksSupport
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a batch of puzzles from the corpus, reproducibly from a seed.",
        discussion: """
            Writes OUT/<batch-id>/puzzles.jsonl and manifest.json. The same corpus, seed, count, \
            level and generator version give the same bytes, whatever --jobs is. With --shard i/n \
            (0 ≤ i < n) only shard i's share is made, into OUT/<batch-id>.shard-i-of-n; --shard auto \
            takes i/n from a Slurm array task (SLURM_ARRAY_TASK_ID, _MIN/_MAX or _COUNT) or a Kubernetes \
            Indexed Job (JOB_COMPLETION_INDEX, with n from JOB_COMPLETIONS, or --shard auto/n); \
            `wikiblanks merge` joins the shards. \
            Exits 2 when the corpus could give fewer puzzles than asked (the batch is still written).
            """
    )

    @Option(help: "The batch seed: any text.")
    var seed: String

    @Option(help: "How many puzzles.")
    var count: Int

    @Option(help: "blanks (from the corpus) or trace (memory-order puzzles, no corpus needed).")
    var kind: PuzzleKind = .blanks

    @Option(
        help:
            "Blanks: 0 classic mix (default); 1 ADP, 2 DET, 3 VERB, 4 NOUN, 5 PRON, 6 CCONJ/SCONJ. Trace: 1…10 (default 1), level L has L+2 boxes."
    )
    var level: Int?

    @OptionGroup var corpusOption: CorpusOption

    @Option(help: "The folder that receives the batch folder.")
    var out: String = "Output"

    @Option(
        help:
            "Make only shard i of n (0-based), e.g. 0/4; auto: from the Slurm array task or the Kubernetes Indexed Job (auto/n: n shards)."
    )
    var shard: String?

    @OptionGroup var jobsOption: JobsOption

    @Flag(help: "Replace an existing batch with the same id (never by one with fewer puzzles).")
    var force = false

    @Flag(
        help: "Print only the batch folder's path on standard output (the summary goes to standard error), for scripts."
    )
    var printPath = false

    @Flag(help: "List every page passed over, with its title and why (otherwise one line counts them by reason).")
    var verbose = false

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be positive") }
        switch kind {
        case .blanks: guard Level(level ?? 0) != nil else { throw ValidationError("--level must be 0…6") }
        case .trace:
            guard TraceLevels.range.contains(level ?? 1) else {
                throw ValidationError("--level must be 1…10 for --kind trace")
            }
        }
        if let shard {
            do { _ = try Self.shardSpec(shard) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        do {
            let shardSpec = try shard.map(Self.shardSpec)
            let progress = ProgressLine(label: "puzzles")
            var passedOver = PassOverSummary()
            let outcome: BatchGenerator.Outcome
            switch kind {
            case .trace:
                outcome = try TraceBatchGenerator().generate(
                    TraceBatchRequest(seed: seed, count: count, level: level ?? 1, shard: shardSpec),
                    outputRoot: URL(fileURLWithPath: out), force: force
                ) { progress.update(done: $0, target: $1) }
            case .blanks:
                guard let level = Level(level ?? 0) else { throw ExitCode(.usage) }
                let request = BatchRequest(seed: seed, count: count, level: level, shard: shardSpec)
                let generator = BatchGenerator(
                    store: corpusOption.store,
                    generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
                outcome = try generator.generate(
                    request, outputRoot: URL(fileURLWithPath: out), force: force,
                    jobs: jobsOption.count
                ) { event in
                    switch event {
                    case .skipped(let error, let title):
                        passedOver.add(error)
                        if verbose {
                            Console.note(
                                "revision \(error.revid)\(title.isEmpty ? "" : " (\(title))"): \(error.detail)")
                        }
                    case .progress(let done, let target): progress.update(done: done, target: target)
                    }
                }
            }
            progress.finish()
            let manifest = outcome.manifest
            if let line = passedOver.line { Console.note(line + (verbose ? "" : " (--verbose lists them)")) }
            if manifest.reusedPages {
                Console.error(
                    "the corpus has fewer usable pages than \(count): some pages give a second puzzle (older revisions, or another draw marked \"variant\")"
                )
            }
            let summary =
                "\(outcome.directory.path): \(manifest.count) \(manifest.kind == .trace ? "trace " : "")puzzles, "
                + "seed \"\(manifest.seed)\", level \(manifest.level)"
                + (manifest.shard.map { ", shard \($0.index)/\($0.count)" } ?? "")
            if printPath {
                print(outcome.directory.path)
                Console.note(summary)
            } else {
                print(summary.escapingControlCharacters)
            }
            if manifest.count < count && manifest.shard == nil {
                throw Console.fail(
                    "the corpus gave only \(manifest.count) of the \(count) puzzles asked for; add revisions with `wikiblanks sync` or `wikiblanks import`",
                    status: .partial)
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            throw Console.fail("\(error)")
        }
    }

    /// Starts reading the models that `generate` of blanks needs on another
    /// thread when `arguments` look like such a command, so that they are read
    /// while the arguments are parsed (a sixth of a one-puzzle batch's
    /// instructions, spent on one core before the models were read on two).
    /// Each model is read once per process into its own static, so `run` takes
    /// what was read, or throws what failed, as it would have read it; a guess
    /// that was wrong (the arguments do not parse, or ask for help) only read
    /// the models for nothing.
    static func startLoadingModels(for arguments: [String]) {
        guard arguments.first == configuration.commandName,
            !arguments.contains(where: {
                ["-h", "--help", "help"].contains($0) || $0.hasSuffix(PuzzleKind.trace.rawValue)
            })
        else { return }
        DispatchQueue.global().async { _ = try? PassageAnalyzer.bundled() }
    }

    static func shardSpec(_ text: String) throws -> ShardSpec {
        try ShardSpec(parsing: text, environment: ProcessInfo.processInfo.environment)
    }
}
