import TouchCore

/// Which overlays and panels are on.
public struct PanelSet: Hashable, Sendable {
    public var hitTest = true
    public var recognizers = true
    public var timeline = true
    public var pipeline = true
    public var log = true
    public var thresholds = true
    public var names = true
    public var help = false

    public init() {}
}

/// Where everything goes in the window, in window points: the top bar,
/// the scenario bar, the device screen on the left at the largest scale
/// that fits, and the panels beside it (recognizers and log on top, the
/// pipeline strip, the timeline at the bottom). Hidden panels give their
/// room to the others.
public struct InspectorLayout: Hashable, Sendable {
    public var size: Size
    public var topBar: Rect
    public var scenarioBar: Rect
    /// The run in words under the scenario bar (`RunStory`, issue 32 point 9).
    public var storyBar: Rect
    /// The column the device sits in.
    public var screenColumn: Rect
    public var transform: ScreenTransform
    /// The device screen, in window points.
    public var screen: Rect
    public var recognizers: Rect?
    public var log: Rect?
    public var pipeline: Rect?
    public var timeline: Rect?

    /// The smallest window the layout is made for (the window cannot be made
    /// smaller): every scene's text fits without overlap from here up.
    public static let minimumSize = Size(width: 960, height: 600)

    static let topBarHeight = 30.0
    static let scenarioBarHeight = 28.0
    static let storyBarHeight = 30.0
    static let margin = 14.0
    static let gap = 8.0

    public static func make(size: Size, screen: Size, panels: PanelSet) -> InspectorLayout {
        let all = Rect(origin: .zero, size: Size(width: max(size.width, 200), height: max(size.height, 150)))
        let (topBar, rest) = all.sliceTop(topBarHeight)
        let (scenarioBar, belowChips) = rest.sliceTop(scenarioBarHeight)
        let (storyBar, content) = belowChips.sliceTop(storyBarHeight)
        let anyPanel = panels.recognizers || panels.timeline || panels.pipeline || panels.log
        // Screen height plus a 14-point bezel each side, scaled, plus margins.
        let byHeight = (content.height - 2 * margin) / (screen.height + 28)
        let byWidth = (content.width * (anyPanel ? 0.46 : 1) - 2 * margin) / (screen.width + 28)
        let scale = max(0.05, min(byHeight, byWidth, 2))
        let deviceWidth = (screen.width + 28) * scale
        let columnWidth = anyPanel ? deviceWidth + 2 * margin : content.width
        let (column, right) = content.sliceLeft(columnWidth)
        let deviceHeight = (screen.height + 28) * scale
        let origin = Point(column.midX - screen.width * scale / 2, column.minY + (column.height - deviceHeight) / 2 + 14 * scale)
        let transform = ScreenTransform(origin: origin, scale: scale)
        var layout = InspectorLayout(size: size, topBar: topBar, scenarioBar: scenarioBar, storyBar: storyBar, screenColumn: column,
                                     transform: transform,
                                     screen: transform.rect(Rect(origin: .zero, size: screen)))
        guard anyPanel else { return layout }
        var area = Rect(x: right.minX, y: right.minY + gap, width: right.width - gap, height: right.height - 2 * gap)
        let topPanels = panels.recognizers || panels.log
        if panels.timeline {
            let height = topPanels || panels.pipeline ? min(max(area.height * 0.4, 160), max(120, area.height - 220)) : area.height
            let (timeline, above) = area.sliceBottom(height)
            layout.timeline = timeline
            area = Rect(x: above.minX, y: above.minY, width: above.width, height: max(0, above.height - gap))
        }
        if panels.pipeline {
            let height = topPanels ? min(66, area.height) : min(66, area.height)
            let (pipeline, above) = area.sliceBottom(height)
            layout.pipeline = pipeline
            area = Rect(x: above.minX, y: above.minY, width: above.width, height: max(0, above.height - gap))
        }
        switch (panels.recognizers, panels.log) {
        case (true, true):
            let (left, logArea) = area.sliceLeft(area.width * 0.54)
            layout.recognizers = Rect(x: left.minX, y: left.minY, width: left.width - gap / 2, height: left.height)
            layout.log = Rect(x: logArea.minX + gap / 2, y: logArea.minY, width: logArea.width - gap / 2, height: logArea.height)
        case (true, false): layout.recognizers = area
        case (false, true): layout.log = area
        case (false, false): break
        }
        return layout
    }
}

/// A panel's frame: a rounded background and a header with its title and the key that toggles it.
enum PanelChrome {
    static let headerHeight = 20.0

    /// The part of a panel below its header.
    static func content(of r: Rect) -> Rect {
        Rect(x: r.minX + 2, y: r.minY + headerHeight + 2, width: r.width - 4, height: max(0, r.height - headerHeight - 4))
    }

