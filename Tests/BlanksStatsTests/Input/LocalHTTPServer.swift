import NIOCore
import NIOHTTP1
import NIOPosix

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, started by a test:
/// it answers each path in `routes` with the given status and body, sent in
/// several small writes so the client sees the body arrive in pieces, and
/// 404 for any other path.
final class LocalHTTPServer: Sendable {
    struct Response: Sendable {
        var status: HTTPResponseStatus
        var body: [UInt8]
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    let port: Int

    init(routes: [String: Response], writeSize: Int = 5) async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(RouteHandler(routes: routes, writeSize: writeSize))
                }
            }
        do {
            channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        } catch {
            try await group.shutdownGracefully()
            throw error
        }
        self.group = group
        port = channel.localAddress?.port ?? 0
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func shutdown() async throws {
        try await channel.close()
        try await group.shutdownGracefully()
    }
}

private final class RouteHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let routes: [String: LocalHTTPServer.Response]
    let writeSize: Int
    private var path = ""

    init(routes: [String: LocalHTTPServer.Response], writeSize: Int) {
        self.routes = routes
        self.writeSize = writeSize
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            path = head.uri
        case .body:
            break
        case .end:
            let response = routes[path] ?? .init(status: .notFound, body: Array("no such page".utf8))
            var headers = HTTPHeaders()
            headers.add(name: "Content-Length", value: "\(response.body.count)")
            headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: response.status, headers: headers))),
                promise: nil)
            var offset = 0
            while offset < response.body.count {
                let end = min(offset + writeSize, response.body.count)
                let buffer = context.channel.allocator.buffer(bytes: response.body[offset..<end])
                context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
                offset = end
            }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
