import Foundation

// `make bench` runs every benchmark in a release build; `wikiblanks-bench NAME…`
// runs those whose name starts with one of the arguments.
// Each stage adds its benchmarks to this list from its own file.
// `wikiblanks-bench scale [N…]` measures growth with the corpus instead (ScaleBenchmark.swift);
// `wikiblanks-bench scale-pin [N]` checks generate's peak memory and bytes at N pages (ScaleMemoryPin.swift);
// `scale-dump N FILE` writes the made-up dump and `scale-step STEP CORPUS OTHER` runs one step.
if CommandLine.arguments.dropFirst().first?.hasPrefix("scale") == true {
    exit(runScaleBenchmark(Array(CommandLine.arguments.dropFirst())))
}
// `wikiblanks-bench generate-once …` is the batch callgrind counts (CallgrindCounts.swift).
if CommandLine.arguments.dropFirst().first == "generate-once" {
    exit(runGenerateOnce(Array(CommandLine.arguments.dropFirst())))
}
let all: [Benchmark] = corpusBenchmarks + textBenchmarks + taggerBenchmarks + puzzleBenchmarks + statsBenchmarks

let filters = Array(CommandLine.arguments.dropFirst())
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.hasPrefix($0) } }
/// Timed runs per benchmark after the warm-up (WIKIBLANKS_BENCH_REPEATS overrides).
let repeats = max(1, Int(ProcessInfo.processInfo.environment["WIKIBLANKS_BENCH_REPEATS"] ?? "") ?? 5)
var failed = false
for benchmark in selected {
    do {
        let run = try benchmark.setUp()
        _ = try run()  // warm-up
        // The best of several runs: on a shared machine other work only ever
        // slows a run down, so the fastest is the closest to the code's cost.
        var runs: [(count: Int, seconds: Double)] = []
        for _ in 0..<repeats { runs.append(try measure(run)) }
        let rates = runs.map { Double($0.count) / benchmark.scale / $0.seconds }.sorted()
        let line = String(
            format: "%-32@ %12.1f %@/s  (best of %d; median %.1f)", benchmark.name as NSString,
            rates[rates.count - 1], benchmark.unit as NSString, repeats, rates[rates.count / 2])
        print(line)
    } catch {
        failed = true
        FileHandle.standardError.write(Data("\(benchmark.name): \(error)\n".utf8))
    }
}
if filters.isEmpty || filters.contains(where: { "generate".hasPrefix($0) || $0.hasPrefix("puzzle") }) {
    GenerateProcessBenchmark.report()
}
if filters.isEmpty || filters.contains(where: { "callgrind".hasPrefix($0) || $0.hasPrefix("puzzle") }) {
    CallgrindCounts.report()
}
if let peak = peakResidentMiB() { print(String(format: "peak resident memory: %.1f MiB", peak)) }
exit(failed ? 1 : 0)
