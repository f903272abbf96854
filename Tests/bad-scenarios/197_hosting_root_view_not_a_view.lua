-- expect: UIHostingController: rootView: expected a SwiftUIView, got string
-- a hosting controller given a string for its SwiftUI view (semantics-containers §30)
log("before the misuse")
local host = UIHostingController{ name = "Host", rootView = "ProfileView" }
