import PlumbInterfaceBuilder
import Foundation
import PlumbLayout

/// `plumb check --all-devices`: the file checked on every Interface Builder
/// device preset in both orientations, each finding said once with where
/// it appears ("ambiguous on retina4_0 landscape only").
///
/// Misplaced views are left out: a file stores the frames of one device.
public enum DeviceSweep {
  /// One device and orientation.
  public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    public var device: String
    public var orientation: Orientation
    public var description: String { "\(device) \(orientation.rawValue)" }
  }

  /// The findings of every configuration, grouped, in the order first met.
  /// `solve` lays out one scene (the caller's engine).
  public static func check(
    _ data: Data, file: String, scene key: String?, direction: LayoutDirection = .leftToRight, solve: (LayoutDocument) -> LayoutResult
  ) throws(InterfaceBuilderError) -> [Finding] {
    var configurations: [Configuration] = []
    var order: [String] = []
    var seen: [String: (CheckFinding, [Configuration])] = [:]
    // Parsed and prepared once; each configuration reads the scenes again.
    let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(data, file: file), file: file)
    for device in Device.interfaceBuilderPresets {
      for orientation in [Orientation.portrait, .landscape] {
        let c = Configuration(device: device.name, orientation: orientation)
        configurations.append(c)
        let read = InterfaceBuilderReader.read(prepared, options: ReadOptions(device: device, orientation: orientation, direction: direction))
        var scenes = read.scenes
        if let key { scenes = [try read.scene(key)] }
        for scene in scenes {
          for f in CheckFindings.checked(SolvedScene(scene: scene, result: solve(scene.document))) where f.rule != .misplaced {
            let k = "\(f.rule.rawValue) \(f.subject) \(f.warning.location)"
            if seen[k] == nil { order.append(k); seen[k] = (f, []) }
            seen[k]?.1.append(c)
          }
        }
      }
    }
    return order.compactMap { k in
      guard let (f, where_) = seen[k] else { return nil }
      return f.finding(conditions: [describe(where_, of: configurations)])
    }
  }

  /// "on every device", "in landscape on every device", "on retina4_0
  /// landscape only", or the list.
  static func describe(_ found: [Configuration], of all: [Configuration]) -> String {
    let set = Set(found)
    if set.count == all.count { return "on every device in both orientations" }
    for o in [Orientation.portrait, .landscape] where set == Set(all.filter { $0.orientation == o }) {
      return "on every device in \(o.rawValue) only"
    }
    if found.count == 1 { return "on \(found[0]) only" }
    return "on \(found.count) of \(all.count): " + found.map(\.description).joined(separator: ", ")
  }
}
