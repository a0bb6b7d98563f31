@testable import BlanksPuzzle
import Testing

@Suite struct ShardSpecTests {
    @Test func autoReadsTheSlurmArrayTask() throws {
        let minMax = ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_MAX": "8",
                      "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "1"]
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
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "6",
          "SLURM_ARRAY_TASK_STEP": "2"], "SLURM_ARRAY_TASK_STEP"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "6",
          "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_COUNT"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "1"], "SLURM_ARRAY_TASK_MAX"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0"], "SLURM_ARRAY_TASK_MIN"),
        (["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "0",
          "SLURM_ARRAY_TASK_MAX": "9223372036854775807"], "SLURM_ARRAY_TASK_MAX"),
    ])
    func autoRefusesAnArrayThatGivesNoShard(environment: [String: String], variable: String) {
        do {
            let shard = try ShardSpec(parsing: "auto", environment: environment)
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

    /// The quotas of all shards add up to ⌈1.25 × count⌉, for any shard count.
    @Test func quotasAddUpToTheBatchAndAQuarter() throws {
        for count in [1, 3, 4, 10, 99, 100, 1_000_003] {
            for shards in [1, 2, 3, 4, 7, 64, 200] {
                let total = try (0..<shards).reduce(0) { $0 + (try ShardSpec(index: $1, count: shards)).quota(batchCount: count) }
                #expect(total == (count * 5 + 3) / 4, "count \(count), \(shards) shards")
            }
        }
        #expect(try ShardSpec(index: 0, count: 1).quota(batchCount: Int.max) == Int.max)
    }
}
