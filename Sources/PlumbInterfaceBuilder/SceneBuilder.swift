import PlumbDiagnostics
import PlumbLayout

/// Builds one scene's `LayoutDocument` from its root view's element: the
/// views below it, then their constraints (which may name any of them),
/// then the constraints UIKit makes for views left to autoresizing.
struct SceneBuilder {
  /// What an IB id stands for in constraints.
  enum Target: Equatable {
    case root
    case view(String)
    /// A guide of a view (nil: the root; the view controller's, for the legacy guides).
    case guide(LayoutGuide, of: String?)
  }

  let context: FileContext
  let found: SceneFinder.Found
  var targets: [String: Target] = [:]
  /// The ids of the constraints met so far: Xcode gives every object its own.
  var seenConstraintIDs: Set<String> = []
  var views: [ViewSpec] = []
  var infos: [InterfaceBuilderView] = []
  /// The element of each view, by name, for its constraints.
  var nodes: [(name: String, node: XMLNode)] = []
  var storedFrames: [String: Frame] = [:]
  /// The views some `<constraint>` of the scene names (as an item, or as
  /// the view holding one without a first item), placeholders and
  /// constraints the reader leaves out included: a view none names is left
  /// to IB's prototyping constraints (`addAutoresizingConstraints`).
  var namedByConstraints: Set<String> = []
  /// The root's frame, for the views placed in it by insets (`frameInset`).
  var rootStoredFrame: Frame?
  /// For a view whose frame the file gives as insets in a superview that
  /// stores none (Xcode 8.0's `frameInset` inside a view its constraints
  /// place): the superview size its frame was resolved against, which
  /// its autoresizing constraints measure from instead.
  var insetSuperSizes: [String: (width: Double, height: Double)] = [:]
  var usedNames: Set<String> = []
  var arranged: Set<String> = []
  var scrollViews: Set<String> = []
  var constraints: [ConstraintSpec] = []
  var locations: [SourceLocation] = []
  var constraintIDs: [String] = []
  /// The `<variation>` a constraint's constant comes from, by constraint index.
  var constantLocations: [Int: SourceLocation] = [:]
  /// Whether views nested too deep were left out (said once).
  var tooDeep = false
  var warnings: [InterfaceBuilderWarning] = []
  var constraintVariations = Variations()
  /// The size classes the scene is read for (a view installed for several
  /// disjoint sets of them is installed for the set these fall in).
  var traits: Traits?
  var viewVariations = Variations()

  init(context: FileContext, found: SceneFinder.Found) {
    self.context = context
    self.found = found
    (constraintVariations.baseOnly, viewVariations.baseOnly) = (anySizeClass, anySizeClass)
  }

  func location(_ n: XMLNode) -> SourceLocation { context.location(n) }

  mutating func warn(_ n: XMLNode, _ message: String) { warnings.append(InterfaceBuilderWarning(location(n), message)) }

  /// `frame(of:)`, with a warning for each of its numbers that is not a
  /// finite number within the bounds every reader applies (read as 0).
  mutating func checkedFrame(of n: XMLNode) -> Frame? {
    guard let r = n.child("rect", key: "frame") else { return nil }
    func value(_ key: String, _ bound: Bound) -> Double {
      guard let text = r[key] else { return 0 }
      guard let x = SceneBuilder.number(text), x.isFinite else {
        warn(r, "the frame's \(key) '\(text)' is not a number; read as 0")
        return 0
      }
      if let why = bound.violation(x) {
        warn(r, "the frame's \(key) \(text): \(why); read as 0")
        return 0
      }
      return x
    }
    return Frame(x: value("x", .constant), y: value("y", .constant), width: value("width", .size), height: value("height", .size))
  }

  /// A number attribute as every reader takes it: nil when it is absent,
  /// not a finite number, or outside `bound`.
  static func bounded(_ text: String?, _ bound: Bound) -> Double? {
    guard let x = number(text), x.isFinite, bound.violation(x) == nil else { return nil }
    return x
  }

  /// A number as Xcode writes one (`12`, `-0.5`, `1e-3`, `nan` and `inf`
  /// read as such, for the caller to refuse): nil for text that is none,
  /// and for a hexadecimal one (`0x10`), which Swift would read as 16 but
  /// no reader of Plumb's takes (a scene refuses it).
  static func number(_ text: String?) -> Double? {
    guard let text, !text.contains(where: { $0 == "x" || $0 == "X" }) else { return nil }
    return Double(text)
  }

