import Foundation

// `make bench` runs every benchmark in a release build; `wikiblanks-bench NAME…`
// runs those whose name starts with one of the arguments.
// Each stage adds its benchmarks to this list from its own file.
let all: [Benchmark] = corpusBenchmarks + textBenchmarks + taggerBenchmarks + puzzleBenchmarks + statsBenchmarks

let filters = Array(CommandLine.arguments.dropFirst())
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.hasPrefix($0) } }
var failed = false
for benchmark in selected {
    do {
        let run = try benchmark.setUp()
        _ = try run()  // warm-up
        let (count, seconds) = try measure(run)
        let rate = Double(count) / benchmark.scale / seconds
        let line = String(format: "%-32@ %12.1f %@/s  (%.3f s)", benchmark.name as NSString,
                          rate, benchmark.unit as NSString, seconds)
        print(line)
    } catch {
        failed = true
        FileHandle.standardError.write(Data("\(benchmark.name): \(error)\n".utf8))
    }
}
if let peak = peakResidentMiB() { print(String(format: "peak resident memory: %.1f MiB", peak)) }
exit(failed ? 1 : 0)
