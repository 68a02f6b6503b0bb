/// Where a view was made, which decides the priorities it starts with.
///
/// UIKit's defaults differ by origin: Interface Builder's library gives a
/// new label or image view a content hugging of 251 (and writes it in the
/// file), a view made in code (`UILabel()`) hugs at 250, and a view decoded
/// from a file that does not say hugs at 250 whatever its class.
public enum ViewOrigin: String, CaseIterable, Sendable {
  /// Dragged from Interface Builder's library; a `.scene` file's views start so.
  case interfaceBuilder
  /// Made in code (`UILabel()`, `UISwitch()`).
  case code
  /// Decoded from a storyboard or xib whose element leaves the priority out.
  case archive
}
