-- expect: swipe: direction: expected one of forward, reverse, got 'forwards'
-- a swipe whose direction is misspelt (semantics-containers §28.6)
local pages = UIPageViewController{ name = "Pages", transitionStyle = "scroll" }
pages:setViewControllers({ UIViewController("A") }, "forward", false)
pages:swipe{ direction = "forwards" }
