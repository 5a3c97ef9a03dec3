import TouchCore
import TouchScene

/// The picture of a `compare` table (scenarios × variants), light on white
/// so that it reads well pasted into a bug report or a code review: one row
/// per scenario, one column per variant, differing cells tinted and flagged.
public enum ComparisonPicture {
    static let body = 12.0
    static let title = 15.0
    static let margin = 16.0
    static let padding = 8.0
    static let lineHeight = TextMetrics.lineHeight * body + 2

    static let ink = Color(0x1C, 0x1C, 0x1E)
    static let secondary = Color(0x6C, 0x6C, 0x72)
    static let grid = Color(0xC7, 0xC7, 0xCC)
    static let header = Color(0xF2, 0xF2, 0xF7)
    static let differs = Color(0xFF, 0xF4, 0xD6)
    static let differsEdge = Color(0xFF, 0x9F, 0x0A)

    /// The widest a band of columns gets, points: wider tables (issue 33: 42 variants made a
    /// 16,507-pixel-wide picture no renderer allocates) are cut into bands of variant columns,
    /// stacked, each with the scenario and "as written" columns again.
    public static let bandWidth = 4000.0
    /// The longest side a picture may have, pixels (SDL's surfaces; `compare` refuses past it).
    public static let maximumSide = 16384.0

    /// The table's display list, sized to fit its content.
    public static func make(_ comparison: Comparison, title text: String) -> DisplayList {
        let headings = comparison.headings
        let scenarioWidth = width(of: ["scenario"] + comparison.rows.map(\.scenario)) + 2 * padding
        let columnWidths = headings.indices.map { c in
            width(of: [headings[c] + "  ≠ differs"] + comparison.rows.flatMap { Why.collapse($0.cells[c].outcome.items) + ["(nothing)"] }) + 2 * padding + 6
        }
        let rowHeights = comparison.rows.map { row in
            Double(max(1, row.cells.map { Why.collapse($0.outcome.items).count }.max() ?? 1)) * lineHeight + 2 * padding
        }
        let headerHeight = lineHeight + 2 * padding
        // Bands of columns: "as written" and as many variants as fit, at least one.
        var bands: [[Int]] = []
        var band = [0]
        var bandWidth = scenarioWidth + columnWidths[0]
        for c in headings.indices.dropFirst() {
            if band.count > 1 && bandWidth + columnWidths[c] > Self.bandWidth {
                bands.append(band)
                band = [0]
                bandWidth = scenarioWidth + columnWidths[0]
            }
            band.append(c)
            bandWidth += columnWidths[c]
        }
        bands.append(band)
        let tableWidths = bands.map { scenarioWidth + $0.map { columnWidths[$0] }.reduce(0, +) }
        let tableHeight = headerHeight + rowHeights.reduce(0, +)
        let bandGap = lineHeight * 2
        let top = margin + TextMetrics.lineHeight * title + 8 + lineHeight
        let size = Size(width: max(480, (tableWidths.max() ?? 0) + 2 * margin),
                        height: top + Double(bands.count) * tableHeight + Double(bands.count - 1) * bandGap + margin + lineHeight)
        var list = DisplayList(size: size, background: Color(0xFF, 0xFF, 0xFF))
        list.append(.text(text, origin: Point(x: margin, y: margin), size: title, ink, alignment: .leading))
        let changed = comparison.variants.indices.map { v in comparison.rows.filter { $0.cells[v + 1].differs }.count }
        let summary = zip(comparison.variants, changed).map { "\($0.label): \($1) of \(comparison.rows.count) differ" }
        list.append(.text(summary.isEmpty ? "as written" : "touchscope compare — " + summary.joined(separator: " · "),
                          origin: Point(x: margin, y: margin + TextMetrics.lineHeight * title + 6), size: body, secondary, alignment: .leading))

        var y = top
        for (b, columns) in bands.enumerated() {
            if b > 0 { y += bandGap }
            y = drawBand(comparison, columns: columns, top: y, scenarioWidth: scenarioWidth, columnWidths: columnWidths,
                         rowHeights: rowHeights, headerHeight: headerHeight, tableWidth: tableWidths[b], into: &list)
        }
        list.append(.text("≠ differs from the scene as written", origin: Point(x: margin, y: y + 8), size: body,
                          secondary, alignment: .leading))
        return list
    }

