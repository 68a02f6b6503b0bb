/// The default scene, for `plumb` run outside the repository (a copy of
/// Scenes/tour.scene; a test keeps them equal).
public enum Tour {
  public static let source = #"""
# The tour: the profile screen. Use the arrows (or j/k) to pick a
# constraint, + and - to change its constant, r to rotate, ? for every
# key. Lessons are in the other files of Scenes/ .
scene "Profile"
device iphone

imageview photo
label first "Kim Min-su"
label second "iOS developer"
label third "Seoul"
textview bio "About me" scrolls=true

photo.leading = 1.0 x safeArea.leading + 20
first.leading = 1.0 x photo.trailing + 8
first.trailing = 1.0 x safeArea.trailing - 20
ratio: photo.width = 0.30 x root.width @750
cap: photo.width <= 150
first.leading = second.leading
first.leading = third.leading
first.trailing = second.trailing
first.trailing = third.trailing
first.top = photo.top
second.centerY = photo.centerY
third.bottom = photo.bottom
bio.leading = safeArea.leading + 20
bio.trailing = safeArea.trailing - 20
photo.top = safeArea.top + 20
photo.bottom = bio.top - 10
bio.bottom = safeArea.bottom - 20
aspect: photo.width = photo.height

"""#
}
