import MCP

/// The tools `touchscope mcp` lists, with their input schemas (JSON Schema).
enum ToolCatalog {
    private static func string(_ description: String) -> Value { .object(["type": "string", "description": .string(description)]) }
    private static func strings(_ description: String) -> Value {
        .object(["type": "array", "items": .object(["type": "string"]), "description": .string(description)])
    }
    private static func integer(_ description: String, minimum: Int, maximum: Int) -> Value {
        .object(["type": "integer", "minimum": .int(minimum), "maximum": .int(maximum), "description": .string(description)])
    }

    private static let scene: [String: Value] = [
        "scene": string("The scene file's path (YAML, see the resource touchscope://formats/scene-format.md). Give scene or yaml."),
        "yaml": string("The scene's YAML text, inline (at most 1 MiB); errors name it <inline>. Give scene or yaml."),
    ]
    private static let scenario: [String: Value] = [
        "scenario": string("The scenario to run, by name (default: the scene's first)."),
    ]

    private static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map(Value.string)),
                 "additionalProperties": false])
    }

    private static let readOnly = Tool.Annotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)

    static let tools: [Tool] = [
        Tool(name: "import", title: "Import a debugger dump",
             description: """
             Turn what LLDB printed for a running iOS app (recursiveDescription, _printHierarchy, gesture recognizers' \
             descriptions) into a scene. Returns the scene's YAML (structured content's scene), what was imported, and \
             every line skipped or not mapped with its line number. Add a scenarios: section to the scene to replay touches.
             """,
             inputSchema: schema([
                "text": string("The debugger output, pasted (any mix of the three dumps, at most 4 MiB in all)."),
                "paths": strings("Files holding debugger output, read after text, in order."),
             ]), annotations: readOnly),
        Tool(name: "check", title: "Check a scene",
             description: "Load and validate a scene: its outline (windows, views, recognizers, scenarios) or every error as FILE:LINE:COLUMN: message.",
             inputSchema: schema(scene), annotations: readOnly),
        Tool(name: "replay", title: "Replay a scenario",
             description: """
             Run a scenario headless on the virtual clock. Returns its outcome (actions sent, control events, selections, \
             pops, first-responder changes, what each touch's hit-test view received), and with trace: true a page of the \
             trace (records as trace-format.md gives them, at most 500 a page; next gives the next page's offset).
             """,
             inputSchema: schema(scene.merging(scenario) { a, _ in a }.merging([
                "trace": .object(["type": "boolean", "description": "Also return a page of the trace's records (default false)."]),
                "offset": integer("The first record of the trace page (default 0).", minimum: 0, maximum: Int(Int32.max)),
                "limit": integer("Records in the trace page (default 200).", minimum: 1, maximum: 500),
                "shuffle": integer("Permute the order recognizers receive a touch, with this seed (rule G6: outcomes must not change).",
                                   minimum: 0, maximum: Int(Int32.max)),
             ]) { a, _ in a }), annotations: readOnly),
        Tool(name: "why", title: "Why did an object get (or not get) a touch",
             description: """
             Explain what a view, control or recognizer received in a scenario and why: every record concerning it, in \
             UIKit's words with the rule that decides it, and the records that caused each one back to the first cause.
             """,
             inputSchema: schema(scene.merging(scenario) { a, _ in a }.merging([
                "about": string("The view, control or recognizer to explain, by its name in the scene. Give about or not."),
                "not": string("An item that did not occur (as fix's want, e.g. \"control.event composeButton event=touchUpInside\"): explain what stopped it. Give about or not."),
             ]) { a, _ in a }), annotations: readOnly),
        Tool(name: "compare", title: "Compare settings",
             description: """
             Replay scenarios as written and under changed settings, side by side. A variant is "LABEL: SETTING[; SETTING...]" \
             with settings OBJECT.PROPERTY=VALUE in the scene's vocabulary (tap.cancelsTouchesInView=false, \
             feed.delaysContentTouches=false, single.requireToFail=[double]).
             """,
             inputSchema: schema(scene.merging([
                "scenarios": strings("The scenarios to compare (default: every one)."),
                "variants": strings("The columns, each \"LABEL: SETTING[; SETTING...]\"."),
             ]) { a, _ in a }), annotations: readOnly),
        Tool(name: "fix", title: "Find a fix",
             description: """
             Find the settings UIKit code can change after which every wanted item happens (ITEM: KIND SUBJECT key=value, \
             e.g. "list.didSelect feed row=3", "gesture.action like"; !ITEM: must not happen), single settings first, then \
             pairs, fewest side effects on the scene's other scenarios first, each with the Swift line that makes it.
             """,
             inputSchema: schema(scene.merging(scenario) { a, _ in a }.merging([
                "want": strings("The items that must (or, written !ITEM, must not) happen."),
                "limit": integer("The most candidates to replay (default 3000).", minimum: 1, maximum: 10_000),
                "budget": .object(["type": "number", "exclusiveMinimum": 0, "maximum": 600, "description": .string(
                    "Seconds of search (default 30), counted in replay work (touch samples replayed and objects built, 50,000 a second), not on the clock, "
                    + "so the same request gives the same answer; when it runs out the answer says which candidates were not tried.")]),
             ]) { a, _ in a }, required: ["want"]), annotations: readOnly),
        Tool(name: "export", title: "Picture of a scenario",
             description: "Draw the device screen with the hit-test path, the recognizers and the scenario's timeline, as a PNG image.",
             inputSchema: schema(scene.merging(scenario) { a, _ in a }.merging([
                "width": integer("Points (default 1600).", minimum: 320, maximum: 3200),
                "height": integer("Points (default 1000).", minimum: 320, maximum: 3200),
                "scale": .object(["type": "number", "minimum": 0.5, "maximum": 2, "description": "Pixels per point (default 1)."]),
             ]) { a, _ in a }), annotations: readOnly),
    ]
}
