import PlumbDiagnostics
import PlumbLayout

extension SceneParser {
  /// The statements of a lesson (see `Scenes/FORMAT.md`).
  static let lessonKeywords = ["step", "hint", "done", "solution"]

  /// The words a `done` line knows after a view's name.
  static let viewStates = ["stretches", "hugs", "cut", "whole", "ambiguous"]

  /// Reads a lesson's lines, once every view and constraint ID is known:
  /// steps with their texts in each language, their goals and solutions.
  mutating func parseLesson(_ lessonLines: [(Int, String)]) throws -> Lesson? {
    guard !lessonLines.isEmpty else { return nil }
    var lesson = Lesson(titles: titleTranslations)
    for (n, text) in lessonLines {
      let column = SceneParser.firstColumn(text)
      let keyword = SceneParser.keywordCandidate(text.trimmingBlanks)
      if keyword == "solution" {
        guard !lesson.steps.isEmpty else { throw error(n, column, keyword.count, "a solution belongs to a step: write 'step \"...\"' before it") }
        let rest = text.dropFirst(column - 1 + keyword.count)
        let statement = String(rest).trimmingBlanks
        guard !statement.isEmpty else { throw error(n, column, keyword.count, "expected a scene statement after 'solution' (a view, a constraint, or orientation, direction or device)") }
        let at = text.count - rest.count + (rest.count - rest.drop { $0 == " " || $0 == "\t" }.count) + 1
        lesson.steps[lesson.steps.count - 1].solution.append(LessonLine(text: statement, line: n, column: at))
        continue
      }
      let tokens = try tokenize(n, text)
      guard let head = tokens.first else { continue }
      if keyword == "done" {
        guard !lesson.steps.isEmpty else { throw error(n, head, "'done' belongs to a step: write 'step \"...\"' before it") }
        guard lesson.steps[lesson.steps.count - 1].goal.isEmpty else {
          throw error(n, head, "this step already has a 'done' line: join its conditions with ',' on one line")
        }
        lesson.steps[lesson.steps.count - 1].goal = try parseGoal(n, Array(tokens.dropFirst()), after: head)
        continue
      }
      // `step [LANG] "text"` and `hint [LANG] "text"`.
      var k = 1
      var language = Language.en
      if k + 1 < tokens.count, let w = tokens[k].word, case .string = tokens[k + 1].kind {
        language = try self.language(n, tokens[k], w)
        k += 1
      }
      guard k < tokens.count, case .string(let s) = tokens[k].kind else {
        throw k < tokens.count
          ? error(n, tokens[k], "expected the \(keyword)'s text in quotes: \(keyword) \"...\"")
          : error(n, text.count + 1, 1, "expected the \(keyword)'s text in quotes: \(keyword) \"...\"")
      }
      if k + 1 < tokens.count { throw error(n, tokens[k + 1], "unexpected '\(tokens[k + 1].text)' after the \(keyword)'s text") }
      if keyword == "step" {
        // A step's translations follow its first text; a language it already has begins the next step.
        if let last = lesson.steps.last, last.text.texts[language] == nil, last.goal.isEmpty, last.solution.isEmpty, last.hint.isEmpty {
          lesson.steps[lesson.steps.count - 1].text.texts[language] = s
        } else {
          lesson.steps.append(LessonStep(text: LocalizedText([language: s]), line: n))
        }
      } else {
        guard !lesson.steps.isEmpty else { throw error(n, head, "a hint belongs to a step: write 'step \"...\"' before it") }
        guard lesson.steps[lesson.steps.count - 1].hint.texts[language] == nil else {
          throw error(n, head, "this step already has a hint in '\(language.rawValue)'")
        }
        lesson.steps[lesson.steps.count - 1].hint.texts[language] = s
      }
    }
    for step in lesson.steps where !step.hint.isEmpty && step.goal.isEmpty {
      throw error(step.line, SceneParser.firstColumn(lines[step.line]), 4, "this step has a hint but no 'done' line: a hint helps with something to do")
    }
    return lesson
  }

  /// The language a word names (`ko`), or a located error listing the languages.
  func language(_ n: Int, _ t: Token, _ word: String) throws -> Language {
    guard let language = Language(rawValue: word) else {
      let codes = Language.allCases.map(\.rawValue)
      throw error(n, t, "unknown language '\(word)'\(didYouMean(word, codes)) (languages: \(codes.joined(separator: ", ")))")
    }
    return language
  }

  /// `done` conditions: separated by `,` or `and`.
  mutating func parseGoal(_ n: Int, _ t: [Token], after head: Token) throws -> [LessonCondition] {
    guard !t.isEmpty else {
      throw error(n, head.column + head.length, 1, "expected a condition after 'done' (e.g. 'done value stretches' or 'done photo.width = 150')")
    }
    var out: [LessonCondition] = []
    var k = 0
    while k < t.count {
      out.append(try parseCondition(n, t, &k))
      guard k < t.count else { break }
      guard t[k].isSymbol(",") || t[k].word == "and" else { throw error(n, t[k], "expected ',' or 'and' before '\(t[k].text)'") }
      k += 1
      guard k < t.count else { throw error(n, t[k - 1], "expected a condition after '\(t[k - 1].text)'") }
    }
    return out
  }

