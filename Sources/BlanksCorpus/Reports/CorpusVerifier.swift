import Foundation

/// Re-reads every revision file of a corpus and checks it: gzip integrity,
/// JSON, content against sha1, and agreement with the manifest. It only
/// reads — a bad file is named, never deleted or rewritten.
package struct CorpusVerifier: Sendable {
    package let store: RevisionStore

    package init(store: RevisionStore) {
        self.store = store
    }

    /// One problem found, naming the file it concerns.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        package var revid: Int?
        package var path: String
        package var message: String
        package var description: String { message }
    }

    public struct Report: Sendable, Equatable {
        package var checked = 0
        /// Files that fail a check: the corpus is not valid.
        package var problems: [Problem] = []
        /// Revision files present on disk but not in the manifest (left by an
        /// interrupted writer; harmless, and re-registered when added again).
        package var unregistered: [String] = []
        /// Why `manifest.selection` cannot stand for the index, when it was
        /// written and no longer can (stale, damaged, another version): harmless
        /// — generation reads the index instead, more slowly — and mended by
        /// `corpus reindex`. Nil when it matches, is absent, or a journal is
        /// pending (generation reads the index until the next compaction).
        package var selectionSidecar: SelectionSidecar.Unusable?
        package var isValid: Bool { problems.isEmpty }
    }

    /// Entries checked at once: enough to keep every core busy, few enough
    /// that memory stays flat however large the corpus (`scanEntries`).
    static let groupSize = 4096

    package func verify(progress: @Sendable (Int) -> Void = { _ in }) throws -> Report {
        var report = Report()
        var known: [Int] = []  // ascending, as the index is: 8 bytes a revision, searched for unregistered files
        var group: [ManifestEntry] = []
        group.reserveCapacity(Self.groupSize)
        func checkGroup() {
            let entries = group
            let first = known.count - entries.count
            let results = OrderedSlots<Problem>(count: entries.count)
            DispatchQueue.concurrentPerform(iterations: entries.count) { offset in
                if let problem = check(entries[offset]) { results.set(offset, problem) }
                if (first + offset) % 1000 == 999 { progress(first + offset + 1) }
            }
            report.problems += results.all().compactMap { $0 }
            group.removeAll(keepingCapacity: true)
        }
        _ = try store.scanEntries { entry in
            known.append(entry.revid)
            group.append(entry)
            if group.count == Self.groupSize { checkGroup() }
        }
        checkGroup()
        report.checked = known.count
        report.unregistered = unregisteredFiles(known: known)
        report.selectionSidecar = selectionSidecarProblem()
        return report
    }

    func check(_ entry: ManifestEntry) -> Problem? {
        let path = store.fileURL(revid: entry.revid).path
        do {
            let revision = try store.readRevision(revid: entry.revid)
            let mismatches = [
                revision.pageid != entry.pageid ? "pageid" : nil,
                revision.ns != entry.ns ? "ns" : nil,
                revision.title != entry.title ? "title" : nil,
                revision.timestamp != entry.timestamp ? "timestamp" : nil,
                revision.sha1.lowercased() != entry.sha1.lowercased() ? "sha1" : nil,
                revision.content.utf8.count != entry.bytes ? "size" : nil
            ].compactMap { $0 }
            if let field = mismatches.first {
                return Problem(
                    revid: entry.revid, path: path,
                    message: CorpusError.manifestMismatch(revid: entry.revid, path: path, field: field).description)
            }
            return nil
        } catch {
            return Problem(revid: entry.revid, path: path, message: "\(error)")
        }
    }

    /// `Report.selectionSidecar`: the sidecar read whole, as generation would read it.
    func selectionSidecarProblem() -> SelectionSidecar.Unusable? {
        guard store.journal.size == 0,
            let problem = SelectionSidecar.problem(
                path: store.selectionSidecarURL.path, indexPath: store.manifestURL.path),
            problem != .missing
        else { return nil }
        return problem
    }

    /// Revision files not in `known`, the index's revids in ascending order.
    func unregisteredFiles(known: [Int]) -> [String] {
        func isKnown(_ revid: Int) -> Bool {
            var low = 0
            var high = known.count
            while low < high {
                let middle = (low + high) / 2
                if known[middle] < revid { low = middle + 1 } else { high = middle }
            }
            return low < known.count && known[low] == revid
        }
        let root = store.directory.appendingPathComponent("revisions")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(".json.gz") {
            let stem = url.lastPathComponent.dropLast(".json.gz".count)
            if let revid = Int(stem), isKnown(revid),
                url.standardizedFileURL.path == store.fileURL(revid: revid).standardizedFileURL.path
            {
                continue
            }
            found.append(url.path)
        }
        return found.sorted()
    }
}
