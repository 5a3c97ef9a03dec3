/// The view state the window draws, recorded (issue 27 point 4).
///
/// With `recordsViewState` on, each run loop turn (a sample, the timers of an
/// instant, a scenario's app call) ends by comparing the views with what a
/// reader of the records so far knows of them (`ScreenState`: the scene as
/// built, updated by the run's `scroll.offset` records and the view-state
/// records) and writing what differs into `viewStateTrace`: `view.tree` when
/// views came, went or moved, and `view.state` with the changed fields of
/// each changed view, each with `at`, the position in the run's trace they
/// follow (that turn's `runloop.sleep`). A reader that applies the records
/// up to any turn's end then has the device's screen exactly
/// (`ScreenState.apply`, `ViewStateReader`).
///
/// They go to a trace of their own so the run's trace stays the one every
/// other reader knows (same bytes and record numbers as `replay`, `why`,
/// the golden traces). Off by default: `replay`, `fix` and the benchmarks
/// write none, and a turn costs one nil check.
extension Device {
    public var recordsViewState: Bool {
        get { viewStateRecorder != nil }
        set {
            guard newValue != recordsViewState else { return }
            viewStateRecorder?.detach(from: application)
            viewStateRecorder = newValue ? ViewStateRecorder(application: application, scanned: trace.count) : nil
        }
    }

    /// The view-state records written so far (empty while `recordsViewState` is off).
    public var viewStateTrace: Trace { viewStateRecorder?.records ?? Trace() }

    /// Called after each turn's view-state records with the run's trace's
    /// length then (the tests compare the device with a reader of the records up to it).
    public var afterViewStateRecorded: ((Int) -> Void)? {
        get { viewStateRecorder?.observer }
        set { viewStateRecorder?.observer = newValue }
    }

    func recordViewState() {
        guard let recorder = viewStateRecorder else { return }
        recorder.catchUp(trace)
        recorder.records.now = now
        recorder.recordChanges(of: application, at: trace.count)
        recorder.observer?(trace.count)
    }
}

/// What a reader of the records knows of the screen, kept up to date as
/// the run's trace grows, and what the device looks at each turn to bring
/// it to the screen (issue 32.11: the stress scene's 2,000 views were all
/// walked and compared after every turn, most of a frame).
///
/// The views are walked only when views came, went or moved
/// (`ScreenChangeLog.treeVersion`); otherwise a turn compares the views
/// that marked a change (`ScreenChangeLog.views`), the views whose state a
/// plain `View`'s properties do not tell (`View.screenStateIsObserved`
/// false: controls, cells, scroll views, controllers' views, ...: compared
/// every turn), and the views the run's own records changed for the reader
/// (`scroll.offset`).
final class ViewStateRecorder {
    var known: ScreenState
    var scanned: Int
    let records = Trace()
    var observer: ((Int) -> Void)?
    private let changes = ScreenChangeLog()
    /// The screen's views in drawing order and their superviews' positions, as last walked.
    private var views: [View] = []
    private var parents: [Int?] = []
    /// The `treeVersion` `views` was walked at; nil before the first walk.
    private var walkedVersion: Int?
    /// Each walked view's position, for the first view of each key (the one
    /// compared: every view has its own, but two that no builder numbered
    /// share their label's).
    private var positionOfView: [ObjectIdentifier: Int] = [:]
    private var positionOfKey: [ObjectKey: Int] = [:]
    /// The positions compared every turn: views whose state is not all observed.
    private var alwaysCompared: [Int] = []
    /// Whether each position is in `alwaysCompared`.
    private var isAlwaysCompared: [Bool] = []
    /// The subjects of the run's records `catchUp` applied to `known` since the last `recordChanges`.
    private var touched: Set<ObjectKey> = []

    init(application: Application, scanned: Int) {
        known = ScreenState.capture(application)
        self.scanned = scanned
        application.screenChanges = changes
    }

    /// Stops keeping the application's change log.
    func detach(from application: Application) {
        if application.screenChanges === changes { application.screenChanges = nil }
    }

