extension ViewSpec {
  /// The view's intrinsic content size per axis (nil: none on that axis),
  /// from Plumb's fixed text metrics: a pure function of the view.
  ///
  /// `wrapWidth` is the solved width that multi-line text wraps at (UIKit's
  /// `preferredMaxLayoutWidth`); without it such text is measured on its own lines.
  public func intrinsicSize(wrapWidth: Double?) -> (width: Double?, height: Double?) {
    if let o = intrinsicOverride { return (o.width, o.height) }
    if let font, font.pointSize != nil, kind.hasText, kind != .textview || !scrolls { return measured(in: font, wrapWidth: wrapWidth) }
    let k = usableTextScale
    switch kind {
    case .view, .stack: return (nil, nil)
    case .label:
      let unwrapped = TextMetrics.unwrappedSize(text, maxLines: lines)
      guard lines != 1, let wrapWidth else { return (unwrapped.width * k, unwrapped.height * k) }
      return (unwrapped.width * k, TextMetrics.wrappedHeight(text, width: wrapWidth / k, maxLines: lines) * k)
    case .button, .textfield:
      return (Double(TextMetrics.columns(text)) * TextMetrics.characterWidth * k + 16, max(32, TextMetrics.lineHeight * k + 16))
    case .switch: return (51, 31)
    case .slider: return (nil, 31)
    case .imageview: return imageSize.map { ($0.width, $0.height) } ?? (nil, nil)
    case .textview:
      guard !scrolls else { return (nil, nil) }
      let unwrapped = TextMetrics.unwrappedSize(text, maxLines: 0)
      guard let wrapWidth else { return (unwrapped.width * k, unwrapped.height * k) }
      return (unwrapped.width * k, TextMetrics.wrappedHeight(text, width: wrapWidth / k, maxLines: 0) * k)
    }
  }

  /// The intrinsic size of a text view whose font Plumb can measure (the
  /// system font, set by Swift code): its text's estimated width
  /// (`SystemFontWidths`) and as many of the font's lines as it takes; a
  /// button's or field's title 8 points in from each side, in Plumb's
  /// 32-point-high control (6 points above and below a line of a larger font).
  func measured(in font: FontMetrics, wrapWidth: Double?) -> (width: Double?, height: Double?) {
    let measure = { (s: Substring) in font.width(of: s) ?? 0 }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = paragraphs.lazy.map(measure).max() ?? 0
    switch kind {
    case .button, .textfield:
      // Plumb's 32-point control, taller where a larger font needs it.
      return (widest + 16, max(32, font.lineHeight + 12))
    default:
      let limit = kind == .label ? lines : 0
      var count = paragraphs.count
      if let wrapWidth, limit != 1 { count = SystemFontWidths.wrap(text, room: max(1, wrapWidth), measure: measure).count }
      if limit > 0 { count = min(count, limit) }
      return (widest, text.isEmpty ? 0 : Double(count) * font.lineHeight)
    }
  }

  /// `textScale`, or 1 where it is no usable factor.
  var usableTextScale: Double { textScale > 0 && textScale.isFinite ? textScale : 1 }

  /// Whether the view's height depends on its solved width (multi-line text that wraps).
  public var wrapsText: Bool {
    intrinsicOverride == nil && ((kind == .label && lines != 1) || (kind == .textview && !scrolls))
  }

  /// The height of the block of text drawn in the view, centred vertically
  /// in its frame; nil for a view without text.
  func textBlockHeight(wrapWidth: Double?) -> Double? {
    guard kind.hasText, !text.isEmpty else { return nil }
    switch kind {
    case .label, .textview:
      if intrinsicOverride != nil { return TextMetrics.unwrappedSize(text, maxLines: kind == .label ? lines : 0).height }
      return intrinsicSize(wrapWidth: wrapWidth).height ?? TextMetrics.lineHeight
    default:
      return TextMetrics.lineHeight
    }
  }
}
