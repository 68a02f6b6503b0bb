import PlumbLayout
import SwiftSyntax

extension Interpreter {
  /// A cell's own subviews, which UIKit makes and the code only uses.
  static let cellOwnViews: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

  /// `base.name` for a value the interpreter knows.
  func member(of base: Value, _ name: String, at node: some SyntaxProtocol) -> Value {
    switch base {
    case .view(let i):
      if let a = LayoutAttribute(anchorName: name) { return .anchor(.view(i), a) }
      if let g = LayoutGuide(uikitProperty: name), g.isViewProperty { return .guide(.guide(g, of: i)) }
      switch name {
      case "snp": return .snp(.view(i), [])
      case "superview": return views[i].parent.map(Value.view) ?? (i == 0 ? .unknown("superview", position(node)) : .view(0))
      case "contentView", "view":
        // A cell's or a controller's root; another view's content view is taken as itself.
        return .view(i)
      case "titleLabel" where views[i].spec.kind == .button:
        // A button's title label: its font is the button's.
        return .view(i)
      case "subviews": return .array(views.indices.filter { views[$0].parent == i }.map(Value.view))
      case "arrangedSubviews": return .array(views[i].arranged.map(Value.view))
      case "text":
        // A view made elsewhere (an outlet, a cell's own label) has the text other code gives it.
        if views[i].placeholder && views[i].spec.text.isEmpty { return .unknown(views[i].spec.name + ".text", position(node)) }
        return .string(views[i].spec.text)
      case "isHidden": return .bool(views[i].spec.isHidden)
      case "numberOfLines": return .number(Double(views[i].spec.lines))
      case "spacing": return .number(views[i].spec.stack?.spacing ?? 0)
      case "translatesAutoresizingMaskIntoConstraints": return .bool(views[i].autoresizing ?? true)
      case "frame", "bounds", "center":
        guard let f = frame(of: i) else { return .unknown(name, position(node)) }
        if name == "center" { return .point(f.x + f.width / 2, f.y + f.height / 2) }
        return .rect(name == "bounds" ? 0 : f.x, name == "bounds" ? 0 : f.y, f.width, f.height)
      case "layoutMargins", "directionalLayoutMargins": return .insets(views[i].spec.margins)
      case "owningView": return views[i].parent.map(Value.view) ?? .view(0)
      case _ where i > 0 && classOf(.view(i))?.members.properties[name] != nil:
        guard let (instance, members) = classOf(.view(i)) else { return .unknown(name, position(node)) }
        return property(name, of: instance, members) ?? .unknown(name, position(node))
      case _ where Interpreter.cellOwnViews.contains(name) && i == 0 && (rootKind == .tableCellContent || rootKind == .collectionCellContent):
        // A table view cell's own label and image view, in its content view; only
        // a cell's root has them (one `where` guards all three names).
        if let v = outside["cell." + name] { return v }
        let kind: ViewKind = name == "imageView" ? .imageview : .label
        var r = ViewRecord(spec: ViewSpec.madeInCode(name: name, kind: kind), typeName: kind.uikitClass.name, position: position(node))
        r.parent = 0
        // UIKit lays it out itself (not by autoresizing): no frame constraints.
        r.placeholder = true
        views.append(r)
        let v = Value.view(views.count - 1)
        nameView(v, name, fromProperty: true)
        outside["cell." + name] = v
        return v
      default: return .unknown(name, position(node))
      }
    case .guide(let g):
      if let a = LayoutAttribute(anchorName: name) { return .anchor(g, a) }
      if name == "snp" { return .snp(g, []) }
      if name == "owningView" { return .view(g.owner) }
      if name == "layoutFrame" { return .unknown(name, position(node)) }
      return .unknown(name, position(node))
    case .controller:
      switch name {
      case "view": return .view(0)
      default:
        if let g = LayoutGuide(uikitProperty: name), g.owners == .viewController { return .guide(.guide(g, of: 0)) }
        return .unknown(name, position(node))
      }
    case .snp(let g, let attrs):
      if let more = SnapAttributes.expand(name) { return .snp(g, attrs + more) }
      if name == LayoutGuide.safeArea.uikitProperty { return .snp(.safeArea(g.owner), attrs) }
      return .unknown(name, position(node))
    case .maker(let g, let attrs):
      if let more = SnapAttributes.expand(name) { return .maker(g, attrs + more) }
      return .unknown(name, position(node))
    case .snapConstraints(let ks):
      // `.constraint` of a SnapKit chain: the constraint (one), or all of them.
      if name == "constraint" { return ks.count == 1 ? .constraint(ks[0]) : .array(ks.map(Value.constraint)) }
      return .unknown(name, position(node))
    case .insets(let i):
      switch name {
      case "top": return .number(i.top)
      case "left", "leading": return .number(i.left)
      case "bottom": return .number(i.bottom)
      case "right", "trailing": return .number(i.right)
      default: return .unknown(name, position(node))
      }
    case .size(let w, let h):
      switch name {
      case "width": return .number(w)
      case "height": return .number(h)
      default: return .unknown(name, position(node))
      }
    case .point(let x, let y):
      switch name {
      case "x": return .number(x)
      case "y": return .number(y)
      default: return .unknown(name, position(node))
      }
    case .rect(let x, let y, let w, let h):
      switch name {
      case "width": return .number(w)
      case "height": return .number(h)
      case "size": return .size(w, h)
      case "origin": return .point(x, y)
      case "minX", "x": return .number(x)
      case "minY", "y": return .number(y)
      case "maxX": return .number(x + w)
      case "maxY": return .number(y + h)
      case "midX": return .number(x + w / 2)
      case "midY": return .number(y + h / 2)
      default: return .unknown(name, position(node))
      }
    case .constraint(let k):
      switch name {
      case "constant": return .number(constraints[k].constant)
      case "priority": return .number(constraints[k].priority.value)
      case "isActive": return .bool(constraints[k].active)
      case "multiplier": return .number(constraints[k].multiplier)
      default: return .unknown(name, position(node))
      }
    case .number(let x):
      if name == "rawValue" { return .number(x) }
      // `70.f`: a computed property an extension of a number type in the files declares.
      if let getter = numberExtensionProperties[name] {
        frames.append(Frame(selfValue: .number(x)))
        defer { frames.removeLast() }
        if getter.count == 1, let only = getter.first, case .expr(let e) = only.item { return evaluate(e) }
        execute(getter)
        return frames.last?.returned ?? .unknown(name, position(node))
      }
      return .unknown(name, position(node))
    case .member(let m):
      if name == "rawValue", let x = Interpreter.namedNumbers[m] { return .number(x) }
      if m == "zero" {
        // `.zero` of a frame's own types (`var r = CGRect.zero; r.size.width = 30`).
        switch name {
        case "size": return .size(0, 0)
        case "origin": return .point(0, 0)
        default: return .number(0)
        }
      }
      return .unknown(name, position(node))
    case .array(let xs):
      switch name {
      case "count": return .number(Double(xs.count))
      case "first": return xs.first ?? .null
      case "last": return xs.last ?? .null
      case "isEmpty": return .bool(xs.isEmpty)
      default: return .unknown(name, position(node))
      }
    case .string(let s):
      if name == "isEmpty" { return .bool(s.isEmpty) }
      if name == "count" { return .number(Double(s.count)) }
      return .unknown(name, position(node))
    default:
      return .unknown(name, position(node))
    }
  }

