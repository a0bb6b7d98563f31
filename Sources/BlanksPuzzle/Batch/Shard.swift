/// `--shard i/n`: this process makes the puzzles of shard i (0-based, as a
/// Kubernetes Indexed Job numbers them) out of n.
public struct ShardSpec: Equatable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 0, index < count else { throw BatchError.invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    public init(parsing text: String) throws {
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
}