  /// A located warning for each number of view `n` that the reader takes
  /// within bounds and that is not (`bounded`): its stack spacing, its
  /// margins, its intrinsic-size placeholder. Each is read as its default.
  mutating func warnUnbounded(_ n: XMLNode) {
    func check(_ e: XMLNode, _ key: String, _ bound: Bound, what: String) {
      guard let text = e[key], SceneBuilder.bounded(text, bound) == nil else { return }
      let why = SceneBuilder.number(text).flatMap { $0.isFinite ? bound.violation($0) : nil } ?? "it is not a number"
      warn(e, "\(what) '\(text)': \(why); read as its default")
    }
    // A negative size (UIView.noIntrinsicMetric, -1) or "infinite" is no size on that axis, not a bad one.
    func checkSize(_ e: XMLNode, _ key: String, what: String) {
      guard e[key] != "infinite", !(e[key].flatMap(SceneBuilder.number).map { $0 < 0 } ?? false) else { return }
      check(e, key, .size, what: what)
    }
    if n.name == "stackView" { check(n, "spacing", .spacing, what: "the stack's spacing") }
    if n.name == "label" { check(n, "numberOfLines", .lines, what: "the number of lines") }
    // The size of Apple's system font, the one Plumb reads (0, which Xcode writes for some, is the default size).
    if let d = n.child("fontDescription", key: "fontDescription"), d["type"]?.hasSuffix("ystem") == true, d["style"] == nil, SceneBuilder.number(d["pointSize"]) != 0 {
      check(d, "pointSize", .fontSize, what: "the font size")
    }
    for (element, key, sides) in SceneBuilder.marginElements {
      // Only the element `margins(of:)` reads: the first found.
      guard let e = n.child(element, key: key) else { continue }
      for side in sides { check(e, side, .inset, what: "the \(side) margin") }
      break
    }
    if let s = n.child("size", key: "intrinsicContentSize") {
      for k in ["width", "height"] { checkSize(s, k, what: "the intrinsic \(k)") }
    }
    for k in ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"] { checkSize(n, k, what: "the placeholder intrinsic size") }
  }

  /// A frame as Xcode 8.0 writes it (`<frame key="frameInset" minX="15"
  /// width="345" maxY="0.5"/>`): insets from the superview's edges (0
  /// where left out), and a width or height only where the view does not
  /// span its superview; a view given by its size and its far inset alone
  /// (`width="40" maxX="8"`) sits that far from the far edge. Resolved
  /// against `superview` (the superview's stored frame), or, where that is
  /// unknown, against the smallest superview the insets allow (the second
  /// value); the third says which.
  static func frame(insets n: XMLNode, in superview: Frame?) -> (frame: Frame, superSize: (width: Double, height: Double), resolved: Bool) {
    func v(_ k: String) -> Double? { bounded(n[k], .inset) }
    func axis(_ minKey: String, _ sizeKey: String, _ maxKey: String, _ total: Double?) -> (position: Double, size: Double, total: Double) {
      let (near, given, far) = (v(minKey), v(sizeKey), v(maxKey))
      let end = far ?? 0
      // Placed from the far edge only where the file says nothing of the near one.
      var start = near ?? 0
      if near == nil, far != nil, let given, let total { start = max(0, total - end - given) }
      let size = given ?? total.map { max(0, $0 - start - end) } ?? 0
      return (start, size, total ?? start + size + end)
    }
    let h = axis("minX", "width", "maxX", superview?.width), w = axis("minY", "height", "maxY", superview?.height)
    return (Frame(x: h.position, y: w.position, width: h.size, height: w.size), (h.total, w.total), superview != nil)
  }

