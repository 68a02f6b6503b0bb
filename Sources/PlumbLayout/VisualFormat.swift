/// Apple's Visual Format Language, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// reads it: one grammar for the scene format and the Swift reader.
public enum VisualFormat {
  /// The constraints of `format`, naming the views by their keys in `views`
  /// and the superview (`|`) as `.superview`, each recording `line`.
  ///
  /// A format UIKit would refuse throws a `VisualFormatError` whose column
  /// counts characters from `column`, the column of the format's first
  /// character in its line.
  /// - Complexity: O(*n*) in the format's length, O(*v*) per view name looked up.
  public static func constraints(
    _ format: String, views: Set<String>, metrics: [String: Double], line: Int = 1, column: Int = 1
  ) throws(VisualFormatError) -> [ConstraintSpec] {
    var parser = VisualFormatParser(text: format, column: column, line: line, views: views, metrics: metrics)
    return try parser.parse()
  }
}
