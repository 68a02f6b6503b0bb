// Profile: UIKit code written by Plumb from profile.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let photo = UIImageView()
    photo.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    photo.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    photo.translatesAutoresizingMaskIntoConstraints = false

    let first = UILabel()
    first.text = "Kim Min-su"
    first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    first.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    first.translatesAutoresizingMaskIntoConstraints = false

    let second = UILabel()
    second.text = "iOS developer"
    second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    second.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    second.translatesAutoresizingMaskIntoConstraints = false

    let third = UILabel()
    third.text = "Seoul"
    third.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    third.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    third.translatesAutoresizingMaskIntoConstraints = false

    let bio = UITextView()
    bio.text = "About me"
    bio.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(photo)
    view.addSubview(first)
    view.addSubview(second)
    view.addSubview(third)
    view.addSubview(bio)

    let ratio = photo.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.3)
    ratio.priority = .defaultHigh
    ratio.identifier = "ratio"
    let cap = photo.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    cap.identifier = "cap"
    let aspect = photo.widthAnchor.constraint(equalTo: photo.heightAnchor)
    aspect.identifier = "aspect"

    NSLayoutConstraint.activate([
      photo.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      first.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 8),
      first.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      ratio,
      cap,
      first.leadingAnchor.constraint(equalTo: second.leadingAnchor),
      first.leadingAnchor.constraint(equalTo: third.leadingAnchor),
      first.trailingAnchor.constraint(equalTo: second.trailingAnchor),
      first.trailingAnchor.constraint(equalTo: third.trailingAnchor),
      first.topAnchor.constraint(equalTo: photo.topAnchor),
      second.centerYAnchor.constraint(equalTo: photo.centerYAnchor),
      third.bottomAnchor.constraint(equalTo: photo.bottomAnchor),
      bio.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      bio.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      photo.bottomAnchor.constraint(equalTo: bio.topAnchor, constant: -10),
      bio.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      aspect,
    ])
  }
}
