import PlumbLayout

/// How an Interface Builder element is laid out: the `ViewKind` it maps to
/// and on which axes it has an intrinsic content size.
///
/// Plumb cannot measure Apple's fonts or the images of an asset catalog,
/// so an element whose intrinsic size comes from its text, image or
/// control metrics takes, on those axes, the size IB saved in its frame
/// (the size IB measured when it laid the file out), unless the file gives
/// an `intrinsicContentSize` placeholder or the image's size is in the
/// file's resources.
struct ElementKind: Equatable {
  enum Intrinsic: Equatable {
    /// No intrinsic size (plain views, containers, scroll views, stacks).
    case none
    /// The stored frame's size on both axes.
    case both
    /// The stored frame's height only (sliders, progress views, bars).
    case heightOnly
  }

  var viewKind: ViewKind
  var intrinsic: Intrinsic

  /// The kind of a known element; nil for an element this reader does not know.
  static func of(_ element: String) -> ElementKind? {
    switch element {
    case "view", "containerView", "scrollView", "tableView", "collectionView", "mapView", "wkWebView", "webView",
      "visualEffectView", "tableViewCellContentView", "collectionReusableView", "glkView", "sceneKitView", "skView",
      "mtkView", "arscnView", "arskView", "arView", "imageView-placeholder", "window":
      return ElementKind(viewKind: .view, intrinsic: .none)
    case "stackView": return ElementKind(viewKind: .stack, intrinsic: .none)
    case "label": return ElementKind(viewKind: .label, intrinsic: .both)
    case "button": return ElementKind(viewKind: .button, intrinsic: .both)
    case "textField": return ElementKind(viewKind: .textfield, intrinsic: .both)
    case "switch": return ElementKind(viewKind: .switch, intrinsic: .both)
    case "slider": return ElementKind(viewKind: .slider, intrinsic: .heightOnly)
    case "imageView": return ElementKind(viewKind: .imageview, intrinsic: .both)
    case "textView": return ElementKind(viewKind: .textview, intrinsic: .none)
    case "segmentedControl", "activityIndicatorView", "pageControl", "stepper", "datePicker", "pickerView":
      return ElementKind(viewKind: .view, intrinsic: .both)
    case "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
      return ElementKind(viewKind: .view, intrinsic: .heightOnly)
    default: return nil
    }
  }

  /// Elements that hold a content view rather than being laid out themselves.
  static let cells: Set<String> = ["tableViewCell", "collectionViewCell"]
}