  /// A view's frame: the one the code gave it; while a part of it is
  /// being set (`framesForWriting`), `.zero` for a view the code makes
  /// (UIKit's `UIView()`); else nil (Auto Layout sets it later, or the
  /// view is made elsewhere).
  func frame(of i: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
    if let f = views[i].frame { return f }
    return framesForWriting && !views[i].placeholder && i > 0 ? (0, 0, 0, 0) : nil
  }

  /// The members of a frame, size or point a part of a frame is set through.
  static let frameParts: Set<String> = ["origin", "size", "width", "height", "x", "y"]

  /// `value` with its member `name` set to `part`, for the value types a
  /// frame is made of (`frame.size.width = 10` sets the size's width, then
  /// the frame's size); nil when `part` is not a value Plumb reads there.
  func setting(_ name: String, of value: Value, to part: Value) -> Value? {
    let zero = part.isZeroMember
    // `.zero` is a rect, a size or a point, as the member set says.
    var value = value
    if value.isZeroMember {
      switch name {
      case "origin", "size": value = .rect(0, 0, 0, 0)
      case "width", "height": value = .size(0, 0)
      default: value = .point(0, 0)
      }
    }
    switch (value, name, part) {
    case (.rect(_, _, let w, let h), "origin", .point(let x, let y)): return .rect(x, y, w, h)
    case (.rect(_, _, let w, let h), "origin", _) where zero: return .rect(0, 0, w, h)
    case (.rect(let x, let y, _, _), "size", .size(let w, let h)): return .rect(x, y, w, h)
    case (.rect(let x, let y, _, _), "size", _) where zero: return .rect(x, y, 0, 0)
    case (.size(_, let h), "width", _): return numeric(part).map { .size($0, h) }
    case (.size(let w, _), "height", _): return numeric(part).map { .size(w, $0) }
    case (.point(_, let y), "x", _): return numeric(part).map { .point($0, y) }
    case (.point(let x, _), "y", _): return numeric(part).map { .point(x, $0) }
    default: return nil
    }
  }

