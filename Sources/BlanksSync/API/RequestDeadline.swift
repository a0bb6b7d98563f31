/// One deadline for a whole HTTP exchange: connection, headers, redirects and body.
///
/// The HTTP client's own timeouts do not bound a request: its deadline ends
/// when the headers arrive, and its read timeout restarts with every byte, so
/// a server sending its body a byte at a time could hold a request forever.
enum RequestDeadline {
    /// The operation had not finished when the deadline came; it was cancelled.
    struct Exceeded: Error, Equatable {}

    /// Runs `operation`, cancelling it and throwing `Exceeded` once `limit` has passed.
    /// Cancelling the calling task cancels the operation too (it then throws what the operation throws).
    static func run<Value: Sendable>(
        within limit: Duration,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Exceeded() }
            return value
        }
    }
}
