extension ViewSpec {
  /// `fresh` with every setting this view changed from `base`: a view edited
  /// by the user (from `base`, as read), carried over to the same view read
  /// again for other traits (`fresh`). A setting left as it was read takes
  /// `fresh`'s (a font or an installation that the new size classes pick);
  /// one the user changed keeps the user's value.
  ///
  /// Every stored setting is listed here, as in `==`: a setting left out
  /// would silently take the new read's value over the user's edit.
  public func rebased(from base: ViewSpec, onto fresh: ViewSpec) -> ViewSpec {
    var out = fresh
    func keep<T: Equatable>(_ setting: WritableKeyPath<ViewSpec, T>) {
      if self[keyPath: setting] != base[keyPath: setting] { out[keyPath: setting] = self[keyPath: setting] }
    }
    keep(\.name)
    keep(\.kind)
    keep(\.text)
    keep(\.parent)
    keep(\.intrinsicOverride)
    keep(\.hugging.horizontal)
    keep(\.hugging.vertical)
    keep(\.compressionResistance.horizontal)
    keep(\.compressionResistance.vertical)
    keep(\.lines)
    if imageSize?.width != base.imageSize?.width || imageSize?.height != base.imageSize?.height { out.imageSize = imageSize }
    keep(\.scrolls)
    keep(\.margins)
    keep(\.preservesSuperviewMargins)
    keep(\.followsReadableWidth)
    keep(\.insetsMarginsFromSafeArea)
    keep(\.isHidden)
    keep(\.stack)
    keep(\.condition)
    keep(\.ibID)
    keep(\.font)
    keep(\.textStyle)
    keep(\.textScale)
    keep(\.minimumScaleFactor)
    return out
  }
}
