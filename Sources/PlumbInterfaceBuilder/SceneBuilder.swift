import PlumbLayout

/// Builds one scene's `LayoutDocument` from its root view's element: the
/// views below it, then their constraints (which may name any of them),
/// then the constraints UIKit makes for views left to autoresizing.
struct SceneBuilder {
  /// What an IB id stands for in constraints.
  enum Target: Equatable {
    case root
    case view(String)
    /// A view's safe area guide (nil: the root's).
    case safeArea(String?)
    /// A scroll view's `contentLayoutGuide`.
    case content(String)
    /// A scroll view's `frameLayoutGuide`: the scroll view's frame.
    case frame(String)
    /// The view controller's legacy `topLayoutGuide` / `bottomLayoutGuide`.
    case topGuide, bottomGuide
  }

  let context: FileContext
  let found: SceneFinder.Found
  var targets: [String: Target] = [:]
  var views: [ViewSpec] = []
  var infos: [InterfaceBuilderView] = []
  /// The element of each view, by name, for its constraints.
  var nodes: [(name: String, node: XMLNode)] = []
  var storedFrames: [String: Frame] = [:]
  var usedNames: Set<String> = []
  var arranged: Set<String> = []
  var scrollViews: Set<String> = []
  var constraints: [ConstraintSpec] = []
  var locations: [SourceLocation] = []
  var constraintIDs: [String] = []
  var warnings: [InterfaceBuilderWarning] = []
  var constraintVariations = Variations()
  var viewVariations = Variations()

  init(context: FileContext, found: SceneFinder.Found) {
    self.context = context
    self.found = found
  }

  func location(_ n: XMLNode) -> SourceLocation { context.location(n) }

  mutating func warn(_ n: XMLNode, _ message: String) { warnings.append(InterfaceBuilderWarning(location(n), message)) }

  static func frame(of n: XMLNode) -> Frame? {
    guard let r = n.child("rect", key: "frame") else { return nil }
    func v(_ k: String) -> Double { r[k].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
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
        targets[id] = g["type"] == "bottom" ? .bottomGuide : .topGuide
      }
    }
    collectVariations(root)
    for child in root.child("subviews")?.children ?? [] { addView(child, parent: nil) }
    let rootFrame = SceneBuilder.frame(of: root) ?? Frame(x: 0, y: 0, width: 0, height: 0)
    var document = makeDocument(rootFrame: rootFrame)
    readConstraints(of: root, holder: nil)
    for (name, node) in nodes { readConstraints(of: node, holder: name) }
    addAutoresizingConstraints(root: root, rootSize: (document.size.width, document.size.height), storedRoot: rootFrame)
    document.views = views
    document.constraints = constraints
    applyRootMargins(root, to: &document)
    let rootInfo = InterfaceBuilderView(
      id: rootID, name: "root", element: root.name, customClass: root["customClass"], location: location(root), storedFrame: rootFrame,
      usesAutoLayout: root["translatesAutoresizingMaskIntoConstraints"] == "NO")
    let (id, name, aliases) = naming(rootID)
    document.title = name
    return InterfaceBuilderScene(
      id: id, name: name, root: rootInfo, document: document, views: infos, constraintLocations: locations, constraintIDs: constraintIDs, aliases: aliases,
      warnings: warnings)
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
  /// one is given: a view controller's root gets the device's safe area and
  /// system margins; any other root is a plain canvas.
  func makeDocument(rootFrame: Frame) -> LayoutDocument {
    let orientation = context.orientation
    var device: Device
    if let d = context.options.device {
      device = d
    } else {
      let (w, h) = orientation == .portrait ? (rootFrame.width, rootFrame.height) : (rootFrame.height, rootFrame.width)
      let preset = context.device ?? Device.interfaceBuilderPresets.first { $0.width == w && $0.height == h }
      if let preset {
        device = preset
        device.width = w
        device.height = h
      } else {
        device = .canvas(width: w, height: h, traits: Traits(horizontal: .compact, vertical: .regular))
      }
    }
    if found.controller == nil {
      let (w, h) = context.options.device != nil ? (device.width, device.height) : orientation == .portrait
        ? (rootFrame.width, rootFrame.height) : (rootFrame.height, rootFrame.width)
      let traits = device.traits(orientation)
      device = .canvas(width: w, height: h, traits: traits)
    }
    return LayoutDocument(title: nil, device: device, orientation: orientation, direction: context.options.direction)
  }

  /// A root's own margins (`layoutMargins`, `insetsLayoutMarginsFromSafeArea="NO"`).
  func applyRootMargins(_ root: XMLNode, to document: inout LayoutDocument) {
    let custom = SceneBuilder.margins(of: root)
    let fromSafeArea = root["insetsLayoutMarginsFromSafeArea"] != "NO"
    guard found.controller != nil else {
      if let custom { document.rootMarginsOverride = custom }
      return
    }
    guard custom != nil || !fromSafeArea else { return }
    let side: Double = document.traits.horizontal == .compact ? 16 : 20
    var m = custom ?? Insets(top: 0, left: side, bottom: 0, right: side)
    if fromSafeArea {
      let i = document.safeAreaInsets
      m = Insets(top: m.top + i.top, left: m.left + i.left, bottom: m.bottom + i.bottom, right: m.right + i.right)
    }
    document.rootMarginsOverride = m
  }

  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  static func margins(of n: XMLNode) -> Insets? {
    func v(_ e: XMLNode, _ k: String) -> Double { e[k].flatMap(Double.init) ?? 0 }
    if let e = n.child("edgeInsets", key: "layoutMargins") {
      return Insets(top: v(e, "top"), left: v(e, "left"), bottom: v(e, "bottom"), right: v(e, "right"))
    }
    if let e = n.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      return Insets(top: v(e, "top"), left: v(e, "leading"), bottom: v(e, "bottom"), right: v(e, "trailing"))
    }
    return nil
  }

  mutating func registerGuides(of n: XMLNode, name: String?) {
    for g in n.children("viewLayoutGuide") {
      guard let id = g["id"] else { continue }
      switch g["key"] {
      case "safeArea": targets[id] = .safeArea(name)
      case "contentLayoutGuide": targets[id] = name.map { .content($0) } ?? .root
      case "frameLayoutGuide": targets[id] = name.map { .frame($0) } ?? .root
      default: warn(g, "unknown layout guide '\(g["key"] ?? "")': constraints to it are left out")
      }
    }
  }

  mutating func collectVariations(_ n: XMLNode) {
    constraintVariations.collect(n, mask: "constraints")
    viewVariations.collect(n, mask: "subviews")
  }
}
