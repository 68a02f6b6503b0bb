import PlumbLayout

extension SceneBuilder {
  /// The UIKit class an element stands for, for names (`UILabel`).
  static func className(_ element: String) -> String {
    if let c = UIKitClass.element(element) { return c.name }
    // An element the catalogue does not know, named as IB names its classes.
    guard let first = element.first else { return "UIView" }
    return "UI" + first.uppercased() + element.dropFirst()
  }

  /// The text a view shows: a label's text, a button's title, a field's text or placeholder.
  static func text(of n: XMLNode) -> String {
    if let t = n["text"] { return t }
    if let s = n.child("string", key: "text") { return s.text }
    if let a = n.child("attributedString", key: "attributedText") {
      return a.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }
    if let s = n.children("state").first(where: { $0["key"] == "normal" }), let t = s["title"] { return t }
    if let c = n.child("buttonConfiguration"), let t = c["title"] { return t }
    if let t = n["title"] { return t }
    if let p = n["placeholder"] { return p }
    return ""
  }

  /// A readable name, unique in the scene: the view's `userLabel`, else the
  /// outlet that points to it, else its text or title, else its class and id.
  mutating func uniqueName(_ n: XMLNode, id: String) -> String {
    var base = n["userLabel"] ?? context.outlets[id] ?? ""
    if base.isEmpty {
      let t = SceneBuilder.text(of: n).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      base = t.count > 24 ? String(t.prefix(23)) + "…" : t
    }
    if base.isEmpty { base = "\(n["customClass"] ?? SceneBuilder.className(n.name)) \(id)" }
    var name = base
    if usedNames.contains(name) || name == "root" { name = "\(base) \(id)" }
    var k = 2
    while usedNames.contains(name) { name = "\(base) \(id) \(k)"; k += 1 }
    usedNames.insert(name)
    return name
  }

  /// A `<stackView>`'s settings (its arranged views come later).
  ///
  /// - `spacingType="standard"` is UIKit's system spacing
  ///   (`UIStackView.spacingUseSystem`), in place of `spacing`.
  /// - Interface Builder writes no `layoutMarginsRelativeArrangement`
  ///   (Xcode refuses to open a stack view that has it): margins set on a
  ///   stack in its inspector are the margins the arrangement sits in. A
  ///   corpus file has four such stacks (`directionalLayoutMargins`, 12 and
  ///   20), every arranged view stored inside the margins; no stack with
  ///   margins in the corpus arranges its views at its edges.
  static func stack(of n: XMLNode) -> StackSpec {
    var s = StackSpec()
    s.axis = n["axis"] == "vertical" ? .vertical : .horizontal
    s.distribution = n["distribution"].flatMap(StackSpec.Distribution.init(rawValue:)) ?? .fill
    s.alignment = n["alignment"].flatMap(StackSpec.Alignment.init(rawValue:)) ?? .fill
    s.spacing = n["spacingType"] == "standard" ? StackSpec.systemSpacing : bounded(n["spacing"], .spacing) ?? 0
    s.layoutMarginsRelativeArrangement = n["layoutMarginsRelativeArrangement"] == "YES" || margins(of: n) != nil
    s.baselineRelativeArrangement = n["baselineRelativeArrangement"] == "YES"
    return s
  }