  /// Whether `e` reads a view's frame, bounds or center, directly or
  /// through its parts (`a.frame.size`, `a.center`).
  func readsAFrame(_ e: ExprSyntax) -> Bool {
    var at: ExprSyntax? = e
    while let m = at?.as(MemberAccessExprSyntax.self) {
      // A view's (not a layer's, nor a struct's of the file's own).
      if ["frame", "bounds", "center"].contains(m.declName.baseName.text), let base = m.base {
        if case .view = evaluate(base) { return true }
        return false
      }
      at = m.base
    }
    return false
  }

  /// `target.name = value`: the settings that matter to layout, and constraint changes.
  func setMember(_ target: Value, _ name: String, _ value: Value, at node: ExprSyntax) {
    switch target {
    case .view(let i): setView(i, name, value, at: node)
    case .controller:
      if name == "viewRespectsSystemMinimumLayoutMargins", case .bool(let b) = value { root.respectsSystemMinimumMargins = b }
    case .constraint(let k): setConstraint(k, name, value, at: node)
    case .array(let xs): for x in xs { setMember(x, name, value, at: node) }
    case .snapConstraints(let ks): for k in ks { setConstraint(k, name, value, at: node) }
    default: break
    }
  }

  func setView(_ i: Int, _ name: String, _ value: Value, at node: ExprSyntax) {
    switch name {
    case "text", "placeholder":
      if case .string(let s) = value, name == "text" || views[i].spec.text.isEmpty { views[i].spec.text = s }
    case "numberOfLines":
      if let n = numeric(value).flatMap(SwiftNumber.whole) { views[i].spec.lines = min(10_000, max(0, n)) }
    case "adjustsFontSizeToFitWidth":
      if case .bool(let b) = value { views[i].shrinks = b }
      views[i].applyShrink()
    case "minimumScaleFactor":
      if let f = numeric(value), f.isFinite, f > 0, f < 1 { views[i].shrinkFactor = f }
      views[i].applyShrink()
    case "font":
      // A font Plumb cannot measure (a custom one) leaves the view in Plumb's own metrics.
      if case .font(let f, let style) = value, views[i].spec.kind.hasText { (views[i].spec.font, views[i].spec.textStyle) = (f, style) }
    case "isHidden":
      if case .bool(let b) = value { views[i].spec.isHidden = b } else if case .unknown(let t, let p) = value {
        warn(p, "'\(t)' is not known here; '\(views[i].spec.name)' stays \(views[i].spec.isHidden ? "hidden" : "shown") (set it with --define \(t)=\(!views[i].spec.isHidden))")
      }
    case "translatesAutoresizingMaskIntoConstraints":
      if case .bool(let b) = value { views[i].autoresizing = b }
    case "isScrollEnabled":
      if case .bool(let b) = value { views[i].spec.scrolls = b }
    case "style" where views[i].typeName == "UIActivityIndicatorView", "activityIndicatorViewStyle" where views[i].typeName == "UIActivityIndicatorView":
      if case .member(let style) = value { views[i].spec.intrinsicOverride = UIKitClass.activityIndicatorSize(style: style) }
    case "frame", "bounds", "center":
      // The frame each sets, as UIKit does: `bounds` keeps the center and changes the size, `center` moves the frame.
      framesForWriting = true
      defer { framesForWriting = false }
      guard let old = frame(of: i) ?? (name == "frame" ? (0, 0, 0, 0) : nil) else {
        return warn(position(node), "the frame of '\(views[i].spec.name)' is not known here; its \(name) is left as it was")
      }
      let (cx, cy) = (old.x + old.width / 2, old.y + old.height / 2)
      var new: (x: Double, y: Double, width: Double, height: Double)?
      switch (name, value) {
      case ("frame", .rect(let x, let y, let w, let h)): new = (x, y, w, h)
      case ("bounds", .rect(_, _, let w, let h)): new = (cx - w / 2, cy - h / 2, w, h)
      case ("center", .point(let x, let y)): new = (x - old.width / 2, y - old.height / 2, old.width, old.height)
      case ("frame", .number(0)), ("frame", .member("zero")): new = (0, 0, 0, 0)
      case ("bounds", .number(0)), ("bounds", .member("zero")): new = (cx, cy, 0, 0)
      case ("center", .number(0)), ("center", .member("zero")): new = (-old.width / 2, -old.height / 2, old.width, old.height)
      case (_, .unknown(let t, let p)):
        warn(p, "'\(t)' is not known here; '\(views[i].spec.name)' keeps the frame it had")
      default:
        warn(position(node), "the \(name) given to '\(views[i].spec.name)' is not a value Plumb reads; the view keeps the frame it had")
      }
      if let f = new, within(.frame, [f.x, f.y, f.width, f.height], at: node, leftOut: "'\(views[i].spec.name)' keeps the frame it had") {
        views[i].frame = f
      }
    case "layoutMargins", "directionalLayoutMargins":
      if case .insets(let e) = value {
        if within(.inset, [e.top, e.left, e.bottom, e.right], at: node, leftOut: "'\(views[i].spec.name)' keeps the margins it had") { views[i].spec.margins = e }
      } else if numeric(value) == 0 {
        views[i].spec.margins = .zero
      }
      if i == 0 { root.margins = views[0].spec.margins }
    case "insetsLayoutMarginsFromSafeArea":
      if case .bool(let b) = value {
        if i == 0 { root.insetsMarginsFromSafeArea = b } else { views[i].spec.insetsMarginsFromSafeArea = b }
      }
    case "preservesSuperviewLayoutMargins":
      // The root's superview is not in the code: only other views' count.
      if case .bool(let b) = value { views[i].spec.preservesSuperviewMargins = b && i > 0 }
    case "layoutMarginsFollowReadableWidth":
      if case .bool(let b) = value {
        if i == 0 { root.followsReadableWidth = b } else { views[i].spec.followsReadableWidth = b }
      }
    case "axis":
      if case .member(let m) = value, let a = Axis(rawValue: m) { stack(i) { $0.axis = a } }
    case "distribution":
      if case .member(let m) = value, let d = StackSpec.Distribution(rawValue: m) { stack(i) { $0.distribution = d } }
    case "alignment":
      if case .member(let m) = value, let a = StackSpec.Alignment(rawValue: m) { stack(i) { $0.alignment = a } }
    case "spacing":
      let s = Interpreter.stackSpacing(value) ?? number(value, default: 0, at: node, bounded: true)
      if within(.spacing, [s], at: node, leftOut: "the stack keeps the spacing it had") { stack(i) { $0.spacing = s } }
    case "isLayoutMarginsRelativeArrangement":
      if case .bool(let b) = value { stack(i) { $0.layoutMarginsRelativeArrangement = b } }
    case "isBaselineRelativeArrangement":
      if case .bool(let b) = value { stack(i) { $0.baselineRelativeArrangement = b } }
    default: break
    }
  }

