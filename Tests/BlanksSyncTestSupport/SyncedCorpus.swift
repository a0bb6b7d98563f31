import BlanksCorpus
import Foundation

/// What every sync test checks of the corpus a sync left, finished or interrupted.
public enum SyncedCorpus {
    /// What is wrong with `corpus` for one that verifies, holds `count`
    /// revisions and no half-written, stray or temporary files: empty when
    /// nothing is.
    public static func problems(_ corpus: URL, count: Int) throws -> [String] {
        let store = RevisionStore(directory: corpus)
        let report = try CorpusVerifier(store: store).verify()
        var problems: [String] = []
        if !report.isValid { problems.append("corpus problems: \(report.problems)") }
        if !report.unregistered.isEmpty { problems.append("half-written or stray files: \(report.unregistered)") }
        let staging = corpus.appendingPathComponent(".staging")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        if !leftovers.isEmpty { problems.append("temporary files left: \(leftovers)") }
        let stored = try store.loadManifest().count
        if stored != count { problems.append("\(stored) revisions in the manifest, not \(count)") }
        return problems
    }
}
