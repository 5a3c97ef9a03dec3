import TouchCore

extension SceneBuilder.Context {
    /// Rule X1: a context menu interaction with its delegate's answer,
    /// installed on `view` (its recognizers come after the view's own).
    mutating func installInteraction(_ d: InteractionDescription, on view: View) {
        switch d.kind {
        case .contextMenu:
            let menu = ContextMenuInteraction(name: d.name)
            menu.install(on: view)
            register(menu)
            for r in [menu.press, menu.exclusion, menu.failure] as [GestureRecognizer] {
                register(r)
                // Section P (versions): context menu interactions exist from iOS 13; below, the key is inert.
                if device.ios < 13 { r.isEnabled = false }
            }
            let delegate = d.delegate, configuration = d.configuration
            links.append { context in
                menu.delegateObject = delegate.flatMap { context.responder($0) }
                menu.configuration = context.resolved(configuration)
            }
        case .drag:
            // Refused by the decoder (drag interactions are not modelled yet).
            break
        }
    }

    /// Rule X8: the list's own context menu interaction, asking its delegate
    /// about the row or item under the touch (inert below iOS 13).
    mutating func installListMenu(on list: ListView, _ answer: Answer, rows: [Int]?) {
        let menu = ContextMenuInteraction(name: list.name + ".contextMenu")
        menu.list = list
        menu.rows = rows
        menu.install(on: list)
        register(menu)
        for r in [menu.press, menu.exclusion, menu.failure] as [GestureRecognizer] {
            register(r)
            if device.ios < 13 { r.isEnabled = false }
        }
        links.append { context in menu.configuration = context.resolved(answer) }
    }
}
