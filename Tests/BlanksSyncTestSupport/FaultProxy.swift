import AsyncHTTPClient
import BlanksSupport
import Foundation
import NIOCore
import NIOHTTP1

/// An HTTP proxy on 127.0.0.1 that sits between the sync client and the
/// real MediaWiki and injects the faults of a `FaultPlan`. Each response
/// closes its connection, so no fault leaks into the next request.
public final class FaultProxy: LoopbackServer {
    public let plan: FaultPlan
    public let upstream: URL
    private let channel: any Channel

    /// The proxy's api.php, to give the client instead of the server's.
    public let endpoint: URL

    private init(plan: FaultPlan, upstream: URL, channel: any Channel, port: Int) {
        self.plan = plan
        self.upstream = upstream
        self.channel = channel
        endpoint = URL(string: "http://127.0.0.1:\(port)\(upstream.path)")!
    }

    public static func start(upstream: URL, plan: FaultPlan) async throws -> FaultProxy {
        let (channel, port) = try await LoopbackListener.bind { ProxyHandler(plan: plan, upstream: upstream) }
        return FaultProxy(plan: plan, upstream: upstream, channel: channel, port: port)
    }

    public func stop() async {
        try? await channel.close()
    }

    /// Runs `body` with a proxy in front of `upstream`, and stops the proxy afterwards.
    public static func with<T>(upstream: URL, plan: FaultPlan, _ body: (FaultProxy) async throws -> T) async throws -> T
    {
        try await start(upstream: upstream, plan: plan).serving(body)
    }

    public enum ProxyError: Error { case noPort }
}

