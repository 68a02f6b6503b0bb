/// The marker symbols the solver made for one constraint.
///
/// `marker` identifies the constraint in the tableau: the slack of an
/// inequality, the dummy of a required equality, or the positive error of an
/// optional equality. `other` is the second error symbol of an optional
/// constraint. `markerCoefficient` is the marker's coefficient in the
/// constraint's own row, which is what an in-place constant change needs.
/// Marker ids grow with every add, so `marker.id` also orders constraints
/// by when they were added.
struct Tag {
  var marker: Symbol
  var other: Symbol?
  var markerCoefficient: Double
  var constant: Double
  /// For a *definition* (a required equality added with a fresh variable,
  /// see `Tableau+Definitions`): that variable. A definition is kept out
  /// of the rows, and its dummy `marker` is in none.
  var subject: Symbol? = nil
}
