import Foundation
import NIOCore
import NIOPosix

/// One line for a network failure. NIO's own descriptions are not fit to
/// show: an `IOError` reads "connect(...): Connection refused) (errno: 111)",
/// one parenthesis too many, and a failed connection nests them further.
enum TransportError {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as IOError:
            return "\(String(cString: strerror(error.errnoCode))), errno \(error.errnoCode)"
        case let error as NIOConnectionError:
            if let dns = error.dnsAError ?? error.dnsAAAAError { return "DNS lookup failed: \(describe(dns))" }
            return error.connectionErrors.first.map { describe($0.error) } ?? "no address to connect to"
        default:
            return ServerText.shown(String(describing: error))
        }
    }
}
