import BlanksSupport

/// Why a batch could not be written, read or merged.
package enum BatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case exists(path: String)
    case missingFile(path: String)
    /// The file is there but cannot be read: `reason` in the system's words ("permission denied", "is a directory").
    case unreadableFile(path: String, reason: String)
    case malformed(path: String, line: Int?, reason: String)
    case cannotWrite(path: String, reason: String)
    case incompatibleShards(reason: String)
    case invalidShard(String)
    /// `--shard auto` outside a Slurm array task or a Kubernetes Indexed Job.
    case noSchedulerShard
    /// `--shard auto` with a scheduler's variable that gives no shard.
    case invalidSchedulerShard(variable: String, value: String, reason: String)
    /// Shards that stopped at their quota leave a gap only the corpus can fill.
    case mergeNeedsCorpus(shard: String, rank: Int)
    case invalidCount(Int)
    /// A name read from `path` (its `field`) that would leave the output folder.
    case notPlainName(path: String, field: String, name: String, reason: String)
    /// The batch's place under the output folder is a symbolic link: replacing
    /// it could reach outside that folder.
    case symbolicLink(path: String)
    /// `--force` would replace a batch by one with fewer puzzles (revisions
    /// that failed this time): the complete batch is worth more, so it stays.
    case wouldShrink(path: String, existing: Int, made: Int)
    /// The corpus index changed between two scans of one batch (an import or
    /// sync wrote to it meanwhile): its selection order is no longer one order.
    case corpusChanged(path: String)

    package var description: String {
        switch self {
        case .exists(let path):
            return "\(path): a batch already exists here; pass --force to replace it"
        case .missingFile(let path):
            return "\(path): missing"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read (\(reason))"
        case .malformed(let path, let line, let reason):
            return "\(path)\(line.map { ", line \($0)" } ?? ""): \(reason)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write (\(reason))"
        case .incompatibleShards(let reason):
            return "cannot merge: \(reason)"
        case .invalidShard(let text):
            return "invalid shard '\(text)': expected i/n with 0 ≤ i < n, e.g. 0/4"
        case .noSchedulerShard:
            return "--shard auto: no Slurm array task here (SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_MIN/MAX "
                + "or SLURM_ARRAY_TASK_COUNT is not set) and no Kubernetes Indexed Job (JOB_COMPLETION_INDEX is not set); "
                + "submit with sbatch --array=0-<n-1> or as an Indexed Job, or give --shard i/n"
        case .invalidSchedulerShard(let variable, let value, let reason):
            return "--shard auto: \(variable)=\(value.escapingControlCharacters): \(reason)"
        case .mergeNeedsCorpus(let shard, let rank):
            return "cannot merge: \(shard) stopped at its quota (rank \(rank)) before the batch was complete, "
                + "as when many revisions fail; pass --corpus with the batch's corpus to make the missing puzzles"
        case .invalidCount(let count):
            return "invalid count \(count): expected a positive number"
        case .notPlainName(let path, let field, let name, let reason):
            return "\(path): \(field) \"\(name.escapingControlCharacters)\" is not a plain folder name (\(reason)); "
                + "the file was refused, nothing was written"
        case .symbolicLink(let path):
            return "\(path): is a symbolic link; refusing to replace it (remove it or choose another --out)"
        case .wouldShrink(let path, let existing, let made):
            return "\(path): kept the existing batch of \(existing) puzzles, as this run made only \(made); "
                + "remove the batch first to replace it with a smaller one"
        case .corpusChanged(let path):
            return "\(path): the corpus changed while the batch was being made (an import or sync wrote to it); "
                + "run the command again once it has finished"
        }
    }
}
