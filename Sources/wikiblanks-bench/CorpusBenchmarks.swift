import BlanksCorpus

let corpusBenchmarks: [Benchmark] = []
