-- expect: NSInvalidArgumentException: The number of view controllers provided (2) doesn't match the number required (1) for the requested transition
-- a scroll-style page view controller given two pages (semantics-containers §28.2)
log("before the misuse")
local pages = UIPageViewController{ name = "Pages", transitionStyle = "scroll" }
pages:setViewControllers({ UIViewController("A"), UIViewController("B") }, "forward", false)
