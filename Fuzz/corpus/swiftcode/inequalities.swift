// Inequalities: at least, at most: UIKit code written by Plumb from inequalities.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x160

import UIKit

final class InequalitiesAtLeastAtMostViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let name = UILabel()
    name.text = "Kim"
    name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    name.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    name.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(name)

    let min = name.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
    min.identifier = "min"
    let max = name.widthAnchor.constraint(lessThanOrEqualToConstant: 240)
    max.identifier = "max"

    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      name.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      min,
      max,
    ])
  }
}
