/// One non-zero coefficient of a row: `coefficient × symbol`.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}
