#if canImport(Glibc)
    import Glibc
#endif

/// Read-only memory that a model's tables are read in place from (the
/// tagger's `TaggerBuffer`s, the slot model's keys and counts): an aligned
/// heap block, or a model file mapped whole (unmapped when the last table
/// goes), since `generate` loads the models in every process and a copy of
/// their tables costs more than reading them where they are. Filled once
/// before any table reads it, never written after: `Sendable`.
package final class ModelMemory: @unchecked Sendable {
    package let base: UnsafeRawPointer
    package let byteCount: Int
    private let mapped: Bool

    /// A zero-filled heap block.
    package init(byteCount: Int, alignment: Int) {
        let block = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: alignment)
        block.initializeMemory(as: UInt8.self, repeating: 0, count: max(byteCount, 1))
        base = UnsafeRawPointer(block)
        self.byteCount = byteCount
        mapped = false
    }

    /// A heap copy of `bytes`, aligned to `alignment` (for every section of a tagger image, say).
    package convenience init(copying bytes: UnsafeRawBufferPointer, alignment: Int) {
        self.init(byteCount: bytes.count, alignment: alignment)
        if let source = bytes.baseAddress, bytes.count > 0 {
            UnsafeMutableRawPointer(mutating: base).copyMemory(from: source, byteCount: bytes.count)
        }
    }

    /// The whole file at `path`, mapped read-only and faulted in at once
    /// (one `MAP_POPULATE` instead of a page fault per page touched).
    /// Throws the `errno` text when the file cannot be opened or mapped.
    package init(mapping path: String) throws(MappingFailure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw MappingFailure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw MappingFailure(reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw MappingFailure(reason: "not a regular file") }
        let size = Int(status.st_size)
        guard size > 0 else {
            base = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16))
            byteCount = 0
            mapped = false
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0),
            address != MAP_FAILED
        else {
            throw MappingFailure(reason: String(cString: strerror(errno)))
        }
        base = UnsafeRawPointer(address)
        byteCount = size
        mapped = true
    }

    package struct MappingFailure: Error {
        package var reason: String
    }

    /// All the bytes.
    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: byteCount) }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), byteCount)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }
}
