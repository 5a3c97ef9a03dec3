import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writing a file the user owns without damaging it (a recorded scenario,
/// `import -o`, a screenshot, a saved trace):
///
/// - through symbolic links: the file the link points at is written and the
///   link stays a link;
/// - a file with several hard links is rewritten in place, so that every
///   name keeps seeing the same file;
/// - otherwise the bytes go to a temporary file beside the target, which then
///   replaces it atomically (a crash or a full disk leaves the old file or
///   the new, never half of one);
/// - the file keeps its permission bits (a 600 file stays 600), its owner and
///   its group; a new file gets the usual 666 less the umask;
/// - it refuses, with a message that says what to do: a target that is no
///   regular file (a FIFO would block, a directory cannot be replaced), a
///   read-only target (root would otherwise write through the missing write
///   bits), and a target that is one of the command's own inputs.
public enum SceneFileWriter {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The target exists and is no regular file.
        case notRegularFile(String)
        /// The target has no write permission bit.
        case readOnly(String)
        /// The target is one of the inputs (the same file, by device and inode).
        case isInput(String)
        /// Creating, writing or renaming failed (no such folder, no space, no permission).
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .notRegularFile(let p): return "\(p) exists and is not a regular file (a FIFO, a device or a folder); choose a file path"
            case .readOnly(let p): return "\(p) is read-only; make it writable (chmod u+w) or choose another path"
            case .isInput(let p): return "\(p) is also an input of this command; writing it would destroy the input: choose another path"
            case .cannotWrite(let p): return "cannot write \(p): check that its folder exists and is writable, and that the disk has room"
            }
        }
    }

    /// Writes `text` to `path` (see the type's rules).
    public static func write(_ text: String, to path: String, inputs: [String] = []) throws(Failure) {
        try write(bytes: Array(text.utf8), to: path, inputs: inputs)
    }

    /// Writes `bytes` to `path`, refusing to overwrite any of `inputs` (see the type's rules).
    public static func write(bytes: [UInt8], to path: String, inputs: [String] = []) throws(Failure) {
        let target = resolvingLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists {
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path) }
            guard info.st_mode & 0o222 != 0 else { throw .readOnly(path) }
            for input in inputs {
                var other = stat()
                if stat(input, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino { throw .isInput(path) }
            }
        }
        if exists && info.st_nlink > 1 {
            try inPlace(bytes, target, shown: path)
            return
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var template = Array((target + ".touchscope-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotWrite(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = writeAll(bytes, fd) && fchmod(fd, mode) == 0
        // Keep the owner and group of a file written by another user (root saving a user's scene).
        if ok && exists && (info.st_uid != geteuid() || info.st_gid != getegid()) {
            ok = fchown(fd, info.st_uid, info.st_gid) == 0 && fchmod(fd, mode) == 0
        }
        ok = ok && fsync(fd) == 0
        ok = close(fd) == 0 && ok
        guard ok, rename(temporary, target) == 0 else {
            unlink(temporary)
            throw .cannotWrite(path)
        }
    }

    /// `path` with its symbolic links followed (the path itself when it does
    /// not exist yet; a dangling link's destination when it points nowhere).
    public static func resolvingLinks(_ path: String) -> String {
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

    private static func inPlace(_ bytes: [UInt8], _ target: String, shown: String) throws(Failure) {
        let fd = open(target, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { throw .cannotWrite(shown) }
        let ok = writeAll(bytes, fd) && fsync(fd) == 0
        guard close(fd) == 0 && ok else { throw .cannotWrite(shown) }
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
