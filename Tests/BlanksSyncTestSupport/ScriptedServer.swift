import Foundation
import NIOCore
import NIOHTTP1

/// An HTTP server on 127.0.0.1 that answers each request with the next
/// `ScriptedAnswer`, for sync tests that need no real MediaWiki. Everything
/// runs on NIO's event loop (no Swift tasks), so a test that blocks its own
/// thread on a child process cannot starve the server. Each answer closes its connection.
public final class ScriptedServer: LoopbackServer {
    private let channel: any Channel
    private let script: Script
    public let port: Int

    /// The server's api.php.
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/w/api.php")! }

    /// The request targets (path and query) received, in order.
    public var requests: [String] { script.received }

    private init(channel: any Channel, script: Script, port: Int) {
        self.channel = channel
        self.script = script
        self.port = port
    }

    /// Starts a server giving `answers` to the first requests, one each, and `afterwards` to every later one.
    public static func start(_ answers: [ScriptedAnswer], afterwards: ScriptedAnswer) async throws -> ScriptedServer {
        let script = Script(answers, afterwards: afterwards)
        let (channel, port) = try await LoopbackListener.bind { ScriptedHandler(script: script) }
        return ScriptedServer(channel: channel, script: script, port: port)
    }

    public func stop() async {
        try? await channel.close()
    }

    /// Runs `body` with a server, and stops the server afterwards.
    public static func with<T>(
        _ answers: [ScriptedAnswer], afterwards: ScriptedAnswer,
        _ body: (ScriptedServer) async throws -> T
    ) async throws -> T {
        try await start(answers, afterwards: afterwards).serving(body)
    }

    /// The answers still to give and the requests seen, behind a lock.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var pending: [ScriptedAnswer]
        private let afterwards: ScriptedAnswer
        private var seen: [String] = []

        init(_ answers: [ScriptedAnswer], afterwards: ScriptedAnswer) {
            pending = answers
            self.afterwards = afterwards
        }

        func next(for uri: String) -> ScriptedAnswer {
            lock.lock()
            defer { lock.unlock() }
            seen.append(uri)
            return pending.isEmpty ? afterwards : pending.removeFirst()
        }

        var received: [String] {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }
    }
}

/// Reads one request per connection and gives it the script's next answer.
private final class ScriptedHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let script: ScriptedServer.Script
    private var uri: String?

    init(script: ScriptedServer.Script) {
        self.script = script
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            uri = head.uri
        case .body:
            break
        case .end:
            guard let uri else { return }
            self.uri = nil
            answer(script.next(for: uri), channel: context.channel)
        }
    }

    private func answer(_ answer: ScriptedAnswer, channel: any Channel) {
        switch answer {
        case .json(let text):
            let body = ByteBuffer(string: text)
            writeHead(.ok, ["Content-Type": "application/json", "Content-Length": String(body.readableBytes)], channel)
            channel.write(HTTPServerResponsePart.body(.byteBuffer(body)), promise: nil)
            finish(channel)
        case .trickle(let text, let interval):
            let bytes = Array(text.utf8)
            writeHead(.ok, ["Content-Type": "application/json", "Content-Length": String(bytes.count)], channel)
            Self.trickle(bytes[...], every: .milliseconds(Int64(interval / .milliseconds(1))), channel: channel)
        case .declaredLength(let length):
            writeHead(.ok, ["Content-Type": "application/json", "Content-Length": String(length)], channel)
            channel.writeAndFlush(
                HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "{\"batchcomplete\":"))),
                promise: nil)
        case .chunked(let count):
            writeHead(.ok, ["Content-Type": "application/json", "Transfer-Encoding": "chunked"], channel)
            let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 << 10)
            var left = count
            while left > 0 {
                let size = min(left, chunk.readableBytes)
                channel.write(
                    HTTPServerResponsePart.body(.byteBuffer(chunk.getSlice(at: 0, length: size) ?? chunk)),
                    promise: nil)
                left -= size
            }
            finish(channel)
        case .redirect(let status, let location):
            writeHead(HTTPResponseStatus(statusCode: status), ["Location": location, "Content-Length": "0"], channel)
            finish(channel)
        }
    }

    private func writeHead(_ status: HTTPResponseStatus, _ fields: [String: String], _ channel: any Channel) {
        var headers = HTTPHeaders(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        headers.add(name: "Connection", value: "close")
        channel.writeAndFlush(
            HTTPServerResponsePart.head(.init(version: .http1_1, status: status, headers: headers)),
            promise: nil)
    }

    private func finish(_ channel: any Channel) {
        channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
    }

    /// Sends one byte, then schedules the rest; stops when a write fails (the client left).
    private static func trickle(_ bytes: ArraySlice<UInt8>, every interval: TimeAmount, channel: any Channel) {
        guard let first = bytes.first else {
            channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: [first])))).whenComplete {
            result in
            guard case .success = result else {
                channel.close(promise: nil)
                return
            }
            channel.eventLoop.scheduleTask(in: interval) {
                trickle(bytes.dropFirst(), every: interval, channel: channel)
            }
        }
    }
}
