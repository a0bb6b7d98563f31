/// The `capacity` smallest (selection key, revid) pairs of a stream, kept in
/// a max-heap of that size: a batch needs the first few hundred revisions of
/// its selection order, not the order of every page, so ranking a corpus
/// costs O(n log k) time and O(k) memory instead of a sort of all n entries.
///
/// Pairs are ordered by key, then revid, exactly as `BatchGenerator.ranked`
/// sorts them; revids are distinct in a corpus, so the order is total and
/// `ascending()` equals the first `capacity` of that full sort, ties
/// included (`SelectionTopKTests`). Offering a pair allocates nothing.
struct SelectionTopK: Sendable {
    struct Candidate: Comparable, Sendable {
        var key: UInt64
        var revid: Int

        static func < (left: Candidate, right: Candidate) -> Bool {
            (left.key, left.revid) < (right.key, right.revid)
        }
    }

    let capacity: Int
    /// A max-heap: `heap[0]` is the largest pair kept, the first to go.
    private var heap: [Candidate] = []

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        heap.reserveCapacity(min(self.capacity, 1 << 16))
    }

    /// Pairs offered and kept so far (at most `capacity`).
    var count: Int { heap.count }

    /// Keeps the pair when it is among the `capacity` smallest offered so far.
    mutating func offer(key: UInt64, revid: Int) {
        let candidate = Candidate(key: key, revid: revid)
        if heap.count < capacity {
            heap.append(candidate)
            siftUp(heap.count - 1)
        } else if let largest = heap.first, candidate < largest {
            heap[0] = candidate
            siftDown(0)
        }
    }

    /// The pairs kept, smallest first. O(k log k).
    func ascending() -> [Candidate] {
        heap.sorted()
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var largest = left
            if left + 1 < heap.count, heap[left] < heap[left + 1] { largest = left + 1 }
            guard heap[parent] < heap[largest] else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
