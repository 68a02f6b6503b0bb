/// A required equality kept out of the tableau: `subject = Σ terms + constant`.
///
/// The subject was fresh when the equality arrived (no constraint mentioned
/// it), so the equality can always hold: the subject takes whatever value
/// its terms give. The terms may name other definitions' subjects, but only
/// earlier ones (a variable a definition names is not fresh any more), so
/// evaluating definitions in the order they came is evaluating them in
/// dependency order. See `Tableau+Definitions`.
///
/// A class with constant fields: the solver reads a definition for every
/// value it evaluates, and reading a struct out of its table copied its
/// three references each time. A changed constant is a new definition
/// (`with(constant:)`), so a copied solver's definitions stay its own.
final class Definition {
  let constraint: Constraint
  /// Where the definition stands in `Tableau.definitionOrder`.
  let position: Int
  /// The subject's coefficient in the constraint's own expression.
  let subjectCoefficient: Double
  /// The other variables' symbols, with their coefficients solved for the
  /// subject (`-coefficient / subjectCoefficient`), in symbol order.
  let terms: [Cell]
  /// `-constraint constant / subjectCoefficient`.
  let constant: Double
  /// The subject as a sum of symbols that are not subjects (constants
  /// aside), when that sum is short: what a constraint that names the
  /// subject expands it into without walking the definitions again. Nil
  /// when longer than `Definition.shortExpansion`.
  let expansion: [Cell]?

  /// The longest expansion a definition keeps. An equal-width chain's
  /// widths (`w[i] = w[i-1]`) each expand to the one first width and stay
  /// short; a row's left edges grow by one term a view and stop being kept.
  static let shortExpansion = 16

  init(constraint: Constraint, position: Int, subjectCoefficient: Double, terms: [Cell], constant: Double, expansion: [Cell]?) {
    self.constraint = constraint
    self.position = position
    self.subjectCoefficient = subjectCoefficient
    self.terms = terms
    self.constant = constant
    self.expansion = expansion
  }

  /// The same definition with another constant or position.
  func with(constant: Double? = nil, position: Int? = nil) -> Definition {
    Definition(
      constraint: constraint, position: position ?? self.position, subjectCoefficient: subjectCoefficient, terms: terms,
      constant: constant ?? self.constant, expansion: expansion)
  }
}
