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
                if parameters.ios < 13 { r.isEnabled = false }
            }
            let delegate = d.delegate, configuration = d.configuration
            links.append { context in
                menu.delegateObject = delegate.flatMap { context.responder($0) }
                menu.configuration = context.resolved(configuration)
            }
        case .drag:
            let drag = DragInteraction(name: d.name)
            drag.install(on: view)
            register(drag)
            for r in drag.recognizers { register(r) }
            drag.allowsSimultaneousRecognitionDuringLift = d.allowsSimultaneousRecognitionDuringLift
            // X9.1: enabled by default only where dragInteractionEnabledByDefault (an iPad);
            // section P: drag interactions exist from iOS 11 (below, inert).
            drag.isEnabled = (d.enabled ?? parameters.dragInteractionEnabledByDefault) && parameters.ios >= 11
            let delegate = d.delegate, items = d.items
            links.append { context in
                drag.delegateObject = delegate.flatMap { context.responder($0) }
                drag.items = context.resolved(items)
            }
        }
    }

    /// Rule X9.1: a collection view with a drag delegate holds `LIST.drag`,
    /// enabled by `dragInteractionEnabled` (default: true from iOS 15, else
    /// `dragInteractionEnabledByDefault`), giving items for `items` (nil: every item).
    mutating func installListDrag(on list: ListView, enabled: Bool?, items: [Int]?) {
        let drag = DragInteraction(name: list.name + ".drag")
        drag.list = list
        drag.itemIndices = items
        drag.install(on: list)
        register(drag)
        for r in drag.recognizers { register(r) }
        drag.isEnabled = (enabled ?? (parameters.ios >= 15 || parameters.dragInteractionEnabledByDefault)) && parameters.ios >= 11
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
            if parameters.ios < 13 { r.isEnabled = false }
        }
        links.append { context in menu.configuration = context.resolved(answer) }
    }
}
