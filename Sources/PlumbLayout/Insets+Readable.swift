extension Insets {
  /// UIKit's readable width (`readableContentGuide`) at the default content
  /// size category (Large): 672 points. On an iPad in landscape, a
  /// 1024-point-wide view with 20-point margins has a readable content guide
  /// 672 points wide, inset 176 on each side (Apple's guide as measured in
  /// "Readable Content Guides", useyourloaf.com). It grows with Dynamic Type,
  /// which Plumb does not model.
  public static let readableWidth: Double = 672

  /// These margins in a view `width` points wide, with the left and right
  /// ones grown so that the space between them is at most `readableWidth`,
  /// centred between them (`readableContentGuide`, and the margins of a view
  /// with `layoutMarginsFollowReadableWidth`).
  public func narrowedToReadableWidth(in width: Double) -> Insets {
    let extra = (width - left - right - Insets.readableWidth) / 2
    guard extra > 0 else { return self }
    return Insets(top: top, left: left + extra, bottom: bottom, right: right + extra)
  }
}
