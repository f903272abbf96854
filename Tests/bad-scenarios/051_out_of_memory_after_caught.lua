-- lifelua: --timeout 5 --max-memory 64
-- expect: not enough memory
-- the memory cap still holds after a caught out-of-memory error
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local ok = pcall(function() local s = "x" while true do s = s .. s end end)
log("caught: " .. tostring(not ok))
local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end
