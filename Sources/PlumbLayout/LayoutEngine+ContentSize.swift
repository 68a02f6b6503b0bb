import PlumbSolver

extension LayoutEngine {
  /// The intrinsic content size of a view, per axis (nil: no intrinsic size
  /// on that axis), from the fixed text metrics. `width` is the solved width
  /// for multi-line text, which wraps at it.
  public func intrinsicSize(of v: ViewSpec, width: Double?) -> (width: Double?, height: Double?) {
    if let o = v.intrinsicOverride { return (o.width, o.height) }
    let text = TextMetrics.singleLineSize(v.text)
    let columns = Double(TextMetrics.columns(v.text))
    switch v.kind {
    case .view, .stack: return (nil, nil)
    case .label:
      guard v.lines != 1, let width else { return text }
      return (text.width, TextMetrics.wrappedHeight(v.text, width: width, maxLines: v.lines))
    case .button: return (columns * TextMetrics.characterWidth + 16, 32)
    case .textfield: return (columns * TextMetrics.characterWidth + 16, 32)
    case .switch: return (51, 31)
    case .slider: return (nil, 31)
    case .imageview: return v.imageSize.map { ($0.width, $0.height) } ?? (nil, nil)
    case .textview:
      guard !v.scrolls else { return (nil, nil) }
      guard let width else { return text }
      return (text.width, TextMetrics.wrappedHeight(v.text, width: width, maxLines: 0))
    }
  }

  /// Makes or updates the content-size constraints UIKit makes
  /// (NSContentSizeLayoutConstraint): per axis with an intrinsic size,
  /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at
  /// the compression-resistance priority. A new value on the same
  /// priorities is an in-place constant change.
  func updateContentSize(of v: ViewSpec, width: Double?) {
    guard let box = boxes[v.name] else { return }
    let size = intrinsicSize(of: v, width: width)
    // The labels capture the name only: a view's whole spec in 40,000 closures weighs megabytes.
    let name = v.name
    var made = contentSize[v.name] ?? ContentSizeConstraints()
    defer { contentSize[v.name] = made.isEmpty ? nil : made }
    for axis in [Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      let dimension = axis == .horizontal ? box.width : box.height
      for hugging in [true, false] {
        let priority = Priority(hugging ? v.hugging(axis) : v.compressionResistance(axis))
        if let old = made[axis, hugging: hugging] {
          if let value, old.priority == priority {
            try? solver.setConstant(-value, of: old)
            old.describe { LayoutEngine.contentSizeLabel(name, axis, hugging, value, priority) }
            continue
          }
          try? solver.remove(old)
          made[axis, hugging: hugging] = nil
        }
        guard let value else { continue }
        let c = Constraint(
          LinearExpression([Term(dimension)], constant: -value), hugging ? .lessThanOrEqual : .greaterThanOrEqual,
          priority: priority, describedBy: { LayoutEngine.contentSizeLabel(name, axis, hugging, value, priority) })
        if (try? solver.add(c)) != nil { made[axis, hugging: hugging] = c }
      }
    }
  }

  static func contentSizeLabel(_ name: String, _ axis: Axis, _ hugging: Bool, _ value: Double, _ p: Priority) -> String {
    let attr = axis == .horizontal ? "width" : "height"
    return "<NSContentSizeLayoutConstraint \(name).\(attr) \(hugging ? "<=" : ">=") \(formatPoints(value)) \(hugging ? "Hug" : "CompressionResistance"):\(p)>"
  }

  /// Multi-line text wraps at its solved width and takes the height for that
  /// width, which can change the width of others: repeat until it settles
  /// (UIKit's two-pass layout of `preferredMaxLayoutWidth`).
  func relayoutMultilineText() {
    let multiline = document.views.filter {
      installedViews.contains($0.name) && $0.intrinsicOverride == nil
        && (($0.kind == .label && $0.lines != 1) || ($0.kind == .textview && !$0.scrolls))
    }
    guard !multiline.isEmpty else { return }
    for _ in 0..<4 {
      var changed = false
      for v in multiline {
        guard let box = boxes[v.name] else { continue }
        let width = solver.value(of: box.width)
        let want = intrinsicSize(of: v, width: width).height
        if let c = contentSize[v.name]?[.vertical, hugging: false], let want, abs(-c.expression.constant - want) > 1e-9 {
          updateContentSize(of: v, width: width)
          changed = true
        }
      }
      if !changed { break }
    }
  }
}
