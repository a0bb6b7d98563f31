import Foundation

/// A new, empty folder under the system's temporary folder for one test;
/// `label` makes leftovers recognisable.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A new, empty folder for one test (see `TemporaryDirectory`).
public func makeScratchFolder(_ label: String = "test") throws -> URL {
    try TemporaryDirectory(label).url
}
