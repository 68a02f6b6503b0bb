import PlumbLayout

/// A conflict log as read: its conflicts, the views they name (with the
/// hierarchy the log implies), the reader's warnings, and the document that
/// lays them out.
public struct ConflictLog: Equatable, Sendable {
  public var file: String
  public var conflicts: [LoggedConflict]
  /// Every view and guide named, parents before children, each with its document name.
  public var views: [LoggedView]
  public var warnings: [ConflictLogWarning]

  init(file: String, conflicts: [LoggedConflict], views: [LoggedView], warnings: [ConflictLogWarning]) {
    self.file = file
    self.conflicts = conflicts
    self.warnings = warnings
    self.views = ConflictLog.arrange(views, conflicts)
    index = Dictionary(self.views.enumerated().map { ($1.address, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Where each view is in `views`, by address.
  let index: [String: Int]

  /// The view at an address.
  /// - Complexity: O(1).
  public func view(_ address: String) -> LoggedView? { index[address].map { views[$0] } }

  /// The logged constraints, each once (a constraint listed in several conflicts keeps its first place).
  public var constraints: [LoggedConstraint] {
    var seen: Set<String> = []
    return conflicts.flatMap(\.constraints).filter { seen.insert($0.address + " " + $0.text).inserted }
  }

  // MARK: - Hierarchy and names

  /// Infers superviews, orders parents first, and names every view.
  static func arrange(_ views: [LoggedView], _ conflicts: [LoggedConflict]) -> [LoggedView] {
    var byAddress = Dictionary(views.map { ($0.address, $0) }, uniquingKeysWith: { a, _ in a })
    func ancestors(_ a: String) -> [String] {
      var out: [String] = []
      var cursor = byAddress[a]?.superview
      while let c = cursor, !out.contains(c) {
        out.append(c)
        cursor = byAddress[c]?.superview
      }
      return out
    }
    // The first claim wins; one that would close a cycle is dropped.
    func setParent(_ child: String, _ parent: String) {
      guard child != parent, byAddress[child]?.superview == nil, byAddress[parent] != nil, !ancestors(parent).contains(child) else { return }
      byAddress[child]?.superview = parent
    }
    for c in conflicts.flatMap(\.constraints) {
      // `|` in a Visual Format description is the superview.
      if let e = c.edge { setParent(e.child, e.parent) }
    }
    for c in conflicts.flatMap(\.constraints) {
      guard let second = c.secondItem, let b = c.secondAttribute, second != c.firstItem else { continue }
      if c.system.map({ if case .autoresizingMask = $0 { return true } else { return false } }) == true {
        // An autoresizing constraint relates a view to its superview.
        setParent(c.firstItem, second)
      } else if b.ofMargins && !c.firstAttribute.ofMargins {
        // A view's edge to another's margin: the other is nearly always its superview.
        setParent(c.firstItem, second)
      } else if c.firstAttribute.ofMargins && !b.ofMargins {
        setParent(second, c.firstItem)
      }
    }
    // Views a Visual Format line spaces share a superview: what one has, the other has too.
    var changed = true
    while changed {
      changed = false
      for c in conflicts.flatMap(\.constraints) where c.spacesSiblings {
        guard let b = c.secondItem else { continue }
        for (x, y) in [(c.firstItem, b), (b, c.firstItem)] {
          if byAddress[x]?.superview == nil, let p = byAddress[y]?.superview, byAddress[x]?.superview != p {
            setParent(x, p)
            changed = changed || byAddress[x]?.superview == p
          }
        }
      }
    }
    // Parents before children, otherwise in the order the log names them.
    var ordered: [LoggedView] = []
    var placed: Set<String> = []
    func place(_ a: String) {
      guard !placed.contains(a), let v = byAddress[a] else { return }
      placed.insert(a)
      if let p = v.superview { place(p) }
      ordered.append(v)
    }
    for v in views { place(v.address) }
    // Readable, unique names.
    var used: [String: Int] = [:]
    for k in ordered.indices {
      let base = baseName(ordered[k], ordered)
      let n = (used[base] ?? 0) + 1
      used[base] = n
      ordered[k].name = n == 1 ? base : "\(base) \(n)"
    }
    // A name taken later by a numbered one (`UIView 2` written by a log) stays unique.
    var seen: Set<String> = []
    for k in ordered.indices where !seen.insert(ordered[k].name).inserted {
      var n = 2
      while seen.contains("\(ordered[k].name) #\(n)") { n += 1 }
      ordered[k].name = "\(ordered[k].name) #\(n)"
      seen.insert(ordered[k].name)
    }
    return ordered
  }

  /// `UIButton 'Show More'`, `UILayoutGuide 'UIViewSafeAreaLayoutGuide'`,
  /// `BrowserNavigationBar`, `'lockIcon'`, `superview of UILabel`.
  static func baseName(_ v: LoggedView, _ all: [LoggedView]) -> String {
    if v.className.isEmpty {
      if let a = v.accessibilityName { return a }
      if v.address.hasPrefix("superview of "), let child = all.first(where: { v.address == "superview of \($0.address)" }) {
        return "superview of \(child.shortClassName.isEmpty ? "a view" : child.shortClassName)"
      }
      return v.address
    }
    if let t = v.text, !t.isEmpty { return "\(v.shortClassName) '\(t)'" }
    if let a = v.accessibilityName { return "\(v.shortClassName) '\(a)'" }
    return v.shortClassName
  }

  /// Plumb's kind for a UIKit or AppKit class, from the catalogue; a class it does not list is a plain view.
  static func kind(_ v: LoggedView) -> ViewKind { UIKitClass.named(v.shortClassName)?.kind ?? .view }
}
