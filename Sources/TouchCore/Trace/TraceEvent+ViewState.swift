// The view-state records (issue 27 point 4) in the typed schema: written by
// `Device.recordsViewState` into the view-state trace, read by the window
// (`ScreenState.apply`).

extension TraceEvent {
    /// `view.tree`: the views on the screen in drawing order, after position `at` of the run's trace.
    public struct ViewTree: Hashable, Sendable {
        public var at: Int
        public var views: [String]
        /// Each view's superview as a position in `views`; nil for a window.
        public var parents: [Int?]

        public init(at: Int, views: [String], parents: [Int?]) {
            self.at = at
            self.views = views
            self.parents = parents
        }

        init(_ d: inout TraceFieldDecoder) throws {
            at = try d.int(d.take("at"), "at")
            views = try d.names(d.take("views"), "views")
            let list = try d.take("parents")
            guard case .list(let items) = list, items.count == views.count else {
                throw d.mistypedField("parents", "a list of positions or null, one per view", list)
            }
            parents = try items.map {
                switch $0 {
                case .int(let i) where i >= 0 && i < items.count: return i
                case .null: return nil
                default: throw d.mistypedField("parents", "a list of positions or null, one per view", list)
                }
            }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("at", .int(at)))
            out.append(TraceField("views", .strings(views)))
            out.append(TraceField("parents", .list(parents.map { $0.map(TraceValue.int) ?? .null })))
        }
    }

    /// `view.state`: the fields of one view's state that changed, after
    /// position `at` of the run's trace: which (`fields`, in
    /// `ViewState.Field`'s order) and their new values (those properties of `values`).
    public struct ViewStateChange: Hashable, Sendable {
        public var at: Int
        public var fields: [ViewState.Field]
        public var values: ViewState

        public init(at: Int, fields: [ViewState.Field], values: ViewState) {
            self.at = at
            self.fields = fields
            self.values = values
        }

        init(_ d: inout TraceFieldDecoder) throws {
            at = try d.int(d.take("at"), "at")
            fields = []
            values = ViewState()
            for field in d.takeRemaining() {
                guard let key = ViewState.Field(rawValue: field.key) else {
                    throw d.mistypedField(field.key, "a field of a view's state (trace-format.md, View state)", field.value)
                }
                guard values.decode(key, field.value) else {
                    throw d.mistypedField(field.key, key.expected, field.value)
                }
                fields.append(key)
            }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("at", .int(at)))
            for key in fields { out.append(TraceField(key.rawValue, values.encode(key))) }
        }
    }
}
