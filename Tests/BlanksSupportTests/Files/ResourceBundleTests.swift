import Foundation
import Testing

@testable import BlanksSupport

@Suite struct ResourceBundleTests {
    /// The test runner sits in the build folder beside the bundles SwiftPM made.
    @Test func findsAFileOfABundleBesideTheRunningBinary() throws {
        let url = try #require(ResourceBundle.file("player/player.html", inBundle: "wikiblanks_BlanksExport"))
        #expect(url.pathComponents.suffix(3) == ["wikiblanks_BlanksExport.resources", "player", "player.html"])
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aMissingBundleFileOrAFolderIsNilNotATrap() {
        #expect(ResourceBundle.file("x.y", inBundle: "wikiblanks_NoSuchTarget") == nil)
        #expect(ResourceBundle.file("player/no-such-file.html", inBundle: "wikiblanks_BlanksExport") == nil)
        #expect(ResourceBundle.file("player", inBundle: "wikiblanks_BlanksExport") == nil)
    }
}