  /// One condition of a `done` line, from `t[k]`; `k` moves past it.
  mutating func parseCondition(_ n: Int, _ t: [Token], _ k: inout Int) throws -> LessonCondition {
    let first = t[k]
    switch first.word {
    case "not":
      k += 1
      guard k < t.count else { throw error(n, first, "expected a condition after 'not'") }
      return .not(try parseCondition(n, t, &k))
    case "conflict", "conflicts":
      k += 1
      return .conflicts
    case "ambiguous":
      k += 1
      return .ambiguous(nil)
    case "portrait", "landscape":
      k += 1
      return .orientation(first.word == "portrait" ? .portrait : .landscape)
    case "ltr", "rtl":
      k += 1
      return .direction(first.word == "ltr" ? .leftToRight : .rightToLeft)
    case "device":
      k += 1
      let names = Device.presets.map(\.name)
      guard k < t.count, let name = t[k].word, names.contains(name) else {
        throw error(n, k < t.count ? t[k] : first, "expected a device after 'device' (\(names.joined(separator: ", ")))")
      }
      k += 1
      return .device(name)
    default: break
    }
    // A constraint's ID and its state.
    if let id = first.word, k + 1 < t.count, let w = t[k + 1].word, let state = LessonConstraintState(rawValue: w) {
      if identifiers[id] == nil {
        unresolved.append(error(n, first, "no constraint has the ID '\(id)'\(guess(id, Array(identifiers.keys)))"))
      }
      k += 2
      return .constraint(id, state)
    }
    // A view's state: `value stretches`, `title cut vertically`.
    if let name = first.word, k + 1 < t.count, let w = t[k + 1].word, !t[k + 1].isSymbol(".") {
      requireView(n, first, name)
      guard SceneParser.viewStates.contains(w) else {
        throw error(n, t[k + 1], "expected what '\(name)' does: \(SceneParser.viewStates.joined(separator: ", "))\(didYouMean(w, SceneParser.viewStates))")
      }
      k += 2
      if w == "ambiguous" { return .ambiguous(name) }
      var axis = Axis.horizontal
      if k < t.count, let a = t[k].word, a == "vertically" || a == "horizontally" {
        axis = a == "vertically" ? .vertical : .horizontal
        k += 1
      }
      switch w {
      case "stretches": return .stretches(name, axis)
      case "hugs": return .hugs(name, axis)
      case "cut": return .cut(name, axis)
      default: return .not(.cut(name, axis))
      }
    }
    // A comparison: `photo.width = 150`, `name.width > value.width`.
    let lhs = try parseLessonValue(n, t, &k)
    guard k < t.count, case .symbol(let s) = t[k].kind, let op = LessonComparison(rawValue: s == "==" ? "=" : s) else {
      if case .attribute = lhs {
        throw k < t.count ? error(n, t[k], "expected a comparison (=, <, >, <=, >=) after '\(lhs)'") : error(n, t[k - 1].column + t[k - 1].length, 1, "expected a comparison (=, <, >, <=, >=) after '\(lhs)'")
      }
      throw error(n, first, "expected a condition: VIEW stretches|hugs|cut|whole|ambiguous, VIEW.ATTR = VALUE, ID holds|misses|broken|active|inactive, conflict, ambiguous, portrait, landscape, ltr, rtl or device NAME")
    }
    k += 1
    guard k < t.count else { throw error(n, t[k - 1], "expected a number or VIEW.ATTR after '\(s)'") }
    let rhs = try parseLessonValue(n, t, &k)
    return .compare(lhs, op, rhs)
  }

  /// `VIEW.ATTR` or a number (with its sign).
  mutating func parseLessonValue(_ n: Int, _ t: [Token], _ k: inout Int) throws -> LessonValue {
    var sign = 1.0
    if t[k].isSymbol("-"), k + 1 < t.count, t[k + 1].number != nil {
      sign = -1
      k += 1
    }
    if let v = t[k].number {
      k += 1
      return .number(sign * v)
    }
    guard let name = t[k].word else { throw error(n, t[k], "expected a number or VIEW.ATTR, found '\(t[k].text)'") }
    requireView(n, t[k], name)
    guard k + 2 < t.count, t[k + 1].isSymbol("."), let a = t[k + 2].word else {
      throw error(n, t[k], "expected '\(name).ATTRIBUTE' (e.g. \(name).width) or what it does: \(SceneParser.viewStates.joined(separator: ", "))")
    }
    let allowed = LayoutAttribute.allCases.filter { $0 != .firstBaseline && $0 != .lastBaseline }
    guard let attribute = LayoutAttribute(rawValue: a), allowed.contains(attribute) else {
      throw error(n, t[k + 2], "a lesson compares \(allowed.map(\.rawValue).joined(separator: ", ")); '\(a)' is none\(didYouMean(a, allowed.map(\.rawValue)))")
    }
    k += 3
    // `+ N` or `- N` after an attribute.
    var plus = 0.0
    if k + 1 < t.count, t[k].isSymbol("+") || t[k].isSymbol("-"), let c = t[k + 1].number {
      plus = t[k].isSymbol("-") ? -c : c
      k += 2
    }
    return .attribute(view: name, attribute, plus: plus)
  }

  /// Notes a name that is no view: the scene still reads (a view the
  /// playground deleted may be one a lesson names), the condition never
  /// holds, and `plumb check` reports it (`Scene.lessonErrors`).
  mutating func requireView(_ n: Int, _ t: Token, _ name: String) {
    guard !viewNames.contains(name) && name != "root" else { return }
    if identifiers[name] != nil {
      unresolved.append(error(n, t, "'\(name)' is a constraint: say what it does (\(LessonConstraintState.allCases.map(\.rawValue).joined(separator: ", ")))"))
    } else {
      unresolved.append(error(n, t, "unknown view or constraint '\(name)'\(guess(name, Array(viewNames) + Array(identifiers.keys)))"))
    }
  }

  /// "; did you mean …?" for the first hundred unknown names (each search
  /// reads every name: a file of a million wrong names stays linear).
  func guess(_ word: String, _ candidates: @autoclosure () -> [String]) -> String {
    unresolved.count < 100 ? didYouMean(word, candidates()) : ""
  }
}
