import PlumbLayout

/// A constraint UIKit made rather than the app, which the app cannot
/// remove directly, with what it stands for and the usual fix.
public enum SystemConstraint: Equatable, Sendable {
  /// `UIView-Encapsulated-Layout-Width`/`Height`: the size a container
  /// (a table or collection view, a view controller, a window) gives the view.
  case encapsulatedLayout(String)
  /// `_UITemporaryLayoutWidth`/`Height`, `fittingSizeHTarget`: a size UIKit holds while it measures.
  case temporaryLayout(String)
  /// `NSAutoresizingMaskLayoutConstraint`: the view's autoresizing mask, translated.
  case autoresizingMask(String)
  /// `UISV-*`: made by a `UIStackView` for its arranged views.
  case stackView(String)
  /// A layout guide inside its view (`UIViewSafeAreaLayoutGuide-top`,
  /// `UIView-leftMargin-guide-constraint`, `_UILayoutSupportConstraint`).
  case layoutGuide(String)
  /// Another constraint UIKit's own views make (`UIInputWindowController-top`).
  case other(String)

  /// Classifies a logged constraint; nil for one the app made.
  init?(_ c: LoggedConstraint) {
    let id = c.identifier ?? ""
    if c.className == "NSAutoresizingMaskLayoutConstraint" || c.autoresizingMask != nil {
      self = .autoresizingMask(c.autoresizingMask ?? "")
    } else if id.hasPrefix("UIView-Encapsulated-Layout") || id.hasPrefix("NSView-Encapsulated-Layout") {
      self = .encapsulatedLayout(id)
    } else if id.hasPrefix("_UITemporaryLayout") || id.hasPrefix("fittingSize") {
      self = .temporaryLayout(id)
    } else if id.hasPrefix("UISV-") {
      self = .stackView(id)
    } else if c.className == "_UILayoutSupportConstraint" || LayoutGuide.allCases.contains(where: { $0.identifierPrefix.map(id.hasPrefix) ?? false })
      || (id.hasPrefix("UIView-") && id.hasSuffix("-guide-constraint")) || id.hasPrefix("UIView-readableContent")
    {
      self = .layoutGuide(id.isEmpty ? c.className : id)
    } else if id.hasPrefix("UI") || id.hasPrefix("_UI") || id.hasPrefix("NS") || c.className.hasPrefix("_UI") || c.className == "NSContentSizeLayoutConstraint" {
      self = .other(id.isEmpty ? c.className : id)
    } else if !c.itemClasses.isEmpty, c.itemClasses.allSatisfy(UIKitClass.isPrivate) {
      // Between UIKit's private views only (`_UIButtonBarButton`, the keyboard's windows): UIKit's own.
      self = .other("between " + c.itemClasses.joined(separator: " and "))
    } else {
      return nil
    }
  }

  /// What made it, in a sentence.
  public var origin: String {
    switch self {
    case .encapsulatedLayout(let id):
      return "'\(id)' is the size the view's container gave it (a table or collection view for its cell, a view controller or window for its root view, a header or footer); code cannot remove it"
    case .temporaryLayout(let id):
      return "'\(id)' is a size UIKit holds while it measures the view (systemLayoutSizeFitting, a cell or header sized by Auto Layout), often 0 at first"
    case .autoresizingMask(let mask):
      return "UIKit made it from the view's autoresizing mask because translatesAutoresizingMaskIntoConstraints is true" + (mask.isEmpty ? "" : " (\(SystemConstraint.readMask(mask)))")
    case .stackView(let id) where id.hasPrefix("UISV-hiding"):
      return "'\(id)' holds a hidden arranged view at zero size along its stack's axis"
    case .stackView(let id):
      return "'\(id)' is made by a UIStackView for its arranged views (spacing, alignment, distribution)"
    case .layoutGuide(let id):
      return "'\(id)' places a layout guide inside its view (safe area, layout margins, or the legacy top and bottom layout guides)"
    case .other(let id):
      if id.hasPrefix("between ") { return "a constraint \(id), UIKit's private views, made by UIKit" }
      return "'\(id)' is made by UIKit for its own views"
    }
  }

  /// The usual fix, naming the app's constraint that fights it when one is known.
  public func fix(fighting rival: String?) -> String {
    let yours = rival.map { "\($0)" } ?? "the constraint of yours that fights it"
    // The highest optional priority: the constraint gives way, and holds whenever it can.
    let almost = LayoutPriority.almostRequired
    switch self {
    case .encapsulatedLayout:
      return "lower the priority of \(yours) to \(almost), so that it gives way while the container's size is not yet the final one (or make your constraints fit the size the container gives)"
    case .temporaryLayout:
      return "lower the priority of \(yours) to \(almost), so that it gives way while UIKit measures"
    case .autoresizingMask:
      return "set translatesAutoresizingMaskIntoConstraints = false on the view you place with constraints (or stop constraining a view that UIKit sizes by its mask)"
    case .stackView(let id) where id.hasPrefix("UISV-hiding"):
      return "lower the priority of \(yours) (a constraint inside the hidden view along the stack's axis, or its size) to \(almost), so that it gives way while the view is hidden"
    case .stackView:
      return "change the stack view's spacing, distribution or alignment, or lower the priority of \(yours) on an arranged view to \(almost)"
    case .layoutGuide:
      return "constrain to the view's edges instead of the guide, or change the view's layoutMargins / safe area insets; else lower the priority of \(yours) to \(almost)"
    case .other:
      return "usually not the app's to fix: lower the priority of \(yours) to \(almost), or leave UIKit's private views alone"
    }
  }

  /// `h=-&- v=--&` in words: each letter triple is left margin, width,
  /// right margin (top margin, height, bottom margin), `-` fixed, `&` flexible.
  public static func readMask(_ mask: String) -> String {
    var parts: [String] = []
    for token in mask.split(separator: " ") {
      let t = Array(token)
      guard t.count == 5, t[1] == "=", t[2...].allSatisfy({ $0 == "-" || $0 == "&" }) else { continue }
      let names = t[0] == "h" ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
      let words = zip(names, t[2...]).map { "\($0) \($1 == "-" ? "fixed" : "flexible")" }
      parts.append("\(token): " + words.joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }
}
