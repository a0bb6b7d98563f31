import Foundation

/// The package's root folder, found from this file's own path, so tests read
/// `Data/`, `Corpus/` and the built binary wherever the clone is.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // BlanksTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