  static func frame(of n: XMLNode) -> Frame? {
    guard let r = n.child("rect", key: "frame") else { return nil }
    func v(_ k: String) -> Double { r[k].flatMap(SceneBuilder.number).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
    return Frame(x: v("x"), y: v("y"), width: v("width"), height: v("height"))
  }

  mutating func build() -> InterfaceBuilderScene {
    let root = found.root
    let rootID = root["id"] ?? "root"
    targets[rootID] = .root
    registerGuides(of: root, name: nil)
    if let vc = found.controller {
      for g in vc.child("layoutGuides")?.children ?? [] where g.name == "viewControllerLayoutGuide" {
        guard let id = g["id"] else { continue }
        // Unknown types have always been read as the top guide.
        targets[id] = .guide(g["type"].flatMap { LayoutGuide(interfaceBuilderLegacyType: $0) } ?? .topLayoutGuide, of: nil)
      }
    }
    if let cell = found.cell {
      if let id = cell["id"] { targets[id] = .root }
      registerGuides(of: cell, name: nil)
      collectVariations(cell)
    }
    collectVariations(root)
    var rootFrame = checkedFrame(of: root) ?? Frame(x: 0, y: 0, width: 0, height: 0)
    warnUnbounded(root)
    // A root needs a size to be laid out in: one the file does not store (or stores as 0) is the device's screen, said.
    let screen = (context.device ?? .iphone).size(context.fileOrientation)
    for (side, stored, fallback) in [("width", rootFrame.width, screen.width), ("height", rootFrame.height, screen.height)] where stored < 1 {
      warn(root.child("rect", key: "frame") ?? root, "the root view's frame has no \(side) (missing, or under 1 point); laying it out \(formatPoints(fallback)) points \(side == "width" ? "wide" : "high"), the screen's")
      if side == "width" { rootFrame.width = fallback } else { rootFrame.height = fallback }
    }
    rootStoredFrame = rootFrame
    var document = makeDocument(rootFrame: rootFrame)
    traits = document.traits
    var topParent: String? = nil
    if root.name == "stackView" { topParent = addRootStack(root) }
    for child in root.child("subviews")?.children ?? [] { addView(child, parent: topParent) }
    if let stack = topParent, let i = views.firstIndex(where: { $0.name == stack }) {
      let children = views.filter { $0.parent == stack }.map(\.name)
      views[i].stack?.arranged = children
      arranged.formUnion(views[i].stack?.arranged ?? [])
    }
    readConstraints(of: root, holder: topParent)
    if let cell = found.cell { readConstraints(of: cell, holder: nil) }
    for (name, node) in nodes { readConstraints(of: node, holder: name) }
    addAutoresizingConstraints(root: root, rootSize: (document.size.width, document.size.height), storedRoot: rootFrame)
    document.views = views
    document.constraints = constraints
    applyRootMargins(root, to: &document)
    if asStored, !InterfaceBuilderCanvas.forToolsVersion(context.toolsVersion).marginsInsetFromBars {
      // iOS 10's canvas: no margin grows by a bar or the status bar.
      document.marginsIgnoreUnsafeArea = true
    }
    if asStored && context.orientation == context.fileOrientation {
      // As the canvas shows the file: a view its constraints leave free keeps the frame IB stored.
      for v in infos { document.designFrames[v.name] = v.storedFrame.map(v.alignmentRect(ofFrame:)) }
    }
    let rootInfo = InterfaceBuilderView(
      id: rootID, name: "root", element: root.name, customClass: root["customClass"], location: location(root), storedFrame: rootFrame,
      usesAutoLayout: root["translatesAutoresizingMaskIntoConstraints"] == "NO")
    let (id, name, aliases) = naming(rootID)
    document.title = name
    var scene = InterfaceBuilderScene(
      id: id, name: name, root: rootInfo, document: document, views: infos, constraintLocations: locations, constraintIDs: constraintIDs, aliases: aliases,
      warnings: warnings, constantLocations: constantLocations)
    scene.isFreeform = found.controller?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
    scene.isAsStored = asStored && context.orientation == context.fileOrientation
    if let d = context.device {
      let (w, h, f) = (d.size(.portrait).width, d.size(.portrait).height, rootFrame)
      scene.isScreenSized = (abs(f.width - w) < 0.5 && abs(f.height - h) < 0.5) || (abs(f.width - h) < 0.5 && abs(f.height - w) < 0.5)
    }
    return scene
  }

  /// The scene's id, name and other ids: a view controller's storyboard
  /// identifier, custom class, title or scene comment; a cell's reuse
  /// identifier or class; a view's label, class or key.
  func naming(_ rootID: String) -> (String, String, [String]) {
    let root = found.root
    if let vc = found.controller {
      let name = vc["storyboardIdentifier"] ?? vc["customClass"] ?? vc["title"] ?? found.scene?.comment ?? "\(vc.name) \(vc["id"] ?? rootID)"
      return (vc["id"] ?? rootID, name, [rootID] + [found.scene?["sceneID"]].compactMap { $0 })
    }
    if let cell = found.cell {
      let name = cell["reuseIdentifier"] ?? cell["customClass"] ?? cell["userLabel"] ?? "\(cell.name) \(cell["id"] ?? rootID)"
      return (cell["id"] ?? rootID, name, [rootID])
    }
    let name = root["userLabel"] ?? root["customClass"] ?? context.outlets[rootID] ?? root["key"].map { "\($0) \(rootID)" } ?? "\(root.name) \(rootID)"
    return (rootID, name, [])
  }

  /// The document for the root at its stored size, or at the device's when
  /// one is given: a view controller's root gets the device's safe area,
  /// less the bars IB simulates, and UIKit's system margins; any other root
  /// is a plain canvas.
  func makeDocument(rootFrame: Frame) -> LayoutDocument {
    let orientation = context.orientation
    let stored = (rootFrame.width, rootFrame.height)
    // A view controller's root, or a top-level view of a xib the size of
    // the file's screen, is a screen: it takes another device's size and
    // turns with the orientation. A cell takes the screen's width; any
    // other view keeps its size.
    let fullScreen = context.device.map { $0.size(context.fileOrientation) == stored } ?? false
    let screenLike = found.controller != nil || fullScreen
    var (w, h) = screenLike && orientation != context.fileOrientation ? (stored.1, stored.0) : stored
    var device: Device
    if let d = context.options.device {
      device = d
      if screenLike { (w, h) = d.size(orientation) } else if found.cell != nil { w = d.size(orientation).width }
    } else {
      let (pw, ph) = orientation == .portrait ? (w, h) : (h, w)
      let preset = context.device ?? Device.interfaceBuilderScreen(width: pw, height: ph)
      if let preset {
        device = preset
        (device.width, device.height) = (pw, ph)
      } else {
        // A device Plumb does not know is an iPad where its screen is as
        // wide as Apple's smallest regular width (678 points) both ways: its
        // size classes are regular. Else (and for the canvas of any size
        // class) a phone's in portrait.
        let pad = !context.namesNoDevice && min(pw, ph) >= 678
        device = .canvas(width: pw, height: ph, traits: pad ? Traits(horizontal: .regular, vertical: .regular) : Traits(horizontal: .compact, vertical: .regular))
      }
    }
    // Xcode 6 and 7's canvas shows no size class: it says `wAny hAny`.
    if anySizeClass { (device.portraitTraits.shownAsAny, device.landscapeTraits.shownAsAny) = (true, true) }
    if let d = context.options.device, found.cell != nil, !screenLike {
      // A cell on a given device: as wide as its screen, as tall as stored,
      // or as its table's fixed rows (a prototype's custom height is IB's
      // alone; a static cell's is its row's).
      var document = LayoutDocument(title: nil, device: d, orientation: orientation, direction: context.options.direction)
      document.root.kind = found.root.name == "collectionViewCellContentView" ? .collectionCellContent : .tableCellContent
      document.root.height = h
      if let table = found.table, table["dataMode"] != "static", cellHasCustomHeight,
        let rows = SceneBuilder.bounded(table["rowHeight"], .size), rows > 0
      {
        document.root.height = rows
      }
      return document
    }
    if found.cell != nil, asStored, found.table?["style"] == "insetGrouped", let table = tableWidth,
      let cell = found.cell.flatMap(SceneBuilder.frame(of:)), cell.width >= table - 0.5
    {
      // An inset grouped table insets its cells by its side margin on each
      // side; IB lays the cell out so even where it stored it as wide as the
      // table (the content view narrower by the same, beside an accessory too).
      let side = LayoutDocument.tableCellSideMargin(
        screen: screenWidth ?? w, table: table, cell: w, toolsVersion: context.toolsVersion, regular: device.traits(orientation).horizontal == .regular,
        tableTakesScreen: RootSpec.tableTakesScreen(
          isControllerView: found.tableIsControllerView, inCell: found.tableInCell, clearOfRootMargins: found.tableClearOfRootMargins))
      w = max(0, w - 2 * side)
    }
    guard !device.isCanvas, screenLike else {
      var traits = device.traits(orientation)
      // A cell of a table in a compact primary column is compact too.
      if found.cell != nil, inNarrowColumn { traits.horizontal = .compact }
      let (pw, ph) = orientation == .portrait ? (w, h) : (h, w)
      var document = LayoutDocument(
        title: nil, device: .canvas(width: pw, height: ph, traits: traits), orientation: orientation, direction: context.options.direction)
      // The screen's pixels, for frames as IB stores them.
      document.device.scale = (context.options.device ?? context.device)?.scale ?? 2
      if simulatedAsController, let d = context.options.device ?? context.device {
        // The device's own unsafe areas (the one asked for, else the file's),
        // with a status bar only where the file's canvas puts one over such views.
        // The canvas turns only a screen-sized view with the orientation: a
        // view of its own size keeps the portrait ones there (an unseen xib
        // in landscape on `retina6_0`: a 1000 × 68 view has none at the
        // sides and 34 at the bottom).
        let canvas = InterfaceBuilderCanvas.forToolsVersion(context.toolsVersion)
        var bars = SimulatedBars()
        bars.statusBar = asStored && canvas.statusBarOverFreeViews
        let shown: Orientation = asStored ? .portrait : orientation
        var insets = canvas.safeArea(device: d, orientation: shown, bars: bars, stored: asStored)
        // Before Xcode 14.3 (which gives such views the screen's unsafe
        // areas, status bar included) a view no wider than the screen sits
        // at its top: as UIKit measures a view's safe area, it has only as
        // much of the bottom inset as it reaches into the home indicator's
        // strip (unseen files at 17506, 19529 and 21507: a 414 × 258 xib
        // view, a 375 × 400 freeform controller and a 414 × 245 bar have 0
        // at the bottom; at 23504 a 393 × 300 view has the inset). A view
        // wider than the screen keeps the device's insets (two corpus xibs
        // at 17506, 510 and 600 wide, pinned to the safe area's bottom).
        let screen = d.size(shown)
        if asStored && !canvas.statusBarOverFreeViews && pw <= screen.width + 0.5 {
          insets.bottom = min(insets.bottom, max(0, ph - (screen.height - insets.bottom)))
        }
        document.safeAreaOverride = insets
      }
      if anySizeClass, let id = found.controller?["id"] {
        // A file that names no device was last laid out on Xcode 6 or 7's
        // canvas of any size (600 × 600 for size classes), which shows a
        // status bar and the controller's simulated bars over its view
        // (unseen files of four repositories, 9059 to 10109: views pinned
        // below the top layout guide are stored 20 points down), where the
        // Xcode that saved it counts the status bar (three unseen files of
        // three repositories without a device, saved at 16097, 19455 and
        // 20037, have none: `countsStatusBar`).
        var screen = Device.canvas(width: pw, height: ph, traits: traits)
        screen.portraitInsets.top = 20
        let canvas = InterfaceBuilderCanvas.forToolsVersion(context.toolsVersion)
        document.safeAreaOverride = canvas.safeArea(device: screen, orientation: orientation, bars: context.bars[id] ?? SimulatedBars(), stored: true)
      }
      return document
    }
    var document = LayoutDocument(title: nil, device: device, orientation: orientation, direction: context.options.direction)
    // A top-level view of a xib the size of the screen is simulated as one.
    var bars = found.controller?["id"].flatMap { context.bars[$0] } ?? SimulatedBars()
    if !asStored, let underBar = bars.pushedOnDevice { (bars.presentedModally, bars.navigationBar) = (false, underBar) }
    if bars.inNarrowColumn, document.traits.horizontal == .regular {
      // A primary column is compact on an iPad (two unseen files of two
      // repositories, at 15400 and 24118: 16-point margins in a 320-point
      // column and its table's cells, where the screen's are 20).
      (document.device.portraitTraits.horizontal, document.device.landscapeTraits.horizontal) = (.compact, .compact)
    }
    let canvas = InterfaceBuilderCanvas.forToolsVersion(context.toolsVersion)
    // A controller simulated at a freeform size (`freeformSimulatedSizeMetrics`)
    // without a top bar has no status bar on Xcode 10's canvas
    // (`freeformStatusBar`); a child controller merely shorter than the
    // screen keeps it (an unseen pager's pages at 14460: 20).
    let freeform = found.controller?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
    if asStored, freeform, !bars.navigationBar, !canvas.freeformStatusBar { bars.statusBar = false }
    var insets = canvas.safeArea(device: device, orientation: orientation, bars: bars, stored: asStored)
    let screen = context.device?.size(orientation).height ?? h
    // A root stored shorter than the screen by exactly its top bar (and
    // what is above it), its tab bar or toolbar (and what is below it), or
    // both, is laid out between them, as under opaque bars, though the file
    // does not say why (the bars' controllers in another file; unseen
    // files: 667 less 64, a stack at y 0; 667 less a 49-point tab bar, a
    // stack down to the root's bottom).
    let top = bars.navigationBar ? insets.top : 0
    let bottom = bars.tabBar || bars.toolbar ? insets.bottom : 0
    let short = screen - h
    let leavesOut = { (bar: Double, other: Double) in bar > 0 && short > 0 && (abs(short - bar) < 0.5 || abs(short - bar - other) < 0.5) }
    let belowTopBar = bars.opaqueTopBar || leavesOut(top, bottom)
    let aboveBottomBar = bars.opaqueBottomBar || leavesOut(bottom, top)
    if (belowTopBar || aboveBottomBar) && asStored {
      // The view starts below an opaque top bar and ends above an opaque
      // tab bar, with no unsafe area past them. Older Xcode stored such a
      // root as tall as the screen (at y 64: 103, 228): it is shorter by the
      // bars. A root stored shorter than the screen already is (229: a
      // 568-point freeform less a 44-point bar; 057: 852 less 118 and a
      // 54-point bar; an unseen file: 667 less 49 under an opaque tab bar),
      // and keeps its stored height.
      let cut = (belowTopBar ? insets.top : 0) + (aboveBottomBar ? insets.bottom : 0)
      if h >= screen {
        let (pw, ph) = orientation == .portrait ? (w, h - cut) : (h - cut, w)
        (document.device.width, document.device.height) = (pw, ph)
      }
      if belowTopBar { insets.top = 0 }
      if aboveBottomBar { insets.bottom = 0 }
    }
    // A container view's child (its root stored at the container's size,
    // shorter than the screen) sits at the screen's top on the canvas
    // before Xcode 14.3, as a xib's free view does (see
    // `statusBarOverFreeViews`): it has only as much of the bottom inset
    // as it reaches into (one unseen file at 20037: an 808-point child on
    // an 896-point screen, a toolbar pinned to its safe area's bottom at
    // its own bottom). Not a root with a bottom bar, which the bar keeps
    // over it; as stored only, in the file's orientation.
    if asStored, orientation == context.fileOrientation, bars.embedded, !canvas.statusBarOverFreeViews, !bars.tabBar, !bars.toolbar,
      !belowTopBar, !aboveBottomBar, h < screen - 0.5
    {
      insets.bottom = min(insets.bottom, max(0, h - (screen - insets.bottom)))
    }
    document.safeAreaOverride = insets
    return document
  }

  /// What the file says of the root for its layout margins: its kind (a
  /// view controller's view, a table or collection cell's content view, or
  /// another top-level view), its own `layoutMargins`, and the settings
  /// UIKit reads (`insetsLayoutMarginsFromSafeArea`,
  /// `viewRespectsSystemMinimumLayoutMargins`,
  /// `layoutMarginsFollowReadableWidth` of the root or its cell,
  /// `preservesSuperviewLayoutMargins`, a cell's accessory). The margins
  /// themselves follow from them by the model's one rule
  /// (`LayoutDocument.rootMargins`).
  func applyRootMargins(_ root: XMLNode, to document: inout LayoutDocument) {
    var spec = document.root
    if found.controller != nil || isOwnersView || (simulatedAsController && document.device.isCanvas) {
      spec.kind = .viewController
    } else if root.name == "tableViewCellContentView" {
      spec.kind = .tableCellContent
    } else if root.name == "collectionViewCellContentView" {
      spec.kind = .collectionCellContent
    } else {
      spec.kind = .view
    }
    spec.margins = SceneBuilder.margins(of: root)
    spec.insetsMarginsFromSafeArea = root["insetsLayoutMarginsFromSafeArea"] != "NO"
    spec.respectsSystemMinimumMargins = found.controller?["viewRespectsSystemMinimumLayoutMargins"] != "NO"
    spec.followsReadableWidth = root["layoutMarginsFollowReadableWidth"] == "YES" || found.cell?["layoutMarginsFollowReadableWidth"] == "YES"
    spec.preservesSuperviewMargins = root["preservesSuperviewLayoutMargins"] == "YES"
    // An accessory (a disclosure indicator…) sits past the content view, 8 points from its edge.
    spec.cellMargins = found.cell.flatMap(SceneBuilder.margins(of:))
    spec.hasAccessory = found.cell.map { ($0["accessoryType"] ?? "none") != "none" || $0.child("view", key: "accessoryView") != nil } ?? false
    spec.tableIsControllerView = found.tableIsControllerView
    spec.tableInCell = found.tableInCell
    spec.tableClearOfRootMargins = found.tableClearOfRootMargins
    spec.cellKeepsRowHeight = cellKeepsRowHeight
    spec.toolsVersion = context.toolsVersion
    // A cell laid out on a canvas of its own size: its margins follow the
    // file's screen, or in a compact primary column the column's (its table's).
    if found.cell != nil, document.device.isCanvas { spec.screenWidth = inNarrowColumn ? tableWidth ?? screenWidth : screenWidth }
    spec.tableWidth = tableWidth
    spec.insetGroupedSide = insetGroupedSide
    document.root = spec
  }

  /// Whether the root is in the scene of a controller in a split view
  /// controller's compact primary column (`SimulatedBars.inNarrowColumn`).
  var inNarrowColumn: Bool {
    let controller = found.scene?.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" }?["id"]
    return controller.flatMap { context.bars[$0]?.inNarrowColumn } == true
  }

  /// Whether the scene is laid out on IB's canvas as the file stored it
  /// (no device asked for on the command line).
  var asStored: Bool { context.options.device == nil }

  /// Whether the scene is read for Xcode 6 and 7's canvas of any width and
  /// any height: the file names no device (not an unknown one), no device
  /// is asked for, and no orientation other than the file's. Only `default` size-class
  /// variations are shown there (unseen files of two repositories at 9532
  /// and 10117 store the `default` constants, and leave views installed
  /// for compact widths alone at a placeholder frame): of constraints,
  /// views, fonts and attributes alike (`Variations.baseOnly`).
  var anySizeClass: Bool {
    context.namesNoDevice && asStored && context.orientation == context.fileOrientation && context.options.showsAnySizeClass
  }

  /// Whether the table a cell is in holds it at a row height rather than
  /// sizing it to its contents (`RootSpec.cellKeepsRowHeight`).
  /// - A table whose row height is automatic (`rowHeight="-1"`, Xcode 9's
  ///   default, `UITableView.automaticDimension`) sizes its cells; one with
  ///   a fixed row height, or none said (UIKit's 44 before iOS 11), holds them.
  /// - On IB's canvas a cell with a custom height of its own (`rowHeight`
  ///   on the cell) is drawn at it, breaking what its contents ask (an
  ///   unseen storyboard's 64-point prototype breaks its avatar's 68), and
  ///   before Xcode 11 (toolsVersion 14800) every cell was drawn at its
  ///   row height; Xcode 11 draws the others at the height their contents
  ///   make.
  /// - On a device a prototype's custom height is Interface Builder's
  ///   alone (it does not change the row height at run time); a static
  ///   cell's is its row's, which `UITableViewController` gives the table.
  var cellKeepsRowHeight: Bool {
    guard found.cell != nil, let table = found.table else { return false }
    guard table["rowHeight"] == "-1" else { return true }
    if asStored { return cellHasCustomHeight || context.toolsVersion < 14800 }
    return cellHasCustomHeight && table["dataMode"] == "static"
  }

  /// Whether the cell has a row height of its own (`rowHeight` on the cell:
  /// IB's "Custom" row height).
  var cellHasCustomHeight: Bool { found.cell?["rowHeight"].flatMap(SceneBuilder.number).map { $0 >= 0 } ?? false }

  /// The width of the file's screen in the orientation it is laid out in,
  /// when the file names its device: a phone's cells have 20-point margins
  /// in landscape, as its views do (an unseen file on `retina5_9` in
  /// landscape: 20 in the cells of an 812-point table).
  var screenWidth: Double? { context.device.map { $0.size(context.orientation).width } }

  /// An inset grouped table's section inset, where the file stores its cell
  /// inset in the table on the canvas: half the difference of their widths.
  /// UIKit insets the sections by the table's layout margin, and the cells,
  /// which preserve it, have the same margin (unseen files: 358-point cells
  /// in a 390-point table at 24127 have 16 at their sides, 350-point ones
  /// at 23504 have 20; 343 in 375 has 16, 374 in 414 has 20, from 20037 to
  /// 24506). A cell stored as wide as its table follows the model's rule.
  var insetGroupedSide: Double? {
    guard asStored, found.table?["style"] == "insetGrouped", let table = tableWidth,
      let cell = found.cell.flatMap(SceneBuilder.frame(of:))?.width, cell < table - 0.5
    else { return nil }
    let side = (table - cell) / 2
    return side >= 8 && side <= 40 ? side : nil
  }

  /// The stored width of the table the cell is in, when it is a number within bounds.
  var tableWidth: Double? {
    found.table.flatMap { SceneBuilder.frame(of: $0)?.width }.flatMap { Bound.size.violation($0) == nil ? $0 : nil }
  }

  /// Whether Interface Builder shows the root as a view controller's view
  /// though no controller holds it: a top-level object of the file (a
  /// xib's title view, card or collection view cell; a table cell keeps its
  /// table's margins) that is not the screen's size. The stored frames of
  /// five such files (a title view, a card, a tab, a dialog, a collection
  /// cell; toolsVersion 14113 to 17506) give them a controller's margins
  /// (0 above and below, 16 at the sides of a 375-point view and 20 from
  /// 414 points: its width stands for the screen's) and the device's own
  /// unsafe areas without the status bar (44 and 34 on a notched phone, 0
  /// on the others); none of the corpus's top-level views says otherwise.
  var simulatedAsController: Bool { found.topLevel && found.root.name != "tableViewCellContentView" }

  /// Whether the root is a xib's top-level view that its File's Owner holds
  /// as its `view`: a view controller's view, on IB's canvas and on a
  /// device alike (three unseen xibs: 16 at the sides of a 375-point view,
  /// 0 below the status bar).
  var isOwnersView: Bool { found.topLevel && found.root["id"].map(context.ownersViews.contains) == true }

  /// A view's margins and the rules that adjust them to its frame
  /// (`preservesSuperviewLayoutMargins`, `layoutMarginsFollowReadableWidth`).
  static func readMargins(_ n: XMLNode, into v: inout ViewSpec) {
    if let m = margins(of: n) { v.margins = m }
    v.preservesSuperviewMargins = n["preservesSuperviewLayoutMargins"] == "YES"
    v.followsReadableWidth = n["layoutMarginsFollowReadableWidth"] == "YES"
    v.insetsMarginsFromSafeArea = n["insetsLayoutMarginsFromSafeArea"] != "NO"
  }

  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`
  /// (an inset that is not a number within `Bound.inset` is 0; `warnUnbounded` says so).
  static func margins(of n: XMLNode) -> Insets? {
    func v(_ e: XMLNode, _ k: String) -> Double { bounded(e[k], .inset) ?? 0 }
    for (element, key, sides) in marginElements {
      guard let e = n.child(element, key: key) else { continue }
      return Insets(top: v(e, sides[0]), left: v(e, sides[1]), bottom: v(e, sides[2]), right: v(e, sides[3]))
    }
    return nil
  }

  /// The elements that give a view's margins, the first found winning, with
  /// their sides' attributes in `Insets`' order (top, left, bottom, right).
  static let marginElements: [(element: String, key: String, sides: [String])] = [
    ("edgeInsets", "layoutMargins", ["top", "left", "bottom", "right"]),
    ("directionalEdgeInsets", "directionalLayoutMargins", ["top", "leading", "bottom", "trailing"]),
  ]

  mutating func registerGuides(of n: XMLNode, name: String?) {
    for g in n.children("viewLayoutGuide") {
      guard let id = g["id"] else { continue }
      guard let guide = g["key"].flatMap({ LayoutGuide(interfaceBuilderKey: $0) }) else {
        warn(g, "unknown layout guide '\(g["key"] ?? "")': constraints to it are left out")
        continue
      }
      // A scroll view's guides on the root are the root: the model has no scrolling root.
      targets[id] = name == nil && guide.owners == .scrollViews ? .root : .guide(guide, of: name)
    }
    // `<keyboardLayoutGuide key="keyboard">`: the keyboard's place, the same for every view of the screen.
    for g in n.children("keyboardLayoutGuide") {
      if let id = g["id"] { targets[id] = .guide(.keyboard, of: nil) }
    }
  }

  mutating func collectVariations(_ n: XMLNode) {
    constraintVariations.collect(n, mask: "constraints")
    viewVariations.collect(n, mask: "subviews")
  }
}
