-- expect: the containment would be 1001 levels deep; lifelua models up to 1000
-- issue 31: a containment 10^5 levels deep overflowed the stack (signal 11, in K2's recursive
-- forwarding); deeper than 1000 levels is refused where the child is added (docs/decisions.md)
local window = UIWindow{ rootViewController = UIViewController("Root") }
window:makeKeyAndVisible()
local c = UIViewController("C0")
for i = 1, 1000 do local p = UIViewController("P" .. i) p:addChild(c) c = p end
window.rootViewController:addChild(c)
