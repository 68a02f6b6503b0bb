// Content hugging: UIKit code written by Plumb from hugging.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x200

import UIKit

final class ContentHuggingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let name = UILabel()
    name.text = "Name"
    name.translatesAutoresizingMaskIntoConstraints = false

    let value = UILabel()
    value.text = "Kim"
    value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    value.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    value.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(name)
    view.addSubview(value)

    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      name.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      value.topAnchor.constraint(equalTo: name.topAnchor),
    ])
  }
}