    /// The parts of the frame that do not change while the window's layout
    /// stays (all but the detail): drawn first, with the device, so the
    /// renderer keeps their pixels from frame to frame.
    static func frame(_ title: String, key: String, in r: Rect, into c: inout Canvas) {
        c.round(r, radius: 8, Palette.panel)
        let header = Rect(x: r.minX, y: r.minY, width: r.width, height: headerHeight)
        c.text(title, x: header.minX + 10, centerY: header.midY, size: 10.5, Palette.text)
        c.pill(key, Point(header.maxX - 8, header.minY + 4), size: 8.5, fill: Palette.separator, textColor: Palette.secondaryText,
               align: .trailing)
        c.line(Point(r.minX + 6, header.maxY), Point(r.maxX - 6, header.maxY), Palette.separator)
    }

    /// The detail after the title of a frame drawn by `frame` (it lies between the title and the key's pill); returns the content rectangle.
    static func detail(_ detail: String, title: String, in r: Rect, into c: inout Canvas) -> Rect {
        let header = Rect(x: r.minX, y: r.minY, width: r.width, height: headerHeight)
        let titleWidth = TextMetrics.width(of: title, size: 10.5)
        if !detail.isEmpty, let d = TextFit.truncated(detail, width: r.width - titleWidth - 50, size: 9) {
            c.text(d, x: header.minX + 18 + titleWidth, centerY: header.midY, size: 9, Palette.tertiaryText)
        }
        return content(of: r)
    }

    /// Draws the frame and its detail; returns the content rectangle.
    static func draw(_ title: String, key: String, detail text: String = "", in r: Rect, into c: inout Canvas) -> Rect {
        frame(title, key: key, in: r, into: &c)
        return detail(text, title: title, in: r, into: &c)
    }
}

/// The key list drawn over the window when `?` is pressed: groups fill
/// one or two columns, each meaning wrapped at words to its column.
enum HelpOverlay {
    static func draw(in size: Size) -> [DrawCommand] {
        var c = Canvas()
        c.fill(Rect(origin: .zero, size: size), Color(0, 0, 0, 150))
        let groups = KeyBindings.help.reduce(into: [String]()) { if !$0.contains($1.group) { $0.append($1.group) } }
        let line = 17.0
        let columns = size.width >= 2 * 430 + 80 ? 2 : 1
        let columnWidth = min(430, (size.width - 60) / Double(columns))
        let keyColumn = 96.0
        let meaningWidth = columnWidth - keyColumn - 12
        func lines(_ meaning: String) -> [String] { TextFit.wrapped(meaning, width: meaningWidth, size: 10.5) }
        // Groups go to the shorter column.
        var placed: [(String, Int)] = []
        var heights = [Double](repeating: 0, count: columns)
        for g in groups {
            let rows = KeyBindings.help.filter { $0.group == g }.reduce(0) { $0 + lines($1.meaning).count }
            let col = heights.firstIndex(of: heights.min()!)!
            placed.append((g, col))
            heights[col] += Double(rows) * line + line * 1.6
        }
        let width = Double(columns) * columnWidth + 40
        let height = min(size.height - 20, (heights.max() ?? 0) + 60)
        let box = Rect(x: (size.width - width) / 2, y: max(10, (size.height - height) / 2), width: width, height: height)
        c.round(box, radius: 12, Palette.panel)
        c.text("TouchScope — keys", Point(box.minX + 20, box.minY + 14), size: Palette.titleSize, Palette.text)
        c.text("press ? or esc to close", Point(box.maxX - 20, box.minY + 16), size: Palette.smallSize, Palette.tertiaryText,
               align: .trailing)
        var y = [Double](repeating: box.minY + 44, count: columns)
        // What does not fit the window's height is left out, with a note, rather than drawn past the box.
        let bottom = box.maxY - 8
        var cut = false
        for (group, col) in placed {
            let x = box.minX + 20 + Double(col) * columnWidth
            guard y[col] + 2 * line <= bottom else { cut = true; continue }
            c.text(group.uppercased(), Point(x, y[col]), size: 9, Palette.tertiaryText)
            y[col] += line
            for binding in KeyBindings.help where binding.group == group {
                let meaning = lines(binding.meaning)
                guard y[col] + Double(meaning.count) * line <= bottom else { cut = true; break }
                c.pill(binding.keys, Point(x, y[col] - 1), size: 10, fill: Palette.separator, textColor: Palette.text)
                for (k, text) in meaning.enumerated() {
                    c.text(text, Point(x + keyColumn, y[col] + Double(k) * line), size: 10.5, Palette.secondaryText)
                }
                y[col] += Double(meaning.count) * line
            }
            y[col] += line * 0.6
        }
        if cut {
            c.text("… a taller window shows every key", Point(box.maxX - 20, box.maxY - 20), size: Palette.smallSize,
                   Palette.tertiaryText, align: .trailing)
        }
        return c.commands
    }
}
