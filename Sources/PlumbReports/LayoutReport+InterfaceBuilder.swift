import PlumbInterfaceBuilder
import PlumbLayout

extension LayoutReport {
  /// The report of an Interface Builder scene: the common fields, with
  /// every view's and constraint's IB id, element and place in the file,
  /// and frames as IB stores them (alignment insets added back, edges on
  /// the device's pixels).
  public init(_ solved: SolvedScene) {
    let scene = solved.scene, r = solved.result
    self.init(scene.document, file: scene.name, r)
    let infos = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    id = scene.id
    name = scene.name
    self.scene = scene.name
    device = scene.document.device.name
    views = r.views.map { v in
      let info = infos[v.name]
      return ViewJSON(
        id: info?.id ?? v.name, name: v.name, kind: info?.element ?? v.kind.rawValue, customClass: info?.customClass,
        parent: v.parent.map { infos[$0]?.id ?? $0 } ?? scene.root.id,
        frame: FrameJSON((info?.frame(alignmentRect: v.frame) ?? v.frame).pixelAligned(scale: scene.document.device.scale)),
        storedFrame: info?.storedFrame.map(FrameJSON.init), autoLayout: info?.usesAutoLayout ?? true, ambiguous: v.isAmbiguous,
        ambiguousAxes: v.ambiguousAxes, location: info.map { "\($0.location)" } ?? "")
    }
    // Views not installed for these size classes (and the views inside
    // them) are in the file, decoded at their stored frames, out of the
    // hierarchy: listed so, after the views laid out.
    let laidOut = Set(r.views.map(\.name))
    let specs = Dictionary(scene.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var outside: [String: Bool] = [:]
    func uninstalled(_ name: String) -> Bool {
      if let known = outside[name] { return known }
      guard let spec = specs[name] else { return false }
      // Views nest at most a few hundred deep; each is looked at once.
      let out = !spec.condition.matches(scene.document.traits) || spec.parent.map(uninstalled) ?? false
      outside[name] = out
      return out
    }
    // Parents first (the file's order): a view is listed only where its superview is.
    var listed: Set<String> = []
    for info in scene.views where !laidOut.contains(info.name) {
      guard let stored = info.storedFrame, uninstalled(info.name), let spec = specs[info.name],
        spec.parent.map({ laidOut.contains($0) || listed.contains($0) }) ?? true
      else { continue }
      listed.insert(info.name)
      views.append(ViewJSON(
        id: info.id, name: info.name, kind: info.element, customClass: info.customClass, parent: spec.parent.map { infos[$0]?.id ?? $0 } ?? scene.root.id,
        frame: FrameJSON(stored), storedFrame: FrameJSON(stored), autoLayout: info.usesAutoLayout, ambiguous: false, ambiguousAxes: [],
        location: "\(info.location)", installed: false))
    }
    for k in constraints.indices {
      let index = r.constraints[k].index
      constraints[k].ibID = scene.constraintIDs[index]
      constraints[k].location = "\(scene.constraintLocations[index])"
    }
    let stored = scene.root.storedFrame ?? Frame(x: 0, y: 0, width: 0, height: 0)
    let rootFrame = Frame(x: stored.x, y: stored.y, width: r.canvas.width, height: r.canvas.height)
    root = RootJSON(id: scene.root.id, kind: scene.root.element, frame: FrameJSON(rootFrame))
    if scene.root.usesAutoLayout {
      // A root the file lays out with Auto Layout (a xib's top-level view, a
      // controller's table marked so) is one of its views too, at the size it is laid out at.
      views.insert(
        ViewJSON(
          id: scene.root.id, name: scene.root.name, kind: scene.root.element, customClass: scene.root.customClass, parent: nil,
          frame: FrameJSON(rootFrame), storedFrame: scene.root.storedFrame.map(FrameJSON.init), autoLayout: true, ambiguous: false, ambiguousAxes: [],
          location: "\(scene.root.location)"), at: 0)
    }
    warnings = scene.warnings.map(\.description)
  }
}
