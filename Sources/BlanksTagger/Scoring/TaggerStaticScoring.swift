internal import CPrefetch

/// The static-feature scores of every word of a sentence in every pass,
/// computed as a three-stage pipeline over the words.
///
/// A word's scores read tables of tens of megabytes: its keys' hash slots,
/// then the weight rows those slots name, and the word cache's vectors of
/// its frequent neighbours. Each step waits on memory, and a word's lookups
/// are too few to keep the processor busy meanwhile. So while word i is
/// summed, word i + 1's rows are found and their weights prefetched, and
/// word i + 2's keys are written and their slots and vectors prefetched:
/// by the time a word is summed its lines are in cache. The sums are the
/// same integers in the same order; only when memory is asked changes.
struct TaggerStaticScoring {
    let infos: UnsafeBufferPointer<TaggerWordInfo>
    /// The word cache's entry of each padded position, -1 for a form it lacks.
    let entries: UnsafeBufferPointer<Int>
    let dictionaryTable: TaggerHashTable.Probe
    let dictionaryTags: UnsafePointer<UInt8>
    let scorer: TaggerWeightTable.Scorer
    let vectors: TaggerWordCache.Vectors
    let passCount: Int

    /// Stage buffers: three words' keys and rows, `TaggerFeatures.maxStatic` each.
    private static let stages = 3

    /// Fills `dictionary` (a dictionary word's tag, -1 for a scored word)
    /// and `statics` (word i's pass p at `i * passCount + p`). O(words).
    func run(dictionary: UnsafeMutableBufferPointer<Int>, statics: UnsafeMutablePointer<TagScores>) {
        let count = dictionary.count
        guard count > 0 else { return }
        let width = TaggerFeatures.maxStatic
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.stages * width) { keys in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.stages * width) { rows in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * Self.stages) { state in
                    let keys = keys.baseAddress!
                    let rows = rows.baseAddress!
                    // state[s]: keys in stage s (-1: a dictionary word); state[stages + s]: bit r, role r comes from the cache.
                    let counts = state.baseAddress!
                    let cachedRoles = counts + Self.stages
                    func write(_ i: Int) {
                        let s = i % Self.stages
                        let entry = dictionaryTable.row(infos[i + 2].exact)
                        if entry >= 0, case let tag = Int(dictionaryTags[entry]), tag < UPOS.count {
                            dictionary[i] = tag
                            counts[s] = -1
                            return
                        }
                        var out = TaggerFeatureWriter(keys + s * width)
                        TaggerFeatures.context(infos, index: i, into: &out)
                        var cached = 0
                        for role in TaggerFeatures.Role.roles(at: i) {
                            let neighbour = entries[i + 2 + role.offset]
                            if neighbour >= 0 {
                                cached |= 1 << role.rawValue
                                vectors.prefetch(entry: neighbour, role: role)
                            } else {
                                TaggerFeatures.neighbour(infos[i + 2 + role.offset], as: role, into: &out)
                            }
                        }
                        counts[s] = out.count
                        cachedRoles[s] = cached
                        for k in 0..<out.count { scorer.prefetchSlot(of: keys[s * width + k]) }
                    }
                    func find(_ i: Int) {
                        let s = i % Self.stages
                        guard counts[s] >= 0 else { return }
                        scorer.rows(of: keys + s * width, count: counts[s], into: rows + s * width)
                        for k in 0..<counts[s] { scorer.prefetchWeights(row: rows[s * width + k]) }
                    }
                    func sum(_ i: Int) {
                        let s = i % Self.stages
                        guard counts[s] >= 0 else { return }
                        let roles = TaggerFeatures.Role.roles(at: i)
                        for pass in 0..<passCount {
                            var scores = TagScores.zero
                            for role in roles where cachedRoles[s] & 1 << role.rawValue != 0 {
                                scores += vectors.scores(entry: entries[i + 2 + role.offset], role: role, pass: pass)
                            }
                            scorer.add(rows: rows + s * width, count: counts[s], pass: pass, to: &scores)
                            statics[i * passCount + pass] = scores
                        }
                    }
                    write(0)
                    if count > 1 { write(1) }
                    find(0)
                    for i in 0..<count {
                        if i + 2 < count { write(i + 2) }
                        if i + 1 < count { find(i + 1) }
                        sum(i)
                    }
                }
            }
        }
    }
}
