import BlanksSupport

/// A read-only run of fixed-size values that the tagger reads through a
/// pointer: either its own heap copy of an array (models trained or decoded
/// from the compressed format) or a section of a mapped model image, used in
/// place. `owner` keeps the memory alive; nothing ever writes to it, which is
/// why the buffer is `Sendable`.
package struct TaggerBuffer<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    private let owner: AnyObject
    /// Never nil, even for an empty buffer, so hot loops can hold it bare.
    package let base: UnsafePointer<Element>
    package let count: Int

    /// A heap copy of `elements`.
    package init(_ elements: [Element]) {
        let memory = ModelMemory(
            byteCount: Swift.max(elements.count, 1) * MemoryLayout<Element>.stride,
            alignment: Swift.max(MemoryLayout<Element>.alignment, 16))
        let typed = memory.base.bindMemory(to: Element.self, capacity: Swift.max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let from = source.baseAddress {
                UnsafeMutablePointer(mutating: typed).update(from: from, count: source.count)
            }
        }
        owner = memory
        base = typed
        count = elements.count
    }

    /// `count` values at `offset` bytes into `memory`; the caller has checked
    /// that they lie inside it and that `offset` suits `Element`'s alignment.
    init(_ memory: ModelMemory, offset: Int, count: Int) {
        owner = memory
        base = (memory.base + offset).bindMemory(to: Element.self, capacity: Swift.max(count, 1))
        self.count = count
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "TaggerBuffer index out of range")
        return base[position]
    }

    /// The bytes of the values, for writing them to an image.
    var rawBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count * MemoryLayout<Element>.stride)
    }
}

extension TaggerBuffer: Equatable where Element: Equatable {
    package static func == (lhs: TaggerBuffer, rhs: TaggerBuffer) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
