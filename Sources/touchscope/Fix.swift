import ArgumentParser
import TouchCore
import TouchScene
import TouchTools

/// `touchscope fix SCENE [--scenario NAME] --want ITEM... [--json]`.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find the settings after which the wanted items happen in a scenario.",
        discussion: """
        Tries the settings UIKit code can change on the objects the scenario's touches meet \
        (recognizers' cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, enabled, \
        requireToFail, delegate answers from rule Q's conditions; views' userInteractionEnabled, \
        exclusiveTouch, multipleTouchEnabled; scroll views' delaysContentTouches, canCancelContentTouches \
        and touchesShouldCancel), single ones first, then pairs, then triples, bounded by --limit candidates and --budget seconds \
        (counted in replay work, not on the clock, so the same input prints the same bytes). Keeps those after which every --want \
        ITEM holds (!ITEM: must not happen), ranked by how few of the scene's other scenarios change \
        (a scenario where the wanted items now hold too is listed as "also fixes", not as a side effect). \
        Without --scenario, fixes every scenario where a wanted item does not hold as written and whose \
        touches meet the item's subject, and says which. Exit status 1 when none works.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "The scenario that must change (default: every scenario where a wanted item does not hold).")
    var scenario: String?

    @Option(help: ArgumentHelp("An item that must happen, KIND SUBJECT key=value (repeatable); !ITEM must not.",
                               valueName: "item"))
    var want: [String] = []

    @Option(help: "The most candidates to replay.")
    var limit: Int = FixSearch.defaultLimit

    @Option(help: ArgumentHelp("Seconds of search, counted in replay work (touch samples replayed and objects built, "
                               + "\(ReplayBudget.unitsPerSecond) a second), not on the clock: the same input prints the same bytes. "
                               + "When it runs out, fix says what it did not try.",
                               valueName: "seconds"))
    var budget: Double = ReplayBudget.commandLineSeconds

    @Flag(help: "Print the fixes as JSON.")
    var json = false

    func validate() throws {
        guard !want.isEmpty else { throw ValidationError("say what must happen: --want \"list.didSelect list row=1\"") }
        guard limit > 0 else { throw Output.refuse("touchscope fix: --limit is \(limit); give the number of candidates to replay, at least 1") }
        guard budget > 0 && budget.isFinite else {
            throw Output.refuse("touchscope fix: --budget is \(budget); give the seconds of search, more than 0 (e.g. --budget 60)")
        }
    }

    func run() throws {
        let search = try ToolRun.run("fix") { () throws(ToolError) in
            try Tools.fix(.path(scene), scenario: scenario, want: want, limit: limit, budget: ReplayBudget(seconds: budget))
        }
        if json { Output.out(search.json) } else { Output.report(search.text) }
        if search.fixes.isEmpty && !search.alreadyHolds { throw ExitCode(1) }
    }
}
