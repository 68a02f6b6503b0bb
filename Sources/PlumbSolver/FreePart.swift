/// The directions along which a variable can move on the optimum: its free
/// form exactly while the form is small, else a summary of it.
///
/// A subject's free part is the sum of its terms' (`Tableau.freeParts`),
/// so along a row of views whose widths trade, the k-th left edge's form
/// holds k widths: kept exactly, a row of n views held n²/2 entries and
/// listed every width before each view. A summary keeps what the verdict
/// and its reasons need, in constant size.
enum FreePart {
  case exact(Tableau.Form)
  case summary(FreeSummary)

  /// How many entries an exact form may hold before a sum of forms is summarised.
  static let exactLimit = 64
}

/// A free form without its symbols: its value at a fixed pseudo-random
/// point, and why it moves (its optional constraints cut at
/// `FreeSummary.listed`).
///
/// The value is a linear function of the form, so sums and differences of
/// forms are sums and differences of values. A zero form's value is zero up
/// to rounding; a form that is not zero is zero there only if the point
/// lies on a hyperplane, which a point drawn from a continuum almost never
/// does. (Polynomial identity testing: Schwartz 1980, Zippel 1979.)
struct FreeSummary {
  /// Σ coefficient × `Tableau.probeWeight(symbol)`.
  var value: Double
  /// Σ |coefficient × weight|: how large rounding can make a zero form look.
  var scale: Double
  var freedom: Freedom

  /// How many optional constraints a summary's reason lists.
  static let listed = 8

  /// Whether the form is zero: its value is within rounding of it.
  var isZero: Bool { abs(value) <= 1e-9 * scale }
}
