/// The windows an iPad app gets in Split View and Slide Over, as devices
/// of their own: each window's size in points (its height the screen's)
/// and its size classes, for `--device` and `check --all-devices`.
///
/// What Apple publishes for iPadOS multitasking, and the sizes apps see:
/// the narrow column (a third, also Slide Over's width) is 320 points,
/// 375 on the 12.9-inch iPad Pro; the divider between two apps is 10
/// points; half of a landscape screen is what is left halved (507 points
/// on a 1024-point screen, 678 on 1366), two thirds is the screen less the
/// narrow column and the divider (694, 981). A window has a regular width
/// from 678 points on: two thirds in landscape, and half on the 12.9-inch
/// iPad Pro only; every portrait split and the narrow column are compact.
/// The height is always regular. A window keeps the screen's status bar
/// and home indicator insets at the top and bottom.
extension Device {
  /// The narrowest window width that is regular.
  public static let regularWindowWidth = 678.0

  /// The Split View and Slide Over windows of the iPads whose screens
  /// `interfaceBuilderPresets` lists, in landscape and portrait: named
  /// `ID-split-third` (also Slide Over's width), `-split-half` and
  /// `-split-two-thirds` (landscape), `ID-portrait-split-third` and
  /// `-portrait-split-two-thirds`. Each is laid out in portrait (a window
  /// taller than wide); none rotates.
  public static let multitaskingWindows: [Device] = interfaceBuilderPresets.filter { $0.portraitTraits.horizontal == .regular }.flatMap { pad in
    let narrow = pad.width >= 1024 ? 375.0 : 320.0
    let divider = 10.0
    let landscape = (width: pad.height, height: pad.width)
    let portrait = (width: pad.width, height: pad.height)
    let windows: [(String, Double, Double)] = [
      ("split-third", narrow, landscape.height),
      ("split-half", ((landscape.width - divider) / 2).rounded(.down), landscape.height),
      ("split-two-thirds", landscape.width - narrow - divider, landscape.height),
      ("portrait-split-third", narrow, portrait.height),
      ("portrait-split-two-thirds", portrait.width - narrow - divider, portrait.height),
    ]
    return windows.map { (suffix, w, h) in
      let traits = Traits(horizontal: w >= regularWindowWidth ? .regular : .compact, vertical: .regular)
      var d = Device(
        name: "\(pad.name)-\(suffix)", width: w, height: h, portraitInsets: pad.portraitInsets, landscapeInsets: pad.portraitInsets,
        portraitTraits: traits, landscapeTraits: traits)
      d.scale = pad.scale
      return d
    }
  }
}
