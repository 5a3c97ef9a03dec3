import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a scene file from disk without hanging or lying about why it
/// failed: only regular files are opened (a FIFO would block `open` forever,
/// a device could be endless), at most `limit + 1` bytes are read, and a
/// failure says what the path really is (missing, a symlink loop, a
/// directory, unreadable).
enum SceneFile {
    static func read(_ path: String, limit: Int) throws(SceneLoadError) -> Data {
        func refuse(_ message: String) -> SceneLoadError { SceneLoadError(file: path, message: message) }
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            switch code {
            case ELOOP:
                throw refuse("the path is a loop of symbolic links that never reaches a file; point the link at the scene file")
            case EACCES:
                throw refuse("the scene file cannot be reached: permission denied on a folder of its path; check the permissions")
            case ENOTDIR:
                throw refuse("the scene file does not exist: a part of its path is not a folder; check the path")
            default:
                var link = stat()
                if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
                    throw refuse("the path is a symbolic link to a file that does not exist; check where the link points")
                }
                throw refuse("the scene file does not exist; check the path and its permissions")
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("the path is a folder, not a scene file; name a .yaml file inside it")
        case S_IFIFO: throw refuse("the path is a FIFO (named pipe), not a regular file; save the scene to a file and load that")
        default: throw refuse("the path is not a regular file (a device or socket); save the scene to a file and load that")
        }
        // O_NONBLOCK: should the path become a FIFO between stat and open, open does not wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            throw refuse("the scene file cannot be read (\(String(cString: strerror(errno)))); check its permissions")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
            throw refuse("the path is not a regular file; save the scene to a file and load that")
        }
        do {
            // Read at most one byte past the limit, so that no file is read whole past it.
            return try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw refuse("the scene file cannot be read (\(error.localizedDescription)); check the path and its permissions")
        }
    }
}
