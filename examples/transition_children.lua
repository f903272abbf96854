-- Source: seed 003 (switchFrom:to: with transitionFromViewController: willMove(nil) and addChild
-- before, didMove and removeFromParent in the completion; the lifecycle is forwarded by the call) and
-- semantics §4 transition(from:to:) [choice for the order inside, docs/decisions.md].
local window = UIWindow()
local container = UIViewController("Container")
window.rootViewController = container
window:makeKeyAndVisible()
RunLoop.run()
local from = UIViewController("From")
container:addChild(from)
container.view:addSubview(from.view)
from:didMove(container)
RunLoop.run()

local to = UIViewController("To")
from:willMove(nil)
container:addChild(to)
container:transition(from, to, 0.25, "transitionCrossDissolve", function() end, function(finished)
  to:didMove(container)
  from:removeFromParent()
  log("children: " .. #container.children .. ", from.parent: " .. tostring(from.parent))
end)
RunLoop.run()
local ok, err = pcall(function()
  container:transition(to, UIViewController("Stranger"), 0.25, "transitionCrossDissolve")
end)
log(ok and "no error" or err)
