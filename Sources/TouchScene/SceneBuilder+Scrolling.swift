import TouchCore

extension SceneBuilder.Context {
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
        if let answer = s.touchesShouldCancel {
            links.append { context in scroll.touchesShouldCancelAnswer = context.resolved(answer) }
        }
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
