import TouchCore

/// The fixes as text and JSON.
extension FixSearch {
    public var text: String {
        let names = scenarios.map { "\"\($0)\"" }.joined(separator: ", ")
        var out = "fix \(chosen ? "" : names + ": ")want " + want.map(\.description).joined(separator: ", ") + "\n"
        if chosen && scenarios.isEmpty { return out + "already holds in every scenario as the scene is written: nothing to fix\n" }
        if chosen {
            out += "no --scenario: fixing the \(scenarios.count == 1 ? "scenario" : "\(scenarios.count) scenarios") where a wanted item "
                + "does not hold as written: \(names)\n"
        }
        if alreadyHolds { return out + "already holds as the scene is written: nothing to fix\n" }
        out += "tried \(tried) of \(candidates) candidates (\(singleCount) single settings"
            + (triedTriples ? "; no single setting or pair works: pairs and triples too" : triedPairs ? "; no single setting works: pairs too" : "") + ")"
        out += refused > 0 ? ", \(refused) refused by the scene\n" : "\n"
        if let unfinished, !unfinished.untried.isEmpty || !unfinished.unreached.isEmpty {
            out += "the search was not exhaustive: " + unfinished.text(tried: tried) + "\n"
        } else {
            out += exhaustive ? "the search was exhaustive: every candidate was tried\n"
                : "the search was not exhaustive: the limit of \(tried) candidates stopped it (--limit)\n"
        }
        if let unfinished, unfinished.unchecked > 0 {
            out += "the budget of \(unfinished.budget) ran out while replaying the fixes' side effects (--budget): "
                + "\(unfinished.unchecked) more fix\(unfinished.unchecked == 1 ? "" : "es") found \(unfinished.unchecked == 1 ? "is" : "are") not listed\n"
        }
        out += "not tried: " + Self.notTried.joined(separator: "; ") + "\n"
        for refusal in refusals {
            out += "  refused: \(refusal.setting): \(refusal.reason)\n"
        }
        if fixes.isEmpty { return out + "no setting makes every wanted item hold\n" }
        out += "\(fixes.count) fix\(fixes.count == 1 ? "" : "es"), those that break nothing first, then fewest side effects:\n"
        for (i, fix) in fixes.enumerated() {
            out += "\n\(i + 1). " + fix.settings.map(\.description).joined(separator: "; ")
            var notes: [String] = []
            if !fix.breaks.isEmpty { notes.append("DESTRUCTIVE: breaks \(fix.breaks.count) function\(fix.breaks.count == 1 ? "" : "s")") }
            notes.append(fix.sideEffects.isEmpty ? (fix.alsoFixes.isEmpty ? "no other scenario changes" : "no other side effect")
                : "side effects: changes \(fix.sideEffects.count) other scenario\(fix.sideEffects.count == 1 ? "" : "s")")
            if !fix.alsoFixes.isEmpty { notes.append("also fixes \(fix.alsoFixes.count)") }
            out += "   (" + notes.joined(separator: "; ") + ")\n"
            out += fix.swift.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
            for broken in fix.breaks {
                out += "   breaks: \(broken)\n"
            }
            for name in fix.alsoFixes {
                out += "   also fixes \"\(name)\": the wanted items hold there too\n"
            }
            for effect in fix.sideEffects {
                out += "   side effect on \"\(effect.scenario)\":\n"
                for line in Self.collapsed(Self.diff(effect.before.items, effect.after.items)) { out += "     " + line + "\n" }
            }
        }
        return out
    }

    public var json: String {
        func list(_ items: [String]) -> String { "[" + items.map(TraceJSON.quoted).joined(separator: ", ") + "]" }
        var out = "{\"scenario\": \(TraceJSON.quoted(scenario)), \"scenarios\": \(list(scenarios)), \"want\": \(list(want.map(\.description))), "
        out += "\"alreadyHolds\": \(alreadyHolds), \"tried\": \(tried), \"candidates\": \(candidates), \"exhaustive\": \(exhaustive), "
        out += "\"notTried\": \(list(Self.notTried)), \"refused\": \(refused), "
        if let unfinished {
            // Only when the budget ran out, so that every other answer keeps its bytes.
            out += "\"budget\": {\"units\": \(unfinished.budget.units), \"seconds\": \(unfinished.budget.seconds), "
                + "\"untried\": {" + unfinished.untried.keys.sorted().map { "\"\($0)\": \(unfinished.untried[$0]!)" }.joined(separator: ", ")
                + "}, \"unreached\": [" + unfinished.unreached.map(String.init).joined(separator: ", ") + "], "
                + "\"unchecked\": \(unfinished.unchecked)}, "
        }
        out += "\"fixes\": ["
        out += fixes.map { fix in
            "{\"settings\": \(list(fix.settings.map(\.description))), \"swift\": \(TraceJSON.quoted(fix.swift)), "
                + "\"alsoFixes\": \(list(fix.alsoFixes)), \"breaks\": \(list(fix.breaks)), \"sideEffects\": ["
                + fix.sideEffects.map { "{\"scenario\": \(TraceJSON.quoted($0.scenario)), \"before\": \(list($0.before.items)), \"after\": \(list($0.after.items))}" }
                    .joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        return out + "]}\n"
    }

    /// Runs of the same line as one line with its count (`× 36`, issue 26.6).
    static func collapsed(_ lines: [String]) -> [String] { Why.collapse(lines) }

    /// A line diff of two outcomes (longest common subsequence): `- ` gone, `+ ` new, `  ` kept.
    static func diff(_ a: [String], _ b: [String]) -> [String] {
        OutcomeDiff(written: a, variant: b).merged.map { line in
            switch line.mark {
            case .kept: return "  " + line.item
            case .added: return "+ " + line.item
            case .removed: return "- " + line.item
            }
        }
    }
}

extension FixSearch.Unfinished {
    /// "the budget of 30 s (1,500,000 units of replay) ran out after 2,950 candidates (--budget); not tried: 41 pairs, and triples"
    func text(tried: Int) -> String {
        func kind(_ size: Int, _ n: Int) -> String {
            let noun = size == 1 ? "single setting" : size == 2 ? "pair" : size == 3 ? "triple" : "combination of \(size)"
            return "\(ReplayBudget.grouped(n)) \(noun)\(n == 1 ? "" : "s")"
        }
        var parts = untried.keys.sorted().map { kind($0, untried[$0]!) }
        parts += unreached.map { $0 == 2 ? "pairs" : $0 == 3 ? "triples" : "combinations of \($0)" }
        return "the budget of \(budget) ran out after \(ReplayBudget.grouped(tried)) candidates (--budget); not tried: "
            + parts.joined(separator: ", ")
    }
}
