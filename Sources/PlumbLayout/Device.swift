/// A device preset: size in points and safe-area insets per orientation, and traits.
public struct Device: Equatable, Sendable {
  public var name: String
  /// Portrait size; landscape swaps width and height.
  public var width, height: Double
  public var portraitInsets, landscapeInsets: Insets
  public var portraitTraits, landscapeTraits: Traits
  /// Pixels per point (2 or 3): UIKit aligns frames to the screen's pixels,
  /// and Interface Builder stores them so (`Frame.pixelAligned(scale:)`).
  public var scale: Double = 2

  public static let iphone = Device(
    name: "iphone", width: 375, height: 667,
    portraitInsets: Insets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
    portraitTraits: Traits(horizontal: .compact, vertical: .regular), landscapeTraits: Traits(horizontal: .compact, vertical: .compact))
  public static let iphoneMax = Device(
    name: "iphone-max", width: 414, height: 896,
    portraitInsets: Insets(top: 44, left: 0, bottom: 34, right: 0), landscapeInsets: Insets(top: 0, left: 44, bottom: 21, right: 44),
    portraitTraits: Traits(horizontal: .compact, vertical: .regular), landscapeTraits: Traits(horizontal: .regular, vertical: .compact))
  public static let ipad = Device(
    name: "ipad", width: 768, height: 1024,
    portraitInsets: Insets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: Insets(top: 20, left: 0, bottom: 0, right: 0),
    portraitTraits: .regularRegular, landscapeTraits: .regularRegular)

  /// The presets, in the order the playground cycles through them.
  public static let presets: [Device] = [.iphone, .iphoneMax, .ipad]

  public static func named(_ name: String) -> Device? {
    presets.first { $0.name == name } ?? interfaceBuilderPresets.first { $0.name == name } ?? multitaskingWindows.first { $0.name == name }
  }

  /// A `canvas WxH` scene: no insets, the same traits in both orientations.
  public static func canvas(width: Double, height: Double, traits: Traits) -> Device {
    Device(name: "canvas", width: width, height: height, portraitInsets: .zero, landscapeInsets: .zero, portraitTraits: traits, landscapeTraits: traits)
  }

  public var isCanvas: Bool { name == "canvas" }

  public func size(_ o: Orientation) -> (width: Double, height: Double) {
    o == .portrait ? (width, height) : (height, width)
  }

  public func insets(_ o: Orientation) -> Insets { o == .portrait ? portraitInsets : landscapeInsets }
  public func traits(_ o: Orientation) -> Traits { o == .portrait ? portraitTraits : landscapeTraits }
}

public enum Orientation: String, Sendable {
  case portrait, landscape

  public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}

public enum LayoutDirection: String, Sendable {
  case leftToRight = "ltr", rightToLeft = "rtl"
}
