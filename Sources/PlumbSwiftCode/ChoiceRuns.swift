/// What the runs of a file's code under other arms of its choices made,
/// gathered to count the constraints each arm imports (`SwiftCodeImporter`).
struct ChoiceRuns {
  /// Per constraint expression, the most document constraints one run made of it.
  var made: [SourcePosition: Int]
  /// The functions any run ran.
  var ran: Set<String>
  /// Every choice any run met, by name (the first met).
  var choices: [String: SwiftCodeChoice]
  /// How many runs were added.
  var count = 0

  /// Adds one run: what it made, ran and met; what explains the rest (the
  /// functions code calls, the arms not taken) joins `main`'s.
  mutating func add(_ madeByRun: [SourcePosition: Int], of run: Interpreter, into main: Interpreter) {
    count += 1
    for (p, n) in madeByRun { made[p] = max(made[p] ?? 0, n) }
    ran.formUnion(run.executed)
    for c in run.choices where choices[c.name] == nil { choices[c.name] = c }
    main.calledByCode.formUnion(run.calledByCode)
    main.untakenArms += run.untakenArms
  }
}
