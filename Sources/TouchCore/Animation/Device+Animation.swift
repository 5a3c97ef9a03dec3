/// View animations started by app code (section A).
///
/// Lifecycle: `beginAnimation` writes `animation.begin`, sets each view's
/// model values at once (A1, A3) and marks the views animating; hit-testing
/// then reads only the model values and, for an animation without user
/// interaction, skips the views (A2, A6, A7). A timer `animation` fires at
/// `delay + duration`: `animation.end`, the views stop animating (unless a
/// later animation still runs on them, A7), then the completion's model
/// changes apply.
extension Device {
    /// Starts `animation` now. Views are found by name in the application's
    /// windows (an animation is app code a scenario names, not a reference
    /// the builder resolves); a name that names no view is passed over, as
    /// the scene loader has already refused it.
    public func beginAnimation(_ animation: ViewAnimation) {
        var targets: [(view: View, changes: ViewChanges)] = []
        for change in animation.changes {
            guard let view = application.view(named: change.view) else { continue }
            if let i = targets.firstIndex(where: { $0.view === view }) {
                targets[i].changes.merge(change.changes)
            } else {
                targets.append((view, change.changes))
            }
        }
        let record = trace.record(.animationBegin, TraceName(animation.name), "views", .names(targets.map(\.view.traceName)))
            .with("duration", .number(animation.duration))
            .with("delay", .number(animation.delay))
            .with("allowUserInteraction", .bool(animation.keepsViewsInteractive))
            .with("animator", .string(animation.animator.rawValue))
        if animation.animator == .property { _ = record.with("userInteractionEnabled", .bool(animation.userInteractionEnabled)) }
        let seq = trace.count - 1
        let from = targets.map { ($0.view, $0.view.presentation(at: now)) }
        for (view, changes) in targets { view.applyModel(changes) }
        let running = RunningAnimation(animation: animation, beginSeq: seq, start: now, views: from)
        for (view, _) in targets { view.runningAnimations.append(running) }
        schedule(after: animation.delay + animation.duration, owner: TraceName(animation.name), purpose: "animation") { [weak self] in
            self?.endAnimation(running)
        }
    }

    /// A1: the end of `running` (its `animation` timer has fired).
    private func endAnimation(_ running: RunningAnimation) {
        trace.record(.animationEnd, TraceName(running.animation.name), "finished", .bool(true))
        for (view, _) in running.views { view.runningAnimations.removeAll { $0 === running } }
        for change in running.animation.completion {
            application.view(named: change.view)?.applyModel(change.changes)
        }
    }
}

extension ViewChanges {
    /// `other`'s values over these (two entries for one view: the later wins).
    mutating func merge(_ other: ViewChanges) {
        frame = other.frame ?? frame
        center = other.center ?? center
        transform = other.transform ?? transform
        alpha = other.alpha ?? alpha
        hidden = other.hidden ?? hidden
    }
}

extension View {
    /// Sets the model values of `changes` (A1): frame, then centre, then
    /// transform (about the centre, keeping the bounds' size; the frame
    /// becomes the transformed bounding box, H6), alpha and hidden.
    public func applyModel(_ changes: ViewChanges) {
        if let frame = changes.frame { self.frame = frame }
        if let center = changes.center {
            frame.origin = Point(x: center.x - frame.size.width / 2, y: center.y - frame.size.height / 2)
        }
        if let newTransform = changes.transform {
            let size = bounds.size
            let center = Point(x: frame.midX, y: frame.midY)
            transform = newTransform.isIdentity ? nil : newTransform
            let box = transform?.boundingSize(of: size) ?? size
            frame = Rect(x: center.x - box.width / 2, y: center.y - box.height / 2, width: box.width, height: box.height)
        }
        if let alpha = changes.alpha { self.alpha = alpha }
        if let hidden = changes.hidden { isHidden = hidden }
    }

    /// What the screen shows of this view at `time` (A3: for drawing only):
    /// the model values, or, while animations run on it, the values on their
    /// way from where the newest began to the model values.
    public func presentation(at time: VirtualTime) -> RunningAnimation.Presentation {
        let model = RunningAnimation.Presentation(frame: frame, transform: transform, alpha: alpha, isHidden: isHidden)
        guard let newest = runningAnimations.last, let from = newest.views.first(where: { $0.view === self })?.from else { return model }
        return RunningAnimation.Presentation.mix(from: from, to: model, progress: newest.progress(at: time))
    }

    /// The running animation an `animating` skip points at (A2): the newest
    /// one that makes this view unhittable.
    public var interactionBlockingAnimation: RunningAnimation? {
        runningAnimations.last { $0.blocksInteraction }
    }
}

extension Application {
    /// The view called `name` in the windows, front-most window first; nil when none.
    public func view(named name: String) -> View? {
        for window in windowsFrontToBack {
            if let found = window.subtree.first(where: { $0.name == name }) { return found }
        }
        return nil
    }
}
