/// One non-zero coefficient of a row: `coefficient × symbol`.
struct Cell: Hashable {
  var symbol: Symbol
  var coefficient: Double
}
