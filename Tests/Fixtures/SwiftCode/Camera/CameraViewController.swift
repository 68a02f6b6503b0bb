import UIKit

/// A camera screen: its views here, its constraints in CameraViewController+Layout.swift.
final class CameraViewController: UIViewController {
  let preview = UIView()
  let shutter = ShutterButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(preview)
    view.addSubview(shutter)
    setupConstraints()
  }
}
