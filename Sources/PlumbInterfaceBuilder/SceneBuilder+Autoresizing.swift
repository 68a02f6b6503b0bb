import PlumbLayout

extension SceneBuilder {
  /// The constraints UIKit makes for a view left to autoresizing (no
  /// `translatesAutoresizingMaskIntoConstraints="NO"`, and not arranged in
  /// a stack), UIKit's `NSAutoresizingMaskLayoutConstraint`s, named as
  /// UIKit logs them (`h=--&`: left margin, width, right margin; `-` fixed,
  /// `&` flexible).
  ///
  /// At the superview's stored size the view keeps its stored frame; as the
  /// superview grows by Δ, the flexible parts (`flexibleMinX`,
  /// `widthSizable`, `flexibleMaxX`, and vertically) share Δ in proportion
  /// to their stored sizes (equally when those are all zero), so
  /// `x = x₀ + fₓ·(W − W₀)` and `w = w₀ + f_w·(W − W₀)`, written as
  /// `view.left = fₓ × superview.right + (x₀ − fₓ·W₀)` and
  /// `view.width = f_w × superview.width + (w₀ − f_w·W₀)`.
  ///
  /// A view with `fixedFrame="YES"` gets the same: IB keeps its frame with
  /// constraints it adds at build time. So does a view that no constraint
  /// of the file names (`namedByConstraints`), whatever its
  /// `translatesAutoresizingMaskIntoConstraints`: IB
  /// adds those prototyping constraints to a view left without constraints
  /// (files that say `NO` on such a view, without `fixedFrame`, have it
  /// where the view's constraints were deleted, and IB flags none of them).
  ///
  /// The mask keeps the view's frame, not its alignment rectangle: a
  /// control with alignment insets (a switch, a slider, a segmented
  /// control) keeps its stored size, as the fixed-frame segmented controls
  /// of 241 do (29 points stored, not 29 plus the inset).
  mutating func addAutoresizingConstraints(root: XMLNode, rootSize: (Double, Double), storedRoot: Frame) {
    let insetsByName = Dictionary(infos.map { ($0.name, $0.alignmentInsets) }, uniquingKeysWith: { a, _ in a })
    for (name, node) in nodes where !arranged.contains(name) {
      // Left to autoresizing, or placed by IB with a fixed frame (IB then adds
      // prototyping constraints that keep it, as the mask would).
      let prototyped = node["fixedFrame"] == "YES" || !namedByConstraints.contains(name)
      guard node["translatesAutoresizingMaskIntoConstraints"] != "NO" || prototyped else { continue }
      guard let f = storedFrames[name], let spec = views.first(where: { $0.name == name }) else { continue }
      var superFrame = spec.parent.flatMap { storedFrames[$0] } ?? storedRoot
      if let size = insetSuperSizes[name] { (superFrame.width, superFrame.height) = size }
      let superItem: ItemRef = spec.parent.map { .view($0) } ?? .root
      let mask = node.child("autoresizingMask", key: "autoresizingMask")
      func flag(_ k: String) -> Bool { mask?[k] == "YES" }
      let axes: [(String, Double, Double, Double, [Bool], (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute))] = [
        ("h", f.x, f.width, superFrame.width, [flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")], (.left, .right, .width, .left)),
        ("v", f.y, f.height, superFrame.height, [flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")], (.top, .bottom, .height, .top)),
      ]
      for (axisName, p0, s0, total, flexible, (start, end, size, _)) in axes {
        let parts = [p0, s0, total - p0 - s0]
        let sum = zip(parts, flexible).filter { $0.1 }.map { max(0, $0.0) }.reduce(0, +)
        let count = Double(flexible.filter { $0 }.count)
        func share(_ i: Int) -> Double {
          guard flexible[i] else { return 0 }
          return sum > 0 ? max(0, parts[i]) / sum : 1 / count
        }
        let id = "\(axisName)=" + flexible.map { $0 ? "&" : "-" }.joined()
        let fp = share(0), fs = share(1)
        var position = ConstraintSpec(
          identifier: id, firstItem: .view(name), firstAttribute: start, secondItem: superItem, secondAttribute: start, constant: p0, line: node.line)
        if fp != 0 {
          position.secondAttribute = end
          position.multiplier = fp
          position.constant = p0 - fp * total
        }
        var width = ConstraintSpec(identifier: id, firstItem: .view(name), firstAttribute: size, constant: s0, line: node.line)
        if fs != 0 {
          width.secondItem = superItem
          width.secondAttribute = size
          width.multiplier = fs
          width.constant = s0 - fs * total
        }
        // Constraints place the alignment rectangle: inside the frame by the insets.
        let i = insetsByName[name] ?? .zero
        let (lead, trail) = axisName == "h" ? (i.left, i.right) : (i.top, i.bottom)
        position.constant += lead
        width.constant -= lead + trail
        let viewID = node["id"] ?? name
        append(position, node, id: "\(viewID) \(id)")
        append(width, node, id: "\(viewID) \(id)")
      }
    }
  }
}
