import Foundation
import Testing

/// `touchscope export`, headless: a PNG picture and a Perfetto trace.
@Suite struct ExportCommandTests {
    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("export --png writes a picture of the requested size, with no display")
    func png() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("table.png")
        let run = try touchscope(["export", Package.scenes.appendingPathComponent("table.yaml").path,
                                  "--scenario", "scroll", "--png", file.path, "--size", "1200x800"])
        #expect(run.status == 0 && run.stdout.contains("wrote"))
        let data = try Data(contentsOf: file)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: width and height, big-endian, at bytes 16...23.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1200 && height == 800)
    }

    @Test("export --perfetto: valid JSON, slices well nested on every track, every flow bound at both ends")
    func perfetto() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("trace.json")
        let run = try touchscope(["export", Package.scenes.appendingPathComponent("single-vs-double-tap.yaml").path,
                                  "--scenario", "one tap", "--perfetto", file.path])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        #expect(events.count > 10)
        // Complete slices per (pid, tid): any two either nest or do not overlap.
        var tracks: [String: [(Double, Double)]] = [:]
        for e in events where e["ph"] as? String == "X" {
            let ts = (e["ts"] as? NSNumber)?.doubleValue ?? 0, dur = (e["dur"] as? NSNumber)?.doubleValue ?? 0
            tracks["\(e["pid"] ?? "") \(e["tid"] ?? "")", default: []].append((ts, ts + dur))
        }
        #expect(!tracks.isEmpty)
        for (track, slices) in tracks {
            for a in slices {
                for b in slices where a != b {
                    let overlap = a.0 < b.1 && b.0 < a.1
                    let nested = (a.0 >= b.0 && a.1 <= b.1) || (b.0 >= a.0 && b.1 <= a.1)
                    #expect(!overlap || nested, "slices on \(track) cross: \(a) \(b)")
                }
            }
        }
        // Flows: every start has exactly one finish with the same id, and there is at least one.
        let starts = events.filter { $0["ph"] as? String == "s" }.compactMap { $0["id"] as? NSNumber }
        let finishes = events.filter { $0["ph"] as? String == "f" }.compactMap { $0["id"] as? NSNumber }
        #expect(!starts.isEmpty && starts.sorted { $0.intValue < $1.intValue } == finishes.sorted { $0.intValue < $1.intValue })
    }

    @Test("export without an output is refused with a message saying what to add")
    func nothingToWrite() throws {
        let run = try touchscope(["export", Package.scenes.appendingPathComponent("table.yaml").path])
        #expect(run.status != 0 && run.stdout.isEmpty && run.stderr.contains("--png FILE"))
    }
}
