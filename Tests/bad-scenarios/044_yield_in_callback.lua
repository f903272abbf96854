-- expect: attempt to yield from outside a coroutine
-- line: 10
-- coroutine.yield inside an animations block
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(0.2, function()
  coroutine.yield()
end)
