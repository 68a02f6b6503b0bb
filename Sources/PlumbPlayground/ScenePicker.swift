/// The list of an Interface Builder file's scenes that `o` opens: typing
/// narrows it, Up and Down move, Enter shows the scene, Esc closes it.
public struct ScenePicker: Equatable, Sendable {
  /// What has been typed: scenes whose name or IB id contain it (any case) are listed.
  public internal(set) var filter = ""
  /// The highlighted row among those listed.
  public internal(set) var row = 0

  /// The scenes listed, by index into the file's scenes: every scene whose
  /// name or id contains `filter`, ignoring case, in the file's order.
  ///
  /// - Complexity: O(n) in the scenes.
  func listed(_ scenes: [(name: String, id: String)]) -> [Int] {
    let needle = filter.lowercased()
    guard !needle.isEmpty else { return Array(scenes.indices) }
    return scenes.indices.filter { scenes[$0].name.lowercased().contains(needle) || scenes[$0].id.lowercased().contains(needle) }
  }
}