  /// A root that is itself a stack view (a xib's top-level stack): the
  /// stack becomes a view that fills the root, so that it can arrange its
  /// subviews; the root's id then names it.
  mutating func addRootStack(_ root: XMLNode) -> String {
    let id = root["id"] ?? "root"
    let name = uniqueName(root, id: id)
    var v = ViewSpec(name: name, kind: .stack)
    v.ibID = id
    v.intrinsicOverride = IntrinsicOverride(width: nil, height: nil)
    SceneBuilder.readMargins(root, into: &v)
    v.stack = stack(of: root)
    views.append(v)
    infos.append(InterfaceBuilderView(
      id: id, name: name, element: root.name, customClass: root["customClass"], location: location(root),
      storedFrame: SceneBuilder.frame(of: root).map { Frame(x: 0, y: 0, width: $0.width, height: $0.height) }, usesAutoLayout: false))
    targets[id] = .view(name)
    registerGuides(of: root, name: nil)
    for attr in [LayoutAttribute.left, .top, .width, .height] {
      constraints.append(ConstraintSpec(identifier: SystemConstraint.rootFill, firstItem: .view(name), firstAttribute: attr, secondItem: .root, secondAttribute: attr, line: root.line))
      locations.append(location(root))
      constraintIDs.append("\(id) \(attr.rawValue)")
    }
    return name
  }

  /// Reads one view of `<subviews>` and, recursively, its subviews.
  /// How deep views may nest below a scene's root; deeper ones are left
  /// out with a warning (UIKit layouts are a few dozen deep at most, and
  /// reading is recursive).
  static let maximumDepth = 200

