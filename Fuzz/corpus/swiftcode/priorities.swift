// Priorities 1000 vs 999, 900 vs 800: UIKit code written by Plumb from priorities.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x300

import UIKit

final class Priorities1000Vs999900Vs800ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let first = UIView()
    first.translatesAutoresizingMaskIntoConstraints = false

    let second = UIView()
    second.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(first)
    view.addSubview(second)

    let wide = first.widthAnchor.constraint(equalToConstant: 300)
    wide.identifier = "wide"
    let narrow = first.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = UILayoutPriority(999)
    narrow.identifier = "narrow"
    let wide2 = second.widthAnchor.constraint(equalToConstant: 300)
    wide2.priority = UILayoutPriority(900)
    wide2.identifier = "wide2"
    let narrow2 = second.widthAnchor.constraint(equalToConstant: 100)
    narrow2.priority = UILayoutPriority(800)
    narrow2.identifier = "narrow2"

    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      first.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      first.heightAnchor.constraint(equalToConstant: 40),
      wide,
      narrow,
      second.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 20),
      second.heightAnchor.constraint(equalToConstant: 40),
      wide2,
      narrow2,
    ])
  }
}
