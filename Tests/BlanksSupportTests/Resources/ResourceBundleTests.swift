@testable import BlanksSupport
import Foundation
import Testing

@Suite struct ResourceBundleTests {
    /// The test runner sits in the build folder beside the bundles SwiftPM made.
    @Test func findsABundleBesideTheRunningBinary() throws {
        let bundle = try #require(ResourceBundle.named("wikiblanks_BlanksExport"))
        #expect(bundle.bundleURL.lastPathComponent == "wikiblanks_BlanksExport.resources")
        #expect(ResourceBundle.url(bundle: "wikiblanks_BlanksExport", resource: "player", extension: "html",
                                   subdirectory: "player") != nil)
    }

    @Test func aMissingBundleOrFileIsNilNotATrap() {
        #expect(ResourceBundle.named("wikiblanks_NoSuchTarget") == nil)
        #expect(ResourceBundle.url(bundle: "wikiblanks_NoSuchTarget", resource: "x", extension: "y") == nil)
        #expect(ResourceBundle.url(bundle: "wikiblanks_BlanksExport", resource: "no-such-file", extension: "html") == nil)
    }
}
