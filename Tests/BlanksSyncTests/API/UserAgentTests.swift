import Foundation
import Testing

@testable import BlanksSupport
@testable import BlanksSync

@Suite struct UserAgentTests {
    @Test(arguments: [
        "https://en.wikipedia.org/w/api.php", "https://EN.Wikipedia.org/w/api.php",
        "https://commons.wikimedia.org/w/api.php", "https://wikipedia.org/w/api.php",
        "https://de.m.wikipedia.org./w/api.php"
    ])
    func wikimediaEndpointWithoutContactIsRefused(endpoint: String) throws {
        let url = try #require(URL(string: endpoint))
        #expect(throws: SyncError.contactRequired(host: url.host!.lowercased())) {
            try UserAgent(endpoint: url, contact: nil)
        }
        #expect(throws: SyncError.self) { try UserAgent(endpoint: url, contact: "   ") }
    }

    @Test func refusalSaysWhyAndWhatToDo() {
        let message = SyncError.contactRequired(host: "en.wikipedia.org").description
        #expect(message.contains("User-Agent policy"))
        #expect(message.contains("--contact"))
        #expect(message.contains(UserAgent.contactEnvironmentVariable))
    }

    @Test func wikimediaEndpointWithContactIsAccepted() throws {
        let agent = try UserAgent(
            endpoint: URL(string: "https://en.wikipedia.org/w/api.php")!, contact: " ops@example.org ")
        #expect(agent.headerValue == "wikiblanks/\(ToolInfo.version) (ops@example.org)")
    }

    @Test(arguments: [
        "http://127.0.0.1:8080/api.php", "https://notwikipedia.org/w/api.php",
        "https://wikipedia.org.example.com/api.php"
    ])
    func otherEndpointsNeedNoContact(endpoint: String) throws {
        let agent = try UserAgent(endpoint: URL(string: endpoint)!, contact: nil)
        #expect(agent.headerValue == "wikiblanks/\(ToolInfo.version)")
    }

    @Test(arguments: ["me (at) example.org", "line\nbreak", "caf\u{E9}@example.org"])
    func contactThatCannotBeAHeaderIsRefused(contact: String) {
        #expect(throws: SyncError.self) {
            try UserAgent(endpoint: URL(string: "http://127.0.0.1/api.php")!, contact: contact)
        }
    }
}
