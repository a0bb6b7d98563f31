import BlanksTestSupport
import Foundation
import Testing

/// `scripts/labels/held-out-batches.sh` trains a slot model per fold and generates from a
/// copy of a build: arguments it cannot use stop it before it writes anything, with one
/// line that says what to give instead. (A whole run takes a release build and minutes;
/// Data/blanks/README.md names the run that made `blanks-heldout-rules12.jsonl`.)
@Suite struct HeldOutBatchesScriptTests {
    static let script = repositoryRoot.appendingPathComponent("scripts/labels/held-out-batches.sh")

    private func run(_ arguments: [String], binary: String? = nil) throws -> CommandResult {
        try CommandRunner.run(
            ["bash", Self.script.path] + arguments, environment: ["WIKIBLANKS_BIN": binary],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func tooFewArgumentsPrintTheUsage() throws {
        let result = try run(["label14", "5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage:") && result.stderr.contains("SEED FOLDS OUT [FOLD_KEY]"))
    }

    @Test func foldsThatAreNoPositiveNumberStopBeforeAnythingIsWritten() throws {
        let scratch = try TemporaryDirectory("held-out")
        defer { scratch.remove() }
        for folds in ["0", "five", "-2", ""] {
            let out = scratch.path("out-\(folds)")
            let result = try run(["label14", folds, out])
            #expect(result.status == 2, "\(folds): \(result.stderr)")
            #expect(result.stderr.contains("FOLDS must be a whole number of at least 1"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func aMissingBuildIsNamedBeforeAnythingIsWritten() throws {
        let scratch = try TemporaryDirectory("held-out")
        defer { scratch.remove() }
        let out = scratch.path("out")
        let result = try run(["label14", "5", out], binary: scratch.path("no-such-wikiblanks"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("no-such-wikiblanks missing; run make release"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
