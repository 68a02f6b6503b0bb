extension Device {
  /// An iPhone (`scale` 3 unless said: the 2x phones are the 3.5 to
  /// 4.7-inch ones and the XR, `retina6_1`): portrait insets `top`/`bottom`; in landscape the status bar
  /// is hidden and a notched phone keeps `top` on both sides and 21 at the
  /// bottom. Compact width in portrait; in landscape regular width for the
  /// large phones, compact for the others; compact height.
  static func phone(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double, largeLandscape: Bool, scale: Double = 3) -> Device {
    let notched = bottom > 0
    var d = Device(
      name: id, width: w, height: h,
      portraitInsets: Insets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeInsets: notched ? Insets(top: 0, left: top, bottom: 21, right: top) : .zero,
      portraitTraits: Traits(horizontal: .compact, vertical: .regular),
      landscapeTraits: Traits(horizontal: largeLandscape ? .regular : .compact, vertical: .compact))
    d.scale = scale
    return d
  }

  /// An iPad: regular in both size classes and orientations; the status bar
  /// (and on the iPads without a home button, the home indicator) in both.
  static func pad(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> Device {
    let i = Insets(top: top, left: 0, bottom: bottom, right: 0)
    return Device(name: id, width: w, height: h, portraitInsets: i, landscapeInsets: i, portraitTraits: .regularRegular, landscapeTraits: .regularRegular)
  }

  /// Interface Builder's device ids (`<device id="retina6_1"/>`), with the
  /// screen size in points of the device each stands for, the safe-area
  /// insets of a full-screen view controller (status bar, sensor housing
  /// and home indicator) and the size classes per orientation, as Apple
  /// publishes them for those devices. The corpus confirms the portrait
  /// insets of `retina3_5`, `retina4_7`, `retina5_5`, `retina5_9`,
  /// `retina6_1` and `retina6_12` and the landscape status bar of `ipad9_7`.
  public static let interfaceBuilderPresets: [Device] = [
    phone("retina3_5", 320, 480, top: 20, bottom: 0, largeLandscape: false, scale: 2),
    phone("retina4_0", 320, 568, top: 20, bottom: 0, largeLandscape: false, scale: 2),
    phone("retina4_7", 375, 667, top: 20, bottom: 0, largeLandscape: false, scale: 2),
    phone("retina5_5", 414, 736, top: 20, bottom: 0, largeLandscape: true),
    phone("retina5_9", 375, 812, top: 44, bottom: 34, largeLandscape: false),
    phone("retina6_1", 414, 896, top: 48, bottom: 34, largeLandscape: true, scale: 2),
    phone("retina6_5", 414, 896, top: 44, bottom: 34, largeLandscape: true),
    phone("retina6_12", 393, 852, top: 59, bottom: 34, largeLandscape: false),
    phone("retina6_72", 430, 932, top: 59, bottom: 34, largeLandscape: true),
    phone("retina6_3", 402, 874, top: 62, bottom: 34, largeLandscape: false),
    phone("retina6_9", 440, 956, top: 62, bottom: 34, largeLandscape: true),
    pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
    pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
    pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
    pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
    pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
    pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    // Ids the corpus does not have, after the ones it confirms so that a
    // file without a device id still matches the older phone of the same
    // size: iPhone 12 to 14 since Xcode 14 (`retina6_12` before), 12 mini,
    // 16 Plus since Xcode 16 (see `earlierInterfaceBuilderPresets`), iPad
    // Air (4th generation on), iPad mini (6th generation).
    phone("retina6_0", 390, 844, top: 47, bottom: 34, largeLandscape: false),
    phone("retina5_4", 375, 812, top: 50, bottom: 34, largeLandscape: false),
    phone("retina6_7", 430, 932, top: 59, bottom: 34, largeLandscape: true),
    pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
    pad("ipad8_3", 744, 1133, top: 24, bottom: 20),
  ]

  /// Ids that stood for another device in older Xcode versions: each with
  /// the device it was in files saved before `toolsVersion`.
  /// - `retina6_12` was the iPhone 12 to 14 (390 by 844 points, 47 at the
  ///   top) until Xcode 14 made it the iPhone 14 Pro and 15 (393 by 852, 59
  ///   at the top: the corpus's `retina6_12` files, from toolsVersion 21701
  ///   on, are that size).
  /// - `retina6_7` was the 12 Pro Max to 14 Plus (428 by 926, 47 at the top)
  ///   until Xcode 16 made it the iPhone 16 Plus (430 by 932, 59 at the top):
  ///   public files store its controllers' roots 428 by 926 up to 23090
  ///   (five files from 17701 on) and 430 by 932 from 23727 (two files, whose
  ///   controllers' safe areas start at twice 59, as other notched phones'
  ///   do at twice their own inset from Xcode 15.2).
  public static let earlierInterfaceBuilderPresets: [(before: Double, device: Device)] = [
    (21000, phone("retina6_12", 390, 844, top: 47, bottom: 34, largeLandscape: false)),
    (23500, phone("retina6_7", 428, 926, top: 47, bottom: 34, largeLandscape: true)),
  ]

  /// The Interface Builder preset of a screen size, for a file that names no
  /// device: today's ids first, then the devices ids stood for in earlier
  /// Xcode versions (a 428 × 926 root is the 12 Pro Max to 14 Plus, no id
  /// of today's); nil for a size no phone or iPad has.
  public static func interfaceBuilderScreen(width: Double, height: Double) -> Device? {
    interfaceBuilderPresets.first { $0.width == width && $0.height == height }
      ?? earlierInterfaceBuilderPresets.map(\.device).first { $0.width == width && $0.height == height }
  }

  /// The device an Interface Builder id stands for in a file saved with
  /// `toolsVersion` (0: unknown, today's device), nil for an unknown id.
  public static func interfaceBuilder(_ id: String, toolsVersion: Double) -> Device? {
    if toolsVersion > 0, let old = earlierInterfaceBuilderPresets.first(where: { $0.device.name == id && toolsVersion < $0.before }) {
      return old.device
    }
    return interfaceBuilderPresets.first { $0.name == id }
  }
}
