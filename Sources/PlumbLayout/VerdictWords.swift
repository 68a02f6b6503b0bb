/// The sentences of a verdict in one language.
struct VerdictWords {
  let ko: Bool

  init(_ language: Language) { ko = language == .ko }

  func size(_ axis: Axis) -> String { axis == .horizontal ? (ko ? "너비" : "width") : (ko ? "높이" : "height") }

  func tie(_ v: String, _ r: String, _ p: LayoutPriority, hugging: Bool) -> String {
    ko
      ? "`\(v)`의 배치가 모호합니다: \(hugging ? "허깅" : "압축 저항")(\(p))이 `\(r)`의 \(hugging ? "허깅" : "압축 저항")과 같아 서로 당깁니다"
      : "`\(v)` is ambiguous: its \(hugging ? "hugging" : "compression resistance") and `\(r)`'s are equal (\(p)) and pull against each other"
  }

  func ambiguous(_ v: String, _ axes: [String]) -> String {
    ko ? "`\(v)`의 배치가 모호합니다: 제약이 \(axes.joined(separator: ", ")) 값을 정하지 않습니다" : "`\(v)` is ambiguous: nothing decides its \(axes.joined(separator: ", "))"
  }

  func stretchesBelow(_ v: String, _ axis: Axis, _ p: LayoutPriority, _ r: String, _ rp: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))가 늘어납니다: 허깅(\(p))이 `\(r)`의 허깅(\(rp))보다 낮습니다"
      : "`\(v)` stretches (\(size(axis))): its hugging (\(p)) is below `\(r)`'s (\(rp))"
  }

  func stretches(_ v: String, _ axis: Axis, _ p: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))가 늘어납니다: 제약이 콘텐츠보다 크게 만들고, 허깅(\(p))은 그보다 약합니다"
      : "`\(v)` stretches (\(size(axis))): its constraints make it larger than its content, and its hugging (\(p)) is weaker than they are"
  }

  func cutBelow(_ v: String, _ axis: Axis, _ p: LayoutPriority, _ r: String, _ rp: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))가 줄어 잘립니다: 압축 저항(\(p))이 `\(r)`의 압축 저항(\(rp))보다 낮습니다"
      : "`\(v)` is cut (\(size(axis))): its compression resistance (\(p)) is below `\(r)`'s (\(rp))"
  }

  func cut(_ v: String, _ axis: Axis, _ points: Double, _ intrinsic: Double, _ p: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))가 줄어 잘립니다: 제약이 콘텐츠에 필요한 \(formatPoints(intrinsic))pt 중 \(formatPoints(points))pt만 남기고, 압축 저항(\(p))은 그보다 약합니다"
      : "`\(v)` is cut (\(size(axis))): its constraints leave it \(formatPoints(points)) of the \(formatPoints(intrinsic)) points its content needs, and its compression resistance (\(p)) is weaker than they are"
  }

  func keepsAbove(_ v: String, _ axis: Axis, _ p: LayoutPriority, _ r: String, _ rp: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))는 콘텐츠 그대로입니다: 허깅(\(p))이 `\(r)`의 허깅(\(rp))보다 높습니다"
      : "`\(v)` keeps its content's \(size(axis)): its hugging (\(p)) is above `\(r)`'s (\(rp))"
  }

  func wholeAbove(_ v: String, _ axis: Axis, _ p: LayoutPriority, _ r: String, _ rp: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 \(size(axis))는 줄지 않습니다: 압축 저항(\(p))이 `\(r)`의 압축 저항(\(rp))보다 높습니다"
      : "`\(v)` is not cut (\(size(axis))): its compression resistance (\(p)) is above `\(r)`'s (\(rp))"
  }

  func fits(_ v: String, _ hug: LayoutPriority, _ resist: LayoutPriority) -> String {
    ko
      ? "`\(v)`의 크기는 콘텐츠 그대로입니다(허깅 \(hug), 압축 저항 \(resist)): 늘리거나 줄이는 것이 없습니다"
      : "`\(v)` is its content's size (hugging \(hug), compression resistance \(resist)): nothing stretches or cuts it"
  }

  func truncatedAtLines(_ v: String, _ lines: Int) -> String {
    ko
      ? "`\(v)`의 텍스트가 잘립니다: 레이블이 \(lines)줄까지만 보여 주고(lines=\(lines)) 나머지는 …로 줄입니다"
      : "`\(v)` is cut: the label shows \(lines) line\(lines == 1 ? "" : "s") at most (lines=\(lines)) and truncates the rest with …"
  }

  func noIntrinsicSize(_ v: String) -> String {
    ko ? "`\(v)`에는 고유 크기가 없습니다: 제약만으로 프레임이 정해집니다" : "`\(v)` has no intrinsic size: its constraints alone decide its frame"
  }
}
