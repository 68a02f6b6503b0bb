import PlumbDiagnostics

/// An estimate of how wide a text is in Apple's system font (SF Pro), for
/// what Plumb cannot read from a file: whether a label truncates, and how
/// much wider its text becomes at another text size or in another
/// language. Plumb has no Apple font to measure with.
///
/// The advance widths are those of Helvetica (Adobe's published AFM
/// metrics, per 1000 units of the em), which SF's Latin letters follow
/// closely: over 1,431 single-line labels of 240 public storyboards and
/// xibs, the ratio of the width Interface Builder stored to this estimate
/// gathers at 1.01 for labels that hug their text (half of them between
/// 0.99 and 1.03); labels stretched by constraints sit above.
///
/// What the same files say beyond the letters:
/// - SF tracks small sizes looser and large ones tighter (SF Text and SF
///   Display): the ratio is 1.06 at 11–13 points, 1.01 at 14–19, 0.98 at
///   20 and more; `tracking(size:)` follows that line.
/// - Heavier weights are wider: semibold and bold labels 1.04–1.06
///   (`Weight.factor`).
///
/// An accented Latin letter counts as its base letter, any other
/// character outside the table as an average lowercase letter, a wide
/// one (CJK, Hangul, emoji: two terminal cells) as a full em, a
/// combining mark as nothing. Estimates are good to about 5% on Latin
/// text; claims that text does not fit use `fitsLowerBound`.
public enum SystemFontWidths {
  /// The system font's weights, by `UIFont.Weight`'s names (Interface Builder's `weight` attribute).
  public enum Weight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// How much wider text is in this weight than in the regular one.
    public var factor: Double {
      switch self {
      case .ultraLight, .thin: 0.97
      case .light: 0.99
      case .regular: 1
      case .medium: 1.02
      case .semibold: 1.04
      case .bold: 1.05
      case .heavy: 1.07
      case .black: 1.09
      }
    }
  }

  /// The share of an estimate that text is sure to take: a text is said
  /// not to fit only when this much of its estimate is wider than the room
  /// (one label in twenty that hugs its text is stored narrower than 0.95
  /// of its estimate).
  public static let fitsLowerBound = 0.92

  /// The estimated width of `text` on one line, in points, at `size` points and `weight`.
  /// - Complexity: O(text length).
  public static func width(of text: Substring, size: Double, weight: Weight = .regular) -> Double {
    guard size.isFinite, size > 0 else { return 0 }
    var units = 0.0
    for scalar in text.unicodeScalars { units += advance(scalar) }
    return units / 1000 * size * tracking(size: size) * weight.factor
  }

  /// How much wider (above 1) or narrower than Helvetica's widths SF sets
  /// text at `size` points: 1.06 at 11, 1.01 at 17, 0.98 at 22, held
  /// between 0.95 and 1.08 beyond.
  public static func tracking(size: Double) -> Double {
    min(1.08, max(0.95, 1.06 - 0.0073 * (size - 11)))
  }

  /// One character's advance, per 1000 units of the em.
  static func advance(_ s: Unicode.Scalar) -> Double {
    let v = s.value
    if v >= 0x20, v < 0x7F { return Double(ascii[Int(v) - 0x20]) }
    if v < 0xA0 { return 0 }  // controls: nothing drawn
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    case .spaceSeparator: return 278
    default:
      if TerminalCells.cells(s) == 2 { return 1000 }
      return baseLetter(s).map { Double(ascii[Int($0.value) - 0x20]) } ?? 556
    }
  }

  /// The unaccented Latin letter an accented one is drawn on (`é` → `e`,
  /// `Ŕ` → `R`), by its Unicode name ("LATIN SMALL LETTER E WITH ACUTE"):
  /// an accent takes no width of its own.
  static func baseLetter(_ s: Unicode.Scalar) -> Unicode.Scalar? {
    guard let name = s.properties.name else { return nil }
    for (prefix, upper) in [("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true)] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      // One letter, then " WITH …": the accented form of an ASCII letter.
      guard rest.count > 1, rest.dropFirst().hasPrefix(" WITH "), let c = rest.first?.unicodeScalars.first, ("A"..."Z").contains(c) else { return nil }
      return upper ? c : Unicode.Scalar(c.value + 32)
    }
    return nil
  }

  /// Helvetica's advances for the printable ASCII characters, from space (0x20) to `~` (0x7E).
  static let ascii: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space ! " # $ % & ' ( ) * + , - . /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0-9 : ; < = > ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ A-O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P-Z [ \ ] ^ _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` a-o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p-z { | } ~
  ]
}

extension SystemFontWidths {
  /// `text` broken into lines no wider than `room` as `measure` measures
  /// them: at spaces where it can, inside a word longer than a line where
  /// it must, at every line break of the text.
  /// - Complexity: O(text length) calls of `measure` on single words and characters.
  public static func wrap(_ text: String, room: Double, measure: (Substring) -> Double) -> [Substring] {
    var lines: [Substring] = []
    let space = measure(" ")
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var start = paragraph.startIndex, end = paragraph.startIndex
      var used = 0.0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let w = measure(word)
        if end == start || used + space + w <= room {
          if end != start || used > 0 { used += space }
          used += w
          end = word.endIndex
          if used <= room { continue }
        } else {
          lines.append(paragraph[start..<end])
          start = word.startIndex
          end = word.endIndex
          used = w
          if used <= room { continue }
        }
        // A word wider than a line: as many characters as fit on each (at least one).
        var i = start
        var lineUsed = 0.0
        var lineStart = start
        while i < word.endIndex {
          let cw = measure(paragraph[i...i])
          if lineUsed + cw > room, i > lineStart {
            lines.append(paragraph[lineStart..<i])
            lineStart = i
            lineUsed = 0
          }
          lineUsed += cw
          i = paragraph.index(after: i)
        }
        start = lineStart
        end = word.endIndex
        used = lineUsed
      }
      lines.append(paragraph[start..<end])
    }
    return lines
  }
}
