import PlumbLayout

/// The `// plumb:` comment that sets the root's size:
///
///     // plumb: device NAME [portrait|landscape]
///     // plumb: canvas WIDTHxHEIGHT
///
/// on a line of its own, anywhere in the file (the first one counts).
/// NAME is a device preset (`iphone`, `iphone-max`, `ipad`, or an
/// Interface Builder id); a canvas has no safe area.
enum RootComment {
  enum Setting: Equatable {
    case device(Device, Orientation?)
    case canvas(Double, Double)
  }

  /// The setting, or a message saying what is wrong with the comment; nil when there is none. `line` is 1-based.
  static func find(_ text: String) -> (line: Int, result: Result<Setting, RootCommentError>)? {
    for (k, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let t = String(raw).trimmingSpaces
      guard t.hasPrefix("//") else { continue }
      let body = String(t.dropFirst(2)).trimmingSpaces
      guard body.hasPrefix("plumb:") else { continue }
      return (k + 1, parse(String(body.dropFirst("plumb:".count)).trimmingSpaces))
    }
    return nil
  }

  static func parse(_ s: String) -> Result<Setting, RootCommentError> {
    let words = s.split(separator: " ").map(String.init)
    guard let first = words.first else { return .failure(RootCommentError("expected 'device NAME [portrait|landscape]' or 'canvas WxH'")) }
    switch first {
    case "device":
      guard words.count >= 2, words.count <= 3 else { return .failure(RootCommentError("expected 'device NAME [portrait|landscape]'")) }
      guard let d = Device.named(words[1]) else {
        return .failure(RootCommentError("unknown device '\(words[1])'; the presets are \(Device.presets.map(\.name).joined(separator: ", "))"))
      }
      var o: Orientation?
      if words.count == 3 {
        guard let x = Orientation(rawValue: words[2]) else { return .failure(RootCommentError("unknown orientation '\(words[2])': use portrait or landscape")) }
        o = x
      }
      return .success(.device(d, o))
    case "canvas":
      let parts = words.count == 2 ? words[1].split(separator: "x").map(String.init) : []
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 10_000_000, h <= 10_000_000 else {
        return .failure(RootCommentError("expected 'canvas WIDTHxHEIGHT' with sizes from 1 to 10000000 points, as in 'canvas 320x80'"))
      }
      return .success(.canvas(w, h))
    default:
      return .failure(RootCommentError("unknown setting '\(first)': expected 'device NAME [portrait|landscape]' or 'canvas WxH'"))
    }
  }
}

struct RootCommentError: Error, Equatable {
  var message: String
  init(_ m: String) { message = m }
}
