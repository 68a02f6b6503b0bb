// Conflict: UIKit code written by Plumb from conflict.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x200

import UIKit

final class ConflictViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let send = UIButton(type: .system)
    send.setTitle("Send", for: .normal)
    send.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(send)

    let tall = send.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
    tall.identifier = "tall"
    let exact = send.heightAnchor.constraint(equalToConstant: 20)
    exact.identifier = "exact"

    NSLayoutConstraint.activate([
      send.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      send.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      tall,
      exact,
    ])
  }
}
