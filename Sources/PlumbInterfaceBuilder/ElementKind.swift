import PlumbLayout

/// How an Interface Builder element is laid out: its class in the catalogue
/// (`UIKitClass`), which gives the `ViewKind` it maps to, the axes on which
/// it has an intrinsic content size and its alignment insets.
///
/// Plumb cannot measure Apple's fonts or the images of an asset catalog,
/// so an element whose intrinsic size comes from its text, image or
/// control metrics takes, on those axes, the size IB saved in its frame
/// (the size IB measured when it laid the file out), unless the file gives
/// an `intrinsicContentSize` placeholder or the image's size is in the
/// file's resources.
struct ElementKind: Equatable {
  var uikitClass: UIKitClass

  var viewKind: ViewKind { uikitClass.kind }
  var intrinsic: IntrinsicAxes { uikitClass.intrinsic }

  /// The kind of a known element; nil for an element this reader does not know.
  static func of(_ element: String) -> ElementKind? { UIKitClass.element(element).map(ElementKind.init) }

  /// An element this reader does not know: a plain view with the size IB stored as its intrinsic size.
  static func unknown(_ element: String) -> ElementKind {
    ElementKind(uikitClass: UIKitClass(SceneBuilder.className(element), .view, elements: [element], intrinsic: .both))
  }

  /// Elements that hold a content view rather than being laid out themselves.
  static let cells: Set<String> = ["tableViewCell", "collectionViewCell"]
}