/// Reads one request per connection and answers it as the plan says.
private final class ProxyHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let plan: FaultPlan
    let upstream: URL
    private var head: HTTPRequestHead?

    init(plan: FaultPlan, upstream: URL) {
        self.plan = plan
        self.upstream = upstream
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            break
        case .end:
            guard let head else { return }
            self.head = nil
            let fault = plan.begin(
                uri: head.uri, userAgent: head.headers.first(name: "User-Agent"),
                acceptEncoding: head.headers.first(name: "Accept-Encoding"))
            let channel = context.channel
            let plan = self.plan
            let target = "http://127.0.0.1:\(upstream.port ?? 80)\(head.uri)"
            let acceptsGzip = head.headers.first(name: "Accept-Encoding")?.contains("gzip") == true
            Task { @Sendable in
                // The request stops counting as in flight just before the client can
                // have its whole answer, so a quick next request never overlaps it.
                await Self.answer(
                    fault: fault, target: target, acceptsGzip: acceptsGzip, channel: channel,
                    finished: { plan.end() })
            }
        }
    }

    /// Answers one request; calls `finished` exactly once, before the last
    /// byte of the answer (or the close) goes out.
    private static func answer(
        fault: Fault, target: String, acceptsGzip: Bool, channel: any Channel,
        finished: @Sendable () -> Void
    ) async {
        switch fault {
        case .drop:
            finished()
            try? await channel.close()
        case .status(let code, let retryAfter):
            var headers = HTTPHeaders([("Content-Type", "text/plain")])
            if let retryAfter { headers.add(name: "Retry-After", value: retryAfter) }
            await send(
                status: .init(statusCode: code), headers: headers, body: Data("injected \(code)\n".utf8),
                channel: channel, finished: finished)
        case .maxlag:
            let body =
                #"{"error":{"code":"maxlag","info":"Waiting for 10.64.0.1: 3.5 seconds lagged.","host":"10.64.0.1","lag":3.5,"type":"db"},"servedby":"proxy"}"#
            await send(
                status: .ok, headers: ["Content-Type": "application/json", "Retry-After": "1", "X-Database-Lag": "3"],
                body: Data(body.utf8), channel: channel, finished: finished)
        case .apiError:
            let body = #"{"error":{"code":"readapidenied","info":"You need read permission to use this module."}}"#
            await send(
                status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8), channel: channel,
                finished: finished)
        case .malformedJSON:
            await send(
                status: .ok, headers: ["Content-Type": "application/json"],
                body: Data(#"{"batchcomplete":true,"query":{"pages":[{"pageid":1,"#.utf8), channel: channel,
                finished: finished)
        case .delay(let duration):
            try? await Task.sleep(for: duration)
            await forward(target: target, channel: channel, finished: finished)
        case .passThrough:
            await forward(target: target, channel: channel, finished: finished)
        case .truncate, .gzip, .corruptContent:
            guard let (headers, body) = await fetch(target) else {
                finished()
                try? await channel.close()
                return
            }
            switch fault {
            case .truncate:
                finished()
                var cut = headers
                cut.replaceOrAdd(name: "Content-Length", value: String(body.count))
                cut.replaceOrAdd(name: "Connection", value: "close")
                try? await channel.writeAndFlush(
                    HTTPServerResponsePart.head(.init(version: .http1_1, status: .ok, headers: cut)))
                try? await channel.writeAndFlush(
                    HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: body.prefix(body.count / 2)))))
                try? await channel.close()
            case .gzip where acceptsGzip:
                var zipped = headers
                zipped.replaceOrAdd(name: "Content-Encoding", value: "gzip")
                await send(
                    status: .ok, headers: zipped, body: (try? GzipCodec.compress(body)) ?? body, channel: channel,
                    finished: finished)
            case .corruptContent:
                await send(status: .ok, headers: headers, body: corrupt(body), channel: channel, finished: finished)
            default:
                await send(status: .ok, headers: headers, body: body, channel: channel, finished: finished)
            }
        }
    }

    private static func forward(target: String, channel: any Channel, finished: @Sendable () -> Void) async {
        guard let (headers, body) = await fetch(target) else {
            finished()
            try? await channel.close()
            return
        }
        await send(status: .ok, headers: headers, body: body, channel: channel, finished: finished)
    }

    /// The real server's answer; only its Content-Type is kept.
    private static func fetch(_ target: String) async -> (HTTPHeaders, Data)? {
        var request = HTTPClientRequest(url: target)
        request.headers.add(name: "User-Agent", value: "wikiblanks-fault-proxy")
        guard let response = try? await HTTPClient.shared.execute(request, timeout: .seconds(60)),
            var buffer = try? await response.body.collect(upTo: 256 << 20)
        else { return nil }
        let contentType = response.headers.first(name: "Content-Type") ?? "application/json"
        return (
            HTTPHeaders([("Content-Type", contentType)]), Data(buffer.readBytes(length: buffer.readableBytes) ?? [])
        )
    }

    private static func send(
        status: HTTPResponseStatus, headers: HTTPHeaders, body: Data, channel: any Channel,
        finished: @Sendable () -> Void
    ) async {
        finished()
        var headers = headers
        headers.replaceOrAdd(name: "Content-Length", value: String(body.count))
        headers.replaceOrAdd(name: "Connection", value: "close")
        try? await channel.writeAndFlush(
            HTTPServerResponsePart.head(.init(version: .http1_1, status: status, headers: headers)))
        try? await channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: body))))
        try? await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
        try? await channel.close()
    }

    /// Appends text to the first revision content in the response.
    private static func corrupt(_ body: Data) -> Data {
        guard var root = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            var query = root["query"] as? [String: Any],
            var pages = query["pages"] as? [[String: Any]]
        else { return body }
        for index in pages.indices {
            guard var revisions = pages[index]["revisions"] as? [[String: Any]], !revisions.isEmpty,
                var slots = revisions[0]["slots"] as? [String: Any],
                var main = slots["main"] as? [String: Any],
                let content = main["content"] as? String
            else { continue }
            main["content"] = content + " [altered in transit]"
            slots["main"] = main
            revisions[0]["slots"] = slots
            pages[index]["revisions"] = revisions
            query["pages"] = pages
            root["query"] = query
            return (try? JSONSerialization.data(withJSONObject: root)) ?? body
        }
        return body
    }
}
