import PlumbLayout
import SwiftSyntax

/// What an expression of the file evaluates to, as far as layout cares.
indirect enum Value {
  case number(Double)
  case bool(Bool)
  case string(String)
  case null
  /// A view by index into the interpreter's views (0: the root).
  case view(Int)
  /// A layout guide of a view (0: the root), or a `UILayoutGuide()` (a view index).
  case guide(Guide)
  case anchor(Guide, LayoutAttribute)
  /// A constraint by index into the interpreter's constraints.
  case constraint(Int)
  case array([Value])
  case dictionary([(String, Value)])
  /// top, left (leading), bottom, right (trailing).
  case insets(Insets)
  case size(Double, Double)
  /// A `CGPoint`: x, y.
  case point(Double, Double)
  case rect(Double, Double, Double, Double)
  /// An implicit member not resolved yet (`.vertical`, `.fill`, `.system`).
  case member(String)
  /// The view controller itself (its `view` is the root).
  case controller
  /// SnapKit: `view.snp`, `view.snp.bottom`, `make.top.left`.
  case snp(Guide, [SnapAttribute])
  case maker(Guide, [SnapAttribute])
  /// SnapKit constraints made by one `make…` chain.
  case snapConstraints([Int])
  case closure(ClosureExprSyntax)
  /// A font Plumb can measure (Apple's system font), with the text style it follows when it has one.
  case font(FontMetrics, TextStyle?)
  /// `UIFontMetrics(forTextStyle:)`: what `scaledFont(for:)` makes a font follow.
  case fontMetrics(TextStyle)
  /// What the file cannot tell: the text of the innermost unknown
  /// expression, and where it is.
  case unknown(String, SourcePosition)

  var number: Double? {
    switch self {
    case .number(let v): return v
    case .bool(let b): return b ? 1 : 0
    default: return nil
    }
  }

  /// `.zero` (of any type: `CGPoint.zero`, `CGSize.zero`, `.zero`).
  var isZeroMember: Bool {
    if case .member("zero") = self { return true }
    return false
  }

  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}

/// A view, or one of its layout guides (`LayoutGuide`, by its UIKit property).
enum Guide: Equatable {
  case view(Int)
  case guide(LayoutGuide, of: Int)

  /// A view's `safeAreaLayoutGuide`.
  static func safeArea(_ i: Int) -> Guide { .guide(.safeArea, of: i) }
  /// A view's `layoutMarginsGuide`.
  static func margins(_ i: Int) -> Guide { .guide(.margins, of: i) }

  var owner: Int {
    switch self {
    case .view(let i), .guide(_, let i): return i
    }
  }
}

/// A byte offset into one of the files read (`unit`, an index of
/// `Interpreter.units`; 0 is the first), resolved to line and column for warnings.
struct SourcePosition: Hashable {
  var unit = 0
  var offset: Int
}
