import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// A short reason for a failed HTTP exchange, for one-line error messages:
/// "connection refused" rather than the client's nested error description.
enum NetworkFailureReason {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "unknown host \(error.host)" }
            return error.connectionErrors.first.map { describe($0.error) } ?? String(describing: error)
        case let error as HTTPClientError:
            return describe(error)
        default:
            return String(describing: error)
        }
    }

    private static let clientErrors: [(HTTPClientError, String)] = [
        (.connectTimeout, "timed out connecting"),
        (.tlsHandshakeTimeout, "timed out setting up TLS"),
        (.readTimeout, "timed out waiting for data"),
        (.deadlineExceeded, "took longer than the time allowed"),
        (.remoteConnectionClosed, "the server closed the connection"),
        (.invalidURL, "not a valid URL"),
        (.redirectLimitReached, "too many redirects"),
        (.redirectCycleDetected, "redirects in a cycle")
    ]

    private static func describe(_ error: HTTPClientError) -> String {
        clientErrors.first { $0.0 == error }?.1 ?? String(describing: error)
    }
}