  mutating func addView(_ n: XMLNode, parent: String?, depth: Int = 1) {
    guard depth <= SceneBuilder.maximumDepth else {
      if !tooDeep {
        tooDeep = true
        warn(n, "views nested more than \(SceneBuilder.maximumDepth) deep are left out")
      }
      return
    }
    let id = n["id"] ?? "\(n.name)@\(n.line)"
    var kind = ElementKind.of(n.name)
    if kind == nil {
      warn(n, "unknown element <\(n.name)>: laid out as a plain view with the size IB stored as its intrinsic size")
      kind = ElementKind.unknown(n.name)
    }
    guard let kind else { return }
    // Xcode gives every object its own id: a second one is a damaged file, and constraints to it are ambiguous.
    if targets[id] != nil { warn(n, "a second object with the id \(id): constraints naming it are read as naming the last") }
    let name = uniqueName(n, id: id)
    targets[id] = .view(name)
    var stored = checkedFrame(of: n)
    warnUnbounded(n)
    if stored == nil, let insets = n.child("frame", key: "frameInset") {
      // Xcode 8.0's frame as insets: as good as a stored frame where the
      // superview's is known (stored, not itself resolved against a guess).
      let superview = parent.map { insetSuperSizes[$0] == nil ? storedFrames[$0] : nil } ?? rootStoredFrame
      let (frame, superSize, resolved) = SceneBuilder.frame(insets: insets, in: superview)
      if resolved { stored = frame } else { insetSuperSizes[name] = superSize }
      storedFrames[name] = frame
    }
    if let stored { storedFrames[name] = stored }
    let insets = InterfaceBuilderCanvas.forToolsVersion(context.toolsVersion).alignmentInsets(of: kind.uikitClass)
    // Constraints align the alignment rectangle: the stored frame less the insets.
    let aligned = stored.map {
      Frame(x: $0.x + insets.left, y: $0.y + insets.top, width: $0.width - insets.left - insets.right, height: $0.height - insets.top - insets.bottom)
    }
    var v = ViewSpec(name: name, kind: kind.viewKind, text: SceneBuilder.text(of: n), parent: parent)
    v.ibID = id
    v.intrinsicOverride = intrinsic(n, kind: kind, stored: aligned)
    func priority(_ k: String, _ d: LayoutPriority) -> LayoutPriority {
      guard let text = n[k] else { return d }
      guard let x = SceneBuilder.number(text), !x.isNaN else {
        warn(n, "view \(name) has the \(k) '\(text)', which is not a number; read as \(d)")
        return d
      }
      let p = LayoutPriority(clamping: x)
      if p.value != x { warn(n, "view \(name) has the \(k) \(formatPoints(x)), outside UIKit's 1 to 1000; read as \(p)") }
      return p
    }
    // A priority the element leaves out is what UIKit decodes for it, whatever IB's library would have given.
    let hug = kind.viewKind.defaultHugging(.archive), resist = kind.viewKind.defaultCompressionResistance(.archive)
    v.hugging = (priority("horizontalHuggingPriority", hug), priority("verticalHuggingPriority", hug))
    v.compressionResistance = (priority("horizontalCompressionResistancePriority", resist), priority("verticalCompressionResistancePriority", resist))
    if n.name == "view", n["customClass"] != nil, let aligned, var o = v.intrinsicOverride {
      // A view of the app's own class that hugs or resists at 1000 on an
      // axis has a size of its own there (its code's intrinsicContentSize),
      // which the file does not say: its stored size stands for it
      // (unseen files of two repositories: stacks and rows of such views
      // sized as stored, where without it they stretch).
      if o.width == nil, v.hugging.horizontal.isRequired || v.compressionResistance.horizontal.isRequired, aligned.width >= 0 { o.width = aligned.width }
      if o.height == nil, v.hugging.vertical.isRequired || v.compressionResistance.vertical.isRequired, aligned.height >= 0 { o.height = aligned.height }
      v.intrinsicOverride = o
    }
    v.isHidden = varied(n)["hidden"] == "YES"
    if v.isHidden, n.name == "activityIndicatorView", n["hidesWhenStopped"] == "YES", n["animating"] != "YES", asStored {
      // Xcode writes hidden="YES" on an indicator that hides when stopped,
      // since it is stopped at launch, but its canvas lays it out as shown
      // (three files agree, stacks around it making room). On a device it is
      // hidden. One that animates from launch is not hidden for that reason:
      // its hidden="YES" is the designer's, and holds on the canvas too.
      v.isHidden = false
    }
    if kind.viewKind.hasText {
      v.font = font(of: n)
      v.textStyle = textStyle(of: n)
    }
    SceneBuilder.readMargins(n, into: &v)
    if n.name == "label" {
      // Out of bounds or not a number: UIKit's default, with the warning `warnUnbounded` gave.
      v.lines = SceneBuilder.bounded(n["numberOfLines"], .lines).map { Int($0) } ?? 1
      // Autoshrink: on unless the file says NO, with a minimum scale (or Xcode's older minimum font size).
      if n["adjustsFontSizeToFit"] != "NO" {
        if let f = SceneBuilder.number(n["minimumScaleFactor"]), f.isFinite, f > 0, f < 1 {
          v.minimumScaleFactor = f
        } else if let m = SceneBuilder.number(n["minimumFontSize"]), let size = v.font?.pointSize, m > 0, m < size {
          v.minimumScaleFactor = m / size
        }
      }
    }
    if n.name == "textView" { v.scrolls = n["scrollEnabled"] != "NO" }
    if n.name == "scrollView" || n.name == "tableView" || n.name == "collectionView" || n.name == "textView" { scrollViews.insert(name) }
    let conditions = viewVariations.conditions(for: id)
    // Installed for several disjoint sets of size classes: the one the
    // scene's traits fall in (the file is read again when they change).
    if let c = conditions.first(where: { c in traits.map { c.matches($0) } ?? false }) ?? conditions.first {
      v.condition = c
    } else {
      // Installed for no size class (or none shown on this canvas): a
      // condition the scene's traits do not meet (read again for others).
      let other: SizeClass = traits?.horizontal == .compact ? .regular : .compact
      v.condition = SizeClassCondition(horizontal: other)
      v.isHidden = true
    }
    let subviews = n.child("subviews")?.children ?? []
    if n.name == "stackView" { v.stack = stack(of: n) }
    views.append(v)
    let index = views.count - 1
    var info = InterfaceBuilderView(
      id: id, name: name, element: n.name, customClass: n["customClass"], location: location(n), storedFrame: stored,
      usesAutoLayout: n["translatesAutoresizingMaskIntoConstraints"] == "NO", markedInFile: n["misplaced"] == "YES" || n["ambiguous"] == "YES")
    info.alignmentInsets = insets
    info.markedMisplaced = n["misplaced"] == "YES"
    info.isDesignable = context.designables.contains(id)
    info.verifiesAmbiguity = n["verifyAmbiguity"].flatMap(InterfaceBuilderView.AmbiguityVerification.init(rawValue:)) ?? .positionAndSize
    infos.append(info)
    nodes.append((name, n))
    registerGuides(of: n, name: name)
    collectVariations(n)
    var children: [String] = []
    // A visual effect view shows its subviews in its content view, which fills it.
    if n.name == "visualEffectView", let content = n.child("view", key: "contentView") {
      let before = views.count
      addView(content, parent: name, depth: depth + 1)
      if views.count > before {
        let inner = views[before].name
        for attr in [LayoutAttribute.left, .top, .right, .bottom] {
          constraints.append(ConstraintSpec(
            identifier: SystemConstraint.visualEffectContent, firstItem: .view(inner), firstAttribute: attr, secondItem: .view(name), secondAttribute: attr,
            line: content.line))
          locations.append(location(content))
          constraintIDs.append("\(content["id"] ?? inner) \(attr.rawValue)")
        }
        arranged.insert(inner)  // placed by these constraints, not by autoresizing
      }
    }
    for child in subviews {
      let before = views.count
      addView(child, parent: name, depth: depth + 1)
      if views.count > before { children.append(views[before].name) }
    }
    if n.name == "stackView" {
      views[index].stack?.arranged = children
      arranged.formUnion(children)
      // The stored frames are the arranged views' sizes before layout.
      let vertical = views[index].stack?.axis == .vertical
      for c in children {
        if let f = storedFrames[c] { views[index].stack?.currentSizes[c] = vertical ? f.height : f.width }
      }
    }
  }

