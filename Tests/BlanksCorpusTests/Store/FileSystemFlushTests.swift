import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

#if canImport(Glibc)
    import Glibc
#endif

/// A write-back error that `syncfs` reports is final: flushing the files one by
/// one afterwards could succeed (the kernel reports such an error once) and
/// hide it, so it is reported as a failure; only a kernel without `syncfs`
/// falls back to `fsync` per file.
@Suite struct FileSystemFlushTests {
    private func folderWithAFile() throws -> (folder: URL, file: URL) {
        let folder = try TemporaryDirectory().url
        let file = folder.appendingPathComponent("f")
        try Data("x".utf8).write(to: file)
        return (folder, file)
    }

    @Test func anIOErrorFromSyncfsIsAFailure() throws {
        let (folder, file) = try folderWithAFile()
        let failing: FileSystemFlush.SyncFS = { _ in
            errno = EIO
            return -1
        }
        #expect(!FileSystemFlush.flush(files: [file], folders: [folder], syncfs: failing))
    }

    @Test func aKernelWithoutSyncfsFallsBackToFsync() throws {
        let (folder, file) = try folderWithAFile()
        let missing: FileSystemFlush.SyncFS = { _ in
            errno = ENOSYS
            return -1
        }
        #expect(FileSystemFlush.flush(files: [file], folders: [folder], syncfs: missing))
        #expect(FileSystemFlush.flush(files: [file], folders: [folder], syncfs: nil))
    }

    @Test func theSystemsSyncfsSucceedsOnAHealthyFolder() throws {
        let (folder, file) = try folderWithAFile()
        #expect(FileSystemFlush.flush(files: [file], folders: [folder]))
    }
}
