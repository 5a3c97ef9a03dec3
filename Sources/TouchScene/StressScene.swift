import TouchCore

/// Generated scenes for the benchmark (`touchscope bench`): a deep, wide
/// view tree that goes through `SceneBuilder` like a user's scene.
///
/// Shape: one window `Main` whose root view `root` fills the screen; below
/// the root, `views` views on exactly `depth` levels. Level sizes grow
/// geometrically, `levelCounts(views:depth:)`; for 2,000 views on 12 levels
/// they are 1, 3, 5, 9, 16, 29, 52, 91, 160, 280, 491, 863: a single content
/// view under the root with three children, then a branching factor of
/// about 1.76 (one or two children each). Each level's views are shared out
/// evenly among the views of the level above, in order, so every view but
/// the deepest has at least one child and every leaf is `depth` levels below
/// the root.
///
/// Views are named `v<level>_<index>` (level 1 is the root's children,
/// index counts from 0 across the level). Each view's touch behaviour is
/// drawn from the seeded generator: mostly `forward`, so that a touch's
/// calls climb long responder chains (rule R2), with some `inherit` and a
/// few `handle` that end a chain early.
///
/// To give stress views more (gesture recognizers, say), extend
/// `Generator.decorate(_:)` and draw from a new `Stream`: each concern has
/// its own random stream, so adding one leaves the frames and behaviours
/// that a seed gives unchanged.
public enum StressScene {
    /// Where children sit in their parent.
    public enum Layout: String, CaseIterable, Sendable {
        /// Children tile their parent exactly in a grid of nearly square
        /// cells (a short last row takes wider cells): a point of the parent
        /// is in exactly one child.
        case tiled
        /// Each child is a random sub-rectangle whose area is 30–90% of its
        /// parent's: siblings overlap and leave holes.
        case random
    }

    /// The share of the parent's area a random child covers (`Layout.random`).
    public static let randomCoverage: ClosedRange<Double> = 0.3...0.9

    /// Touch behaviours and their weights (out of 10): mostly `forward`.
    static let behaviourWeights: [(TouchBehaviourDescription, Int)] = [(.forward, 7), (.inherit, 2), (.handle, 1)]

    /// Frame edges of the tiled layout are multiples of 1/64 point, so that
    /// `x + width` of one cell is exactly the next cell's `x`: no point falls
    /// between two tiles or in both.
    static let tileGrid: Double = 64

    /// `recognizers`: that many gesture recognizers, every kind in turn, on
    /// the views of the top levels (the fewest levels with room for three a
    /// view), which every touch's chain passes through; some allow
    /// simultaneous recognition and some require another's failure, so the
    /// arbitration does real work.
    public static func make(layout: Layout, views: Int = 2000, depth: Int = 12, recognizers: Int = 0,
                            seed: UInt64) -> SceneDescription {
        let device = DeviceParameters()
        var generator = Generator(layout: layout, levelCounts: levelCounts(views: views, depth: depth), seed: seed)
        generator.planRecognizers(recognizers)
        let root = generator.view(level: 0, index: 0, frame: nil, size: device.screen)
        return SceneDescription(
            title: "stress: \(layout.rawValue), \(views) views on \(depth) levels, seed \(seed)",
            device: device, app: AppDescription(),
            windows: [WindowDescription(name: "Main", root: .view(root))], scenarios: [])
    }