  /// A stack view's settings as the file gives them; as IB shows the file
  /// (no device asked for), a hidden arranged view's own constraints win
  /// over its hiding (`StackSpec.hidingPriority`).
  func stack(of n: XMLNode) -> StackSpec {
    var s = SceneBuilder.stack(of: varied(n))
    if asStored { s.hidingPriority = .almostRequired }
    return s
  }

  /// `n` with the attributes its size-class `<variation>` children set for
  /// the scene's size classes (`<variation key="widthClass=regular"
  /// axis="horizontal" spacing="24"/>` on a stack view), the more specific
  /// over the less, as Interface Builder and UIKit's trait variations apply
  /// them. Like a font's variation, it is read for the document's traits: a
  /// device or orientation of other size classes reads the file again.
  func varied(_ n: XMLNode) -> XMLNode {
    guard let traits else { return n }
    var out = n
    let matching = n.children("variation").compactMap { v -> (keys: Int, node: XMLNode)? in
      guard let key = v["key"], let (condition, keys) = Variations.condition(key, baseOnly: anySizeClass), condition.matches(traits) else { return nil }
      return (keys, v)
    }
    // Applied least specific first; of two equally specific variations the
    // earlier in the file wins, as for a font (`fontDescription(of:)`).
    for (_, v) in matching.enumerated().sorted(by: { ($0.element.keys, -$0.offset) < ($1.element.keys, -$1.offset) }).map(\.element) {
      for (name, value) in v.attributes where name != "key" { out.attributes[name] = value }
    }
    return out
  }

  /// The metrics of a view's font when it is Apple's system font (`type="system"`
  /// and kin, or a text style at the default text size): its `<fontDescription>`
  /// (`fontDescription(of:)`); nil for other fonts, whose metrics Plumb does not know.
  func font(of n: XMLNode) -> FontMetrics? {
    guard let d = fontDescription(of: n) else { return nil }
    if let style = d["style"] { return TextStyle(interfaceBuilderName: style)?.font }
    guard let type = d["type"], type.hasSuffix("ystem"), let size = SceneBuilder.bounded(d["pointSize"], .fontSize) else { return nil }
    // `boldSystem`, or `system` with a `weight` (`semibold`, …).
    let weight = type == "boldSystem" ? .bold : d["weight"].flatMap(SystemFontWidths.Weight.init(rawValue:)) ?? .regular
    return .system(size: size, weight: weight)
  }

