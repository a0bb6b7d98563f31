import AsyncHTTPClient
import BlanksSupport
import Foundation
import NIOCore
import NIOHTTP1

/// GET requests to one MediaWiki Action API endpoint.
///
/// Every request carries the `UserAgent` and accepts gzip. Transient
/// failures — 429, 5xx, maxlag errors, timeouts, dropped connections,
/// bodies cut short — are retried under the `RetryPolicy`, honouring
/// `Retry-After`; other errors end the request at once.
package final class MediaWikiClient: Sendable {
    package let endpoint: URL
    package let userAgent: UserAgent
    package let retry: RetryPolicy
    /// Limit for one whole attempt: connection, headers, redirects and body (`RequestDeadline`).
    package let timeout: Duration
    /// Largest body accepted, before and after decompression.
    package let responseSizeLimit: Int
    private let http: HTTPClient

    /// What a query returned, and how many HTTP requests it took.
    package struct Reply<Value: Sendable>: Sendable {
        package var value: Value
        package var attempts: Int
    }

    package init(
        endpoint: URL, userAgent: UserAgent, retry: RetryPolicy = RetryPolicy(),
        timeout: Duration = .seconds(30),
        responseSizeLimit: Int = SyncConfiguration.defaultResponseSizeLimit
    ) throws(SyncError) {
        guard let scheme = endpoint.scheme?.lowercased(), scheme == "http" || scheme == "https",
            endpoint.host != nil, endpoint.query == nil
        else {
            throw .invalidEndpoint(endpoint.absoluteString)
        }
        self.endpoint = endpoint
        self.userAgent = userAgent
        self.retry = retry
        self.timeout = timeout
        self.responseSizeLimit = responseSizeLimit
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(
            connect: Self.timeAmount(min(timeout, .seconds(10))), read: Self.timeAmount(timeout))
        // Redirects are followed here, only to the same origin (`SameOriginRedirect`).
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .disabled
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Closes idle connections; call once when done.
    package func shutdown() async {
        try? await http.shutdown()
    }

    /// Sends the query, retrying transient failures, and decodes the result.
    ///
    /// Throws `SyncError` (gave up, a non-retryable status, an API error),
    /// `MalformedResponse`, or `CancellationError` when the task is cancelled.
    package func get<Value: Decodable & Sendable>(
        _ parameters: [(name: String, value: String)], as type: Value.Type,
        onRetry: @Sendable (RetryNotice) -> Void = { _ in }
    ) async throws -> Reply<Value> {
        guard let url = URL(string: endpoint.absoluteString + "?" + QueryEncoding.encode(parameters)) else {
            throw SyncError.invalidEndpoint(endpoint.absoluteString)
        }
        var failures = 0
        while true {
            try Task.checkCancellation()
            do {
                let (data, retryAfter) = try await fetchBody(url: url)
                let value = try decode(data, retryAfter: retryAfter, as: type)
                return Reply(value: value, attempts: failures + 1)
            } catch let failure as AttemptFailure {
                failures += 1
                guard retry.allowsRetry(afterFailures: failures) else {
                    throw SyncError.gaveUp(
                        endpoint: endpoint.absoluteString, attempts: failures,
                        lastProblem: failure.problem.description)
                }
                let delay = retry.delay(afterFailures: failures, retryAfter: failure.retryAfter)
                onRetry(
                    RetryNotice(
                        failures: failures, problem: failure.problem,
                        retryAfter: failure.retryAfter, delay: delay))
                try await Task.sleep(for: delay)
            } catch var malformed as MalformedResponse {
                malformed.attempts = failures + 1
                throw malformed
            }
        }
    }

    /// One attempt that reached the end of a transient failure.
    struct AttemptFailure: Error {
        var problem: TransientProblem
        var retryAfter: Duration?
    }

    /// What one exchange brought back, still compressed.
    private struct Received: Sendable {
        var body: ByteBuffer
        var url: URL
        var contentEncoding: String
        var retryAfter: Duration?
    }

    /// One attempt: an HTTP GET, its same-origin redirects and the whole body,
    /// all within one `timeout`; the body of a 200 response, decompressed, and its `Retry-After`.
    private func fetchBody(url: URL) async throws -> (Data, Duration?) {
        let received: Received
        do {
            received = try await RequestDeadline.run(within: timeout) { try await self.receive(url) }
        } catch let error as AttemptFailure {
            throw error
        } catch let error as SyncError {
            throw error
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw AttemptFailure(problem: Self.transportProblem(error, timeout: timeout), retryAfter: nil)
        }
        var buffer = received.body
        let body = Data(buffer.readBytes(length: buffer.readableBytes) ?? [])
        switch received.contentEncoding {
        case "identity", "":
            return (body, received.retryAfter)
        case "gzip", "x-gzip":
            do {
                return (try GzipCodec.decompress(body, limit: responseSizeLimit), received.retryAfter)
            } catch GzipError.tooLarge {
                throw SyncError.responseTooLarge(url: Self.withoutQuery(received.url), limit: responseSizeLimit)
            } catch {
                throw AttemptFailure(problem: .badCompression("\(error)"), retryAfter: nil)
            }
        default:
            throw MalformedResponse(
                reason: "unsupported Content-Encoding \(ServerText.shown(received.contentEncoding))",
                attempts: 1)
        }
    }

    /// The GET and the redirects it may follow; a status that is not 200 ends it.
    private func receive(_ start: URL) async throws -> Received {
        var url = start
        var redirects = 0
        while true {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.method = .GET
            request.headers.add(name: "User-Agent", value: userAgent.headerValue)
            request.headers.add(name: "Accept-Encoding", value: "gzip")
            request.headers.add(name: "Accept", value: "application/json")
            let response = try await http.execute(request, timeout: Self.timeAmount(timeout))
            let status = Int(response.status.code)
            if [301, 302, 303, 307, 308].contains(status) {
                redirects += 1
                guard redirects <= SameOriginRedirect.limit else {
                    throw SyncError.redirectRefused(
                        endpoint: endpoint.absoluteString,
                        location: ServerText.shown(url.absoluteString),
                        reason: "more than \(SameOriginRedirect.limit) times")
                }
                url = try SameOriginRedirect.target(
                    of: response.headers.first(name: "Location"), from: url,
                    endpoint: endpoint)
                continue
            }
            let retryAfter = RetryAfter.parse(response.headers.first(name: "Retry-After"))
            if status == 429 || (500...599).contains(status) {
                throw AttemptFailure(problem: .status(status), retryAfter: retryAfter)
            }
            guard status == 200 else {
                throw SyncError.httpStatus(endpoint: endpoint.absoluteString, status: status)
            }
            let tooLarge = SyncError.responseTooLarge(url: Self.withoutQuery(url), limit: responseSizeLimit)
            if let declared = response.headers.first(name: "Content-Length"),
                declared.utf8.count > 18 || (Int(declared) ?? 0) > responseSizeLimit
            {
                throw tooLarge
            }
            let body: ByteBuffer
            do {
                body = try await response.body.collect(upTo: responseSizeLimit)
            } catch is NIOTooManyBytesError {
                throw tooLarge
            }
            let encoding = response.headers.first(name: "Content-Encoding")?.lowercased() ?? "identity"
            return Received(body: body, url: url, contentEncoding: encoding, retryAfter: retryAfter)
        }
    }

    /// The URL as named in messages: the query (dozens of parameters) left out.
    private static func withoutQuery(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.query = nil
        return ServerText.shown(components?.string ?? url.absoluteString)
    }

    /// Checks for an API error, then decodes the expected result.
    private func decode<Value: Decodable>(_ data: Data, retryAfter: Duration?, as type: Value.Type) throws -> Value {
        let envelope: APIErrorEnvelope
        do {
            envelope = try JSONDecoder().decode(APIErrorEnvelope.self, from: data)
        } catch {
            throw MalformedResponse(reason: "not JSON: \(Self.preview(data))", attempts: 1)
        }
        if let error = envelope.error {
            if error.code == "maxlag" {
                throw AttemptFailure(
                    problem: .maxlag(lag: TransientProblem.reportedLag(error.lag)),
                    retryAfter: retryAfter ?? retry.maxlagWait)
            }
            throw SyncError.apiError(code: error.code, info: error.info ?? "no details")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw MalformedResponse(reason: "unexpected JSON structure: \(error.summary)", attempts: 1)
        } catch {
            throw MalformedResponse(reason: "unexpected JSON structure: \(error)", attempts: 1)
        }
    }

    private static func transportProblem(_ error: any Error, timeout: Duration) -> TransientProblem {
        if error is RequestDeadline.Exceeded {
            return .timeout(seconds: timeout.seconds)
        }
        if let error = error as? HTTPClientError,
            [.readTimeout, .deadlineExceeded, .connectTimeout, .writeTimeout].contains(error)
        {
            return .timeout(seconds: timeout.seconds)
        }
        return .connection(TransportError.describe(error))
    }

    private static func preview(_ data: Data) -> String {
        let text = String(decoding: data.prefix(60), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ").escapingControlCharacters
        return data.count > 60 ? "\"\(text)…\"" : "\"\(text)\""
    }

    /// The duration for NIO, in nanoseconds: negative is zero, and one too
    /// long for 64-bit nanoseconds (about 292 years) is the longest it holds.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return .nanoseconds(0) }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflow2) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return .nanoseconds(overflow || overflow2 ? Int64.max : total)
    }
}
