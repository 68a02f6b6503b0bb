/// Turns a document into every constraint it implies, tagged with where
/// each comes from: the root's size and guides, layout margins, content
/// size, stack views, and the scene's own constraints, in that order.
///
/// Generation is a pure function of the document (and of the widths that
/// multi-line text wraps at, which come from the previous solve): the same
/// input gives the same list, so it can be tested as data and diffed.
struct ConstraintGenerator {
  let document: LayoutDocument
  /// The solved width each wrapping view's text wraps at (UIKit's
  /// `preferredMaxLayoutWidth`); a view absent here is measured unwrapped.
  let wrapWidths: [String: Double]
  /// The insets of the guides that follow their view's solved frame,
  /// measured after the previous solve: the margins guide of a view whose
  /// margins preserve its superview's or follow the readable width
  /// (`.margins(name)`), and a view's readable content guide
  /// (`.readable(name)`); a guide absent here has its view's own margins.
  let measuredInsets: [LayoutItem: Insets]
  /// The views installed for the document's size classes, by name.
  let views: [String: ViewSpec]
  /// Each installed view's depth below the root (1 for the root's children).
  let depths: [String: Int]

  init(_ document: LayoutDocument, wrapWidths: [String: Double] = [:], measuredInsets: [LayoutItem: Insets] = [:]) {
    self.init(document, wrapWidths: wrapWidths, measuredInsets: measuredInsets, reusing: nil)
  }

  /// A generator for `document`, taking the installed views and their
  /// depths from `previous` when its views and traits are the same.
  init(_ document: LayoutDocument, wrapWidths: [String: Double], measuredInsets: [LayoutItem: Insets], reusing previous: ConstraintGenerator?) {
    self.document = document
    self.wrapWidths = wrapWidths
    self.measuredInsets = measuredInsets
    if let previous, previous.document.views == document.views, previous.document.traits == document.traits {
      views = previous.views
      depths = previous.depths
      return
    }
    let all = Dictionary(document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let traits = document.traits
    // A view is installed when it and all its ancestors match the size
    // classes. Each chain is walked once, iteratively (chains can be deep),
    // and resolved from its top down; the parser refuses cycles, and a
    // cycle met here anyway is cut where it closes.
    var depths: [String: Int] = [:]
    var installed: [String: Bool] = [:]
    for v in document.views where installed[v.name] == nil {
      var chain: [String] = []
      // Short chains (nearly all) are searched in place; long ones through a set.
      var onChain: Set<String> = []
      func isOnChain(_ n: String) -> Bool { chain.count < 16 ? chain.contains(n) : onChain.contains(n) }
      var cursor: String? = v.name
      while let n = cursor, installed[n] == nil, let spec = all[n], !isOnChain(n) {
        chain.append(n)
        if chain.count >= 16 { onChain.insert(n) }
        if chain.count == 16 { onChain.formUnion(chain) }
        cursor = spec.parent
      }
      var parentInstalled = true
      var depth = 0
      if let top = cursor, let known = installed[top] {
        parentInstalled = known
        depth = depths[top] ?? 0
      } else if let c = cursor, !isOnChain(c) {
        parentInstalled = false  // a parent that does not exist
      }
      for n in chain.reversed() {
        let ok = parentInstalled && (all[n]?.condition.matches(traits) ?? false)
        installed[n] = ok
        depth += 1
        if ok { depths[n] = depth }
        parentInstalled = ok
      }
    }
    if depths.count == all.count {
      self.views = all  // every view installed: the usual case
    } else {
      var views: [String: ViewSpec] = [:]
      views.reserveCapacity(depths.count)
      for v in document.views where depths[v.name] != nil && views[v.name] == nil { views[v.name] = v }
      self.views = views
    }
    self.depths = depths
  }

  /// The same generator for another document with the same views and
  /// traits (the installed views and depths stay).
  func with(_ document: LayoutDocument) -> ConstraintGenerator {
    ConstraintGenerator(document, wrapWidths: wrapWidths, measuredInsets: measuredInsets, reusing: self)
  }

  /// A view's layout margins as its margins guide applies them: the
  /// measured effective ones where its margins follow its frame, else its own.
  func margins(of name: String) -> Insets? { measuredInsets[.margins(name)] ?? views[name]?.margins }

  /// The insets of a view's readable content guide from its edges (nil: the
  /// root's, whose width is known before solving): as measured, else its margins.
  func readableInsets(of name: String?) -> Insets? {
    guard let name else { return rootMargins.narrowedToReadableWidth(in: document.size.width) }
    return measuredInsets[.readable(name)] ?? margins(of: name)
  }

  /// Whether the view is installed for the document's size classes.
  func isInstalled(_ name: String) -> Bool { views[name] != nil }

  /// Every constraint the document implies, in installation order.
  /// - Complexity: O(views + constraints).
  func generate() -> [GeneratedConstraint] {
    var out: [GeneratedConstraint] = []
    out.reserveCapacity(document.constraints.count + 4 * views.count + 16)
    generateRoot(into: &out)
    generateMargins(into: &out)
    generateGuides(into: &out)
    for v in document.views where views[v.name] != nil {
      generateContentSize(of: v, into: &out)
    }
    for v in document.views where v.kind == .stack && views[v.name] != nil {
      generateStack(v, into: &out)
    }
    for (i, spec) in document.constraints.enumerated() {
      if let g = generate(spec, index: i) { out.append(g) }
    }
    return out
  }
}
