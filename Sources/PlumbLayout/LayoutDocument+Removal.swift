extension LayoutDocument {
  /// Removes a view with its subviews, the constraints that name any of
  /// them, and their places in stacks; returns how many views and
  /// constraints went (0 and 0 when there is no such view).
  /// - Complexity: O(views × depth + constraints).
  @discardableResult
  public mutating func removeView(named name: String) -> (views: Int, constraints: Int) {
    guard index(ofView: name) != nil else { return (0, 0) }
    var gone: Set<String> = [name]
    var grew = true
    while grew {
      grew = false
      for v in views where !gone.contains(v.name) && v.parent.map({ gone.contains($0) }) == true {
        gone.insert(v.name)
        grew = true
      }
    }
    let before = constraints.count
    views.removeAll { gone.contains($0.name) }
    constraints.removeAll { c in c.viewNames.contains { gone.contains($0) } }
    for k in views.indices { views[k].stack?.arranged.removeAll { gone.contains($0) } }
    return (gone.count, before - constraints.count)
  }
}
