import BlanksTestSupport
import Foundation

/// Paths and files shared by the corpus tests.
enum TestSupport {
    static let sampleDump = repositoryRoot.appendingPathComponent("Data/enwiki-sample-2016.xml.gz")

    /// Writes `text` to a file in a scratch directory and returns its URL.
    static func file(_ text: String, name: String = "input.xml", in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
