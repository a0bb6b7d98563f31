import BlanksSupport

/// `--shard i/n`: this process makes the puzzles of shard i (0-based, as a
/// Kubernetes Indexed Job numbers them) out of n. `--shard auto` reads i and
/// n from the scheduler that started the process (`init(environment:count:)`): a Slurm
/// array task, or a Kubernetes Indexed Job's pod; `--shard auto/n` gives n itself.
package struct ShardSpec: Equatable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) throws {
        guard count >= 1, index >= 0, index < count else { throw BatchError.invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// `i/n`, or `auto` (or `auto/n`) to take the shard (and the count) from `environment`.
    package init(parsing text: String, environment: [String: String] = [:]) throws {
        if text == "auto" {
            try self.init(environment: environment)
            return
        }
        if text.hasPrefix("auto/") {
            guard let count = Int(text.dropFirst("auto/".count)), count >= 1 else {
                throw BatchError.invalidShard(text)
            }
            try self.init(environment: environment, count: count)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw BatchError.invalidShard(text)
        }
        do {
            try self.init(index: index, count: count)
        } catch {
            throw BatchError.invalidShard(text)
        }
    }

    /// The shard of the scheduler's task that runs this process, from `environment`:
    ///
    /// - a Slurm array task: `SLURM_ARRAY_TASK_ID` numbered from `SLURM_ARRAY_TASK_MIN`
    ///   to `SLURM_ARRAY_TASK_MAX`, or, without those, from 0 to `SLURM_ARRAY_TASK_COUNT` − 1.
    ///   The array must be contiguous (step 1) so that every shard has exactly one task;
    /// - a Kubernetes Indexed Job's pod: `JOB_COMPLETION_INDEX`, 0 to completions − 1, with
    ///   the completions in `JOB_COMPLETIONS` (Kubernetes does not set it: the Job's pod
    ///   template does, from the same number as `completions`).
    ///
    /// `count`, when given (`--shard auto/n`), is the number of shards, and must agree with
    /// what the scheduler says when it says it. Both schedulers' variables at once are refused
    /// rather than one chosen: a shard read from the wrong one would make another's share.
    package init(environment: [String: String], count expectedCount: Int? = nil) throws {
        let slurm = environment[Self.taskID] != nil
        let kubernetes = environment[Self.completionIndex] != nil
        if slurm && kubernetes {
            throw BatchError.invalidSchedulerShard(
                variable: Self.completionIndex, value: environment[Self.completionIndex] ?? "",
                reason: "\(Self.taskID) is set too; run under one scheduler or give --shard i/n")
        }
        let shard =
            kubernetes
            ? try Self.indexedJobShard(environment, count: expectedCount)
            : try Self.arrayTaskShard(environment)
        if let expectedCount, shard.count != expectedCount {
            throw BatchError.invalidSchedulerShard(
                variable: kubernetes ? Self.completions : Self.taskID,
                value: environment[kubernetes ? Self.completions : Self.taskID] ?? "",
                reason:
                    "the scheduler runs \(shard.count) shards, not the \(expectedCount) of --shard auto/\(expectedCount)"
            )
        }
        self = shard
    }

    /// A number ≥ 0 from `environment`, nil when unset; anything else is refused, naming the variable.
    private static func number(_ name: String, in environment: [String: String]) throws -> Int? {
        guard let text = environment[name] else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw BatchError.invalidSchedulerShard(variable: name, value: text, reason: "expected a number ≥ 0")
        }
        return value
    }

    /// A Kubernetes Indexed Job's pod: its index of the completions.
    private static func indexedJobShard(_ environment: [String: String], count expectedCount: Int?) throws -> ShardSpec
    {
        guard let index = try number(completionIndex, in: environment) else { throw BatchError.noSchedulerShard }
        guard let count = try number(completions, in: environment) ?? expectedCount else {
            throw BatchError.invalidSchedulerShard(
                variable: completions, value: "",
                reason:
                    "not set; set it in the pod template to the Job's completions, or give --shard auto/<completions>")
        }
        guard count >= 1 else {
            throw BatchError.invalidSchedulerShard(
                variable: completions, value: String(count), reason: "expected at least 1")
        }
        guard index < count else {
            throw BatchError.invalidSchedulerShard(
                variable: completionIndex, value: String(index),
                reason: "outside the \(count) completions (0 to \(count - 1))")
        }
        return try ShardSpec(index: index, count: count)
    }

    /// A Slurm array task: its place in the array.
    private static func arrayTaskShard(_ environment: [String: String]) throws -> ShardSpec {
        func number(_ name: String) throws -> Int? { try Self.number(name, in: environment) }
        guard let id = try number(Self.taskID) else { throw BatchError.noSchedulerShard }
        if let step = try number(Self.taskStep), step != 1 {
            throw BatchError.invalidSchedulerShard(
                variable: Self.taskStep, value: String(step),
                reason: "the array must have step 1 (e.g. --array=0-3), one task per shard")
        }
        let taskCount = try number(Self.taskCount)
        let first: Int
        let count: Int
        switch (try number(Self.taskMin), try number(Self.taskMax)) {
        case (let min?, let max?):
            // Both are ≥ 0, so max - min cannot overflow; + 1 can only at Int.max.
            guard max >= min, max - min < Int.max else {
                throw BatchError.invalidSchedulerShard(
                    variable: Self.taskMax, value: String(max),
                    reason: "below \(Self.taskMin) \(min)")
            }
            first = min
            count = max - min + 1
            if let taskCount, taskCount != count {
                throw BatchError.invalidSchedulerShard(
                    variable: Self.taskCount, value: String(taskCount),
                    reason:
                        "the array \(min)-\(max) is not contiguous; submit one task per shard, e.g. --array=0-\(count - 1)"
                )
            }
        case (nil, nil):
            guard let taskCount else { throw BatchError.noSchedulerShard }
            first = 0
            count = taskCount
        default:
            throw BatchError.invalidSchedulerShard(
                variable: Self.taskMin, value: environment[Self.taskMin] ?? "",
                reason: "\(Self.taskMin) and \(Self.taskMax) come together")
        }
        guard id >= first, id - first < count else {
            throw BatchError.invalidSchedulerShard(
                variable: Self.taskID, value: String(id),
                reason: "outside the array of \(count) tasks from \(first)")
        }
        return try ShardSpec(index: id - first, count: count)
    }

    /// How many puzzles this shard writes for a batch of `batchCount`: its
    /// share of the first ⌈1.25 × batchCount⌉ positions of the selection order
    /// (positions i, i + n, …), so all shards together write at most that many.
    /// The margin absorbs revisions that fail unevenly across shards; when it
    /// does not, `BatchMerger` makes the rest from the corpus.
    package func quota(batchCount: Int) -> Int {
        let margin = batchCount / 4 + (batchCount % 4 == 0 ? 0 : 1)
        let positions = max(0, batchCount).saturatingAdding(margin)
        return positions / count + (index < positions % count ? 1 : 0)
    }

    static let taskID = "SLURM_ARRAY_TASK_ID"
    static let taskMin = "SLURM_ARRAY_TASK_MIN"
    static let taskMax = "SLURM_ARRAY_TASK_MAX"
    static let taskCount = "SLURM_ARRAY_TASK_COUNT"
    static let taskStep = "SLURM_ARRAY_TASK_STEP"
    static let completionIndex = "JOB_COMPLETION_INDEX"
    static let completions = "JOB_COMPLETIONS"
}
