import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What identifies one version of `manifest.jsonl` without reading it: its
/// size, modification and status-change times in nanoseconds, and inode.
///
/// The selection sidecar is trusted only while the index still has the stamp
/// it was made from. The status-change time (ctime) is what a hand edit
/// cannot keep: every write, rename, `touch` or copy sets it to the present,
/// and no call sets it back. The device is left out: one corpus on NFS has a
/// different device number on each machine of a cluster, the same inode and
/// times. A stamp that cannot be read (a missing file) is nil.
package struct IndexFileStamp: Equatable, Sendable {
    package var size: Int64
    package var modifiedSeconds: Int64
    package var modifiedNanoseconds: Int64
    package var changedSeconds: Int64
    package var changedNanoseconds: Int64
    package var inode: UInt64

    package init(
        size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, changedSeconds: Int64,
        changedNanoseconds: Int64, inode: UInt64
    ) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
    }

    /// The stamp of the file at `path` as it is now.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of an open file.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        self.init(
            size: Int64(status.st_size), modifiedSeconds: Int64(status.st_mtim.tv_sec),
            modifiedNanoseconds: Int64(status.st_mtim.tv_nsec), changedSeconds: Int64(status.st_ctim.tv_sec),
            changedNanoseconds: Int64(status.st_ctim.tv_nsec), inode: UInt64(status.st_ino))
    }

    /// The first field in which `other` differs, named for a reader; nil when they are equal.
    package func difference(from other: IndexFileStamp) -> String? {
        if size != other.size { return "size \(other.size) bytes, not \(size)" }
        if inode != other.inode { return "another file (inode \(other.inode), not \(inode))" }
        if (modifiedSeconds, modifiedNanoseconds) != (other.modifiedSeconds, other.modifiedNanoseconds) {
            return "modified since"
        }
        if (changedSeconds, changedNanoseconds) != (other.changedSeconds, other.changedNanoseconds) {
            return "changed (written, touched or copied) since"
        }
        return nil
    }
}
