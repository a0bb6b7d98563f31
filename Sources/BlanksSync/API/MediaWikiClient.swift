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
public final class MediaWikiClient: Sendable {
    public let endpoint: URL
    public let userAgent: UserAgent
    public let retry: RetryPolicy
    /// Limit for one whole request: connection, response and body.
    public let timeout: Duration
    /// Largest body accepted, before and after decompression.
    public let responseSizeLimit: Int
    private let http: HTTPClient

    /// What a query returned, and how many HTTP requests it took.
    public struct Reply<Value: Sendable>: Sendable {
        public var value: Value
        public var attempts: Int
    }

    public init(endpoint: URL, userAgent: UserAgent, retry: RetryPolicy = RetryPolicy(),
                timeout: Duration = .seconds(30), responseSizeLimit: Int = 256 << 20) throws(SyncError) {
        guard let scheme = endpoint.scheme?.lowercased(), scheme == "http" || scheme == "https",
              endpoint.host != nil, endpoint.query == nil else {
            throw .invalidEndpoint(endpoint.absoluteString)
        }
        self.endpoint = endpoint
        self.userAgent = userAgent
        self.retry = retry
        self.timeout = timeout
        self.responseSizeLimit = responseSizeLimit
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: Self.timeAmount(min(timeout, .seconds(10))), read: Self.timeAmount(timeout))
        configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
        configuration.decompression = .disabled
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Closes idle connections; call once when done.
    public func shutdown() async {
        try? await http.shutdown()
    }

    /// Sends the query, retrying transient failures, and decodes the result.
    ///
    /// Throws `SyncError` (gave up, a non-retryable status, an API error),
    /// `MalformedResponse`, or `CancellationError` when the task is cancelled.
    public func get<Value: Decodable & Sendable>(
        _ parameters: [(name: String, value: String)], as type: Value.Type,
        onRetry: @Sendable (RetryNotice) -> Void = { _ in }
    ) async throws -> Reply<Value> {
        let url = endpoint.absoluteString + "?" + QueryEncoding.encode(parameters)
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
                    throw SyncError.gaveUp(endpoint: endpoint.absoluteString, attempts: failures,
                                           lastProblem: failure.problem.description)
                }
                let delay = retry.delay(afterFailures: failures, retryAfter: failure.retryAfter)
                onRetry(RetryNotice(failures: failures, problem: failure.problem,
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

    /// One HTTP GET; the body of a 200 response, decompressed, and its `Retry-After`.
    private func fetchBody(url: String) async throws -> (Data, Duration?) {
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "User-Agent", value: userAgent.headerValue)
        request.headers.add(name: "Accept-Encoding", value: "gzip")
        request.headers.add(name: "Accept", value: "application/json")
        let response: HTTPClientResponse
        var buffer: ByteBuffer
        let retryAfter: Duration?
        do {
            response = try await http.execute(request, timeout: Self.timeAmount(timeout))
            let status = Int(response.status.code)
            retryAfter = RetryAfter.parse(response.headers.first(name: "Retry-After"))
            if status == 429 || (500...599).contains(status) {
                throw AttemptFailure(problem: .status(status), retryAfter: retryAfter)
            }
            guard status == 200 else {
                throw SyncError.httpStatus(endpoint: endpoint.absoluteString, status: status)
            }
            buffer = try await response.body.collect(upTo: responseSizeLimit)
        } catch let error as AttemptFailure {
            throw error
        } catch let error as SyncError {
            throw error
        } catch is NIOTooManyBytesError {
            throw MalformedResponse(reason: "body larger than \(responseSizeLimit) bytes", attempts: 1)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw AttemptFailure(problem: Self.transportProblem(error, timeout: timeout), retryAfter: nil)
        }
        let body = Data(buffer.readBytes(length: buffer.readableBytes) ?? [])
        let encoding = response.headers.first(name: "Content-Encoding")?.lowercased() ?? "identity"
        switch encoding {
        case "identity", "":
            return (body, retryAfter)
        case "gzip", "x-gzip":
            do {
                return (try GzipCodec.decompress(body, limit: responseSizeLimit), retryAfter)
            } catch {
                throw AttemptFailure(problem: .badCompression("\(error)"), retryAfter: nil)
            }
        default:
            throw MalformedResponse(reason: "unsupported Content-Encoding \(encoding)", attempts: 1)
        }
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
                throw AttemptFailure(problem: .maxlag(lag: TransientProblem.reportedLag(error.lag)),
                                     retryAfter: retryAfter ?? retry.maxlagWait)
            }
            throw SyncError.apiError(code: error.code, info: error.info ?? "no details")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw MalformedResponse(reason: "unexpected JSON structure", attempts: 1)
        }
    }

    private static func transportProblem(_ error: any Error, timeout: Duration) -> TransientProblem {
        if let error = error as? HTTPClientError,
           [.readTimeout, .deadlineExceeded, .connectTimeout, .writeTimeout].contains(error) {
            return .timeout(seconds: timeout.seconds)
        }
        return .connection(String(describing: error))
    }

    private static func preview(_ data: Data) -> String {
        let text = String(decoding: data.prefix(60), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
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
