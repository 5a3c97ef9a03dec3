import Testing
import TouchCore
@testable import TouchScene

@Suite struct StressSceneTests {
    /// Every view below the window's root, with its level (the root's children are level 1) and its parent.
    struct Placed {
        let view: ViewDescription
        let level: Int
        let parent: ViewDescription
    }

    func root(_ scene: SceneDescription) -> ViewDescription {
        guard case .view(let root)? = scene.windows.first?.root else {
            Issue.record("a stress scene's window has a plain view as its root")
            return ViewDescription(name: "missing")
        }
        return root
    }

    func placed(_ scene: SceneDescription) -> [Placed] {
        var result: [Placed] = []
        func walk(_ parent: ViewDescription, level: Int) {
            for case .view(let child) in parent.subviews {
                result.append(Placed(view: child, level: level, parent: parent))
                walk(child, level: level + 1)
            }
        }
        walk(root(scene), level: 1)
        return result
    }

    @Test("2,000 views on exactly 12 levels below the root; every leaf is on level 12", arguments: StressScene.Layout.allCases)
    func shape(layout: StressScene.Layout) {
        let scene = StressScene.make(layout: layout, seed: 42)
        let views = placed(scene)
        #expect(views.count == 2000)
        #expect(views.map(\.level).max() == 12)
        #expect(views.filter { $0.view.subviews.isEmpty }.allSatisfy { $0.level == 12 })
        #expect((1...12).map { level in views.filter { $0.level == level }.count } == StressScene.levelCounts(views: 2000, depth: 12))
        // Every node is a plain view: nothing else is in the scene.
        #expect(views.allSatisfy { $0.view.subviews.allSatisfy { if case .view = $0 { true } else { false } } })
    }

    @Test("level sizes sum to the views asked for and never shrink going down")
    func levelCounts() {
        for (views, depth) in [(2000, 12), (12, 12), (100, 3), (5000, 8)] {
            let counts = StressScene.levelCounts(views: views, depth: depth)
            #expect(counts.count == depth)
            #expect(counts.reduce(0, +) == views)
            #expect(counts.first! >= 1)
            #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
        }
    }

    @Test("names are unique across the scene", arguments: StressScene.Layout.allCases)
    func uniqueNames(layout: StressScene.Layout) {
        let scene = StressScene.make(layout: layout, seed: 42)
        let names = [scene.windows[0].name, root(scene).name] + placed(scene).map(\.view.name)
        #expect(Set(names).count == names.count)
        #expect(!names.contains(Application.reservedName))
    }

    @Test("tiled: each view's children tile it exactly, no overlap and no gap")
    func tiledChildrenTile() {
        let scene = StressScene.make(layout: .tiled, seed: 42)
        let screen = Rect(origin: .zero, size: scene.device.screen)
        var parents: [(bounds: Rect, children: [Rect])] = [(screen, [root(scene).frame ?? screen])]
        for p in placed(scene) where !p.view.subviews.isEmpty {
            let children = p.view.subviews.compactMap { node -> Rect? in
                if case .view(let v) = node { return v.frame } else { return nil }
            }
            parents.append((Rect(origin: .zero, size: p.view.frame!.size), children))
        }
        for (bounds, children) in parents {
            for (i, a) in children.enumerated() {
                #expect(a.minX >= bounds.minX && a.minY >= bounds.minY && a.maxX <= bounds.maxX && a.maxY <= bounds.maxY)
                for b in children[(i + 1)...] {
                    #expect(a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY, "\(a) overlaps \(b)")
                }
            }
            // Inside and disjoint: the areas add up to the parent's only when nothing is left uncovered.
            // Edges lie on a 1/64-point grid, so these sums are exact.
            #expect(children.reduce(0) { $0 + $1.width * $1.height } == bounds.width * bounds.height)
        }
    }

    @Test("tiled: hit-testing any point of the screen ends on a view of level 12")
    func tiledHitsReachTheBottom() throws {
        let built = try SceneBuilder.build(StressScene.make(layout: .tiled, seed: 42))
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let point = Point(Double.random(in: 0..<390, using: &generator), Double.random(in: 0..<844, using: &generator))
            let hit = built.application.hitTest(point)
            // The window, the root, then 12 levels.
            #expect(hit?.view.depth == 13)
        }
    }

    @Test("random: each child lies inside its parent and covers 30–90% of its area")
    func randomChildrenCover() {
        for p in placed(StressScene.make(layout: .random, seed: 42)) {
            let parent = p.parent.frame ?? Rect(origin: .zero, size: DeviceParameters().screen)
            let child = p.view.frame!
            #expect(child.minX >= 0 && child.minY >= 0 && child.maxX <= parent.width && child.maxY <= parent.height)
            let share = child.width * child.height / (parent.width * parent.height)
            #expect(share >= 0.3 - 1e-9 && share <= 0.9 + 1e-9, "\(p.view.name) covers \(share) of \(p.parent.name)")
        }
    }

    @Test("behaviours are a seeded mix, mostly forward", arguments: StressScene.Layout.allCases)
    func behaviours(layout: StressScene.Layout) {
        let scene = StressScene.make(layout: layout, seed: 42)
        let counts = Dictionary(grouping: placed(scene), by: \.view.touches).mapValues(\.count)
        #expect(Set(counts.keys) == [.forward, .inherit, .handle])
        #expect(counts[.forward, default: 0] > 1000)
    }

    @Test("design.md 6: generated stress scenes pass the validation every description goes through", arguments: StressScene.Layout.allCases)
    func validates(layout: StressScene.Layout) {
        #expect(StressScene.make(layout: layout, seed: 3).problems().isEmpty)
        #expect(StressScene.make(layout: layout, recognizers: 300, seed: 3).problems().isEmpty)
    }

    @Test("the same seed gives the same scene; another seed, another one")
    func seeded() {
        for layout in StressScene.Layout.allCases {
            #expect(StressScene.make(layout: layout, seed: 7) == StressScene.make(layout: layout, seed: 7))
            #expect(StressScene.make(layout: layout, seed: 7) != StressScene.make(layout: layout, seed: 8))
        }
    }

    @Test("the scene builds through SceneBuilder into 2,002 live views: the window, the root and 2,000 more")
    func builds() throws {
        let built = try SceneBuilder.build(StressScene.make(layout: .random, seed: 1))
        #expect(built.application.windows.count == 1)
        #expect(built.application.windows[0].subtree.count == 2002)
    }

    @Test("with recognizers: exactly that many, every kind, on the top levels, and the frames do not change")
    func recognizers() throws {
        let plain = StressScene.make(layout: .tiled, seed: 3)
        let scene = StressScene.make(layout: .tiled, recognizers: 300, seed: 3)
        let views = placed(scene)
        let gestures = views.flatMap(\.view.gestures)
        #expect(gestures.count == 300)
        #expect(Set(gestures.map(\.kind)) == Set(GestureKindDescription.allCases))
        #expect(views.filter { !$0.view.gestures.isEmpty }.allSatisfy { $0.level <= 7 })
        #expect(placed(plain).map(\.view.frame) == views.map(\.view.frame))
        let built = try SceneBuilder.build(scene)
        #expect(built.recognizers.count >= 300)
    }
}
