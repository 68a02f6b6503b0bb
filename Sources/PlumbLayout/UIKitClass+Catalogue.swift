extension UIKitClass {
  /// Every class Plumb knows. The first class of each kind is the one a
  /// writer makes for that kind (`ViewKind.uikitClass`).
  public static let catalogue: [UIKitClass] = {
    func ui(
      _ name: String, _ kind: ViewKind, _ elements: [String], _ intrinsic: IntrinsicAxes = .none, insets: Insets = .zero, size: IntrinsicOverride? = nil
    ) -> UIKitClass {
      UIKitClass(name, kind, elements: elements, intrinsic: intrinsic, alignmentInsets: insets, defaultSize: size)
    }
    func ns(_ name: String, _ kind: ViewKind, _ intrinsic: IntrinsicAxes = .none) -> UIKitClass {
      UIKitClass(name, kind, intrinsic: intrinsic, isAppKit: true)
    }
    return [
      // One per kind, first: what a writer makes.
      ui("UIView", .view, ["view", "containerView", "imageView-placeholder"]),
      ui("UILabel", .label, ["label"], .both),
      ui("UIButton", .button, ["button"], .both),
      ui("UITextField", .textfield, ["textField"], .both),
      ui("UISwitch", .switch, ["switch"], .both, insets: Insets(top: 0, left: 0, bottom: 0, right: 2)),
      ui("UISlider", .slider, ["slider"], .heightOnly, insets: Insets(top: 0, left: 2, bottom: 1, right: 2)),
      ui("UIImageView", .imageview, ["imageView"], .both),
      // A text view scrolls: it has no intrinsic size in Interface Builder.
      ui("UITextView", .textview, ["textView"]),
      ui("UIStackView", .stack, ["stackView"]),
      // Containers, drawn as plain views.
      ui("UIScrollView", .view, ["scrollView"]),
      ui("UITableView", .view, ["tableView"]),
      ui("UICollectionView", .view, ["collectionView"]),
      ui("UITableViewCellContentView", .view, ["tableViewCellContentView"]),
      ui("UICollectionReusableView", .view, ["collectionReusableView"]),
      ui("UIVisualEffectView", .view, ["visualEffectView"]),
      ui("UIWindow", .view, ["window"]),
      ui("UIControl", .view, []),
      ui("MKMapView", .view, ["mapView"]),
      ui("WKWebView", .view, ["wkWebView"]),
      ui("UIWebView", .view, ["webView"]),
      ui("GLKView", .view, ["glkView"]),
      ui("SCNView", .view, ["sceneKitView"]),
      ui("SKView", .view, ["skView"]),
      ui("MTKView", .view, ["mtkView"]),
      ui("ARSCNView", .view, ["arscnView"]),
      ui("ARSKView", .view, ["arskView"]),
      ui("ARView", .view, ["arView"]),
      // Controls Plumb draws as plain views, sized by their content.
      ui("UISegmentedControl", .view, ["segmentedControl"], .both, insets: Insets(top: 0, left: 0, bottom: 1, right: 0)),
      // Fixed sizes: a medium activity indicator (UIKit's default style) and a stepper.
      ui("UIActivityIndicatorView", .view, ["activityIndicatorView"], .both, size: IntrinsicOverride(width: 20, height: 20)),
      ui("UIPageControl", .view, ["pageControl"], .both),
      ui("UIStepper", .view, ["stepper"], .both, size: IntrinsicOverride(width: 94, height: 32)),
      ui("UIDatePicker", .view, ["datePicker"], .both),
      ui("UIPickerView", .view, ["pickerView"], .both),
      // Bars: as wide as they are put, as tall as their metrics.
      ui("UIProgressView", .view, ["progressView"], .heightOnly),
      ui("UISearchBar", .view, ["searchBar"], .heightOnly),
      ui("UINavigationBar", .view, ["navigationBar"], .heightOnly),
      ui("UIToolbar", .view, ["toolbar"], .heightOnly),
      ui("UITabBar", .view, ["tabBar"], .heightOnly),
      // AppKit, as a log from macOS names its views.
      ns("NSView", .view),
      ns("NSWindow", .view),
      ns("NSTextField", .textfield, .both),
      ns("NSButton", .button, .both),
      ns("NSSwitch", .switch, .both),
      ns("NSSlider", .slider, .heightOnly),
      ns("NSImageView", .imageview, .both),
      ns("NSTextView", .textview),
      ns("NSStackView", .stack),
      ns("NSScrollView", .view),
      ns("NSClipView", .view),
      ns("NSTableView", .view),
      ns("NSCollectionView", .view),
      ns("NSVisualEffectView", .view),
      ns("NSSegmentedControl", .view, .both),
      ns("NSProgressIndicator", .view, .both),
    ]
  }()

  private static let byName: [String: UIKitClass] = Dictionary(catalogue.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  private static let byElement: [String: UIKitClass] = Dictionary(
    catalogue.flatMap { c in c.elements.map { ($0, c) } }, uniquingKeysWith: { a, _ in a })

  /// The class of that name (`UILabel`, `NSButton`); nil for one Plumb does not know.
  public static func named(_ name: String) -> UIKitClass? { byName[name] }

  /// The class an Interface Builder element makes (`label` → `UILabel`); nil for an element Plumb does not know.
  public static func element(_ element: String) -> UIKitClass? { byElement[element] }
}
