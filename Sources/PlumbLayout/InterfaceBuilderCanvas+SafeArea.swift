extension InterfaceBuilderCanvas {
  /// The safe area of a full-screen view controller's view on `device`,
  /// with the bars IB simulates: a navigation bar (44 points, 54 from Xcode
  /// 26; 32 on a phone in landscape; 50 on an iPad from Xcode 10, 54 from
  /// Xcode 26 (two unseen iPad files of two repositories store 54-point
  /// bars at 24118 and 24412); 56 in a
  /// sheet (54, 20 below its top, from Xcode 26), a phone's
  /// modal presentation from Xcode 11, which also leaves out the status bar
  /// and sensor housing; 52 more with a large title; an iPad's sheet has
  /// no unsafe area of its own), a tab bar (49; 32 on a phone in landscape; 50 on an
  /// iPad from Xcode 10) and a toolbar (44, 49 from Xcode 11 (14800); 49 on a phone with a home
  /// indicator, 32 on a phone in landscape, 50 on an iPad from Xcode 10) over the device's own insets
  /// (a toolbar above a tab bar when there are both);
  /// no status bar where the file turns it off (the sensor housing of a
  /// notched phone stays).
  ///
  /// `stored` is the file's own device (this canvas's insets), not one
  /// given on the command line.
  public func safeArea(device: Device, orientation: Orientation, bars: SimulatedBars, stored: Bool) -> Insets {
    let canvas = self
    var i = canvas.insets(of: device, orientation, stored: stored)
    let pad = device.portraitTraits.horizontal == .regular
    let notched = device.portraitInsets.bottom > 0
    // On the canvas the status bar is in the safe area only where the file
    // shows one and its Xcode counts it; on a device (not `stored`) UIKit
    // always counts a shown status bar, whatever Xcode saved the file.
    let statusBarCounted = bars.statusBar && (canvas.countsStatusBar || !stored)
    if !notched && (orientation == .portrait || pad) && !statusBarCounted { i.top = 0 }
    // The canvas draws an iPad's split view columns without a status bar,
    // even on an iPad whose own inset is 24 (a device counts it).
    if pad && stored && bars.inSplitColumn && !canvas.splitColumnStatusBar { i.top = 0 }
    let modern = canvas.tallPadBars
    // A sheet (iOS 13 on, Xcode 11) starts below the status bar and sensor
    // housing, and its navigation bar is 56 points. Where the canvas
    // stores more than the device's inset, the sheet keeps the excess (its
    // stored root is shorter than the screen by the device's inset).
    let sheet = bars.presentedModally && !pad && orientation == .portrait && canvas.sheets
    if bars.presentedModally && pad && canvas.sheets {
      // An iPad's sheet floats inside the screen, clear of the status bar
      // and the home indicator: no unsafe area (two unseen files of two
      // repositories, 704 × 995 sheets on 12.9-inch iPads, one with a
      // home indicator, have their views at 0 and to the sheet's bottom).
      i = .zero
    } else if sheet {
      if !(stored && canvas.sheetKeepsTop.contains(device.name)) {
        i.top = max(0, i.top - canvas.insets(of: device, orientation, stored: false).top)
      }
      if let bottom = sheetBottom { i.bottom = bottom }
    } else if bars.presentedModally && !pad && canvas.sheets && stored && canvas.notchedInsetFactor > 1 {
      // In landscape the presentation covers the screen, and the canvas
      // leaves out the device's own insets there too, keeping only what it
      // stores beyond them (24412, `retina6_0`: a controller shown from
      // outside a navigation controller has 47 at the top, 34 at the bottom
      // and none at the sides, where the file's 17 other controllers have 47
      // at the sides and 21 + 34 at the bottom).
      i = i - canvas.insets(of: device, orientation, stored: false)
    }
    if bars.navigationBar {
      if sheet, let top = sheetNavigationBarTop { i.top = top }
      // An iPad's bar is as tall as a phone's where that is taller (Xcode 26's 54).
      let padBar = max(modern ? 50 : 44, phoneNavigationBar)
      i.top += sheet ? sheetNavigationBar : pad ? padBar : (orientation == .landscape ? landscapePhoneNavigationBar : phoneNavigationBar)
      // A large title adds 52 points below the bar, except on a phone in landscape.
      if bars.largeTitle && (pad || orientation == .portrait) { i.top += 52 }
    }
    if bars.tabBar {
      // A phone's tab bar is compact (32 points) in landscape, as its toolbar is.
      i.bottom += pad ? (modern ? 50 : 49) : (orientation == .landscape ? 32 : 49)
    }
    if bars.toolbar {
      // A toolbar is 50 points on an iPad from Xcode 10, as its navigation
      // bar (iOS 12), and 49 on a phone with a home indicator in portrait,
      // as a tab bar (an unseen file stores a navigation controller's
      // toolbar at y 813, 49 tall, on `retina6_1`); on one without, the
      // version's (`phoneToolbar`).
      i.bottom += pad ? (modern ? 50 : 44) : orientation == .landscape ? 32 : notched ? 49 : phoneToolbar
    }
    return i
  }
}
