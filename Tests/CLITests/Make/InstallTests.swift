import BlanksTestSupport
import Foundation
import Testing

/// `make install PREFIX=…` puts a binary that works from anywhere: the installed command finds
/// its resources (the tagger and slot models, the web player) beside the file its link points
/// at; `make uninstall` takes away exactly what was installed.
@Suite struct InstallTests {
    static let script = repositoryRoot.appendingPathComponent("scripts/install.sh")
    static let buildFolder = CommandRunner.binary.deletingLastPathComponent()

    @Test func theInstalledBinaryRunsFromItsPrefixWithItsResources() throws {
        let prefix = try TemporaryDirectory("install")
        let elsewhere = try TemporaryDirectory("install")
        defer {
            prefix.remove()
            elsewhere.remove()
        }
        let installed = try CommandRunner.run(
            ["install", Self.buildFolder.path, prefix.path("usr")], executable: Self.script)
        #expect(installed.status == 0, "\(installed.stderr)")

        let command = URL(fileURLWithPath: prefix.path("usr/bin/wikiblanks"))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: command.path) == "../lib/wikiblanks/wikiblanks")
        let bundles = try FileManager.default.contentsOfDirectory(atPath: Self.buildFolder.path).filter {
            $0.hasSuffix(".resources")
        }
        #expect(bundles.contains("wikiblanks_BlanksTagger.resources"))
        for bundle in bundles {
            #expect(
                FileManager.default.fileExists(atPath: prefix.path("usr/lib/wikiblanks/\(bundle)")),
                "\(bundle) not installed")
        }

        let version = try CommandRunner.run(["-V"], in: elsewhere.url, executable: command)
        let expected = try CommandRunner.run(["--version"]).stdout
        #expect(version.status == 0 && version.stdout == expected)
        let tagged = try CommandRunner.run(
            ["text", "tag"], input: "The cat sat.\n", in: elsewhere.url, executable: command)
        #expect(tagged.status == 0 && tagged.stdout == "The/DET cat/NOUN sat/VERB ./PUNCT\n", "\(tagged.stderr)")
        let generated = try CommandRunner.run(
            [
                "generate", "--seed", "installed", "--count", "1", "--corpus",
                repositoryRoot.appendingPathComponent("Corpus").path, "--print-path"
            ],
            in: elsewhere.url, executable: command)
        #expect(generated.status == 0, "\(generated.stderr)")
        let player = try CommandRunner.run(
            ["export", "html", generated.stdout.trimmingCharacters(in: .newlines), "--out", "p.html"],
            in: elsewhere.url, executable: command)
        #expect(player.status == 0, "\(player.stderr)")

        let removed = try CommandRunner.run(["uninstall", prefix.path("usr")], executable: Self.script)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: prefix.path("usr")).isEmpty,
            "uninstall leaves nothing of ours")
    }

    @Test func uninstallLeavesAnotherProgramsFilesAlone() throws {
        let prefix = try TemporaryDirectory("install")
        defer { prefix.remove() }
        try FileManager.default.createDirectory(atPath: prefix.path("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: prefix.path("bin/wikiblanks")))
        let removed = try CommandRunner.run(["uninstall", prefix.path("")], executable: Self.script)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(FileManager.default.fileExists(atPath: prefix.path("bin/wikiblanks")))
    }

    @Test func installRefusesABuildFolderWithoutTheBinary() throws {
        let prefix = try TemporaryDirectory("install")
        defer { prefix.remove() }
        let result = try CommandRunner.run(
            ["install", prefix.path("no-build"), prefix.path("usr")], executable: Self.script)
        #expect(result.status == 1 && result.stderr.contains("is not built"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path("usr")))
    }

    @Test func makeInstallAndUninstallCallTheScriptWithThePrefix() throws {
        let make = URL(fileURLWithPath: "/usr/bin/make")
        let install = try CommandRunner.run(
            ["-n", "-C", repositoryRoot.path, "install", "PREFIX=/opt/x"], executable: make)
        #expect(install.stdout.contains("scripts/install.sh install .build/release /opt/x"), "\(install.stdout)")
        let uninstall = try CommandRunner.run(
            ["-n", "-C", repositoryRoot.path, "uninstall", "PREFIX=/opt/x"], executable: make)
        #expect(uninstall.stdout.contains("scripts/install.sh uninstall /opt/x"), "\(uninstall.stdout)")
    }
}