  /// The spacing UIKit's named values stand for: `spacingUseSystem` the
  /// system spacing, `spacingUseDefault` a stack's default (0); nil for any other value.
  static func stackSpacing(_ value: Value) -> Double? {
    switch value {
    case .member("spacingUseSystem"): return StackSpec.systemSpacing
    case .member("spacingUseDefault"): return 0
    default: return nil
    }
  }

  func stack(_ i: Int, _ change: (inout StackSpec) -> Void) {
    guard views[i].spec.kind == .stack else { return }
    var s = views[i].spec.stack ?? StackSpec()
    change(&s)
    views[i].spec.stack = s
  }

  /// A constraint's `constant`, `isActive`, `priority` or `identifier`;
  /// after setup, a change to a constraint made during setup goes into the method's state.
  func setConstraint(_ k: Int, _ name: String, _ value: Value, at node: ExprSyntax) {
    let later = laterState != nil && k < madeInSetup
    switch name {
    case "constant":
      if later {
        guard let v = numeric(value) else { return warnUnknownChange(value, node) }
        guard within(.constant, [v], at: node, leftOut: "the change is left out") else { return }
        laterState?.changes.append(.init(constraint: k, constant: v, isActive: nil))
      } else {
        // Said where it is assigned, and the constraint keeps the constant it had.
        let v = number(value, default: constraints[k].constant, at: node, bounded: true)
        if within(.constant, [v], at: node, leftOut: "the change is left out") { constraints[k].constant = v }
      }
    case "isActive":
      let b: Bool? = { if case .bool(let b) = value { return b }; return numeric(value).map { $0 != 0 } }()
      if later {
        guard let b else { return warnUnknownChange(value, node) }
        laterState?.changes.append(.init(constraint: k, constant: nil, isActive: b))
      } else if let b {
        constraints[k].active = b
        if b { installHere(k) }
      } else {
        constraints[k].active = true
        if case .unknown(let t, let p) = value { warn(p, "'\(t)' is not known here; taking the constraint as active (set it with --define \(t)=false)") }
      }
    case "priority":
      constraints[k].priority = priority(value, default: constraints[k].priority, at: node)
    case "identifier":
      if case .string(let s) = value { constraints[k].identifier = s }
    default: break
    }
  }

  func warnUnknownChange(_ value: Value, _ node: ExprSyntax) {
    if case .unknown(let t, let p) = value {
      warn(p, "'\(t)' is not known here; this later change is left out (set it with --define \(t)=VALUE)")
    }
  }
}
