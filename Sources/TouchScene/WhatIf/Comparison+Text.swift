import TouchCore

/// The comparison as a text table and as JSON (trace-format.md).
extension Comparison {
    /// One row per scenario, one column per variant; a differing cell's lines start with `*`.
    public var text: String {
        let first = max(8, rows.map(\.scenario.count).max() ?? 0)
        let columns = headings.indices.map { column -> Int in
            let cells = rows.flatMap { Self.lines(of: $0.cells[column], against: $0.cells.first) }
            return max(headings[column].count + 2, cells.map(\.count).max() ?? 0)
        }
        func line(_ parts: [String]) -> String {
            var out = pad(parts[0], first)
            for (i, part) in parts.dropFirst().enumerated() { out += " │ " + pad(part, columns[i]) }
            while out.hasSuffix(" ") { out.removeLast() }
            return out + "\n"
        }
        func rule() -> String {
            String(repeating: "─", count: first) + columns.map { "─┼─" + String(repeating: "─", count: $0) }.joined() + "\n"
        }
        var out = line(["scenario"] + headings.map { "  " + $0 })
        for row in rows {
            out += rule()
            let cells = row.cells.map { Self.lines(of: $0, against: row.cells.first) }
            let height = cells.map(\.count).max() ?? 1
            for i in 0..<height {
                out += line([i == 0 ? row.scenario : ""] + cells.map { i < $0.count ? $0[i] : "" })
            }
        }
        out += "\n* differs from the scene as written"
        let counts = headings.indices.dropFirst().map { c in rows.filter { $0.cells[c].differs }.count }
        if !variants.isEmpty {
            out += " (" + zip(variants, counts).map { "\($0.label): \($1) of \(rows.count)" }.joined(separator: ", ") + ")"
        }
        return out + "\n"
    }

    /// The text lines of one cell: its items, or `(nothing)`; in a cell that
    /// differs, only the lines the scene as written does not have are marked
    /// `*` (issue 26.6), and runs of the same line collapse into one with its
    /// count (`gesture.action revealPan state=changed × 36`).
    static func lines(of cell: Cell, against written: Cell?) -> [String] {
        if cell.outcome.items.isEmpty { return [(cell.differs ? "* " : "  ") + "(nothing)"] }
        var marked: [String]
        if cell.differs, let written {
            marked = OutcomeDiff(written: written.outcome.items, variant: cell.outcome.items).variant.map {
                ($0.mark == .kept ? "  " : "* ") + $0.item
            }
            if !marked.contains(where: { $0.hasPrefix("* ") }) { marked = cell.outcome.items.map { "* " + $0 } }
        } else {
            marked = cell.outcome.items.map { (cell.differs ? "* " : "  ") + $0 }
        }
        return Why.collapse(marked)
    }

    /// `{"variants": [...], "scenarios": [{"name": ..., "outcomes": [{"variant": ..., "outcome": [...], "differs": ...}]}]}`.
    public var json: String {
        var out = "{\"variants\": [" + variants.map { TraceJSON.quoted($0.label) }.joined(separator: ", ") + "], \"scenarios\": ["
        out += rows.map { row in
            "{\"name\": \(TraceJSON.quoted(row.scenario)), \"outcomes\": ["
                + row.cells.map { cell in
                    "{\"variant\": \(cell.variant.map(TraceJSON.quoted) ?? "null"), \"outcome\": ["
                        + cell.outcome.items.map(TraceJSON.quoted).joined(separator: ", ")
                        + "], \"differs\": \(cell.differs)}"
                }.joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        return out + "]}\n"
    }
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
