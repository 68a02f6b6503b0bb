extension UIKitClass {
  /// The class-name prefixes of the views UIKit makes for itself and does
  /// not publish: the private underscore classes (`_UIButtonBarButton`),
  /// and the keyboard and text-input machinery that appears in conflict
  /// logs (`UIInputSetContainerView`, `UITextEffectsWindow`,
  /// `UIKBKeyplaneView`, the TextInputUI framework's `TUIPredictionView`). None of them
  /// is in UIKit's headers; an app neither makes nor constrains them.
  static let privatePrefixes = [
    "_", "UIInputSet", "UIInputWindow", "UITextEffects", "UIRemoteKeyboard", "UIKeyboard", "UIKB", "UICompatibilityInput",
    "UISystemKeyboard", "UISystemInputAssistant", "UIPrediction", "UIEditingOverlay", "UIStatusBar", "TUIPrediction",
    "TUISystemInputAssistant", "TUIKeyboard",
  ]

  /// Whether a view of this class is UIKit's own private view (see `privatePrefixes`).
  public static func isPrivate(_ className: String) -> Bool {
    privatePrefixes.contains { className.hasPrefix($0) }
  }

  /// Whether a view of this class is a window (`UIWindow`, `NSWindow`,
  /// UIKit's `UITextEffectsWindow`, an app's `UIWindow` subclass named
  /// `…Window`): at the top of a hierarchy, it is the screen.
  public static func isWindow(_ className: String) -> Bool {
    className.hasSuffix("Window")
  }
}
