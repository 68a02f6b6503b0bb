import PlumbDiagnostics
import PlumbLayout
import PlumbScene

extension Interpreter {
  /// The views and constraints found, as a document: views in the root's
  /// tree (placeholders and views left out of the hierarchy placed in the
  /// root, with a warning), constraints between items of the document,
  /// and UIKit's autoresizing constraints for views that keep
  /// `translatesAutoresizingMaskIntoConstraints`.
  func document(device: Device, orientation: Orientation) -> (LayoutDocument, origins: [SourcePosition]) {
    var d = LayoutDocument(title: rootClass, device: device, orientation: orientation, direction: options.direction)
    // Which views belong: those in the tree, and those constraints name.
    var used = Set<Int>()
    for c in constraints where c.active || !c.discarded {
      used.insert(c.first.owner)
      if let s = c.second { used.insert(s.owner) }
    }
    func inTree(_ i: Int) -> Bool {
      var k: Int? = i
      var steps = 0
      while let x = k, steps < views.count + 1 {
        if x == 0 { return true }
        k = views[x].parent
        steps += 1
      }
      return false
    }
    var kept: [Int] = []
    for i in views.indices.dropFirst() where inTree(i) || used.contains(i) {
      if !inTree(i) {
        let what = views[i].placeholder ? "is made outside this file" : "is not added to a view here"
        warn(views[i].position, "'\(views[i].spec.name)' \(what); placing it in the root")
        views[i].parent = 0
      }
      kept.append(i)
    }
    // Parents before children, in the order the views were made.
    var ordered: [Int] = []
    var placed: Set<Int> = [0]
    var remaining = kept
    while !remaining.isEmpty {
      let before = remaining.count
      remaining.removeAll { i in
        guard let p = views[i].parent, placed.contains(p) else { return false }
        ordered.append(i)
        placed.insert(i)
        return true
      }
      if remaining.count == before { ordered += remaining; break }
    }
    for i in ordered {
      var v = views[i].spec
      v.parent = views[i].parent.flatMap { $0 == 0 ? nil : views[$0].spec.name }
      let at = location(views[i].position)
      v.location = PlumbDiagnostics.SourceLocation(file: file(of: views[i].position), line: at.line, column: at.column)
      if v.kind == .stack {
        v.stack?.arranged = views[i].arranged.filter { placed.contains($0) }.map { views[$0].spec.name }
        for (k, points) in views[i].customSpacing where placed.contains(k) { v.stack?.customSpacing[views[k].spec.name] = points }
      }
      d.views.append(v)
    }
    /// The item and attribute of the document for an anchor of `g`; nil
    /// when its view is left out or the model does not hold it.
    func ref(_ g: Guide, _ a: LayoutAttribute) -> (ItemRef, LayoutAttribute)? {
      let i = g.owner
      guard i == 0 || placed.contains(i) else { return nil }
      let name = views[i].spec.name
      switch g {
      case .view: return (i == 0 ? .root : .view(name), a)
      // A legacy guide's edges are the safe area's and the root's.
      case .guide(let guide, _) where guide.owners == .viewController: return guide.legacyEdge(a)
      case .guide(let guide, _): return (.guide(guide, of: i == 0 ? nil : name), a)
      }
    }
    /// Whether an anchor is of a legacy guide the model does not hold (its size, centre or sides).
    func unmodelled(_ g: Guide?, _ a: LayoutAttribute?) -> LayoutGuide? {
      guard case .guide(let guide, _)? = g, guide.owners == .viewController, let a, guide.legacyEdge(a) == nil else { return nil }
      return guide
    }
    var origins: [SourcePosition] = []
    // Constraints some later method activates: those never active anywhere change no layout.
    let activatedLater = Set(states.flatMap { $0.changes.filter { $0.isActive == true }.map(\.constraint) })
    for (k, c) in constraints.enumerated() where !c.discarded {
      // What UIKit refuses (`LayoutAttribute.refusal`) or Plumb cannot hold (beyond its number bounds) is said.
      let secondAttribute = c.second != nil || c.secondIsSuperview ? c.secondAttribute : nil
      if let refusal = LayoutAttribute.refusal(c.firstAttribute, to: secondAttribute, multiplier: c.multiplier) {
        warn(c.origin, "\(refusal); it is left out")
        continue
      }
      if let why = Bound.constant.violation(c.constant) ?? (c.second == nil ? nil : Bound.multiplier.violation(c.multiplier)) {
        // One never made active is no part of any layout: left out without a word (CI would fail on it).
        if c.active || activatedLater.contains(k) { warn(c.origin, "\(why); the constraint is left out") }
        continue
      }
      if let guide = unmodelled(c.first, c.firstAttribute) ?? unmodelled(c.second, c.secondAttribute) {
        warn(c.origin, "this anchor of \(guide.uikitProperty) is not modelled (only its edges are); the constraint is left out")
        continue
      }
      guard let (first, firstAttribute) = ref(c.first, c.firstAttribute) else { continue }
      let secondRef = c.second.flatMap { g in ref(g, c.secondAttribute ?? c.firstAttribute) }
      var second = secondRef?.0
      if c.second != nil && second == nil { continue }
      if c.secondIsSuperview {
        second = .superview
        // The root's superview is outside the layout.
        if first == .root { continue }
      }
      let spec = ConstraintSpec(
        identifier: c.identifier, firstItem: first, firstAttribute: firstAttribute, relation: c.relation, secondItem: second,
        secondAttribute: second == nil ? nil : secondRef?.1 ?? c.secondAttribute, multiplier: c.multiplier, constant: c.constant, priority: c.priority,
        isActive: c.active, condition: c.condition, line: c.line, visualFormat: c.visualFormat)
      if spec.relatesAnAttributeToItself {
        warn(c.origin, "this relates '\(spec.firstItem).\(spec.firstAttribute.rawValue)' to itself, \(spec.selfRelationMeaning); it is left out")
        continue
      }
      d.constraints.append(spec)
      origins.append(c.origin)
    }
    addAutoresizing(&d, ordered)
    return (d, origins)
  }

