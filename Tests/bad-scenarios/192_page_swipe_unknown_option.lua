-- expect: swipe: unknown option 'cancelled' (expected direction, cancel)
-- a swipe option that is not one (semantics-containers §28.6)
local pages = UIPageViewController{ name = "Pages", transitionStyle = "scroll" }
pages:setViewControllers({ UIViewController("A") }, "forward", false)
pages.dataSource = { viewControllerAfter = function() return nil end }
pages:swipe{ direction = "forward", cancelled = true }
