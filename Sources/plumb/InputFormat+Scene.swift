import PlumbDiagnostics
import ArgumentParser
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene

extension InputFormat {
  /// Plumb's own `.scene` files (see Scenes/FORMAT.md): what no other format claims.
  static var scene: InputFormat {
    InputFormat(
      name: "scene", fileNoun: "scene file", extensions: [".scene"],
      read: { input, options in [InputLayout(name: input.name, document: try options.load(input).document)] },
      play: { input, options in
        try options.refuseInterfaceBuilderOptions(".scene file")
        guard input.path != "-" else { throw Failure("the playground reads a scene from a file; use 'plumb check -' for a pasted log") }
        let loaded = try SceneOptions.parse(input.text, path: input.path)
        return (PlaygroundState(scene: loaded, path: input.path, ascii: options.ascii), input.file)
      },
      check: { input, options, scope in
        try scope.refuse(for: "a scene", devices: "sets its own", choices: "has none")
        // A lesson's steps first, as the file has them (a what-if of --set or --device is no lesson): each can be done, none is done already.
        let scene = try SceneOptions.parse(input.text, path: input.name)
        let steps = LessonCheck.findings(scene, layout: OneShotLayout.layout)
        var report = CheckReport(files: [input.name])
        report.add(steps.map { Finding(located: $0, rule: .lesson) })
        if let lesson = scene.lesson, steps.isEmpty {
          let asks = lesson.exercises.count
          report.note("\(input.name): the lesson's \(asks) step\(asks == 1 ? "" : "s") that ask\(asks == 1 ? "s" : "") for something can each be done, and none is done before the learner starts.")
        }
        report.append(try InputFormat.scene.checkLayouts(input, options, stress: scope.textStress))
        return report
      })

  }
}
