-- The random run's checks (issue 12), loaded by every generated sequence with
-- `require "checker"` (scripts/random-scenarios passes `--path Tests/random`).
--
-- After every step:
--   * each controller's appearance callbacks follow UIKit's state machine (semantics §1): from
--     disappeared only viewWillAppear; from appearing viewDidAppear, or viewWillDisappear when the
--     appearance is cancelled; from appeared only viewWillDisappear; from disappearing
--     viewDidDisappear, or viewWillAppear when the disappearance is cancelled (a cancelled swipe).
--     The one documented anomaly passes: an ancestor's forwarded viewDidAppear reaching a child
--     that already appeared (seed 001). Controllers the sequence drove by hand
--     (begin/endAppearanceTransition, a view added without addChild) are exempt;
--   * presenting and presented links are symmetric (semantics §3);
--   * a controller is in one place at most: a parent's child or presented. (A window's root may
--     also be given a parent: UIKit keeps both links then, and moves only the view.)
-- At the end the run loop must drain, and every controller must rest in appeared or disappeared.

local Checker = {}
Checker.__index = Checker

local next_state = {
  disappeared  = { viewWillAppear = "appearing" },
  appearing    = { viewDidAppear = "appeared", viewWillDisappear = "disappearing" },
  appeared     = { viewWillDisappear = "disappearing" },
  disappearing = { viewDidDisappear = "disappeared", viewWillAppear = "appearing" },
}
local appearance = { viewWillAppear = true, viewDidAppear = true, viewWillDisappear = true, viewDidDisappear = true }

function Checker.new(pool, windows)
  return setmetatable({ pool = pool, windows = windows, state = {}, exempted = {}, history = {} }, Checker)
end

local function fail(step, message)
  error("INVARIANT after step " .. tostring(step) .. ": " .. message, 0)
end

function Checker:add(vc) self.pool[#self.pool + 1] = vc end

-- The sequence drives this controller's appearance by hand: its callbacks, and those it forwards
-- to its children (now or later), are its own business.
function Checker:exempt(vc)
  if not vc then return end
  self.exempted[vc.name] = true
  for _, child in ipairs(vc.children) do self:exempt(child) end
end

function Checker:isExempt(name)
  if self.exempted[name] then return true end
  for _, vc in ipairs(self.pool) do
    if vc.name == name then
      local p = vc.parent
      while p do
        if self.exempted[p.name] then self.exempted[name] = true return true end
        p = p.parent
      end
    end
  end
  return false
end

-- Whether `ancestor` is `name`'s parent, or its parent's, and so on (now).
function Checker:isAncestor(ancestor, name)
  for _, vc in ipairs(self.pool) do
    if vc.name == name then
      local p = vc.parent
      while p do
        if p.name == ancestor then return true end
        p = p.parent
      end
    end
  end
  return false
end

function Checker:checkEvents(step)
  local previous
  for _, e in ipairs(trace.events()) do
    local name = e.vc
    if name and appearance[e.event] and not self:isExempt(name) then
      local s = self.state[name] or "disappeared"
      local n = next_state[s][e.event]
      -- The documented anomaly (semantics §1, "how viewDidAppear can reach a child twice"; seed
      -- 001, radar 14058168): an ancestor's viewDidAppear, forwarded, reaches a child that has
      -- already appeared and fires viewDidAppear again, right after the ancestor's own.
      if not n and s == "appeared" and e.event == "viewDidAppear" and previous
          and previous.event == "viewDidAppear" and self:isAncestor(previous.vc, name) then
        n = "appeared"
      end
      local h = self.history[name] or {}
      self.history[name] = h
      h[#h + 1] = e.event
      if not n then
        fail(step, name .. "." .. e.event .. " while " .. s .. " (its callbacks: " .. table.concat(h, ", ") .. ")")
      end
      self.state[name] = n
    end
    if name and appearance[e.event] then previous = e end
  end
  trace.clear()
end

function Checker:checkLinks(step)
  for _, vc in ipairs(self.pool) do
    local places = 0
    local parent = vc.parent
    if parent then places = places + 1 end
    local presenter = vc.presentingViewController
    if presenter and not parent then
      places = places + 1
      if presenter.presentedViewController ~= vc then
        fail(step, vc.name .. ".presentingViewController is " .. presenter.name .. ", whose presentedViewController is "
          .. tostring(presenter.presentedViewController and presenter.presentedViewController.name))
      end
    end
    local presented = vc.presentedViewController
    if presented and not parent and presented.presentingViewController ~= vc then
      fail(step, vc.name .. ".presentedViewController is " .. presented.name .. ", whose presentingViewController is "
        .. tostring(presented.presentingViewController and presented.presentingViewController.name))
    end
    if places > 1 then fail(step, vc.name .. " is both a child (of " .. parent.name .. ") and presented") end
  end
end

function Checker:step(n, body)
  pcall(body)        -- illegal calls are part of the run: their errors are expected
  self:checkEvents(n)
  self:checkLinks(n)
end

function Checker:finish()
  local drained = false
  for _ = 1, 20 do   -- a deferred block that raises stops one drain; the next goes on
    if pcall(RunLoop.run) then drained = true break end
  end
  if not drained then fail("the end", "the run loop did not drain") end
  self:checkEvents("the end")
  self:checkLinks("the end")
  local names = {}
  for name in pairs(self.state) do names[#names + 1] = name end
  table.sort(names)   -- the same report on every run
  for _, name in ipairs(names) do
    local s = self.state[name]
    if not self.exempted[name] and s ~= "appeared" and s ~= "disappeared" then
      fail("the end", name .. " rests in " .. s .. " (its callbacks: " .. table.concat(self.history[name], ", ") .. ")")
    end
  end
end

return Checker
