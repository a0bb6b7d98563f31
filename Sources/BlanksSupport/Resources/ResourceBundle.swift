import Foundation

/// Finds a target's resource bundle without trapping. SwiftPM's generated
/// `Bundle.module` calls `fatalError` when the bundle is not where the build
/// left it (a binary copied or linked elsewhere); a missing resource must be
/// one error line instead, so targets look their bundle up through this.
package enum ResourceBundle {
    /// The bundle `<name>.resources` (SwiftPM names it `<package>_<target>`)
    /// beside the running executable, or beside the file a symbolic link to
    /// it points at; nil when neither holds it.
    package static func named(_ name: String) -> Bundle? {
        for folder in candidateFolders() {
            let path = folder.appendingPathComponent(name + ".resources").path
            if let bundle = Bundle(path: path) { return bundle }
        }
        return nil
    }

    /// One file of a bundle, or nil when the bundle or the file is missing.
    package static func url(bundle name: String, resource: String, extension ext: String,
                            subdirectory: String? = nil) -> URL? {
        named(name)?.url(forResource: resource, withExtension: ext, subdirectory: subdirectory)
    }

    private static func candidateFolders() -> [URL] {
        var folders = [Bundle.main.bundleURL]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            if folder.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL { folders.append(folder) }
        }
        return folders
    }
}