    /// One table of `columns` (indices into the headings) from `top`; returns its bottom.
    private static func drawBand(_ comparison: Comparison, columns: [Int], top: Double, scenarioWidth: Double, columnWidths: [Double],
                                 rowHeights: [Double], headerHeight: Double, tableWidth: Double, into list: inout DisplayList) -> Double {
        let headings = comparison.headings
        // Header row.
        var x = margin
        list.append(.fillRect(Rect(x: margin, y: top, width: tableWidth, height: headerHeight), header))
        list.append(.text("scenario", origin: Point(x: x + padding, y: top + padding), size: body, secondary, alignment: .leading))
        x += scenarioWidth
        for c in columns {
            list.append(.text(headings[c], origin: Point(x: x + padding, y: top + padding), size: body, ink, alignment: .leading))
            x += columnWidths[c]
        }

        // One row per scenario.
        var y = top + headerHeight
        var rowLines: [Double] = []
        for (r, row) in comparison.rows.enumerated() {
            list.append(.text(row.scenario, origin: Point(x: margin + padding, y: y + padding), size: body, ink, alignment: .leading))
            x = margin + scenarioWidth
            for c in columns {
                let cell = row.cells[c]
                let box = Rect(x: x, y: y, width: columnWidths[c], height: rowHeights[r])
                if cell.differs {
                    // Inset by a point so that the grid stays visible between two differing cells.
                    list.append(.fillRect(Rect(x: box.origin.x + 1, y: box.origin.y + 1, width: box.size.width - 2, height: box.size.height - 2), differs))
                    list.append(.fillRect(Rect(x: x + 1, y: y + 1, width: 4, height: rowHeights[r] - 2), differsEdge))
                    list.append(.text("≠", origin: Point(x: x + columnWidths[c] - padding, y: y + padding), size: body,
                                      differsEdge, alignment: .trailing))
                }
                let items = cell.outcome.items.isEmpty ? ["(nothing)"] : Why.collapse(cell.outcome.items)
                for (i, item) in items.enumerated() {
                    list.append(.text(item, origin: Point(x: x + padding + 4, y: y + padding + Double(i) * lineHeight),
                                      size: body, color(of: item), alignment: .leading))
                }
                x += columnWidths[c]
            }
            y += rowHeights[r]
            rowLines.append(y)
        }

        // Grid, over the tinted cells.
        for line in rowLines.dropLast() {
            list.append(.line(Point(x: margin, y: line), Point(x: margin + tableWidth, y: line), grid, lineWidth: 1))
        }
        list.append(.strokeRect(Rect(x: margin, y: top, width: tableWidth, height: y - top), grid, lineWidth: 1))
        x = margin + scenarioWidth
        for c in columns {
            list.append(.line(Point(x: x, y: top), Point(x: x, y: y), grid, lineWidth: 1))
            x += columnWidths[c]
        }
        return y
    }

    static func width(of texts: [String]) -> Double {
        texts.map { TextMetrics.width(of: $0, size: body) }.max() ?? 0
    }

    /// Actions blue, control events and deliveries green, cancellations orange, the rest ink.
    static func color(of item: String) -> Color {
        if item.hasPrefix("gesture.action") { return Color(0x00, 0x6E, 0xE6) }
        if item.hasPrefix("action.deliver") || item.hasPrefix("control.event") || item.hasPrefix("list.didSelect") {
            return Color(0x24, 0x8A, 0x3D)
        }
        if item.hasPrefix("responder.touchesCancelled") { return Color(0xC9, 0x34, 0x00) }
        if item == "(nothing)" { return secondary }
        return ink
    }
}
