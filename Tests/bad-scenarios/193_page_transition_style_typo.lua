-- expect: UIPageViewController: transitionStyle: expected one of pageCurl, scroll, got 'scrolling'
-- a transition style that does not exist (semantics-containers §28.2)
log("before the misuse")
local pages = UIPageViewController{ name = "Pages", transitionStyle = "scrolling" }
