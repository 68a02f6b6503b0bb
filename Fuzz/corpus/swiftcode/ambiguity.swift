// Ambiguity: equal compression resistance: UIKit code written by Plumb from ambiguity.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x120

import UIKit

final class AmbiguityEqualCompressionResistanceViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let name = UILabel()
    name.text = "Kim Min-su, iOS developer"
    name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    name.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    name.translatesAutoresizingMaskIntoConstraints = false

    let city = UILabel()
    city.text = "Seoul, Republic of Korea"
    city.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    city.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    city.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(name)
    view.addSubview(city)

    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      name.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      city.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      city.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      city.topAnchor.constraint(equalTo: name.topAnchor),
    ])
  }
}
