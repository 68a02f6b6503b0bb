extension ConstraintGenerator {
  /// A required or optional constraint UIKit makes, from an expression.
  func system(
    _ key: String, _ identifier: String?, _ e: Expression, _ text: String, relation: LayoutRelation = .equal, priority: Double = 1000
  ) -> GeneratedConstraint {
    GeneratedConstraint(
      origin: .system(key), identifier: identifier, terms: e.terms, relation: relation, constant: e.constant, priority: priority,
      equation: .text(text))
  }

  /// `Σ k × item.attr + constant`, for the model's own constraints.
  func expression(_ parts: [(LayoutItem, LayoutAttribute, Double)], constant: Double = 0, flipped: Bool = false) -> Expression {
    var e = Expression()
    for (item, attr, k) in parts { add(item, attr, flipped: flipped, times: k, to: &e) }
    e.constant = constant
    return e
  }

  /// The root fills the screen (the window sizes a view controller's view:
  /// `UIView-Encapsulated-Layout-Width`/`-Height`), and its safe area guide
  /// sits inside it by the device's insets (`UIViewSafeAreaLayoutGuide-*`).
  func generateRoot(into out: inout [GeneratedConstraint]) {
    let (w, h) = document.size
    let i = document.safeAreaInsets
    out.append(system("root.left", nil, expression([(.root, .left, 1)]), "root.left == 0"))
    out.append(system("root.top", nil, expression([(.root, .top, 1)]), "root.top == 0"))
    out.append(system(
      "root.width", "UIView-Encapsulated-Layout-Width", expression([(.root, .width, 1)], constant: -w), "root.width == \(formatPoints(w))"))
    out.append(system(
      "root.height", "UIView-Encapsulated-Layout-Height", expression([(.root, .height, 1)], constant: -h), "root.height == \(formatPoints(h))"))
    let edges: [(String, LayoutAttribute, Double, Double)] = [
      ("left", .left, 1, i.left), ("top", .top, 1, i.top), ("right", .right, -1, i.right), ("bottom", .bottom, -1, i.bottom),
    ]
    for (name, attr, k, inset) in edges {
      // safeArea.left == root.left + inset; safeArea.right == root.right - inset.
      let e = expression([(.safeArea, attr, 1), (.root, attr, -1)], constant: -k * inset)
      let rhs = inset == 0 ? "" : (k > 0 ? " + " : " - ") + formatPoints(inset)
      out.append(system("safeArea.\(name)", "UIViewSafeAreaLayoutGuide-\(name)", e, "safeArea.\(name) == root.\(name)\(rhs)"))
    }
  }

  /// The root's layout margins: a view controller's root view has UIKit's
  /// system minimum margins, 16 points leading and trailing in a compact-width
  /// environment and 20 in a regular-width one, 0 top and bottom, measured
  /// from its safe area (`insetsLayoutMarginsFromSafeArea`). A canvas is a
  /// plain view: 8 points on every side, from its edges.
  public var rootMargins: Insets {
    if let m = document.rootMarginsOverride { return m }
    if document.device.isCanvas { return Insets(top: 8, left: 8, bottom: 8, right: 8) }
    let side: Double = document.traits.horizontal == .compact ? 16 : 20
    let i = document.safeAreaInsets
    return Insets(top: i.top, left: i.left + side, bottom: i.bottom, right: i.right + side)
  }

  /// The margins guides (`layoutMarginsGuide`) of the root and of every view
  /// whose margins a constraint uses: each edge sits inside its view's by the
  /// view's margins (`UIView-leftMargin-guide-constraint` and kin).
  func generateMargins(into out: inout [GeneratedConstraint]) {
    var used: [String?] = [nil]
    var seen: Set<String> = []
    for spec in document.constraints where spec.firstItem == .margins || spec.secondItem == .margins {
      guard case .view(let n) = spec.firstItem, let p = views[n]?.parent, views[p] != nil, seen.insert(p).inserted else { continue }
      used.append(p)
    }
    for owner in used {
      let insets = owner.flatMap { views[$0]?.margins } ?? rootMargins
      let view: LayoutItem = owner.map { .view($0) } ?? .root
      let guide = LayoutItem.margins(owner)
      let edges: [(String, LayoutAttribute, Double, Double)] = [
        ("left", .left, 1, insets.left), ("top", .top, 1, insets.top),
        ("right", .right, -1, insets.right), ("bottom", .bottom, -1, insets.bottom),
      ]
      for (name, attr, k, inset) in edges {
        let e = expression([(guide, attr, 1), (view, attr, -1)], constant: -k * inset)
        let rhs = inset == 0 ? "" : (k > 0 ? " + " : " - ") + formatPoints(inset)
        out.append(system(
          "\(view).\(name)Margin", "UIView-\(name)Margin-guide-constraint", e, "\(guide).\(name) == \(view).\(name)\(rhs)"))
      }
    }
  }

  /// UIKit's content-size constraints (`NSContentSizeLayoutConstraint`): per
  /// axis with an intrinsic size, `size <= intrinsic` at the hugging priority
  /// and `size >= intrinsic` at the compression-resistance priority.
  func generateContentSize(of v: ViewSpec, into out: inout [GeneratedConstraint]) {
    let size = v.intrinsicSize(wrapWidth: wrapWidths[v.name])
    for axis in [Axis.horizontal, .vertical] {
      guard let value = axis == .horizontal ? size.width : size.height else { continue }
      let component: LayoutVariable.Component = axis == .horizontal ? .width : .height
      let hug = v.hugging(axis), resist = v.compressionResistance(axis)
      let equation = GeneratedConstraint.Equation.contentSize(name: v.name, hugging: hug, compressionResistance: resist)
      for hugging in [true, false] {
        out.append(GeneratedConstraint(
          origin: .contentSize(view: v.name, axis: axis, hugging: hugging), identifier: nil,
          terms: [LayoutTerm(LayoutVariable(.view(v.name), component), 1)], relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual,
          constant: -value, priority: min(1000, max(1, hugging ? hug : resist)), equation: equation))
      }
    }
  }
}
