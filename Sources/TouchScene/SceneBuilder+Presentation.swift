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
                if let grabber = sheet.grabber { register(grabber) } else { registerInert(view: name(sheet, "grabber")) }
                register(sheet.panGestureRecognizer)
                register(sheet.dimmingTapGestureRecognizer)
                if let exterior = sheet.exteriorPanGestureRecognizer { register(exterior) } else { registerInert(pan: name(sheet, "exteriorPan")) }
                registerInert(view: PresentationDescription.fullScreenContainerName(presented.name))
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
                // The sheet's names stay nameable and inert (section P, M10): detached objects that receive no touch.
                let names = PresentationDescription.sheetNames(presented.name)
                registerInert(responder: names.sheet)
                for v in names.views { registerInert(view: v) }
                registerInert(pan: names.recognizers[0])
                register(TapGestureRecognizer(name: names.recognizers[1]))
                registerInert(pan: names.recognizers[2])
            }
        }
    }

    private func name(_ sheet: SheetPresentationController, _ suffix: String) -> String { sheet.name + "." + suffix }

    /// An object the version or style lacks (section P): made so that names
    /// resolve, never attached to the hierarchy, so it receives no touch and a
    /// requirement on it counts as failed (G3).
    mutating func registerInert(pan name: String) { register(PanGestureRecognizer(name: name)) }
    mutating func registerInert(view name: String) { register(View(name: name, frame: .zero)) }
    mutating func registerInert(responder name: String) { register(Responder(name: name)) }

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