  /// The Dynamic Type text style of a view's font, when it has one.
  func textStyle(of n: XMLNode) -> TextStyle? {
    fontDescription(of: n)?["style"].flatMap(TextStyle.init(interfaceBuilderName:))
  }

  /// A view's `<fontDescription>`, or the one a size-class `<variation>`
  /// gives for the scene's traits (the variation naming more size classes winning).
  func fontDescription(of n: XMLNode) -> XMLNode? {
    var chosen = n.child("fontDescription", key: "fontDescription")
    var keys = -1
    for v in n.children("variation") {
      guard let key = v["key"], let (condition, k) = Variations.condition(key, baseOnly: anySizeClass), k > keys,
        let d = v.child("fontDescription", key: "fontDescription"), traits.map({ condition.matches($0) }) ?? false
      else { continue }
      (chosen, keys) = (d, k)
    }
    return chosen
  }

  /// The intrinsic size the file gives a view: IB's `intrinsicContentSize`
  /// placeholder (an element or attributes), else its stored frame's size
  /// on the axes its class sizes itself. Where the file stores no frame
  /// (Xcode 8.0 writes none for a view its constraints place), an image
  /// view takes its image's size from the file's resources, a control of
  /// fixed size its class's (`UIKitClass.defaultSize`: a stepper's 94 × 32),
  /// and nil leaves the rest to Plumb's own metrics (text in the file's
  /// font, a switch's 51 × 31).
  func intrinsic(_ n: XMLNode, kind: ElementKind, stored: Frame?) -> IntrinsicOverride? {
    if let s = n.child("size", key: "intrinsicContentSize") {
      // -1 is UIView.noIntrinsicMetric.
      func axis(_ k: String) -> Double? { SceneBuilder.bounded(s[k], .size) }
      return IntrinsicOverride(width: axis("width"), height: axis("height"))
    }
    if n["placeholderIntrinsicWidth"] != nil || n["placeholderIntrinsicHeight"] != nil {
      // The same placeholder as attributes (`placeholderIntrinsicWidth="92"`; "infinite" is none).
      func axis(_ k: String) -> Double? { SceneBuilder.bounded(n[k], .size) }
      return IntrinsicOverride(width: axis("placeholderIntrinsicWidth"), height: axis("placeholderIntrinsicHeight"))
    }
    // An image view's image: an attribute, or (SF Symbols, Xcode 13 on) an `<imageReference key="image">` child.
    let image = n.name == "imageView" ? n["image"] ?? n.child("imageReference", key: "image")?["image"] : nil
    if stored == nil {
      if n.name == "imageView" {
        let size = image.flatMap { context.images[$0] }
        return IntrinsicOverride(width: size?.width, height: size?.height)
      }
      // Views the model measures (text, switches, sliders) are measured; a fixed-size control has its class's size.
      if kind.intrinsic == .none || kind.viewKind != .view { return nil }
      return kind.uikitClass.defaultSize ?? IntrinsicOverride(width: nil, height: nil)
    }
    // A negative stored size (a file edited by hand) measures nothing.
    let width = stored.map(\.width).flatMap { $0 >= 0 ? $0 : nil }, height = stored.map(\.height).flatMap { $0 >= 0 ? $0 : nil }
    switch kind.intrinsic {
    case .none:
      if n.name == "textView", n["scrollEnabled"] == "NO" { return IntrinsicOverride(width: width, height: height) }
      return IntrinsicOverride(width: nil, height: nil)
    case .heightOnly:
      return IntrinsicOverride(width: nil, height: height)
    case .both:
      // An image view without an image has no size of its own.
      if n.name == "imageView", image == nil { return IntrinsicOverride(width: nil, height: nil) }
      return IntrinsicOverride(width: width, height: height)
    }
  }
}
