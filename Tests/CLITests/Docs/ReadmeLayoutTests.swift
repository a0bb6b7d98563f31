import BlanksTestSupport
import Foundation
import Testing

/// README's layout table names every target of Package.swift, so a new target cannot be
/// missing from the map a newcomer reads first.
@Suite struct ReadmeLayoutTests {
    /// The names of Package.swift's non-test targets (`.target`, `.systemLibrary`, `.executableTarget`).
    static func targets() throws -> [String] {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"\.(target|systemLibrary|executableTarget)\(\s*name: "([^"]+)""#)
        return pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap {
            Range($0.range(at: 2), in: manifest).map { String(manifest[$0]) }
        }
    }

    @Test func theLayoutTableNamesEveryTarget() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let layout = try #require(
            readme.components(separatedBy: "## Layout").dropFirst().first?.components(separatedBy: "\n## ").first)
        let targets = try Self.targets()
        #expect(targets.count > 15 && targets.contains("BlanksExport"), "\(targets)")
        for target in targets {
            #expect(layout.contains("`\(target)`"), "README's layout table does not name \(target)")
        }
    }
}
