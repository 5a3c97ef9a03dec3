import TouchCore

extension SceneBuilder.Context {
    /// Rule V14: the refresh control, the scroll view's first subview (behind
    /// the content), frame [0, −h, width, h]; a control like any other (C1, C2).
    mutating func makeRefreshControl(_ r: RefreshControlDescription, in scroll: ScrollView) {
        let p = parameters
        let title = r.title ? p.refreshTitleHeight : 0
        let height = r.title ? title + p.refreshTitledHeightExtra : p.refreshControlHeight
        // Section P: the refreshControl property exists from iOS 10; below, the control is only added as a subview.
        let attachment: RefreshControl.Attachment = p.ios < 10 ? .subview : r.attach
        let control = RefreshControl(name: r.name, attachment: attachment, width: scroll.frame.width, height: height, titleHeight: title)
        control.isEnabled = r.control.enabled
        control.endsAfter = r.endsAfter
        control.triggerDistanceOverride = r.triggerDistance
        let actions = r.control.actions
        links.append { context in
            control.actions = actions.map { a in ControlAction(event: a.event, target: a.target.flatMap { context.responder($0) }, action: a.action) }
        }
        control.attach(to: scroll)
        register(control)
        if r.refreshing { control.startRefreshingBeforeTheScenario() }
    }

    /// Rules V5–V11 and Q: a scroll view's behaviour keys, and `pan:` (what
    /// code sets on `panGestureRecognizer` and the answers a subclass gives
    /// as its delegate; the scroll view stays the delegate).
    mutating func configureScrolling(_ scroll: ScrollView, _ s: ScrollDescription) {
        scroll.alwaysBounceHorizontal = s.alwaysBounceHorizontal
        scroll.alwaysBounceVertical = s.alwaysBounceVertical
        scroll.isDirectionalLockEnabled = s.directionalLockEnabled
        scroll.isPagingEnabled = s.pagingEnabled
        scroll.decelerationRate = s.decelerationRate
        // V10 and section P: the hand-off defaults to true from iOS 17.4 only.
        let handOff = parameters.ios >= 17.4
        scroll.transfersHorizontalScrollingToParent = s.transfersHorizontalScrollingToParent ?? handOff
        scroll.transfersVerticalScrollingToParent = s.transfersVerticalScrollingToParent ?? handOff
        scroll.bounces = s.bounces
        if let r = s.refreshControl { makeRefreshControl(r, in: scroll) }
        if let answer = s.touchesShouldCancel {
            links.append { context in scroll.touchesShouldCancelAnswer = context.resolved(answer) }
        }
        configureZooming(scroll, s)
        guard let p = s.pan else { return }
        configurePan(scroll.panGestureRecognizer, p, enable: { scroll.isPanEnabled = $0 })
    }

    /// A built-in pan's `pan:` settings (a scroll view's, V11; a sheet's, M4).
    mutating func configurePan(_ pan: PanGestureRecognizer, _ p: ScrollPanDescription, enable: (Bool) -> Void) {
        enable(p.enabled)
        pan.cancelsTouchesInView = p.cancelsTouchesInView
        pan.delaysTouchesBegan = p.delaysTouchesBegan
        pan.delaysTouchesEnded = p.delaysTouchesEnded
        pan.settings.minimumNumberOfTouches = p.minimumNumberOfTouches
        pan.settings.maximumNumberOfTouches = p.maximumNumberOfTouches
        let delegate = p.delegate
        links.append { context in pan.delegate?.apply(delegate, &context) }
        let requireToFail = p.requireToFail
        links.append { context in
            for other in requireToFail { if let required = context.recognizer(other), required !== pan { pan.require(toFail: required) } }
        }
    }
}

extension SceneBuilder.Context {
    /// Rule Z: the limits (which install `NAME.pinch`, Z1), `pinch:` as
    /// `pan:`, and, once the subviews exist, the zoom view at its scale (Z2, Z3).
    mutating func configureZooming(_ scroll: ScrollView, _ s: ScrollDescription) {
        scroll.bouncesZoom = s.bouncesZoom
        scroll.setZoomScales(minimum: s.minimumZoomScale, maximum: s.maximumZoomScale)
        if let pinch = scroll.pinchGestureRecognizer {
            register(pinch)
            if let p = s.pinch {
                pinch.isEnabled = p.enabled
                pinch.cancelsTouchesInView = p.cancelsTouchesInView
                pinch.delaysTouchesBegan = p.delaysTouchesBegan
                pinch.delaysTouchesEnded = p.delaysTouchesEnded
                let delegate = p.delegate, requireToFail = p.requireToFail
                links.append { context in
                    pinch.delegate?.apply(delegate, &context)
                    for other in requireToFail { if let required = context.recognizer(other), required !== pinch { pinch.require(toFail: required) } }
                }
            }
        }
        guard let zoom = s.zoomView else { return }
        let scale = s.zoomScale, offset = s.contentOffset
        links.append { context in
            guard let view = context.responder(zoom) as? View, view.superview === scroll else { return }
            scroll.setZoomView(view, scale: scale)
            scroll.contentOffset = scroll.clamped(offset)
        }
    }
}
