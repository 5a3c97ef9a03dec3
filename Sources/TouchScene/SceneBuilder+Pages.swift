import TouchCore

extension SceneBuilder.Context {
    /// Rule W: the pages' controllers (the current one's view is shown in the
    /// queuing scroll view or in `view`), the data source and delegate, the
    /// queuing scroll view's settings (W3) and the generated recognizers (W8).
    mutating func makePageViewController(_ d: ControllerDescription, _ p: PageViewDescription, view: View) -> PageViewController {
        let pages = p.pages.map { makeController($0, in: view.bounds) }
        let controller = PageViewController(name: d.name, view: view, pages: pages, current: min(max(0, p.current), pages.count - 1),
                                            transitionStyle: p.transitionStyle, orientation: p.orientation,
                                            spineLocation: p.spineLocation ?? .min, hasDataSource: p.hasDataSource,
                                            touchBehaviour: TouchBehaviour(d.touches), implementedActions: Set(d.implements))
        if let delegate = p.delegate {
            links.append { context in controller.pageDelegate = context.responder(delegate) }
        }
        if let scroll = controller.scrollView {
            register(scroll)
            register(scroll.panGestureRecognizer)
            register(scroll.delayedTouchesBeganRecognizer)
            if let s = p.scrollView {
                if let v = s.delaysContentTouches { scroll.delaysContentTouches = v }
                if let v = s.canCancelContentTouches { scroll.canCancelContentTouches = v }
                if let v = s.scrollEnabled { scroll.isScrollEnabled = v && p.hasDataSource }
                if let answer = s.touchesShouldCancel {
                    links.append { context in scroll.touchesShouldCancelAnswer = context.resolved(answer) }
                }
                if let pan = s.pan { configurePan(scroll.panGestureRecognizer, pan, enable: { scroll.isPanEnabled = $0 }) }
            }
        }
        if let pan = controller.curlPan { register(pan) }
        if let tap = controller.curlTap { register(tap) }
        return controller
    }
}
