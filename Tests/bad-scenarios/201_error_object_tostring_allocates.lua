-- lifelua: --max-memory 64
-- expect: not enough memory in the error object's __tostring
-- line: 10
-- an error object whose __tostring allocates without end: the message handler ran it with the cap
-- off (1-2 GB under --max-memory 64, issue 31 item 4)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
error(setmetatable({}, { __tostring = function() local t = {} while true do t[#t + 1] = string.rep("x", 1000) .. #t end end }))
