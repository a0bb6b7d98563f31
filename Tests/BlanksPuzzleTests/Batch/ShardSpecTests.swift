import Testing

@testable import BlanksPuzzle

@Suite struct ShardSpecTests {
    /// `--shard TEXT` under `environment` is refused in one line naming `variable`.
    static func expectRefused(_ text: String, _ environment: [String: String], naming variable: String) {
        do {
            let shard = try ShardSpec(parsing: text, environment: environment)
            Issue.record("accepted \(environment) as \(shard)")
        } catch let error as BatchError {
            guard case .invalidSchedulerShard(let named, _, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == variable, "\(error)")
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func autoReadsTheSlurmArrayTask() throws {
        let minMax = [
            "SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_MAX": "8",
            "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "1"
        ]
        #expect(try ShardSpec(parsing: "auto", environment: minMax) == ShardSpec(index: 2, count: 4))
        let countOnly = ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "3"]
        #expect(try ShardSpec(parsing: "auto", environment: countOnly) == ShardSpec(index: 0, count: 3))
        #expect(try ShardSpec(parsing: "1/2", environment: minMax) == ShardSpec(index: 1, count: 2))
    }

    @Test func autoWithoutAnArrayTaskSaysSo() {
        #expect(throws: BatchError.noSchedulerShard) { try ShardSpec(parsing: "auto", environment: [:]) }
        #expect(throws: BatchError.noSchedulerShard) {
            try ShardSpec(parsing: "auto", environment: ["SLURM_ARRAY_TASK_ID": "1"])
        }
        #expect(BatchError.noSchedulerShard.description.contains("SLURM_ARRAY_TASK_ID"))
    }

    @Test(arguments: [
        (["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID"),
        (["SLURM_ARRAY_TASK_ID": "-1", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID"),
        (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID"),
        (["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "0"], "SLURM_ARRAY_TASK_ID"),
        (
            [
                "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "6",
                "SLURM_ARRAY_TASK_STEP": "2"
            ], "SLURM_ARRAY_TASK_STEP"
        ),
        (
            [
                "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "6",
                "SLURM_ARRAY_TASK_COUNT": "4"
            ], "SLURM_ARRAY_TASK_COUNT"
        ),
        (
            ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "1"],
            "SLURM_ARRAY_TASK_MAX"
        ),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0"], "SLURM_ARRAY_TASK_MIN"),
        (
            [
                "SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "0",
                "SLURM_ARRAY_TASK_MAX": "9223372036854775807"
            ], "SLURM_ARRAY_TASK_MAX"
        )
    ])
    func autoRefusesAnArrayThatGivesNoShard(environment: [String: String], variable: String) {
        Self.expectRefused("auto", environment, naming: variable)
    }

    @Test func autoReadsAKubernetesIndexedJob() throws {
        let pod = ["JOB_COMPLETION_INDEX": "5", "JOB_COMPLETIONS": "8"]
        #expect(try ShardSpec(parsing: "auto", environment: pod) == ShardSpec(index: 5, count: 8))
        #expect(try ShardSpec(parsing: "auto/8", environment: pod) == ShardSpec(index: 5, count: 8))
        #expect(
            try ShardSpec(parsing: "auto/8", environment: ["JOB_COMPLETION_INDEX": "7"])
                == ShardSpec(index: 7, count: 8))
        #expect(
            try ShardSpec(parsing: "auto/3", environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "3"])
                == ShardSpec(index: 2, count: 3))
    }

    @Test(arguments: [
        (["JOB_COMPLETION_INDEX": "x", "JOB_COMPLETIONS": "4"], "auto", "JOB_COMPLETION_INDEX"),
        (["JOB_COMPLETION_INDEX": "-1", "JOB_COMPLETIONS": "4"], "auto", "JOB_COMPLETION_INDEX"),
        (["JOB_COMPLETION_INDEX": "4", "JOB_COMPLETIONS": "4"], "auto", "JOB_COMPLETION_INDEX"),
        (["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "0"], "auto", "JOB_COMPLETIONS"),
        (["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "four"], "auto", "JOB_COMPLETIONS"),
        (["JOB_COMPLETION_INDEX": "0"], "auto", "JOB_COMPLETIONS"),
        (["JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "4"], "auto/8", "JOB_COMPLETIONS"),
        (["JOB_COMPLETION_INDEX": "8"], "auto/8", "JOB_COMPLETION_INDEX"),
        (
            ["JOB_COMPLETION_INDEX": "0", "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"], "auto",
            "JOB_COMPLETION_INDEX"
        ),
        (["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"], "auto/3", "SLURM_ARRAY_TASK_ID")
    ])
    func autoRefusesAnIndexedJobThatGivesNoShard(environment: [String: String], text: String, variable: String) {
        Self.expectRefused(text, environment, naming: variable)
    }

    @Test func autoSlashCountNeedsAScheduler() {
        #expect(throws: BatchError.noSchedulerShard) { try ShardSpec(parsing: "auto/4", environment: [:]) }
        #expect(throws: BatchError.invalidShard("auto/0")) {
            try ShardSpec(parsing: "auto/0", environment: ["JOB_COMPLETION_INDEX": "0"])
        }
        #expect(throws: BatchError.invalidShard("auto/x")) { try ShardSpec(parsing: "auto/x", environment: [:]) }
        #expect(BatchError.noSchedulerShard.description.contains("JOB_COMPLETION_INDEX"))
    }

    /// The quotas of all shards add up to ⌈1.25 × count⌉, for any shard count.
    @Test func quotasAddUpToTheBatchAndAQuarter() throws {
        for count in [1, 3, 4, 10, 99, 100, 1_000_003] {
            for shards in [1, 2, 3, 4, 7, 64, 200] {
                let total = try (0..<shards).reduce(0) {
                    $0 + (try ShardSpec(index: $1, count: shards)).quota(batchCount: count)
                }
                #expect(total == (count * 5 + 3) / 4, "count \(count), \(shards) shards")
            }
        }
        #expect(try ShardSpec(index: 0, count: 1).quota(batchCount: Int.max) == Int.max)
    }
}
