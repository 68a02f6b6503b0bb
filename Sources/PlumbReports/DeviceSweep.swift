import PlumbInterfaceBuilder
import Foundation
import PlumbLayout

/// `plumb check --all-devices`: the file checked on every Interface Builder
/// device preset in both orientations, each finding said once with where
/// it appears ("ambiguous on retina4_0 landscape only"), and what the
/// other devices do to the geometry that the file's own device does not
/// (`StressGeometry`: views that come to overlap, views pushed past an edge).
///
/// Misplaced views are left out: a file stores the frames of one device.
///
/// Text conditions (`--all-text-sizes`, `--pseudo`, `--strings`) are
/// crossed with two screens, not all of them: the file's own and the
/// narrowest of its kind in its orientation, where text runs out of room
/// first (`TextStressSweep`; every screen would multiply a check's time by
/// the number of devices for findings the narrowest already shows).
public enum DeviceSweep {
  /// One device and orientation.
  public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    public var device: String
    public var orientation: Orientation
    /// "retina4_0 landscape"; a Split View window by its name alone (it does not rotate).
    public var description: String { isWindow ? device : "\(device) \(orientation.rawValue)" }
    /// Whether it is an iPad Split View or Slide Over window.
    public var isWindow: Bool { Device.multitaskingWindows.contains { $0.name == device } }
  }

  /// Every configuration a sweep covers, in order: every Interface Builder
  /// screen in both orientations, then every iPad Split View and Slide
  /// Over window (which does not rotate), with its device.
  public static let configurations: [(device: Device, configuration: Configuration)] =
    Device.interfaceBuilderPresets.flatMap { d in [Orientation.portrait, .landscape].map { (d, Configuration(device: d.name, orientation: $0)) } }
    + Device.multitaskingWindows.map { ($0, Configuration(device: $0.name, orientation: .portrait)) }

  /// The findings of every configuration, grouped, in the order first met,
  /// then those of `textStress` on the file's own screen and the narrowest
  /// of its kind. `solve` lays out one scene (the caller's engine).
  public static func check(
    _ data: Data, file: String, scene key: String?, direction: LayoutDirection = .leftToRight, textStress: [TextStress] = [],
    solve: (LayoutDocument) -> LayoutResult
  ) throws(InterfaceBuilderError) -> [Finding] {
    var order: [String] = []
    var seen: [String: (CheckFinding, [Configuration])] = [:]
    // Parsed and prepared once; each configuration reads the scenes again.
    let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(data, file: file), file: file)
    // The file's own device and orientation: what its geometry is compared with.
    let own = prepared.deviceName.map { Configuration(device: $0, orientation: prepared.fileOrientation) }
    // What the other devices and orientations do to the geometry that the
    // file's own does not: devices of its own kind only (an iPad layout
    // does not run on a phone's screen, nor a phone's on an iPad's, unless
    // the project says so, which the file does not), in the file's own
    // orientation only (which orientations the app supports is its
    // Info.plist's to say). Only those configurations measure geometry.
    let pads = Set(Device.interfaceBuilderPresets.filter { $0.portraitTraits.horizontal == .regular }.map(\.name) + Device.multitaskingWindows.map(\.name))
    func comparable(_ c: Configuration) -> Bool {
      guard let own else { return false }
      // A Split View window is the iPad layout's in either orientation.
      return (c.isWindow || c.orientation == own.orientation) && pads.contains(c.device) == pads.contains(own.device)
    }
    // Per configuration and scene: the layout, all its facts (what the file's own shows), and the robust ones (what another shows).
    var geometry: [Configuration: [String: (SolvedScene, all: Set<StressGeometry.Fact>, robust: Set<StressGeometry.Fact>)]] = [:]
    // The screens text conditions are crossed with, and their layouts in scene order.
    let stressed = textStress.isEmpty ? [] : own.map { [$0] + [narrowest(of: comparable, narrowerThan: $0)].compactMap { $0 } } ?? []
    var textSubjects: [Configuration: [SolvedScene]] = [:]
    for (device, c) in Self.configurations {
      let read = InterfaceBuilderReader.read(prepared, options: ReadOptions(device: device, orientation: c.orientation, direction: direction))
      var scenes = read.scenes
      if let key { scenes = [try read.scene(key)] }
      for scene in scenes {
        // Solved once for both: the geometry's first layout is this one.
        let measured = comparable(c)
        let (solved, all, robust) = measured ? StressGeometry.robustFacts(scene, solve: solve) : (SolvedScene(scene: scene, result: solve(scene.document)), [], [])
        for f in CheckFindings.checked(solved) where f.rule != .misplaced && f.rule != .unmarkedMisplaced {
          let k = "\(f.rule.rawValue) \(f.subject) \(f.warning.location)"
          if seen[k] == nil { order.append(k); seen[k] = (f, []) }
          seen[k]?.1.append(c)
        }
        if measured { geometry[c, default: [:]][scene.id] = (solved, all, robust) }
        if stressed.contains(c) { textSubjects[c, default: []].append(solved) }
      }
    }
    let configurations = Self.configurations.map(\.configuration)
    if let own, let base = geometry[own] {
      for c in configurations where c != own && comparable(c) {
        for (id, (solved, _, robust)) in geometry[c] ?? [:] {
          let before = base[id]?.all ?? []
          for fact in StressGeometry.outermost(robust.subtracting(before), in: solved.scene.document) {
            let k = "\(fact.rule.rawValue) \(id) \(fact.views.joined(separator: " ")) \(fact.edge)"
            if seen[k] == nil {
              let view = solved.scene.views.first { $0.name == fact.views[0] }
              let at = view?.location ?? solved.scene.root.location
              let f = CheckFinding(fact.rule, subject: "\(id) \(view?.id ?? "")", warning: InterfaceBuilderWarning(at, StressGeometry.message(fact, in: solved)))
              order.append(k)
              seen[k] = (f, [])
            }
            seen[k]?.1.append(c)
          }
        }
      }
    }
    var found = order.compactMap { k in
      seen[k].map { f, where_ in f.finding(conditions: [describe(where_, of: configurations)]) }
    }
    guard !textStress.isEmpty else { return found }
    // Text conditions on the screens chosen, or, for a file that names no
    // device (so none is its own), on the file as read.
    var subjects = stressed.flatMap { c in
      (textSubjects[c] ?? []).map { solved in
        var s = TextStressSweep.Subject(file: file, solved: solved)
        s.device = c.description
        return s
      }
    }
    if own == nil {
      let read = InterfaceBuilderReader.read(prepared, options: ReadOptions(direction: direction))
      var scenes = read.scenes
      if let key { scenes = [try read.scene(key)] }
      subjects = scenes.map { TextStressSweep.Subject(file: file, solved: SolvedScene(scene: $0, result: solve($0.document))) }
    }
    found += TextStressSweep.check(subjects, under: textStress, solve: solve)
    return found
  }

  /// The narrowest configuration `included` accepts (the first of equal
  /// widths, in `configurations` order), where text runs out of room
  /// first; nil when none is narrower than `own`.
  static func narrowest(of included: (Configuration) -> Bool, narrowerThan own: Configuration) -> Configuration? {
    func width(_ c: (device: Device, configuration: Configuration)) -> Double { c.device.size(c.configuration.orientation).width }
    let candidates = configurations.filter { included($0.configuration) }
    guard let narrowest = candidates.min(by: { width($0) < width($1) }) else { return nil }
    let ownWidth = configurations.first { $0.configuration == own }.map(width) ?? .infinity
    return width(narrowest) < ownWidth ? narrowest.configuration : nil
  }

  /// "on every device in both orientations", "on every device in
  /// landscape only", "on retina4_0 landscape only", or the list; then
  /// the Split View windows, by kind, on every iPad or the ones named:
  /// "in Split View: a third (Slide Over) and half, on every iPad; two thirds on ipad9_7".
  static func describe(_ found: [Configuration], of all: [Configuration]) -> String {
    let set = Set(found)
    if set.count == all.count { return "on every device in both orientations and in every iPad Split View window" }
    let screens = all.filter { !$0.isWindow }
    let foundScreens = found.filter { !$0.isWindow }
    var parts: [String] = []
    if Set(foundScreens) == Set(screens) {
      parts.append("on every device in both orientations")
    } else if let o = [Orientation.portrait, .landscape].first(where: { o in Set(foundScreens) == Set(screens.filter { $0.orientation == o }) }) {
      parts.append("on every device in \(o.rawValue) only")
    } else if foundScreens.count == 1 && found.count == 1 {
      return "on \(foundScreens[0]) only"
    } else if !foundScreens.isEmpty {
      parts.append("on \(foundScreens.count) of \(screens.count): " + foundScreens.map(\.description).joined(separator: ", "))
    }
    // Split View windows, by kind: the iPads each kind is found on.
    let kinds: [(suffix: String, label: String)] = [
      ("-split-third", "a third (Slide Over)"), ("-split-half", "half"), ("-split-two-thirds", "two thirds"),
      ("-portrait-split-third", "a third in portrait"), ("-portrait-split-two-thirds", "two thirds in portrait"),
    ]
    let windows = Set(found.filter(\.isWindow).map(\.device))
    var every: [String] = []
    var some: [String] = []
    for kind in kinds {
      let pads = Device.multitaskingWindows.map(\.name).filter { $0.hasSuffix(kind.suffix) && !$0.hasSuffix("-portrait" + kind.suffix) }
      let hit = pads.filter(windows.contains)
      if hit.isEmpty { continue }
      if hit.count == pads.count { every.append(kind.label) } else { some.append("\(kind.label) on " + hit.map { String($0.dropLast(kind.suffix.count)) }.joined(separator: ", ")) }
    }
    if !every.isEmpty || !some.isEmpty {
      let everyText = every.isEmpty ? [] : [every.joined(separator: ", ") + " on every iPad"]
      parts.append("in Split View: " + (everyText + some).joined(separator: "; "))
    }
    return parts.joined(separator: "; ")
  }
}
