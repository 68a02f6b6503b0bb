// A stand-in for UIKit's Auto Layout surface, written from Apple's
// documentation: the declarations only, so that the code Plumb writes can
// be type-checked on Linux. Nothing here runs.

public typealias CGFloat = Double

public struct UILayoutPriority: RawRepresentable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

public struct UIEdgeInsets {
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

public struct NSDirectionalEdgeInsets {
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

open class NSLayoutConstraint {
  public enum Attribute { case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, notAnAttribute }
  public enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
  open var priority: UILayoutPriority = .required
  open var identifier: String?
  open var isActive = false
  open var constant: CGFloat = 0
  public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) { self.init() }
  public init() {}
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class NSLayoutAnchor<AnchorType: AnyObject> {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class UILayoutGuide {
  public init() {}
  open var leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor(), leftAnchor = NSLayoutXAxisAnchor()
  open var rightAnchor = NSLayoutXAxisAnchor(), centerXAnchor = NSLayoutXAxisAnchor()
  open var topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor()
  open var widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
}

public enum NSLayoutConstraintAxis { case horizontal, vertical }

open class UIView {
  public init() {}
  open var leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor(), leftAnchor = NSLayoutXAxisAnchor()
  open var rightAnchor = NSLayoutXAxisAnchor(), centerXAnchor = NSLayoutXAxisAnchor()
  open var topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor()
  open var firstBaselineAnchor = NSLayoutYAxisAnchor(), lastBaselineAnchor = NSLayoutYAxisAnchor()
  open var widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
  open var safeAreaLayoutGuide = UILayoutGuide(), layoutMarginsGuide = UILayoutGuide(), readableContentGuide = UILayoutGuide()
  open var translatesAutoresizingMaskIntoConstraints = true
  open var isHidden = false
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  open var insetsLayoutMarginsFromSafeArea = true
  open var superview: UIView?
  open func addSubview(_ view: UIView) {}
  open func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraintAxis) {}
  open func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraintAxis) {}
}

open class UIImage {
  public init?(named: String) {}
}

open class UIFont {
  public struct TextStyle {
    public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle(), headline = TextStyle()
    public static let body = TextStyle(), callout = TextStyle(), subheadline = TextStyle(), footnote = TextStyle()
    public static let caption1 = TextStyle(), caption2 = TextStyle()
  }
  public struct Weight {
    public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
    public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
  }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
}

open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
  open var font: UIFont!
  open var adjustsFontForContentSizeCategory = false
}

public enum UIControlState { case normal }

open class UIButton: UIView {
  public enum ButtonType { case system, custom }
  public init(type: ButtonType) {}
  open func setTitle(_ title: String?, for state: UIControlState) {}
  open var titleLabel: UILabel?
}

open class UITextField: UIView {
  open var text: String?
  open var font: UIFont?
  open var adjustsFontForContentSizeCategory = false
}
open class UISwitch: UIView {}
open class UISlider: UIView {}
open class UIImageView: UIView { open var image: UIImage? }
open class UIScrollView: UIView {
  open var contentLayoutGuide = UILayoutGuide(), frameLayoutGuide = UILayoutGuide()
  open var isScrollEnabled = true
}
open class UITextView: UIScrollView {
  open var text: String!
  open var font: UIFont?
  open var adjustsFontForContentSizeCategory = false
}

open class UIStackView: UIView {
  public enum Distribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  public enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
  open var axis = NSLayoutConstraintAxis.horizontal
  open var distribution = Distribution.fill
  open var alignment = Alignment.fill
  open var spacing: CGFloat = 0
  open var isLayoutMarginsRelativeArrangement = false
  open func addArrangedSubview(_ view: UIView) {}
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

public enum UIUserInterfaceSizeClass { case unspecified, compact, regular }

open class UITraitCollection {
  open var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  open var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
}

open class UIViewController {
  public init() {}
  open var view = UIView()
  open var traitCollection = UITraitCollection()
  open var viewRespectsSystemMinimumLayoutMargins = true
  open func viewDidLoad() {}
}
