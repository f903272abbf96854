-- expect: setViewControllers: argument #2: expected one of forward, reverse, got 'backward'
-- a setViewControllers direction that does not exist (semantics-containers §28.3)
log("before the misuse")
local pages = UIPageViewController{ name = "Pages" }
pages:setViewControllers({ UIViewController("A") }, "backward", false)
