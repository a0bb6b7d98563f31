import AsyncHTTPClient
import BlanksSupport
import Foundation
import NIOCore

/// Streams the body of an http(s) GET with the project's HTTP client; the
/// body arrives as the network delivers it, with back-pressure, never whole.
struct HTTPChunkReader: ByteChunkReader {
    /// One client for the life of the process (so it never needs shutting
    /// down). Unlike `HTTPClient.shared` it does not retry a failed
    /// connection until the connect timeout: a refused connection or an
    /// unknown host is reported at once.
    private static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(30), read: .seconds(60))
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    private var body: HTTPClientResponse.Body.AsyncIterator
    private let url: String

    /// Sends the request and checks the status; the body is read by `next()`.
    static func open(_ url: URL, timeout: TimeAmount) async throws -> HTTPChunkReader {
        let address = url.absoluteString
        var request = HTTPClientRequest(url: address)
        request.headers.add(name: "User-Agent", value: ToolInfo.userAgent(contact: nil))
        let response: HTTPClientResponse
        do {
            response = try await Self.client.execute(request, timeout: timeout)
        } catch {
            throw StatsError.unreachable(url: address, reason: NetworkFailureReason.describe(error))
        }
        guard (200..<300).contains(response.status.code) else {
            throw StatsError.httpStatus(url: address, code: response.status.code, reason: response.status.reasonPhrase)
        }
        return HTTPChunkReader(body: response.body.makeAsyncIterator(), url: address)
    }

    mutating func next() async throws -> [UInt8]? {
        do {
            while let buffer = try await body.next() {
                if buffer.readableBytes > 0 { return Array(buffer.readableBytesView) }
            }
            return nil
        } catch {
            throw StatsError.transferFailed(url: url, reason: NetworkFailureReason.describe(error))
        }
    }
}
