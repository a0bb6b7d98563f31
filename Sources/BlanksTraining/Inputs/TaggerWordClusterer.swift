import BlanksTagger
import Foundation

/// Learns word classes from unlabelled sentences with the exchange algorithm
/// (Kneser & Ney 1993; Martin, Liermann & Ney 1998): every word starts in a
/// class by frequency rank, then each word in turn moves to the class that
/// most raises the likelihood of a class-bigram model of the text. Runs twice,
/// for a fine and a coarse granularity. Deterministic: fixed visiting order,
/// ties broken towards the current class, then the lowest class number.
package struct TaggerWordClusterer: Sendable {
    package var fineClasses = 256
    package var coarseClasses = 32
    /// Words seen fewer times share one "rare" item and get no class.
    package var minCount = 3
    /// Passes over the vocabulary per clustering.
    package var iterations = 8

    package init() {}

    /// Clusters the lowercased words of `sentences`.
    package func cluster(_ sentences: [[String]]) -> TaggerWordClusters {
        var counts: [String: Int] = [:]
        for sentence in sentences {
            for word in sentence { counts[word.lowercased(), default: 0] += 1 }
        }
        let vocabulary = counts.filter { $0.value >= minCount }.map { ($0.key, $0.value) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var ids: [String: Int32] = [:]
        for (id, entry) in vocabulary.enumerated() { ids[entry.0] = Int32(id) }
        let rare = Int32(vocabulary.count)
        let boundary = rare + 1
        var stream: [Int32] = [boundary]
        for sentence in sentences {
            for word in sentence { stream.append(ids[word.lowercased()] ?? rare) }
            stream.append(boundary)
        }
        let graph = BigramGraph(stream: stream, items: vocabulary.count + 2)
        let fine = graph.exchange(classes: fineClasses, iterations: iterations)
        let coarse = graph.exchange(classes: coarseClasses, iterations: iterations)
        return TaggerWordClusters(
            words: vocabulary.map(\.0),
            fine: vocabulary.indices.map { UInt16(fine[$0]) },
            coarse: vocabulary.indices.map { UInt16(coarse[$0]) },
            capitalization: Self.capitalization(sentences, ids: ids, count: vocabulary.count))
    }

    /// The capitalisation class of every vocabulary word, from its occurrences
    /// after the first word of a sentence (where capitals are not forced).
    private static func capitalization(_ sentences: [[String]], ids: [String: Int32], count: Int) -> [UInt8] {
        var upper = [Int](repeating: 0, count: count)
        var total = [Int](repeating: 0, count: count)
        for sentence in sentences {
            for (position, word) in sentence.enumerated().dropFirst() {
                guard let id = ids[word.lowercased()], let first = word.unicodeScalars.first,
                    first.properties.isAlphabetic
                else { continue }
                let previous = sentence[position - 1]
                if previous == "." || previous == "!" || previous == "?" || previous == ":" || previous == "\"" {
                    continue
                }
                total[Int(id)] += 1
                if first.properties.isUppercase { upper[Int(id)] += 1 }
            }
        }
        return (0..<count).map { id in
            guard total[id] >= 2 else { return 0 }
            let share = Double(upper[id]) / Double(total[id])
            return share < 0.1 ? 1 : share < 0.5 ? 2 : share < 0.9 ? 3 : 4
        }
    }

    /// Clusters the words of the training treebank together with unlabelled text files
    /// (see `readSentences(contentsOf:)`), as `train-tagger` does; also returns how many
    /// sentences went in.
    package func cluster(training: [TaggedSentence], unlabelled files: [URL])
        throws(TaggerInputError) -> (clusters: TaggerWordClusters, sentences: Int)
    {
        var text = training.map(\.words)
        for file in files { text += try Self.readSentences(contentsOf: file) }
        return (cluster(text), text.count)
    }

    /// Reads unlabelled text (plain or gzip): one sentence per line, tokens
    /// separated by spaces or tabs.
    package static func readSentences(contentsOf url: URL) throws(TaggerInputError) -> [[String]] {
        let text = try TaggerInputFile.text(of: url)
        let sentences = text.split(separator: "\n").compactMap { line -> [String]? in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            return words.isEmpty ? nil : words
        }
        guard !sentences.isEmpty else { throw .empty(file: url.path) }
        return sentences
    }
}

/// Bigram counts between items of a token stream, with each item's successors
/// and predecessors, ready for exchange clustering.
private struct BigramGraph {
    let items: Int
    /// successors of item i: successorItems[successorStart[i]..<successorStart[i+1]]
    var successorStart: [Int], successorItems: [Int32], successorCounts: [Int32]
    var predecessorStart: [Int], predecessorItems: [Int32], predecessorCounts: [Int32]
    var leftCounts: [Int], rightCounts: [Int]
    let total: Int

    init(stream: [Int32], items: Int) {
        self.items = items
        var pairs = [UInt64]()
        pairs.reserveCapacity(stream.count)
        for i in 1..<stream.count { pairs.append(UInt64(UInt32(stream[i - 1])) << 32 | UInt64(UInt32(stream[i]))) }
        total = pairs.count
        pairs.sort()
        (successorStart, successorItems, successorCounts) = Self.adjacency(pairs, items: items)
        let reversed = pairs.map { ($0 << 32) | ($0 >> 32) }.sorted()
        (predecessorStart, predecessorItems, predecessorCounts) = Self.adjacency(reversed, items: items)
        leftCounts = Self.rowSums(successorStart, successorCounts)
        rightCounts = Self.rowSums(predecessorStart, predecessorCounts)
    }

    private static func rowSums(_ start: [Int], _ counts: [Int32]) -> [Int] {
        (0..<start.count - 1).map { i in (start[i]..<start[i + 1]).reduce(0) { $0 + Int(counts[$1]) } }
    }

    /// Compressed rows from sorted (from << 32 | to) pairs.
    private static func adjacency(_ pairs: [UInt64], items: Int) -> ([Int], [Int32], [Int32]) {
        var start = [Int](repeating: 0, count: items + 1)
        var targets: [Int32] = []
        var counts: [Int32] = []
        var i = 0
        while i < pairs.count {
            var j = i
            while j < pairs.count && pairs[j] == pairs[i] { j += 1 }
            start[Int(pairs[i] >> 32) + 1] += 1
            targets.append(Int32(truncatingIfNeeded: pairs[i] & 0xffff_ffff))
            counts.append(Int32(j - i))
            i = j
        }
        for k in 0..<items { start[k + 1] += start[k] }
        return (start, targets, counts)
    }

    /// Class of every item after `iterations` exchange passes with `classes` classes.
    func exchange(classes requested: Int, iterations: Int) -> [Int] {
        let classes = max(1, min(requested, items))
        var classOf = (0..<items).map { $0 % classes }
        var pairCounts = [Int](repeating: 0, count: classes * classes)
        var left = [Int](repeating: 0, count: classes)
        var right = [Int](repeating: 0, count: classes)
        for from in 0..<items {
            left[classOf[from]] += leftCounts[from]
            right[classOf[from]] += rightCounts[from]
            for e in successorStart[from]..<successorStart[from + 1] {
                pairCounts[classOf[from] * classes + classOf[Int(successorItems[e])]] += Int(successorCounts[e])
            }
        }
        // x·log x for every count up to the corpus size, so the inner loop never calls log.
        var xlogx = [Double](repeating: 0, count: total + 2)
        for x in 1..<xlogx.count { xlogx[x] = Double(x) * log(Double(x)) }

        var after = [Int](repeating: 0, count: classes)
        var before = [Int](repeating: 0, count: classes)
        var afterTouched: [Int] = []
        var beforeTouched: [Int] = []
        for _ in 0..<iterations {
            var moved = 0
            for word in 0..<items {
                var selfLoops = 0
                for e in successorStart[word]..<successorStart[word + 1] {
                    let next = Int(successorItems[e])
                    if next == word {
                        selfLoops += Int(successorCounts[e])
                        continue
                    }
                    let c = classOf[next]
                    if after[c] == 0 { afterTouched.append(c) }
                    after[c] += Int(successorCounts[e])
                }
                for e in predecessorStart[word]..<predecessorStart[word + 1] {
                    let previous = Int(predecessorItems[e])
                    if previous == word { continue }
                    let c = classOf[previous]
                    if before[c] == 0 { beforeTouched.append(c) }
                    before[c] += Int(predecessorCounts[e])
                }
                let old = classOf[word]
                // Take the word out of its class.
                for d in afterTouched { pairCounts[old * classes + d] -= after[d] }
                for c in beforeTouched { pairCounts[c * classes + old] -= before[c] }
                pairCounts[old * classes + old] -= selfLoops
                left[old] -= leftCounts[word]
                right[old] -= rightCounts[word]

                func gain(_ k: Int) -> Double {
                    var delta = 0.0
                    let row = k * classes
                    for d in afterTouched where d != k {
                        let n = pairCounts[row + d]
                        delta += xlogx[n + after[d]] - xlogx[n]
                    }
                    for c in beforeTouched where c != k {
                        let n = pairCounts[c * classes + k]
                        delta += xlogx[n + before[c]] - xlogx[n]
                    }
                    let diagonal = pairCounts[row + k]
                    delta += xlogx[diagonal + after[k] + before[k] + selfLoops] - xlogx[diagonal]
                    delta -= xlogx[left[k] + leftCounts[word]] - xlogx[left[k]]
                    delta -= xlogx[right[k] + rightCounts[word]] - xlogx[right[k]]
                    return delta
                }
                var best = old
                var bestGain = gain(old)
                for k in 0..<classes where k != old {
                    let g = gain(k)
                    if g > bestGain + 1e-9 {
                        best = k
                        bestGain = g
                    }
                }
                // Put it into the best class.
                for d in afterTouched { pairCounts[best * classes + d] += after[d] }
                for c in beforeTouched { pairCounts[c * classes + best] += before[c] }
                pairCounts[best * classes + best] += selfLoops
                left[best] += leftCounts[word]
                right[best] += rightCounts[word]
                if best != old {
                    moved += 1
                    classOf[word] = best
                }
                for d in afterTouched { after[d] = 0 }
                for c in beforeTouched { before[c] = 0 }
                afterTouched.removeAll(keepingCapacity: true)
                beforeTouched.removeAll(keepingCapacity: true)
            }
            if moved == 0 { break }
        }
        return classOf
    }
}
