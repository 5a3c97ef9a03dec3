import TouchCore

extension SceneBuilder.Context {
    /// Rule M: the presentations of the controllers made so far, in the order
    /// the file gives them (a presented controller's own `presents` after it),
    /// each above every view already in `window`.
    mutating func presentPending(in window: Window) {
        while !pendingPresentations.isEmpty {
            let (presenter, d) = pendingPresentations.removeFirst()
            let screen = Rect(origin: .zero, size: parameters.screen)
            let presented = makeController(d.controller, in: screen)
            presented.isModalInPresentation = d.isModalInPresentation && parameters.ios >= 13
            let presentation = presenter.present(presented, style: d.style, in: window, parameters: parameters,
                                                 sheet: sheetSettings(d.sheet))
            switch presentation {
            case .sheet(let sheet):
                register(sheet)
                for view in [sheet.containerView, sheet.dimmingView, sheet.cardView] { register(view) }
                if let grabber = sheet.grabber { register(grabber) }
                register(sheet.panGestureRecognizer)
                register(sheet.dimmingTapGestureRecognizer)
                if let exterior = sheet.exteriorPanGestureRecognizer { register(exterior) }
                if let pan = d.sheet?.pan {
                    configurePan(sheet.panGestureRecognizer, pan, enable: { sheet.panGestureRecognizer.isEnabled = $0 })
                }
                if let delegate = d.delegate {
                    links.append { context in
                        guard let object = context.responder(delegate.object) else { return }
                        sheet.delegate = PresentationDelegate(object: object, shouldDismiss: delegate.shouldDismiss.map { context.resolved($0) },
                                                              implements: Set(delegate.implements))
                    }
                }
            case .fullScreen(let full):
                register(full.containerView)
            }
        }
    }

    /// The sheet's settings that the device's version has (section P):
    /// below iOS 15 one large detent, always dimmed, no grabber; custom detents from iOS 16.
    private func sheetSettings(_ d: SheetDescription?) -> SheetSettings {
        var s = SheetSettings()
        guard let d else { return s }
        s.prefersScrollingExpandsWhenScrolledToEdge = d.prefersScrollingExpandsWhenScrolledToEdge
        guard parameters.ios >= 15 else { return s }
        s.detents = d.detents.filter { detent in
            if case .custom = detent.value { return parameters.ios >= 16 }
            return true
        }
        if s.detents.isEmpty { s.detents = [.large] }
        let ids = s.detents.map(\.identifier)
        s.selectedDetent = d.selectedDetent.flatMap { ids.contains($0) ? $0 : nil }
        s.largestUndimmedDetent = d.largestUndimmedDetent.flatMap { ids.contains($0) ? $0 : nil }
        s.prefersGrabberVisible = d.prefersGrabberVisible
        return s
    }
}
