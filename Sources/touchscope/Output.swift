#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TouchScene

#if canImport(Glibc)
private let unistd_write = Glibc.write
#elseif canImport(Darwin)
private let unistd_write = Darwin.write
#endif

/// Standard output and error without Foundation's buffering surprises.
enum Output {
    static func out(_ text: String) { write(text, to: 1) }

    static func err(_ text: String) { write(text, to: 2) }

    /// Writes bytes (a `JSONLinesWriter`'s buffer) to standard output.
    static func out(bytes: UnsafeBufferPointer<UInt8>) { write(bytes, to: 1) }

    /// Writes all of `text` to a file descriptor, however many calls it takes.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    /// Writes all of `buffer` to a file descriptor, retrying when interrupted;
    /// stops when the reader has gone (a closed pipe).
    static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = unistd_write(descriptor, base + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// A path, name or pasted text as a message may quote it: control
    /// characters escaped, so it can neither fake a `FILE:LINE:` line nor
    /// drive the terminal (`SceneLoadError.escaped`).
    static func shown(_ text: String) -> String { SceneLoadError.escaped(text) }

    /// A report for the terminal (`why`, `compare`, `fix`), whose lines quote
    /// the scene's own names: every control character but the line breaks
    /// and tabs the report is laid out with is escaped, so a name holding a
    /// terminal escape sequence cannot drive the terminal (issue 33).
    static func report(_ text: String) {
        guard text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
        else { return out(text) }
        out(text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { SceneLoadError.escaped(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n"))
    }

    /// Reports a refused input (trace-format.md: a message on standard
    /// error, nothing on standard output, exit status 2).
    static func refuse(_ message: String) -> ExitCode {
        err(message.hasSuffix("\n") ? message : message + "\n")
        return ExitCode(2)
    }
}

import TouchTools

/// Runs a shared tool (`TouchTools`) for a command: a refused request is the
/// command's refusal (exit status 2), the scene's errors as the loader wrote
/// them, other errors after the command's name.
enum ToolRun {
    static func run<T>(_ command: String, _ body: () throws(ToolError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            // A request's message is one line: what it quotes from the arguments (a --variant, an item) is escaped (issue 33).
            throw Output.refuse(error.stage == .scene ? error.message : "touchscope \(command): \(SceneLoadError.escaped(error.message))")
        }
    }
}
