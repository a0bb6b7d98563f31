/// Where a bzip2 stream may begin inside a multistream file: the stream
/// header "BZh" and a block-size digit, followed at once by the first
/// block's magic 0x314159265359 (a stream's first block is byte-aligned).
///
/// Only a candidate: the same ten bytes may occur inside compressed data, so
/// the parallel reader takes a candidate as a boundary only once the stream
/// before it has been decoded to end exactly there.
package enum Bzip2StreamBoundaries {
    static let magicLength = 10
    private static let blockMagic: [UInt8] = [0x31, 0x41, 0x59, 0x26, 0x53, 0x59]

    /// The first candidate at or after `from` and before `before`, reading
    /// the file in 1 MiB windows; nil when there is none there. O(bytes scanned).
    package static func firstCandidate(in file: PositionalFile, from: Int, before: Int) throws(Bzip2Error) -> Int? {
        let window = 1 << 20
        var offset = max(from, 0)
        let limit = min(before, file.size)
        while offset < limit {
            let bytes = try file.read(at: offset, count: min(window, limit - offset) + magicLength - 1)
            if let found = firstCandidate(in: bytes, scanning: min(window, limit - offset)) { return offset + found }
            offset += window
        }
        return nil
    }

    /// The first index below `count` where a candidate of `bytes` starts.
    static func firstCandidate(in bytes: [UInt8], scanning count: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let last = min(count, buffer.count - magicLength + 1)
            var index = 0
            while index < last {
                if buffer[index] == 0x42, isCandidate(buffer, at: index) { return index }
                index += 1
            }
            return nil
        }
    }

    private static func isCandidate(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard buffer[index + 1] == 0x5a, buffer[index + 2] == 0x68, (0x31...0x39).contains(buffer[index + 3]) else {
            return false
        }
        for (k, byte) in blockMagic.enumerated() where buffer[index + 4 + k] != byte { return false }
        return true
    }
}
