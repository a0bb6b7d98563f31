import BlanksSupport

/// `--shard i/n`: this process makes the puzzles of shard i (0-based, as a
/// Kubernetes Indexed Job numbers them) out of n. `--shard auto` reads i and
/// n from a Slurm array task's variables (`init(environment:)`).
public struct ShardSpec: Equatable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 0, index < count else { throw BatchError.invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// `i/n`, or `auto` to take the shard from `environment`.
    public init(parsing text: String, environment: [String: String] = [:]) throws {
        if text == "auto" {
            try self.init(environment: environment)
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

    /// The shard of a Slurm array task: `SLURM_ARRAY_TASK_ID` numbered from
    /// `SLURM_ARRAY_TASK_MIN` to `SLURM_ARRAY_TASK_MAX`, or, without those, from
    /// 0 to `SLURM_ARRAY_TASK_COUNT` − 1. The array must be contiguous (step 1)
    /// so that every shard has exactly one task.
    public init(environment: [String: String]) throws {
        func number(_ name: String) throws -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text), value >= 0 else {
                throw BatchError.invalidSchedulerShard(variable: name, value: text, reason: "expected a number ≥ 0")
            }
            return value
        }
        guard let id = try number(Self.taskID) else { throw BatchError.noSchedulerShard }
        if let step = try number(Self.taskStep), step != 1 {
            throw BatchError.invalidSchedulerShard(variable: Self.taskStep, value: String(step),
                                                   reason: "the array must have step 1 (e.g. --array=0-3), one task per shard")
        }
        let taskCount = try number(Self.taskCount)
        let first: Int, count: Int
        switch (try number(Self.taskMin), try number(Self.taskMax)) {
        case let (min?, max?):
            // Both are ≥ 0, so max - min cannot overflow; + 1 can only at Int.max.
            guard max >= min, max - min < Int.max else {
                throw BatchError.invalidSchedulerShard(variable: Self.taskMax, value: String(max),
                                                       reason: "below \(Self.taskMin) \(min)")
            }
            first = min
            count = max - min + 1
            if let taskCount, taskCount != count {
                throw BatchError.invalidSchedulerShard(
                    variable: Self.taskCount, value: String(taskCount),
                    reason: "the array \(min)-\(max) is not contiguous; submit one task per shard, e.g. --array=0-\(count - 1)")
            }
        case (nil, nil):
            guard let taskCount else { throw BatchError.noSchedulerShard }
            first = 0
            count = taskCount
        default:
            throw BatchError.invalidSchedulerShard(variable: Self.taskMin, value: environment[Self.taskMin] ?? "",
                                                   reason: "\(Self.taskMin) and \(Self.taskMax) come together")
        }
        guard id >= first, id - first < count else {
            throw BatchError.invalidSchedulerShard(variable: Self.taskID, value: String(id),
                                                   reason: "outside the array of \(count) tasks from \(first)")
        }
        try self.init(index: id - first, count: count)
    }

    /// How many puzzles this shard writes for a batch of `batchCount`: its
    /// share of the first ⌈1.25 × batchCount⌉ positions of the selection order
    /// (positions i, i + n, …), so all shards together write at most that many.
    /// The margin absorbs revisions that fail unevenly across shards; when it
    /// does not, `BatchMerger` makes the rest from the corpus.
    public func quota(batchCount: Int) -> Int {
        let margin = batchCount / 4 + (batchCount % 4 == 0 ? 0 : 1)
        let positions = max(0, batchCount).saturatingAdding(margin)
        return positions / count + (index < positions % count ? 1 : 0)
    }

    static let taskID = "SLURM_ARRAY_TASK_ID"
    static let taskMin = "SLURM_ARRAY_TASK_MIN"
    static let taskMax = "SLURM_ARRAY_TASK_MAX"
    static let taskCount = "SLURM_ARRAY_TASK_COUNT"
    static let taskStep = "SLURM_ARRAY_TASK_STEP"
}
