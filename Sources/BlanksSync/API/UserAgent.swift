import BlanksSupport
import Foundation

/// The User-Agent sync sends, following the Wikimedia User-Agent policy:
/// `wikiblanks/<version> (<contact>)`, so that operators can reach whoever
/// runs a misbehaving client instead of blocking it.
package struct UserAgent: Sendable, Equatable {
    package let contact: String?

    /// The environment variable read when `--contact` is not given.
    package static let contactEnvironmentVariable = "WIKIBLANKS_CONTACT"

    /// Hosts (and their subdomains) whose operators require contact information.
    package static let wikimediaDomains = ["wikipedia.org", "wikimedia.org"]

    /// Checks the contact and the endpoint together: a Wikimedia endpoint
    /// without contact is refused before any request is made.
    package init(endpoint: URL, contact: String?) throws(SyncError) {
        let trimmed = contact?.trimmingCharacters(in: .whitespaces)
        let given = (trimmed?.isEmpty ?? true) ? nil : trimmed
        if let given {
            let forbidden = given.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0 == "(" || $0 == ")" || $0.value > 0x7e
            }
            if forbidden { throw .invalidContact(given) }
        }
        guard let host = endpoint.host?.lowercased(), !host.isEmpty else {
            throw .invalidEndpoint(endpoint.absoluteString)
        }
        if given == nil && Self.requiresContact(host: host) {
            throw .contactRequired(host: host)
        }
        self.contact = given
    }

    /// True for wikipedia.org, wikimedia.org and any of their subdomains.
    package static func requiresContact(host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return wikimediaDomains.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// The header value, e.g. `wikiblanks/0.1.0 (ops@example.org)`.
    package var headerValue: String {
        ToolInfo.userAgent(contact: contact)
    }
}