    /// The number of views on each level below the root, top first: a
    /// geometric series summing to `views`, never shrinking from one level
    /// to the next.
    public static func levelCounts(views: Int, depth: Int) -> [Int] {
        precondition(depth >= 1 && views >= depth, "a stress scene needs at least one view per level: \(views) views on \(depth) levels")
        func total(_ r: Double) -> Double { (1...depth).reduce(0) { $0 + pow(r, $1) } }
        // The largest ratio whose series stays within `views` (bisection).
        var low = 1.0, high = Double(views)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if total(mid) <= Double(views) { low = mid } else { high = mid }
        }
        var counts = (1...depth).map { Int(pow(low, $0).rounded(.down)) }
        // Floors lose less than one view per level; the deepest levels take
        // the rest, which keeps the counts non-decreasing.
        let missing = views - counts.reduce(0, +)
        for level in (depth - missing)..<depth { counts[level] += 1 }
        return counts
    }

    /// `r` to the power `n`, by repeated multiplication (TouchScene imports no Foundation).
    private static func pow(_ r: Double, _ n: Int) -> Double {
        (0..<n).reduce(1) { product, _ in product * r }
    }

    /// Independent random streams, one per concern.
    enum Stream: UInt64 {
        case frames = 1, behaviours = 2, recognizers = 3

        func generator(seed: UInt64) -> SeededGenerator {
            var mixer = SeededGenerator(seed: seed ^ (rawValue &* 0xD1B5_4A32_D192_ED03))
            return SeededGenerator(seed: mixer.next())
        }
    }

    struct Generator {
        let layout: Layout
        /// Views per level; index 0 is the root's level (one view).
        let levels: [Int]
        var frames: SeededGenerator
        var behaviours: SeededGenerator
        var recognizerChoices: SeededGenerator
        /// Recognizers still to place, and on how many top levels.
        var recognizersLeft = 0
        var recognizerLevels = 0
        var recognizersPerView = 0
        var recognizerCount = 0

        init(layout: Layout, levelCounts: [Int], seed: UInt64) {
            self.layout = layout
            self.levels = [1] + levelCounts
            frames = Stream.frames.generator(seed: seed)
            behaviours = Stream.behaviours.generator(seed: seed)
            recognizerChoices = Stream.recognizers.generator(seed: seed)
        }

        /// Spreads `count` recognizers over the views of the fewest top levels
        /// (below the root) that give each at most three.
        mutating func planRecognizers(_ count: Int) {
            guard count > 0 else { return }
            var levelsUsed = 1, viewsUsed = levels[1]
            while viewsUsed * 3 < count && levelsUsed + 1 < levels.count {
                levelsUsed += 1
                viewsUsed += levels[levelsUsed]
            }
            recognizersLeft = count
            recognizerLevels = levelsUsed
            recognizersPerView = (count + viewsUsed - 1) / viewsUsed
        }

        /// The next recognizers for a view of `level`, every kind in turn.
        mutating func recognizers(level: Int) -> [GestureDescription] {
            guard level >= 1 && level <= recognizerLevels && recognizersLeft > 0 else { return [] }
            let kinds = GestureKindDescription.allCases
            var made: [GestureDescription] = []
            for _ in 0..<min(recognizersPerView, recognizersLeft) {
                var g = GestureDescription(kind: kinds[recognizerCount % kinds.count], name: "g\(recognizerCount)")
                g.action = "handle\(g.kind.rawValue.prefix(1).uppercased() + g.kind.rawValue.dropFirst())"
                if g.kind == .tap && recognizerCount % 2 == 0 { g.numberOfTapsRequired = 2 }
                if g.kind == .screenEdgePan { g.edges = [.left, .right] }
                if g.kind == .swipe { g.direction = [.left, .right, .up, .down] }
                if Int.random(in: 0..<10, using: &recognizerChoices) == 0 {
                    var d = DelegateDescription(object: "")
                    d.simultaneousWith = .all
                    g.delegate = d
                }
                if let previous = made.last, Int.random(in: 0..<5, using: &recognizerChoices) == 0 {
                    g.requireToFail = [previous.name]
                }
                made.append(g)
                recognizerCount += 1
                recognizersLeft -= 1
            }
            return made
        }

        /// View `index` of `level` and, depth first, everything below it.
        mutating func view(level: Int, index: Int, frame: Rect?, size: Size) -> ViewDescription {
            var view = ViewDescription(name: level == 0 ? "root" : "v\(level)_\(index)", frame: frame)
            decorate(&view)
            view.gestures = recognizers(level: level).map { g in
                var g = g
                if g.delegate != nil { g.delegate!.object = view.name }
                return g
            }
            guard level + 1 < levels.count else { return view }
            // Children of this view: an even share of the next level, in order.
            let parents = levels[level], children = levels[level + 1]
            let first = index * children / parents, end = (index + 1) * children / parents
            let rects = layout == .tiled ? tiles(end - first, in: size) : (first..<end).map { _ in randomRect(in: size) }
            view.subviews = zip(first..<end, rects).map { child, rect in
                .view(self.view(level: level + 1, index: child, frame: rect, size: rect.size))
            }
            return view
        }

        /// Everything a stress view carries besides its frame and subviews.
        mutating func decorate(_ view: inout ViewDescription) {
            var pick = Int.random(in: 0..<StressScene.behaviourWeights.reduce(0) { $0 + $1.1 }, using: &behaviours)
            for (behaviour, weight) in StressScene.behaviourWeights {
                if pick < weight {
                    view.touches = behaviour
                    return
                }
                pick -= weight
            }
        }

        /// `count` cells tiling `size` row by row, `columns` to a row (fewer
        /// in the last), columns chosen so that cells are nearly square.
        func tiles(_ count: Int, in size: Size) -> [Rect] {
            let columns = min(count, max(1, Int((Double(count) * size.width / size.height).squareRoot().rounded())))
            let rows = (count + columns - 1) / columns
            var cells: [Rect] = []
            for row in 0..<rows {
                let inRow = min(columns, count - row * columns)
                let y0 = edge(row, of: rows, along: size.height), y1 = edge(row + 1, of: rows, along: size.height)
                for column in 0..<inRow {
                    let x0 = edge(column, of: inRow, along: size.width), x1 = edge(column + 1, of: inRow, along: size.width)
                    precondition(x1 > x0 && y1 > y0, "a \(size.width) × \(size.height) view is too small to tile \(count) children: use fewer views or levels")
                    cells.append(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
                }
            }
            return cells
        }

        /// The `i`th of `n` equal divisions of `length`, on the 1/64-point grid.
        private func edge(_ i: Int, of n: Int, along length: Double) -> Double {
            i == n ? length : (length * Double(i) / Double(n) * StressScene.tileGrid).rounded() / StressScene.tileGrid
        }

        /// A sub-rectangle of `size` covering a random 30–90% of its area.
        mutating func randomRect(in size: Size) -> Rect {
            let coverage = Double.random(in: StressScene.randomCoverage, using: &frames)
            // Width share at least `coverage`, so the height share coverage / width share is at most 1.
            let widthShare = Double.random(in: coverage...1, using: &frames)
            let width = size.width * widthShare, height = size.height * (coverage / widthShare)
            return Rect(x: Double.random(in: 0...(size.width - width), using: &frames),
                        y: Double.random(in: 0...(size.height - height), using: &frames),
                        width: width, height: height)
        }
    }
}
