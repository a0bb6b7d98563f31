/// The scores of the features made of tags alone, summed once at load for
/// every combination of tags, so a pass adds one vector instead of looking up
/// three to eight features per word. Exact integer sums of the same weights:
/// the tags are the same as without the tables.
struct TaggerTagTables: Sendable {
    /// Values a tag position can hold: the tags, `startTag` and `endTag`.
    static let values = TaggerFeatures.endTag + 1

    /// Per pass, indexed by (previous, second previous[, next]): the
    /// tag-history features, with the look-ahead pair `(previous, next)` in a
    /// pass that reads look-ahead tags.
    private let history: [[TagScores]]
    /// The look-ahead features of the first pass's tags alone, indexed by
    /// (own, next, after next); empty without a look-ahead pass.
    private let lookahead: [TagScores]

    /// Builds the tables; pass `lookaheadPass` (if any) reads look-ahead tags.
    init(weights: TaggerWeightTable, lookaheadPass: Int?) {
        let v = Self.values
        var history: [[TagScores]] = []
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
                        var table: [TagScores] = []
                        let reads = pass == lookaheadPass
                        table.reserveCapacity(reads ? v * v * v : v * v)
                        for t1 in 0..<v {
                            for t2 in 0..<v {
                                if reads {
                                    for next in 0..<v {
                                        table.append(sum(pass: pass) { out in
                                            TaggerFeatures.tagFeatures(previous: t1, secondPrevious: t2, lookahead: nil, into: &out)
                                            out.add(48, UInt64(t1) << 8 | UInt64(next))
                                        })
                                    }
                                } else {
                                    table.append(sum(pass: pass) {
                                        TaggerFeatures.tagFeatures(previous: t1, secondPrevious: t2, lookahead: nil, into: &$0)
                                    })
                                }
                            }
                        }
                        history.append(table)
                        guard reads else { continue }
                        lookahead.reserveCapacity(v * v * v)
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
        self.lookahead = lookahead
    }

    /// The tag-history scores of a pass without look-ahead.
    @inline(__always)
    func history(pass: Int, previous: Int, secondPrevious: Int) -> TagScores {
        history[pass][previous * Self.values + secondPrevious]
    }

    /// The tag-history and look-ahead scores of the look-ahead pass.
    @inline(__always)
    func history(pass: Int, previous: Int, secondPrevious: Int, own: Int, next: Int, afterNext: Int) -> TagScores {
        let v = Self.values
        var scores = history[pass][(previous * v + secondPrevious) * v + next]
        scores += lookahead[(own * v + next) * v + afterNext]
        return scores
    }
}
