import BlanksTestSupport
import Foundation
import Testing

/// `make help` lists every target the Makefile declares phony, each with the
/// first line of its comment, so a newcomer finds what a target does without
/// reading the Makefile; a target added without a comment fails here.
@Suite struct MakeHelpTests {
    @Test func everyPhonyTargetIsListedWithItsComment() throws {
        let makefile = try String(contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let phony = makefile.split(separator: "\n")
            .filter { $0.hasPrefix(".PHONY:") }
            .flatMap { $0.dropFirst(".PHONY:".count).split(separator: " ").map(String.init) }
        #expect(phony.count >= 20, "parsed .PHONY as \(phony)")
        let run = try CommandRunner.run(
            ["-s", "--no-print-directory", "help"], in: repositoryRoot,
            timeout: .seconds(60), executable: URL(fileURLWithPath: "/usr/bin/make"))
        #expect(run.status == 0, "\(run.stderr)")
        let listed = Dictionary(
            run.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
                let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                guard fields.count == 2 else { return nil }
                return (String(fields[0]), fields[1].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
        for target in phony {
            #expect(listed[target].map { !$0.isEmpty } == true, "make help does not describe \(target)")
        }
    }
}
