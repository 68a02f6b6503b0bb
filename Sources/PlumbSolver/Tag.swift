/// The marker symbols the solver made for one constraint.
///
/// `marker` identifies the constraint in the tableau: the slack of an
/// inequality, the dummy of a required equality, or the positive error of an
/// optional equality. `other` is the second error symbol of an optional
/// constraint. `markerCoefficient` is the marker's coefficient in the
/// constraint's own row, which is what an in-place constant change needs.
struct Tag {
  var marker: Symbol
  var other: Symbol?
  var markerCoefficient: Double
  var constant: Double
}
