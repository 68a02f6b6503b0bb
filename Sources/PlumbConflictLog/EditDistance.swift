/// Edit distance counting a swap of two neighbours as one edit (optimal
/// string alignment), for "did you mean": `widht` is one edit from `width`.
func editDistance(_ a: String, _ b: String) -> Int {
  let x = Array(a), y = Array(b)
  guard !x.isEmpty else { return y.count }
  guard !y.isEmpty else { return x.count }
  var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
  for i in 0...x.count { d[i][0] = i }
  for j in 0...y.count { d[0][j] = j }
  for i in 1...x.count {
    for j in 1...y.count {
      let cost = x[i - 1] == y[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
    }
  }
  return d[x.count][y.count]
}