    /// Writes the records that bring `known` to `application`'s screen now (`ScreenState.recordChanges`).
    func recordChanges(of application: Application, at position: Int) {
        if walkedVersion != changes.treeVersion {
            walk(application)
            let all = positionOfKey.values.sorted()
            known.recordChanges(of: views, parents: parents, treeMayHaveChanged: true, positions: all, skipUnmarked: true,
                                touched: touched, to: records, at: position)
            alwaysCompared = all.filter { !views[$0].screenStateIsObserved }
            isAlwaysCompared = [Bool](repeating: false, count: views.count)
            for p in alwaysCompared { isAlwaysCompared[p] = true }
        } else {
            var positions = alwaysCompared
            for view in changes.views {
                if let p = positionOfView[ObjectIdentifier(view)] { positions.append(p) }
            }
            for key in touched {
                if let p = positionOfKey[key] { positions.append(p) }
            }
            if positions.count != alwaysCompared.count {
                positions.sort()
                positions = positions.enumerated().filter { $0.offset == 0 || positions[$0.offset - 1] != $0.element }.map(\.element)
            }
            known.recordChanges(of: views, parents: parents, treeMayHaveChanged: false, positions: positions, skipUnmarked: false,
                                touched: touched, to: records, at: position)
            // A view that became one whose state is not all observed (an animation began on it) is compared from now on.
            var added = false
            for p in positions where !isAlwaysCompared[p] && !views[p].screenStateIsObserved {
                alwaysCompared.append(p)
                isAlwaysCompared[p] = true
                added = true
            }
            if added { alwaysCompared.sort() }
        }
        changes.clearViews()
        touched.removeAll(keepingCapacity: true)
    }

    private func walk(_ application: Application) {
        views.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        for window in application.windowsFrontToBack.reversed() { walk(window, parent: nil) }
        positionOfView.removeAll(keepingCapacity: true)
        positionOfKey.removeAll(keepingCapacity: true)
        for (i, view) in views.enumerated() {
            let key = ObjectKey(view)
            guard positionOfKey[key] == nil else { continue }
            positionOfKey[key] = i
            positionOfView[ObjectIdentifier(view)] = i
        }
        walkedVersion = changes.treeVersion
    }

    private func walk(_ view: View, parent: Int?) {
        let me = views.count
        views.append(view)
        parents.append(parent)
        for sub in view.subviews { walk(sub, parent: me) }
    }

    /// Applies the run's records written since the last call that carry view state (`scroll.offset`).
    func catchUp(_ trace: Trace) {
        var i = max(scanned, trace.firstStoredSeq)
        while i < trace.count {
            if ScreenState.reads(trace.kind(at: i)) {
                let record = trace[i]
                known.apply(record)
                touched.insert(record.subjectKey)
            }
            i += 1
        }
        scanned = trace.count
    }
}

/// Reads the screen out of a run's trace and its view-state records
/// together, in the order they were written, up to a position of the run's
/// trace: the window's screen at a record (live, or at a playback cursor).
public struct ViewStateReader {
    public private(set) var state: ScreenState
    /// Records of the run read, and view-state records read.
    public private(set) var runRead = 0
    public private(set) var viewStateRead = 0
    /// How many records changed `state` (a cache key).
    public private(set) var changes = 0

    public init(initial: ScreenState) { state = initial }

    /// Applies the records before position `count` of `run` and the
    /// view-state records that follow no later position, in written order.
    public mutating func read(_ run: Trace, _ viewState: Trace, upTo count: Int) {
        while true {
            let nextSide: Int? = viewStateRead < viewState.count ? Self.position(viewState, viewStateRead) : nil
            if runRead < count && runRead < run.count && (nextSide.map { runRead < $0 } ?? true) {
                if ScreenState.reads(run.kind(at: runRead)) {
                    state.apply(run[runRead])
                    changes += 1
                }
                runRead += 1
            } else if let at = nextSide, at <= count {
                state.apply(viewState[viewStateRead])
                viewStateRead += 1
                changes += 1
            } else {
                return
            }
        }
    }

    /// The `at` of view-state record `i`.
    static func position(_ trace: Trace, _ i: Int) -> Int {
        if case .int(let at)? = trace[i].fields.first?.value { return at }
        return 0
    }
}
