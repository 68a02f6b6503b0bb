import PlumbLayout
import PlumbUIKitCode

extension ViewSpec {
  /// A view as UIKit makes it in code (`UILabel()`): it hugs at
  /// `kind.defaultHugging(.code)`, so a label or an image view at 250,
  /// where Interface Builder (and a scene) gives them 251.
  static func madeInCode(name: String, kind: ViewKind) -> ViewSpec {
    var v = ViewSpec(name: name, kind: kind)
    let h = kind.defaultHugging(.code)
    v.hugging = (h, h)
    return v
  }
}
