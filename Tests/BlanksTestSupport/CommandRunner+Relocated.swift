import Foundation

extension CommandRunner {
    /// The built binary linked (or copied) into `folder/bin`, away from the
    /// resource bundles SwiftPM put beside it: how an installed binary that
    /// lost its resources runs.
    public static func binaryWithoutResources(in folder: URL) throws -> URL {
        let lonely = folder.appendingPathComponent("bin/wikiblanks")
        try FileManager.default.createDirectory(
            at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try FileManager.default.linkItem(at: binary, to: lonely)
        } catch {
            try FileManager.default.copyItem(at: binary, to: lonely)
        }
        return lonely
    }
}
