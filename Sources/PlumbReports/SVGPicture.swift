import PlumbDiagnostics
import PlumbLayout

/// `plumb render --format svg`: the solved layout as a vector picture for a
/// pull request's review. Every view is a rectangle at its frame, with its
/// name and the text UIKit shows (`…` where UIKit truncates, and the
/// rectangle marked); an ambiguous view is dashed; each constraint UIKit
/// breaks is a red line between the views it relates, its description as
/// the line's tooltip. Several layouts (a storyboard's scenes) are laid
/// out one under the other, each under its heading: a contact sheet.
///
/// Text is drawn in its font's size where Plumb knows the font (Apple's
/// system font, read from a storyboard), else at the model's metrics (8
/// points a character, 16 a line, in a monospaced font), as the terminal
/// drawing shows it; input
/// text is escaped for XML, control characters written `\u{1B}`.
public enum SVGPicture {
  /// One layout to draw: its heading (nil for none), document and layout.
  public struct Page {
    public var heading: String?
    public var document: LayoutDocument
    public var result: LayoutResult

    public init(heading: String?, document: LayoutDocument, result: LayoutResult) {
      self.heading = heading
      self.document = document
      self.result = result
    }
  }

  /// The room between two pages and above a page for its heading, in points.
  static let gap = 24.0, headingHeight = 20.0

  /// The widest row of a contact sheet, in points, before the next page starts a new row.
  static let sheetWidth = 3000.0

  /// The pages one under another, or (`sheet`) side by side in rows no
  /// wider than `sheetWidth`, each row as tall as its tallest page: a
  /// contact sheet of one layout under many conditions.
  public static func svg(_ pages: [Page], sheet: Bool = false) -> String {
    var body = ""
    var (x, y, rowHeight) = (0.0, 0.0, 0.0)
    var width = 0.0
    for page in pages {
      let c = page.result.canvas
      let (w, h) = (c.width.isFinite ? c.width : 0, c.height.isFinite ? c.height : 0)
      let pageHeight = (page.heading == nil ? 0 : headingHeight) + h
      if sheet, x > 0, x + w > sheetWidth {
        (x, y, rowHeight) = (0, y + rowHeight + gap, 0)
      }
      var top = y
      if let heading = page.heading {
        body += "<text class=\"heading\" x=\"\(n(x))\" y=\"\(n(top + 14))\">\(XMLText.escaped(heading, attribute: false))</text>\n"
        top += headingHeight
      }
      body += "<g class=\"layout\" transform=\"translate(\(n(x)) \(n(top)))\">\n" + layout(page) + "</g>\n"
      width = max(width, x + w)
      if sheet {
        x += w + gap
        rowHeight = max(rowHeight, pageHeight)
      } else {
        y += pageHeight + gap
      }
    }
    let height = sheet ? y + rowHeight : max(0, y - gap)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
      <style>
      .canvas { fill: #fafafa; stroke: #888; }
      .view { fill: none; stroke: #3366cc; }
      .view.ambiguous { stroke: #e67e00; stroke-dasharray: 4 3; }
      .view.truncated { stroke: #cc3399; }
      .name { font: 9px sans-serif; fill: #3366cc; }
      .text { font: 13.33px monospace; fill: #222; }
      .heading { font: bold 13px sans-serif; fill: #222; }
      .broken { stroke: #d62728; stroke-width: 2; stroke-dasharray: 6 3; }
      </style>
      \(body)</svg>

      """
  }

  /// One layout: its canvas, its views outermost first, its broken constraints.
  static func layout(_ page: Page) -> String {
    let r = page.result
    var out = "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(r.canvas.width))\" height=\"\(n(r.canvas.height))\"/>\n"
    let specs = Dictionary(page.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for v in r.views {
      let f = v.absoluteFrame
      guard let spec = specs[v.name], !spec.isHidden, [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width >= 0, f.height >= 0 else { continue }
      let shown = spec.shownText(in: v.frame)
      var classes = ["view"]
      if v.isAmbiguous { classes.append("ambiguous") }
      if shown.truncated { classes.append("truncated") }
      let name = XMLText.escaped(v.name)
      out += "<g data-view=\"\(name)\">\n"
      out += "<rect class=\"\(classes.joined(separator: " "))\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
      var notes = ["\(v.name) \(v.frame)"]
      if v.isAmbiguous { notes.append("ambiguous: \(v.ambiguousAxes.joined(separator: ", "))") }
      if shown.truncated { notes.append("UIKit truncates its text") }
      out += "<title>\(XMLText.escaped(notes.joined(separator: "; "), attribute: false))</title></rect>\n"
      out += "<text class=\"name\" x=\"\(n(f.x + 2))\" y=\"\(n(f.y + 9))\">\(name)</text>\n"
      // The text's lines, centred vertically as UIKit centres a label's
      // text: in its font where Plumb knows it, else at the model's metrics.
      let font = spec.font.flatMap { f in f.pointSize.map { (size: $0, f) } }
      let inset: Double = font == nil && (spec.kind == .button || spec.kind == .textfield) ? 8 : 0
      let lineHeight = font?.1.lineHeight ?? TextMetrics.lineHeight
      let ascent = font?.1.ascender ?? TextMetrics.ascent
      let style = font.map { " style=\"font: \(n($0.size))px sans-serif\"" } ?? ""
      let top = f.y + max(0, (f.height - Double(shown.lines.count) * lineHeight) / 2)
      for (k, line) in shown.lines.enumerated() {
        let baseline = top + Double(k) * lineHeight + ascent
        out += "<text class=\"text\" x=\"\(n(f.x + inset))\" y=\"\(n(baseline))\"\(style)>\(XMLText.escaped(line, attribute: false))</text>\n"
      }
      out += "</g>\n"
    }
    for c in r.constraints where c.broken && page.document.constraints.indices.contains(c.index) {
      let spec = page.document.constraints[c.index]
      let ends = spec.viewNames.compactMap { r.view($0)?.absoluteFrame }.filter { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
      guard let a = ends.first else { continue }
      // To the other view, or (a constraint on one view) across the view itself.
      let b = ends.count > 1 ? ends[1] : Frame(x: a.x + a.width, y: a.y + a.height, width: 0, height: 0)
      let (x1, y1, x2, y2) = ends.count > 1 ? (a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2) : (a.x, a.y, b.x, b.y)
      out += "<line class=\"broken\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\">"
      out += "<title>\(XMLText.escaped("UIKit breaks " + spec.uikitDescription, attribute: false))</title></line>\n"
    }
    return out
  }

  /// A number as SVG takes it: finite, at most three decimals, no trailing zeros.
  static func n(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    return formatPoints((v * 1000).rounded() / 1000)
  }
}
