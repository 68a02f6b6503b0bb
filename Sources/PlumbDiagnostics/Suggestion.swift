/// The closest of `candidates` to `word`, if it is close enough to be a
/// likely typo; the one "did you mean" rule of every reader.
///
/// - A cut-short word of three characters or more (`const`, `trail`) names
///   the shortest candidate it starts.
/// - Otherwise the nearest candidate by `editDistance` (case aside) within
///   `max(1, min(3, count / 3 + 1))` edits: one for a short word, up to three
///   for a long one; ties go to the first in alphabetical order.
/// - Only candidates within the limit by length alone are compared (the
///   distance is at least the difference in length), so a very long word
///   costs no more than a short one; past 100 characters a word is no typo.
public func suggestion(for word: String, in candidates: [String]) -> String? {
  let count = word.count
  // Past this length a word is no typo of a name, and comparing costs its length squared.
  guard count <= 100 else { return nil }
  let lower = word.lowercased()
  if count >= 3, let full = candidates.filter({ $0.count >= count && $0.lowercased().hasPrefix(lower) && $0 != word }).min(by: { $0.count < $1.count }) {
    return full
  }
  let limit = max(1, min(3, count / 3 + 1))
  let near = candidates.filter { abs($0.count - count) <= limit }
  let scored = near.map { ($0, editDistance(lower, $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
  return best.1 <= limit && best.1 > 0 || (best.1 == 0 && best.0 != word) ? best.0 : nil
}

/// "; did you mean 'x'?" for `suggestion(for:in:)`, or nothing: for a
/// message that goes on after the hint.
public func didYouMean(_ word: String, _ candidates: [String]) -> String {
  suggestion(for: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
