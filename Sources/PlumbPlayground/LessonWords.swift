import PlumbLayout

/// What the playground says about lessons, in the learner's language.
struct LessonWords {
  let ko: Bool

  init(_ language: Language) { ko = language == .ko }

  var stepDone: String { ko ? "✓ 단계 완료: → 다음 단계" : "✓ step done: → for the next step" }
  func lessonDone(_ inCourse: Bool) -> String {
    ko ? "✓ 레슨 완료\(inCourse ? ": n 다음 레슨" : "")" : "✓ lesson done\(inCourse ? ": n for the next lesson" : "")"
  }
  var firstStep: String { ko ? "첫 단계입니다" : "this is the first step" }
  var lastStep: String { ko ? "마지막 단계입니다" : "this is the last step" }
  var lastStepCourse: String { ko ? "마지막 단계입니다: n 다음 레슨" : "this is the last step: n for the next lesson" }
  var firstLesson: String { ko ? "첫 레슨입니다" : "this is the first lesson" }
  var lastLesson: String { ko ? "마지막 레슨입니다: 과정을 마쳤습니다" : "this is the last lesson: the course ends here" }
  var lesson: String { ko ? "레슨" : "Lesson" }
  var step: String { ko ? "단계" : "step" }
  var hint: String { ko ? "힌트" : "hint" }
  var keys: String { ko ? "←/→ 단계" : "←/→ steps" }
  var courseKeys: String { ko ? "n/N 레슨" : "n/N lessons" }
  var explanation: String { ko ? "→ 다음" : "→ next" }
  /// Why an exercise shows no ✓ while the text is under stress (`b`/`B`, `p`).
  func waitsForDesignedText(_ condition: String) -> String {
    ko
      ? "이 단계는 설계한 텍스트에서 확인합니다(지금: \(condition)): b/B로 기본 크기, p로 의사 언어를 끄면 이어집니다"
      : "this step is checked on the text as designed (now: \(condition)): b/B back to the default size and p until off to go on"
  }
}
