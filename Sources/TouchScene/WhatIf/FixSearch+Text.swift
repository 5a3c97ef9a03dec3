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
        out += "tried \(tried) of \(candidates) candidate settings\(triedPairs ? " (no single setting works: pairs too)" : "")"
        out += refused > 0 ? ", \(refused) refused by the scene\n" : "\n"
        for refusal in refusals {
            out += "  refused: \(refusal.setting): \(refusal.reason)\n"
        }
        if fixes.isEmpty { return out + "no setting makes every wanted item hold\n" }
        out += "\(fixes.count) fix\(fixes.count == 1 ? "" : "es"), fewest side effects first:\n"
        for (i, fix) in fixes.enumerated() {
            out += "\n\(i + 1). " + fix.settings.map(\.description).joined(separator: "; ")
            var notes = [fix.sideEffects.isEmpty ? (fix.alsoFixes.isEmpty ? "no other scenario changes" : "no side effect")
                : "changes \(fix.sideEffects.count) other scenario\(fix.sideEffects.count == 1 ? "" : "s")"]
            if !fix.alsoFixes.isEmpty { notes.append("also fixes \(fix.alsoFixes.count)") }
            out += "   (" + notes.joined(separator: "; ") + ")\n"
            out += fix.swift.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
            for name in fix.alsoFixes {
                out += "   also fixes \"\(name)\": the wanted items hold there too\n"
            }
            for effect in fix.sideEffects {
                out += "   side effect on \"\(effect.scenario)\":\n"
                for line in Self.diff(effect.before.items, effect.after.items) { out += "     " + line + "\n" }
            }
        }
        return out
    }

    public var json: String {
        func list(_ items: [String]) -> String { "[" + items.map(TraceJSON.quoted).joined(separator: ", ") + "]" }
        var out = "{\"scenario\": \(TraceJSON.quoted(scenario)), \"scenarios\": \(list(scenarios)), \"want\": \(list(want.map(\.description))), "
        out += "\"alreadyHolds\": \(alreadyHolds), \"tried\": \(tried), \"candidates\": \(candidates), \"refused\": \(refused), \"fixes\": ["
        out += fixes.map { fix in
            "{\"settings\": \(list(fix.settings.map(\.description))), \"swift\": \(TraceJSON.quoted(fix.swift)), "
                + "\"alsoFixes\": \(list(fix.alsoFixes)), \"sideEffects\": ["
                + fix.sideEffects.map { "{\"scenario\": \(TraceJSON.quoted($0.scenario)), \"before\": \(list($0.before.items)), \"after\": \(list($0.after.items))}" }
                    .joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        return out + "]}\n"
    }

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
