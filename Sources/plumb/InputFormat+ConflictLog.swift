import PlumbConflictLog
import PlumbLayout
import PlumbPlayground

extension InputFormat {
  /// UIKit's "Unable to simultaneously satisfy constraints" logs: the
  /// document the log describes, each conflict explained by `check`.
  static var conflictLog: InputFormat {
    InputFormat(
      name: "conflict log", fileNoun: "conflict log", extensions: [],
      sniffs: [
        ContentSniff(rank: 1) { text, _ in ConflictLogReader.isConflictLog(text) },
        ContentSniff(rank: 3) { text, path in
          let lower = path.lowercased()
          return lower.hasSuffix(".txt") || lower.hasSuffix(".log")
            || (path == "-" && ["NSLayoutConstraint", "LayoutConstraints]", "NSAutoresizingMaskLayoutConstraint"].contains { text.contains($0) })
            || ConflictLogReader.hasConstraintDescriptions(text)
        },
      ],
      read: { input, options in
        let l = try ConflictLogCommands.load(input, options)
        return [InputLayout(name: input.name, document: l.document, sceneText: ConflictLogCommands.sceneText(l))]
      },
      play: { input, options in
        try options.refuseInterfaceBuilderOptions("conflict log")
        return (try ConflictLogCommands.playground(input, ascii: options.ascii), nil)
      },
      check: { input, options, scope in
        try scope.refuse(for: "a conflict log", devices: "has one layout", choices: "has none")
        return try ConflictLogCommands.check(input, options)
      })
  }
}
