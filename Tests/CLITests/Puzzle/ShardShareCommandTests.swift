import BlanksTestSupport
import Foundation
import Testing

/// `--jobs`, `--shard auto` and shards that make only their share, through the binary.
@Suite struct ShardShareCommandTests {
    static let corpus = GenerateCommandTests.corpus

    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> CommandResult {
        try CommandRunner.run(arguments, environment: environment, timeout: .seconds(300))
    }

    static func folders(in out: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
            .map { out.appendingPathComponent($0) }
    }

    @Test func everyJobCountGivesTheSameBatchAndReport() throws {
        var batches: [[Data]] = []
        var reports: [String] = []
        for jobs in ["1", "2", "4"] {
            let out = try TemporaryDirectory().url
            let made = try GenerateCommandTests.generate(["--jobs", jobs], out: out)
            #expect(made.status == 0, "\(made.stderr)")
            let batch = try GenerateCommandTests.batchFolder(in: out)
            batches.append(try GenerateCommandTests.bytes(batch))
            let checked = try Self.run(["validate", batch.path, "--corpus", Self.corpus, "--jobs", jobs, "--json"])
            #expect(checked.status == 0, "\(checked.stderr)")
            reports.append(checked.stdout)
        }
        #expect(Set(batches).count == 1)
        #expect(Set(reports).count == 1)
        let zero = try GenerateCommandTests.generate(["--jobs", "0"], out: try TemporaryDirectory().url)
        #expect(zero.status == 64 && zero.stderr.contains("--jobs"))
    }

    static let slurmVariables = [
        "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX",
        "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP"
    ]

    @Test func shardAutoReadsTheSlurmArrayTask() throws {
        var environment: [String: String?] = Dictionary(uniqueKeysWithValues: Self.slurmVariables.map { ($0, nil) })
        let out = try TemporaryDirectory().url
        let alone = try GenerateCommandTests.generate(["--shard", "auto"], out: out)
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("SLURM_ARRAY_TASK_ID") && alone.stderr.contains("--shard i/n"), "\(alone.stderr)")
        #expect(try Self.folders(in: out).isEmpty)

        environment["SLURM_ARRAY_TASK_ID"] = "4"
        environment["SLURM_ARRAY_TASK_MIN"] = "3"
        environment["SLURM_ARRAY_TASK_MAX"] = "5"
        let task = try Self.generateAuto(out: out, environment: environment)
        #expect(task.status == 0, "\(task.stderr)")
        #expect(try Self.folders(in: out).map(\.lastPathComponent).allSatisfy { $0.hasSuffix(".shard-1-of-3") })
    }

    /// `generate --shard auto` of the synthetic wiki into `out`, under `environment`.
    static func generateAuto(out: URL, environment: [String: String?]) throws -> CommandResult {
        try CommandRunner.run(
            [
                "generate", "--seed", "cli", "--count", "12", "--corpus", corpus,
                "--out", out.path, "--shard", "auto", "--jobs", "1"
            ],
            environment: environment, timeout: .seconds(300))
    }

    @Test func shardAutoReadsAKubernetesIndexedJob() throws {
        var environment: [String: String?] = Dictionary(uniqueKeysWithValues: Self.slurmVariables.map { ($0, nil) })
        environment["JOB_COMPLETION_INDEX"] = "1"
        let out = try TemporaryDirectory().url
        let uncounted = try CommandRunner.run(
            [
                "generate", "--seed", "cli", "--count", "12", "--corpus", Self.corpus,
                "--out", out.path, "--shard", "auto"
            ], environment: environment)
        #expect(uncounted.status == 64)
        #expect(
            uncounted.stderr.hasPrefix("wikiblanks: --shard auto: JOB_COMPLETIONS=: not set"), "\(uncounted.stderr)")
        #expect(try Self.folders(in: out).isEmpty)

        environment["JOB_COMPLETIONS"] = "3"
        let pod = try Self.generateAuto(out: out, environment: environment)
        #expect(pod.status == 0, "\(pod.stderr)")
        #expect(try Self.folders(in: out).map(\.lastPathComponent).allSatisfy { $0.hasSuffix(".shard-1-of-3") })
        #expect(try !Self.folders(in: out).isEmpty)
    }

    /// A synthetic wiki of `pages` articles, one in seven too short to give a puzzle.
    static func dump(pages: Int) -> TinyDump {
        let adjectives = ["old", "small", "quiet", "famous", "large", "northern", "ancient", "bright", "local", "busy"]
        let nouns = [
            "river", "city", "church", "castle", "bridge", "village", "school", "mountain", "harbour",
            "market", "railway", "museum", "garden", "tower"
        ]
        let verbs = ["crosses", "follows", "joins", "faces", "serves", "reaches", "surrounds", "overlooks"]
        let places = ["near", "behind", "beyond", "across", "under", "above", "along", "around"]
        return TinyDump(
            pages: (0..<pages).map { page in
                let sentences = (0..<(page % 7 == 3 ? 3 : 14)).map { s in
                    let n = page * 31 + s * 7
                    return
                        "The \(adjectives[n % 10]) \(nouns[n % 14]) \(verbs[(n / 3) % 8]) the \(nouns[(n / 5) % 14]) "
                        + "\(places[(n / 7) % 8]) a \(adjectives[(n / 11) % 10]) \(nouns[(n / 13) % 14])."
                }
                let text =
                    sentences.prefix(7).joined(separator: " ") + "\n\n" + sentences.dropFirst(7).joined(separator: " ")
                return .init(id: 1000 + page, revid: 50_000 + page, title: "Place \(page)", text: text)
            })
    }

    /// A corpus ten times the batch: four shards write at most 1.25 × the batch,
    /// and their merge — without the corpus — is the unsharded batch.
    @Test func shardsOfATenfoldCorpusWriteTheirShareOnly() throws {
        let imported = try Self.dump(pages: 200).imported()
        #expect(imported.result.status == 0, "\(imported.result.stderr)")
        func generate(_ extra: [String], out: URL) throws -> CommandResult {
            try Self.run(
                [
                    "generate", "--seed", "share", "--count", "20", "--corpus", imported.corpus,
                    "--out", out.path
                ] + extra)
        }
        let whole = try TemporaryDirectory().url
        let direct = try generate([], out: whole)
        #expect(direct.status == 0, "\(direct.stderr)")
        let shardRoot = try TemporaryDirectory().url
        for index in [3, 1, 0, 2] {
            let shard = try generate(["--shard", "\(index)/4", "--jobs", "2"], out: shardRoot)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let shards = try Self.folders(in: shardRoot)
        #expect(shards.count == 4)
        let written = try shards.map {
            try String(decoding: Data(contentsOf: $0.appendingPathComponent("puzzles.jsonl")), as: UTF8.self)
                .split(separator: "\n").count
        }.reduce(0, +)
        #expect(written <= 25, "the shards wrote \(written) puzzles for a batch of 20")
        let merged = try TemporaryDirectory().url
        let merge = try Self.run(["merge"] + shards.map(\.path) + ["--out", merged.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(
            try GenerateCommandTests.bytes(try GenerateCommandTests.batchFolder(in: merged))
                == GenerateCommandTests.bytes(try GenerateCommandTests.batchFolder(in: whole)))
    }
}
