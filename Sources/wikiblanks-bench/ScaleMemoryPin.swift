import BlanksCorpus
import Foundation

/// `wikiblanks-bench scale-pin [N]` (`make test-scale`): a check, not a
/// measurement — on a corpus of N made-up pages (10⁵ unless told; minutes
/// to build, so it is not part of `make test`) the batch of `scale-step
/// generate` keeps its peak resident memory under `generatePeakBound`, and
/// is byte for byte the same read through the index's selection sidecar,
/// without it, and with a stale one, none of which generating writes.
/// Prints one line per check and exits 1 when one fails.
enum ScaleMemoryPin {
    /// Peak of `generate --count 100` in MiB that a regression crosses:
    /// 51 MiB measured at 10⁵ and at 10⁶ pages (docs/performance.md,
    /// 2026-11-26), 102 MiB at 10⁵ when the index was loaded whole.
    static let generatePeakBound = 80.0

    static func run(pages: Int) -> Int32 {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-scale-pin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var failures: [String] = []
        func check(_ ok: Bool, _ what: String) {
            print("\(ok ? "ok" : "FAILED"): \(what)")
            fflush(nil)
            if !ok { failures.append(what) }
        }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let dump = scratch.appendingPathComponent("dump.xml")
            try ScaleBenchmark.writeDump(pages: pages, to: dump)
            let corpus = scratch.appendingPathComponent("Corpus")
            let store = RevisionStore(directory: corpus)
            let imported = try ScaleBenchmark.stepInChildProcess("import", corpus: corpus, other: dump)
            try? FileManager.default.removeItem(at: dump)
            check(imported.count == pages, "import of \(pages) pages added \(imported.count)")
            let sidecar = store.selectionSidecarURL
            let written = try Data(contentsOf: sidecar)

            func generate(_ name: String) throws -> (peak: Double, files: [String: Data]) {
                let out = scratch.appendingPathComponent(name)
                let step = try ScaleBenchmark.stepInChildProcess("generate", corpus: corpus, other: out)
                print(
                    String(
                        format: "generate %@: %d puzzles, %.3f s, peak %.1f MiB", name, step.count, step.seconds,
                        step.peakMiB))
                return (step.peakMiB, try files(under: out))
            }
            let read = try generate("with-sidecar")
            try FileManager.default.removeItem(at: sidecar)
            let without = try generate("without-sidecar")
            check(!FileManager.default.fileExists(atPath: sidecar.path), "generate wrote no sidecar")
            try written.write(to: sidecar)
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: store.manifestURL.path)
            let stale = try generate("stale-sidecar")
            check(try Data(contentsOf: sidecar) == written, "generate left the stale sidecar as it was")

            check(!read.files.isEmpty && read.files.values.contains { !$0.isEmpty }, "the batch has files")
            check(without.files == read.files, "the same batch without the sidecar")
            check(stale.files == read.files, "the same batch with a stale sidecar")
            for (name, peak) in [("with", read.peak), ("without", without.peak)] {
                check(
                    peak > 0 && peak < generatePeakBound,
                    String(
                        format: "generate's peak %@ the sidecar, %.1f MiB, under %.0f MiB", name, peak,
                        generatePeakBound))
            }
        } catch {
            check(false, "\(error)")
        }
        return failures.isEmpty ? 0 : 1
    }

    /// Every file under `folder` by path relative to it.
    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
