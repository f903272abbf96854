-- expect: swipe: <UIPageViewController: Pages> has nothing to swipe to: it has no page (setViewControllers first)
-- a swipe on a page view controller that shows no page (semantics-containers §28.6)
local w = UIWindow()
local pages = UIPageViewController{ name = "Pages", transitionStyle = "scroll" }
w.rootViewController = pages
w:makeKeyAndVisible()
pages:swipe{ direction = "forward" }
