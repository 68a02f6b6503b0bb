extension ConstraintGenerator {
  typealias Operand = GeneratedConstraint.Operand

  /// `lhs relation rhs + constant`, a constraint UIKit makes for its own reasons.
  func rule(
    _ origin: GeneratedConstraint.Origin, _ identifier: String?, _ lhs: [Operand], _ relation: LayoutRelation = .equal,
    _ rhs: [Operand] = [], constant: Double = 0, priority: LayoutPriority = .required, flipped: Bool = false
  ) -> GeneratedConstraint {
    var e = Expression()
    for o in lhs { add(o.item, o.attribute, flipped: flipped, times: o.multiplier, to: &e) }
    for o in rhs { add(o.item, o.attribute, flipped: flipped, times: -o.multiplier, to: &e) }
    e.constant -= constant
    return GeneratedConstraint(
      origin: origin, identifier: identifier, terms: e.terms, relation: relation, constant: e.constant, priority: priority,
      equation: .operands(lhs: lhs, relation: relation, rhs: rhs, constant: constant))
  }

  /// The root fills the screen (the window sizes a view controller's view:
  /// `UIView-Encapsulated-Layout-Width`/`-Height`), and its safe area guide
  /// sits inside it by the device's insets (`UIViewSafeAreaLayoutGuide-*`).
  func generateRoot(into out: inout [GeneratedConstraint]) {
    let (w, h) = document.size
    let i = document.safeAreaInsets
    out.append(rule(.root(.left), nil, [Operand(item: .root, attribute: .left, multiplier: 1)]))
    out.append(rule(.root(.top), nil, [Operand(item: .root, attribute: .top, multiplier: 1)]))
    let width: LayoutPriority = document.root.sizeIsAssumed ? RootSpec.assumedSizePriority : .required
    let height: LayoutPriority = document.rootHeightGivesWay ? RootSpec.assumedSizePriority : .required
    out.append(rule(.root(.width), "UIView-Encapsulated-Layout-Width", [Operand(item: .root, attribute: .width, multiplier: 1)], constant: w, priority: width))
    out.append(rule(.root(.height), "UIView-Encapsulated-Layout-Height", [Operand(item: .root, attribute: .height, multiplier: 1)], constant: h, priority: height))
    for (edge, inset) in [(LayoutAttribute.left, i.left), (.top, i.top), (.right, -i.right), (.bottom, -i.bottom)] {
      // safeArea.left == root.left + inset; safeArea.right == root.right - inset.
      out.append(rule(
        .safeArea(edge), Self.safeAreaIdentifier(edge), [Operand(item: .safeArea, attribute: edge, multiplier: 1)], .equal,
        [Operand(item: .root, attribute: edge, multiplier: 1)], constant: inset))
    }
  }

  /// UIKit's identifiers of a guide's edge constraints, from `LayoutGuide`,
  /// made once (a layout makes them on every pass).
  static func edgeIdentifiers(_ guide: LayoutGuide) -> [LayoutAttribute: String] {
    Dictionary(uniqueKeysWithValues: [LayoutAttribute.left, .right, .top, .bottom].compactMap { e in guide.identifier(e).map { (e, $0) } })
  }

  static let safeAreaIdentifiers = edgeIdentifiers(.safeArea)
  static let marginIdentifiers = edgeIdentifiers(.margins)
  static let scrollContentIdentifiers = edgeIdentifiers(.scrollContent)

  /// `UIViewSafeAreaLayoutGuide-left` and kin (any other attribute: the bottom's).
  static func safeAreaIdentifier(_ edge: LayoutAttribute) -> String? { safeAreaIdentifiers[edge] ?? safeAreaIdentifiers[.bottom] }

  /// `UIView-leftMargin-guide-constraint` and kin (any other attribute: the bottom's).
  static func marginIdentifier(_ edge: LayoutAttribute) -> String? { marginIdentifiers[edge] ?? marginIdentifiers[.bottom] }

  /// The root's layout margins (`LayoutDocument.rootMargins`, the one rule).
  var rootMargins: Insets { document.rootMargins }

  /// The margins guides (`layoutMarginsGuide`) of every view, the root
  /// included, whose margins a constraint uses (UIKit makes a guide when it
  /// is first asked for): each edge sits inside its view's by the view's
  /// margins (`UIView-leftMargin-guide-constraint` and kin).
  func generateMargins(into out: inout [GeneratedConstraint]) {
    var used: [String?] = []
    var seen: Set<String> = []
    var root = false
    for spec in document.constraints where spec.firstItem.isSuperviewMargins || spec.secondItem?.isSuperviewMargins == true {
      guard case .view(let n) = spec.firstItem, let p = views[n]?.parent else {
        if !root { used.append(nil) }
        root = true
        continue
      }
      if views[p] != nil, seen.insert(p).inserted { used.append(p) }
    }
    // The root's guide named directly (`marginsOf(nil)`, as Interface Builder files do).
    if !root, document.constraints.contains(where: { $0.firstItem == .marginsOf(nil) || $0.secondItem == .marginsOf(nil) }) {
      used.append(nil)
    }
    for owner in used {
      let insets = owner.flatMap { margins(of: $0) } ?? rootMargins
      let view: LayoutItem = owner.map { .view($0) } ?? .root
      for (edge, inset) in [(LayoutAttribute.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom)] {
        out.append(rule(
          .margins(view: owner, edge: edge), Self.marginIdentifier(edge), [Operand(item: .margins(owner), attribute: edge, multiplier: 1)],
          .equal, [Operand(item: view, attribute: edge, multiplier: 1)], constant: inset))
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
          constant: -value, priority: hugging ? hug : resist, equation: equation))
      }
    }
  }
}
