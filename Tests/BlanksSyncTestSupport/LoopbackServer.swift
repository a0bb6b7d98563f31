import NIOCore
import NIOHTTP1
import NIOPosix

/// What the test servers (`FaultProxy`, `ScriptedServer`) share: an HTTP
/// listener on a free port of 127.0.0.1, and a run that always stops it.
public protocol LoopbackServer: Sendable {
    func stop() async
}

extension LoopbackServer {
    /// Runs `body` with this server, then stops the server, also when `body` throws.
    public func serving<T>(_ body: (Self) async throws -> T) async throws -> T {
        do {
            let result = try await body(self)
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }
}

enum LoopbackListener {
    /// Binds an HTTP/1.1 server whose each connection gets a handler from `makeHandler`; returns it and its port.
    static func bind(_ makeHandler: @escaping @Sendable () -> any ChannelHandler) async throws -> (any Channel, Int) {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(makeHandler())
                }
            }
        let channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        guard let port = channel.localAddress?.port else { throw FaultProxy.ProxyError.noPort }
        return (channel, port)
    }
}
