// Dynamic changes and animation: UIKit code written by Plumb from animation.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x480

import UIKit

final class DynamicChangesAndAnimationViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false

    let heading = UILabel()
    heading.text = "Details"
    heading.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    heading.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    heading.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(panel)
    view.addSubview(heading)

    let shown = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    shown.identifier = "shown"
    let hidden = panel.topAnchor.constraint(equalTo: view.bottomAnchor)
    hidden.identifier = "hidden"
    hidden.isActive = false // inactive in Plumb: activate it to install it

    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panel.heightAnchor.constraint(equalToConstant: 200),
      shown,
      heading.topAnchor.constraint(equalTo: panel.topAnchor, constant: 16),
      heading.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
    ])
  }
}
