import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writing a scene file back (a recorded scenario) without damaging it:
///
/// - through symbolic links: the file the link points at is written and the
///   link stays a link;
/// - a file with several hard links is rewritten in place, so that every
///   name keeps seeing the same file;
/// - otherwise the text goes to a temporary file beside the target, which then
///   replaces it atomically (a crash leaves the old file or the new, never half);
/// - the file keeps its permission bits (a 600 file stays 600); a new file gets
///   the usual 666 less the umask.
enum SceneFileWriter {
    enum Failure: Error { case cannotWrite }

    static func write(_ text: String, to path: String) throws(Failure) {
        let target = resolvingLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        let bytes = Array(text.utf8)
        if exists && info.st_nlink > 1 {
            try inPlace(bytes, target)
            return
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var template = Array((target + ".touchscope-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotWrite }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = writeAll(bytes, fd) && fchmod(fd, mode) == 0 && fsync(fd) == 0
        ok = close(fd) == 0 && ok
        guard ok, rename(temporary, target) == 0 else {
            unlink(temporary)
            throw .cannotWrite
        }
    }

    /// `path` with its symbolic links followed (the path itself when it does
    /// not exist yet; a dangling link's destination when it points nowhere).
    static func resolvingLinks(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return path
    }

    private static func inPlace(_ bytes: [UInt8], _ target: String) throws(Failure) {
        let fd = open(target, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { throw .cannotWrite }
        let ok = writeAll(bytes, fd) && fsync(fd) == 0
        guard close(fd) == 0 && ok else { throw .cannotWrite }
    }

    private static func writeAll(_ bytes: [UInt8], _ fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
