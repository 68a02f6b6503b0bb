import PlumbLayout

/// What the code says about the root's layout margins: UIKit adds the safe
/// area to them (`insetsLayoutMarginsFromSafeArea`) and keeps a view
/// controller's at least the system minimum (`viewRespectsSystemMinimumLayoutMargins`).
struct RootMargins {
  var set: Insets?
  var fromSafeArea = true
  var systemMinimum = true
  /// `layoutMarginsFollowReadableWidth`.
  var followsReadableWidth = false

  /// The root's margins for a root of this kind on this document's device.
  func margins(_ d: LayoutDocument, controller: Bool, defaultMargins: Insets) -> Insets {
    var m = set ?? defaultMargins
    if controller && systemMinimum {
      let side = d.systemMinimumSideMargin
      m.left = max(m.left, side)
      m.right = max(m.right, side)
    }
    if fromSafeArea {
      let i = d.safeAreaInsets
      m = Insets(top: m.top + i.top, left: m.left + i.left, bottom: m.bottom + i.bottom, right: m.right + i.right)
    }
    return followsReadableWidth ? m.narrowedToReadableWidth(in: d.size.width) : m
  }
}
