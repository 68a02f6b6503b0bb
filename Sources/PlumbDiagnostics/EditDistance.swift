/// The edit distance between two words, counting characters, where a swap
/// of two neighbours is one edit (optimal string alignment): `widht` is one
/// edit from `width`, as a typing slip is one slip. The one measure behind
/// every "did you mean".
public func editDistance(_ a: String, _ b: String) -> Int {
  let x = Array(a), y = Array(b)
  guard !x.isEmpty else { return y.count }
  guard !y.isEmpty else { return x.count }
  // Three rows: the swap looks two rows back.
  var before = [Int](repeating: 0, count: y.count + 1)
  var previous = Array(0...y.count)
  var current = [Int](repeating: 0, count: y.count + 1)
  for i in 1...x.count {
    current[0] = i
    for j in 1...y.count {
      let cost = x[i - 1] == y[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
    }
    (before, previous, current) = (previous, current, before)
  }
  return previous[y.count]
}
