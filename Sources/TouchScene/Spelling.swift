/// Typo suggestions and word lists for error messages.
enum Spelling {
    /// The candidate nearest to `word` by edit distance (ignoring case), when
    /// it is close enough to be a likely typo; ties go to the earlier candidate.
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        let limit = w.count < 4 ? 1 : (w.count < 10 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let c = Array(candidate.lowercased().unicodeScalars)
            guard abs(c.count - w.count) <= limit else { continue }
            let d = editDistance(w, c, atMost: best.map { $0.distance - 1 } ?? limit)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// ` (did you mean 'x'?)`, or nothing when no candidate is close.
    static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// `a, b, c`, cut after `limit` items with `, ...`.
    static func list(_ items: [String], limit: Int = 40) -> String {
        items.count <= limit ? items.joined(separator: ", ") : items.prefix(limit).joined(separator: ", ") + ", ..."
    }

    /// Levenshtein distance; returns a value above `atMost` as soon as the
    /// distance is known to exceed it.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
