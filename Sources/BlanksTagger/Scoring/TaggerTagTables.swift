/// The scores of the features made of tags alone, summed once when the model
/// is built (and stored in its image) for every combination of tags, so a pass adds one vector instead of looking up
/// three to eight features per word. Exact integer sums of the same weights:
/// the tags are the same as without the tables.
struct TaggerTagTables: Sendable {
    /// Values a tag position can hold: the tags, `startTag` and `endTag`.
    static let values = TaggerFeatures.endTag + 1

    /// Per pass, indexed by (previous, second previous[, next]): the
    /// tag-history features, with the look-ahead pair `(previous, next)` in a
    /// pass that reads look-ahead tags; `TagScores.laneCount` lanes a vector.
    /// Pass p's table starts at vector `starts[p]`.
    let history: TaggerBuffer<Int32>
    private let starts: [Int]
    /// Per pass after the first, the look-ahead features of the previous
    /// pass's tags alone, indexed by (own, next, after next); pass p's table
    /// starts at vector `lookaheadStarts[p]` (0 and unused for the first pass).
    let lookahead: TaggerBuffer<Int32>
    private let lookaheadStarts: [Int]

    /// Where each pass's tables start, and how many vectors the history and
    /// look-ahead tables of a model of `passCount` passes hold.
    static func layout(passCount: Int) -> (starts: [Int], lookaheadStarts: [Int], history: Int, lookahead: Int) {
        let v = values
        var starts: [Int] = []
        var lookaheadStarts: [Int] = []
        var history = 0
        var lookahead = 0
        for pass in 0..<passCount {
            starts.append(history)
            lookaheadStarts.append(lookahead)
            history += pass > 0 ? v * v * v : v * v
            lookahead += pass > 0 ? v * v * v : 0
        }
        return (starts, lookaheadStarts, history, lookahead)
    }

    /// Stored tables, holding `layout(passCount:)`'s counts of vectors (the
    /// image reader checks them).
    init(passCount: Int, history: TaggerBuffer<Int32>, lookahead: TaggerBuffer<Int32>) {
        let layout = Self.layout(passCount: passCount)
        self.history = history
        self.lookahead = lookahead
        starts = layout.starts
        lookaheadStarts = layout.lookaheadStarts
    }

    /// Builds the tables; every pass after the first reads look-ahead tags.
    init(weights: TaggerWeightTable) {
        let v = Self.values
        var history: [TagScores] = []
        var lookahead: [TagScores] = []
        weights.withScorer { scorer in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: TaggerFeatures.maxDynamic) { keys in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: TaggerFeatures.maxDynamic) { rows in
                    func sum(pass: Int, _ write: (inout TaggerFeatureWriter) -> Void) -> TagScores {
                        var out = TaggerFeatureWriter(keys.baseAddress!)
                        write(&out)
                        scorer.rows(of: keys.baseAddress!, count: out.count, into: rows.baseAddress!)
                        var scores = TagScores.zero
                        scorer.add(rows: rows.baseAddress!, count: out.count, pass: pass, to: &scores)
                        return scores
                    }
                    for pass in 0..<weights.passCount {
                        let reads = pass > 0
                        for t1 in 0..<v {
                            for t2 in 0..<v {
                                if reads {
                                    for next in 0..<v {
                                        history.append(
                                            sum(pass: pass) { out in
                                                TaggerFeatures.tagFeatures(
                                                    previous: t1, secondPrevious: t2, lookahead: nil, into: &out)
                                                out.add(48, UInt64(t1) << 8 | UInt64(next))
                                            })
                                    }
                                } else {
                                    history.append(
                                        sum(pass: pass) {
                                            TaggerFeatures.tagFeatures(
                                                previous: t1, secondPrevious: t2, lookahead: nil, into: &$0)
                                        })
                                }
                            }
                        }
                        guard reads else { continue }
                        lookahead.reserveCapacity(lookahead.count + v * v * v)
                        for own in 0..<v {
                            for next in 0..<v {
                                for afterNext in 0..<v {
                                    lookahead.append(
                                        sum(pass: pass) { out in
                                            TaggerFeatures.lookaheadTagFeatures(
                                                own: own, next: next, afterNext: afterNext, into: &out)
                                        })
                                }
                            }
                        }
                    }
                }
            }
        }
        self.init(
            passCount: weights.passCount, history: TaggerBuffer(history.flatMap(\.lanes)),
            lookahead: TaggerBuffer(lookahead.flatMap(\.lanes)))
    }

    /// Runs `body` with the tables' storage pinned.
    @inline(__always)
    func withTables<R>(_ body: (Tables) -> R) -> R {
        withExtendedLifetime(self) {
            starts.withUnsafeBufferPointer { starts in
                lookaheadStarts.withUnsafeBufferPointer { lookaheadStarts in
                    body(
                        Tables(
                            history: history.base, starts: starts.baseAddress!,
                            lookahead: lookahead.isEmpty ? nil : lookahead.base,
                            lookaheadStarts: lookaheadStarts.baseAddress!))
                }
            }
        }
    }

    /// Reads the tables; valid inside `withTables` only.
    struct Tables {
        let history: UnsafePointer<Int32>
        let starts: UnsafePointer<Int>
        let lookahead: UnsafePointer<Int32>?
        let lookaheadStarts: UnsafePointer<Int>

        /// The tag-history scores of a pass without look-ahead.
        @inline(__always)
        func history(pass: Int, previous: Int, secondPrevious: Int) -> TagScores {
            TagScores(
                lanes: history + (starts[pass] + previous * TaggerTagTables.values + secondPrevious)
                    * TagScores.laneCount)
        }

        /// The tag-history and look-ahead scores of a pass after the first.
        @inline(__always)
        func history(pass: Int, previous: Int, secondPrevious: Int, own: Int, next: Int, afterNext: Int) -> TagScores {
            let v = TaggerTagTables.values
            var scores = TagScores(
                lanes: history + (starts[pass] + (previous * v + secondPrevious) * v + next) * TagScores.laneCount)
            if let lookahead {
                scores += TagScores(
                    lanes: lookahead + (lookaheadStarts[pass] + (own * v + next) * v + afterNext) * TagScores.laneCount)
            }
            return scores
        }
    }
}
