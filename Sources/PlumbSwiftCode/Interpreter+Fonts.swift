import PlumbLayout
import SwiftSyntax

/// Fonts in Swift code: the system font at a size and weight, a text
/// style's (`preferredFont(forTextStyle:)`), or one scaled by a text
/// style's metrics (`UIFontMetrics.scaledFont(for:)`). A label, button or
/// field given one is measured in it (`SystemFontWidths`) and, with a
/// text style, grows with the user's text size; other fonts (`UIFont(name:size:)`)
/// leave the view in Plumb's own metrics.
extension Interpreter {
  /// The font `UIFont.name(…)` or `.name(…)` makes, or nil when the call is no font Plumb knows.
  func fontCall(_ name: String, base: ExprSyntax?, _ c: FunctionCallExprSyntax) -> Value? {
    let baseText = base.map { text($0) }
    switch name {
    case "preferredFont" where baseText == nil || baseText == "UIFont":
      guard let style = textStyle(argument(c, "forTextStyle")) else { return nil }
      // With a trait collection of its own the size is that collection's, which the code fixes: it does not follow the user's.
      let follows = argument(c, "compatibleWith") == nil
      return .font(style.font, follows ? style : nil)
    case "systemFont", "boldSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
      guard baseText == nil || baseText == "UIFont", let sizeExpr = argument(c, "ofSize"), let size = numeric(evaluate(sizeExpr)), size.isFinite, size > 0, size <= 10_000 else { return nil }
      var weight: SystemFontWidths.Weight = name == "boldSystemFont" ? .bold : .regular
      if case .member(let w) = argument(c, "weight").map({ evaluate($0) }), let known = SystemFontWidths.Weight(rawValue: w) { weight = known }
      return .font(.system(size: size, weight: weight), nil)
    case "scaledFont":
      // `UIFontMetrics.default` is the body style's; `UIFontMetrics(forTextStyle:)` the one named.
      let style: TextStyle?
      if baseText == "UIFontMetrics.default" { style = .body } else if let base, case .fontMetrics(let s) = evaluate(base) { style = s } else { return nil }
      guard let fontExpr = argument(c, "for"), case .font(var f, _) = evaluate(fontExpr) else { return nil }
      if let cap = argument(c, "maximumPointSize").flatMap({ numeric(evaluate($0)) }), cap.isFinite, cap > 0 { f.maximumPointSize = cap }
      return .font(f, style)
    default:
      return nil
    }
  }

  /// The text style an argument names (`.body`, `UIFont.TextStyle.title1`), or nil.
  func textStyle(_ e: ExprSyntax?) -> TextStyle? {
    guard let e else { return nil }
    let name = e.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? text(e)
    return TextStyle(rawValue: name)
  }
}
