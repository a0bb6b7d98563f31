import Foundation

/// Finds a file of a target's resource bundle without trapping. SwiftPM's
/// generated `Bundle.module` calls `fatalError` when the bundle is not where
/// the build left it (a binary copied or linked elsewhere); a missing
/// resource must be one error line instead, so targets look their files up
/// through this. The path is built and checked, never searched for:
/// `Bundle.url(forResource:…)` lists folders (on Linux the executable's too),
/// which costs start-up time in proportion to what else sits there.
package enum ResourceBundle {
    /// `relativePath` inside the bundle `<name>.resources` (SwiftPM names it
    /// `<package>_<target>`) beside the running executable, or beside the file
    /// a symbolic link to it points at; nil when no such file exists.
    package static func file(_ relativePath: String, inBundle name: String) -> URL? {
        for folder in candidateFolders() {
            let url = folder.appendingPathComponent(name + ".resources").appendingPathComponent(relativePath)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return url
            }
        }
        return nil
    }

    private static func candidateFolders() -> [URL] {
        let main = Bundle.main.bundleURL
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return [main]
        }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return folder.standardizedFileURL == main.standardizedFileURL ? [main] : [main, folder]
    }
}
