/// The scores of the features made of tags alone, summed once at load for
/// every combination of tags, so a pass adds one vector instead of looking up
/// three to eight features per word. Exact integer sums of the same weights:
/// the tags are the same as without the tables.
struct TaggerTagTables: Sendable {
    /// Values a tag position can hold: the tags, `startTag` and `endTag`.
    static let values = TaggerFeatures.endTag + 1

    /// Per pass, indexed by (previous, second previous[, next]): the
    /// tag-history features, with the look-ahead pair `(previous, next)` in a
    /// pass that reads look-ahead tags. Pass p's table starts at `starts[p]`.
    private let history: [TagScores]
    private let starts: [Int]
    /// Per pass after the first, the look-ahead features of the previous
    /// pass's tags alone, indexed by (own, next, after next); pass p's table
    /// starts at `lookaheadStarts[p]` (0 and unused for the first pass).
    private let lookahead: [TagScores]
    private let lookaheadStarts: [Int]

    /// Builds the tables; every pass after the first reads look-ahead tags.
    init(weights: TaggerWeightTable) {
        let v = Self.values
        var history: [TagScores] = []
        var starts: [Int] = []
        var lookahead: [TagScores] = []
        var lookaheadStarts: [Int] = []
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
                        starts.append(history.count)
                        lookaheadStarts.append(lookahead.count)
                        let reads = pass > 0
                        for t1 in 0..<v {
                            for t2 in 0..<v {
                                if reads {
                                    for next in 0..<v {
                                        history.append(sum(pass: pass) { out in
                                            TaggerFeatures.tagFeatures(previous: t1, secondPrevious: t2, lookahead: nil, into: &out)
                                            out.add(48, UInt64(t1) << 8 | UInt64(next))
                                        })
                                    }
                                } else {
                                    history.append(sum(pass: pass) {
                                        TaggerFeatures.tagFeatures(previous: t1, secondPrevious: t2, lookahead: nil, into: &$0)
                                    })
                                }
                            }
                        }
                        guard reads else { continue }
                        lookahead.reserveCapacity(lookahead.count + v * v * v)
                        for own in 0..<v {
                            for next in 0..<v {
                                for afterNext in 0..<v {
                                    lookahead.append(sum(pass: pass) { out in
                                        TaggerFeatures.lookaheadTagFeatures(own: own, next: next, afterNext: afterNext, into: &out)
                                    })
                                }
                            }
                        }
                    }
                }
            }
        }
        self.history = history
        self.starts = starts
        self.lookahead = lookahead
        self.lookaheadStarts = lookaheadStarts
    }

    /// Runs `body` with the tables' storage pinned.
    @inline(__always)
    func withTables<R>(_ body: (Tables) -> R) -> R {
        history.withUnsafeBufferPointer { history in
            lookahead.withUnsafeBufferPointer { lookahead in
                starts.withUnsafeBufferPointer { starts in
                    lookaheadStarts.withUnsafeBufferPointer { lookaheadStarts in
                        body(Tables(history: history.baseAddress!, starts: starts.baseAddress!,
                                    lookahead: lookahead.baseAddress, lookaheadStarts: lookaheadStarts.baseAddress!))
                    }
                }
            }
        }
    }

    /// Reads the tables; valid inside `withTables` only.
    struct Tables {
        let history: UnsafePointer<TagScores>
        let starts: UnsafePointer<Int>
        let lookahead: UnsafePointer<TagScores>?
        let lookaheadStarts: UnsafePointer<Int>

        /// The tag-history scores of a pass without look-ahead.
        @inline(__always)
        func history(pass: Int, previous: Int, secondPrevious: Int) -> TagScores {
            history[starts[pass] + previous * TaggerTagTables.values + secondPrevious]
        }

        /// The tag-history and look-ahead scores of a pass after the first.
        @inline(__always)
        func history(pass: Int, previous: Int, secondPrevious: Int, own: Int, next: Int, afterNext: Int) -> TagScores {
            let v = TaggerTagTables.values
            var scores = history[starts[pass] + (previous * v + secondPrevious) * v + next]
            if let lookahead { scores += lookahead[lookaheadStarts[pass] + (own * v + next) * v + afterNext] }
            return scores
        }
    }
}