  /// A view left to autoresizing gets UIKit's constraints for its frame (the one set in code, or zero).
  func addAutoresizing(_ d: inout LayoutDocument, _ ordered: [Int]) {
    let arranged = Set(views.flatMap(\.arranged))
    // Once, not per view: a loop that makes thousands of views made this quadratic.
    var constrainedViews = Set<String>()
    for c in d.constraints where c.isActive {
      if case .view(let name) = c.firstItem { constrainedViews.insert(name) }
    }
    for i in ordered where views[i].autoresizing != false && !arranged.contains(i) && !views[i].isLayoutGuide && !views[i].placeholder {
      let name = views[i].spec.name
      let f = views[i].frame ?? (0, 0, 0, 0)
      if constrainedViews.contains(name) {
        warn(
          views[i].position,
          "'\(name)' keeps translatesAutoresizingMaskIntoConstraints = true (not set to false in this file): UIKit fixes its frame with autoresizing constraints, which its own constraints then fight"
        )
      } else if views[i].frame == nil {
        warn(views[i].position, "'\(name)' has no constraints and no frame set in this file; UIKit leaves it at its zero frame")
      }
      let parent: ItemRef = views[i].parent.map { $0 == 0 ? .root : .view(views[$0].spec.name) } ?? .root
      let line = location(views[i].position).line
      d.constraints += [
        ConstraintSpec(identifier: "h=--&", firstItem: .view(name), firstAttribute: .left, secondItem: parent, secondAttribute: .left, constant: f.x, line: line),
        ConstraintSpec(identifier: "h=--&", firstItem: .view(name), firstAttribute: .width, constant: f.width, line: line),
        ConstraintSpec(identifier: "v=--&", firstItem: .view(name), firstAttribute: .top, secondItem: parent, secondAttribute: .top, constant: f.y, line: line),
        ConstraintSpec(identifier: "v=--&", firstItem: .view(name), firstAttribute: .height, constant: f.height, line: line),
      ]
    }
  }
}

extension Interpreter {
  /// `let photo = UIImageView() // plumb: image=120x120`: the scene's view
  /// attributes for the view made on that line (image size, intrinsic size).
  func applyViewComments(_ comments: PlumbComments, unit: Int = 0) {
    let file = units[unit].file
    for (line, c) in comments.attributes {
      guard let i = views.indices.dropFirst().first(where: { views[$0].position.unit == unit && location(views[$0].position).line == line }) else {
        warnings.append(SwiftCodeWarning(file: file, line: line, column: c.column, message: "'// plumb: \(c.text)' follows no view made on its line; it is ignored"))
        continue
      }
      let probe = "\(views[i].spec.kind.rawValue) probe \(c.text)"
      do {
        guard let v = try SceneParser.parse(probe, file: file).document.views.first else { continue }
        if let s = v.imageSize { views[i].spec.imageSize = s }
        if let o = v.intrinsicOverride { views[i].spec.intrinsicOverride = o }
        if let t = v.textStyle { views[i].spec.textStyle = t }
      } catch let e as SceneError {
        warnings.append(SwiftCodeWarning(file: file, line: line, column: c.column, message: "'// plumb: \(c.text)': \(e.message); the comment is ignored"))
      } catch {
        warnings.append(SwiftCodeWarning(file: file, line: line, column: c.column, message: "'// plumb: \(c.text)': \(error); the comment is ignored"))
      }
    }
  }
}
