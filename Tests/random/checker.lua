-- The random run's checks (issue 12), loaded by every generated sequence with
-- `require "checker"` (scripts/random-scenarios passes `--path Tests/random`).
--
-- After every step:
--   * each controller's appearance callbacks follow UIKit's state machine (semantics-code K1): a
--     `will` fires unless the controller is already in that step (so from appeared a
--     viewWillAppear starts again, and from disappeared a viewWillDisappear starts a disappearance),
--     a `did` completes the step it follows. Automatic forwarding does not de-duplicate (K2): a
--     callback that an ancestor has just had itself reaches the child whatever its state (the
--     child is set silently to the ancestor's old state first). Controllers the sequence drove by
--     hand (begin/endAppearanceTransition, a view added without addChild) are exempt;
--   * presenting and presented links are symmetric (semantics §3);
--   * a controller is in one place at most: a parent's child or presented. (A window's root may
--     also be given a parent: UIKit keeps both links then, and moves only the view.)
-- At the end the run loop must drain, and every controller must rest in appeared or disappeared.

local Checker = {}
Checker.__index = Checker

local next_state = {
  disappeared  = { viewWillAppear = "appearing", viewWillDisappear = "disappearing" },
  appearing    = { viewDidAppear = "appeared", viewWillDisappear = "disappearing" },
  appeared     = { viewWillDisappear = "disappearing", viewWillAppear = "appearing" },
  disappearing = { viewDidDisappear = "disappeared", viewWillAppear = "appearing" },
}
-- The state each callback leaves a controller in: what a forwarded callback sets (K2).
local target = { viewWillAppear = "appearing", viewDidAppear = "appeared",
                 viewWillDisappear = "disappearing", viewDidDisappear = "disappeared" }
local appearance = { viewWillAppear = true, viewDidAppear = true, viewWillDisappear = true, viewDidDisappear = true }

local function isShown(state) return state == "appearing" or state == "appeared" end
local function isMidStep(state) return state == "appearing" or state == "disappearing" end

function Checker.new(pool, windows)
  return setmetatable({ pool = pool, windows = windows, state = {}, exempted = {}, history = {}, ancestors = {}, hiddenTab = {}, passedPage = {}, leftMidStep = {},
                        pageParent = {}, unfinished = {}, guardedChild = {}, resizedSplit = {}, turns = {}, parentAt = {},
                        sinceAppearing = {}, zoomTop = {}, zoomStack = {} }, Checker)
end

local function fail(step, message)
  error("INVARIANT after step " .. tostring(step) .. ": " .. message, 0)
end

function Checker:add(vc) self.pool[#self.pool + 1] = vc end

-- The pool's controller of this name, if any.
function Checker:byName(name)
  for _, vc in ipairs(self.pool) do if vc.name == name then return vc end end
end

-- A scripted animator that never calls completeTransition: its transition never ends (K28;
-- lua-api "Custom animators": the run loop's idle check names it), so the controllers it moves,
-- and what they contain, may rest mid-step at the end.
function Checker:neverCompletes(ctx)
  for _, side in ipairs({ "from", "to" }) do
    local vc = ctx:viewController(side)
    if vc then self.unfinished[#self.unfinished + 1] = vc end
  end
end

function Checker:isUnfinished(vc)
  local c = vc
  while c do
    for _, u in ipairs(self.unfinished) do if u == c then return true end end
    c = c.parent
  end
  return false
end

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

-- Whether `test` holds for the name of one of `name`'s ancestors: those noted at a step's
-- boundary (a relation may change inside a step), its parents at the event being checked (from the
-- moves traced so far: a child added and taken out again between two boundaries, app seed 2508719),
-- or its parents now.
function Checker:anyAncestor(name, test)
  for ancestor in pairs(self.ancestors[name] or {}) do
    if test(ancestor) then return true end
  end
  -- bounded: the names the trace gave may go round (a controller moved under one that was below it)
  local at, depth = self.parentAt[name], 0
  while at and depth < 64 do
    if test(at) then return true end
    at, depth = self.parentAt[at], depth + 1
  end
  for _, vc in ipairs(self.pool) do
    if vc.name == name then
      local p = vc.parent
      while p do
        if test(p.name) then return true end
        p = p.parent
      end
    end
  end
  return false
end

-- Whether an ancestor of `name` (now) got `event` earlier in this step, as its latest
-- callback: then `event` may reach `name` by automatic forwarding, whatever its state (K2).
function Checker:isForwarded(name, event, latest)
  return self:anyAncestor(name, function(ancestor) return latest[ancestor] == event end)
end

-- K2 again, for a `did` whose controller changed direction meanwhile: a container forwards its
-- `did` to its children one after another (K2: each set silently to the container's old state,
-- then sent the new state's callback), and a callback of an earlier child may turn the container
-- round (a didShow that pushes it elsewhere, seed 137655); the children after it still get the
-- `did`, after the opposite `will`. So a `did` is forwarded if an ancestor sent that `did` after
-- the controller's own last `will` of the same direction, and the controller has not had that
-- `did` since (each forwarded `did` is owed once).
local will_of = { viewDidAppear = "viewWillAppear", viewDidDisappear = "viewWillDisappear" }
function Checker:isForwardedSince(name, event, lastAt)
  local mine = lastAt[name] and lastAt[name][will_of[event]]
  if not mine then return false end
  local had = lastAt[name][event] or 0
  return self:anyAncestor(name, function(ancestor)
    local at = lastAt[ancestor] and lastAt[ancestor][event]
    return at ~= nil and at > mine and at > had
  end)
end

-- Children of a page or split view controller (a willMove or didMove to one, at any time).
function Checker:noteGuardedChild(e)
  if (e.event == "willMove" or e.event == "didMove") and e.parent and e.vc then
    for _, vc in ipairs(self.pool) do
      if vc.name == e.parent and (vc:isKindOf(UIPageViewController) or vc:isKindOf(UISplitViewController)) then
        self.guardedChild[e.vc] = true
      end
    end
  end
end

-- A page taken out of its page view controller mid-step (its didMove(nil) while appearing or
-- disappearing) is passed over as one no longer displayed at a step's boundary is (noteAncestors):
-- that controller forwards only to the pages it displays (semantics-containers §28.1 [code]) and a
-- scroll set changes none while it is not appearing or appeared (§28.4 [code]), so put back later
-- while the page view controller stays not shown, nothing ends its step (random container seed
-- 1305348: a page removed by a scroll set while its page view controller was pushed over, then set
-- again after that controller had disappeared). `pageParent`: the page view controller each
-- controller last moved to.
function Checker:notePageLeaving(e)
  if e.event ~= "didMove" or not e.vc then return end
  local pages = self.pageParent[e.vc]
  self.pageParent[e.vc] = nil
  if e.parent then
    local parent = self:byName(e.parent)
    if parent and parent:isKindOf(UIPageViewController) then self.pageParent[e.vc] = parent end
  elseif pages and isMidStep(self.state[e.vc]) then
    self.passedPage[e.vc] = pages
  end
end

-- The parent each controller has as the trace goes: willMove(p) comes while it is taken in
-- (addChild, a container's own moves), didMove(nil) once it is out.
function Checker:noteParentAt(e)
  if not e.vc then return end
  if e.event == "willMove" and e.parent then self.parentAt[e.vc] = e.parent
  elseif e.event == "didMove" and not e.parent then self.parentAt[e.vc] = nil end
end

-- Splits that have had a size transition (§17.1: its willTransition or viewWillTransition).
function Checker:noteResizedSplit(e)
  if (e.event == "viewWillTransition" or e.event == "willTransition") and e.vc then
    for _, vc in ipairs(self.pool) do
      if vc.name == e.vc and vc:isKindOf(UISplitViewController) then self.resizedSplit[e.vc] = true end
    end
  end
end

-- Whether such a split is (now) or was (at a step's boundary) above `name`.
function Checker:hasResizedSplitAbove(name)
  return self:anyAncestor(name, function(ancestor) return self.resizedSplit[ancestor] end)
end

function Checker:isZoomCancel(name, state, event)
  local vc = self:byName(name)
  if not vc then return false end
  if event == "viewDidAppear" and state ~= "appeared" then
    if self.zoomTop[name] then return true end
    return vc.preferredTransition == "zoom" and vc.parent ~= nil and vc.parent:isKindOf(UINavigationController)
  end
  if event == "viewDidDisappear" and state ~= "disappeared" then
    if self.zoomStack[name] then return true end
    local nav = vc.parent
    return nav ~= nil and nav:isKindOf(UINavigationController) and nav.topViewController ~= nil
      and nav.topViewController.preferredTransition == "zoom"
  end
  return false
end

-- Whether `name`'s parent (at the event, from the moves traced, or now) is a tab bar controller
-- whose last `did` is a viewDidDisappear that came after `name`'s own last viewDidDisappear: the
-- forwarded `did` still owed to its selected tab (TB26 `viewDidDisappear:`).
function Checker:isTabBarDidOwed(name, lastAt)
  local parents = { self.parentAt[name] }
  local vc = self:byName(name)
  if vc and vc.parent then parents[#parents + 1] = vc.parent.name end
  local mine = lastAt[name] and lastAt[name].viewDidDisappear or 0
  for _, p in ipairs(parents) do
    local tabs = self:byName(p)
    local at = lastAt[p] or {}
    if tabs and tabs:isKindOf(UITabBarController) and at.viewDidDisappear
       and at.viewDidDisappear > mine and at.viewDidDisappear > (at.viewDidAppear or 0) then
      return true
    end
  end
  return false
end

local page_turn = { viewControllerAfter = true, viewControllerBefore = true, willTransitionTo = true, didFinishAnimating = true }

function Checker:checkEvents(step)
  local latest = {}
  -- where each controller's last event of each kind was, counted over the whole run (the trace
  -- is cleared after each step)
  self.lastAt = self.lastAt or {}
  self.eventCount = self.eventCount or 0
  local lastAt = self.lastAt
  for _, e in ipairs(trace.events()) do
    self.eventCount = self.eventCount + 1
    local index = self.eventCount
    local name = e.vc
    self:noteGuardedChild(e)
    self:noteParentAt(e)
    self:notePageLeaving(e)
    self:noteResizedSplit(e)
    if name and appearance[e.event] and not self:isExempt(name) then
      local s = self.state[name] or "disappeared"
      local n = next_state[s][e.event]
      -- K2 (seed 001's double viewDidAppear is one case): forwarded from an ancestor
      if not n and self:isForwarded(name, e.event, latest) then n = target[e.event] end
      if not n and will_of[e.event] and self:isForwardedSince(name, e.event, lastAt) then n = target[e.event] end
      -- A page view controller and a split view controller drive their children through UIKit's
      -- guarded steps (K2, last paragraph), whose `did` fires unless the child has already completed
      -- that step (K1; evidence/code-appearance.md `__viewDidAppear`): so from the opposite `will`
      -- when a later change overtook the one that queued the `did` — a second setViewControllers or
      -- the window during a curl (semantics-containers §28.3, which runs whether or not the pages are
      -- on screen), a resize back before a size transition's completion (§29.6).
      -- A split's size transition drives the whole tree it displays that way, not only its columns
      -- (§29.6: what starts or stops being displayed below it, each through the guarded steps): a
      -- column's navigation controller's top whose transition's completion comes after a later
      -- one's `will` (seeds 1003547, 1004889, 1011513). Only below a split that has had one.
      if not n and (e.event == "viewDidAppear" or e.event == "viewDidDisappear") and s ~= target[e.event]
         and (self.guardedChild[name] or self:hasResizedSplitAbove(name)) then n = target[e.event] end
      -- semantics-ios26 §25.2: a cancelled interactive pop of a zoom transition takes its top
      -- straight from disappearing to viewDidAppear, and the controller it had revealed straight
      -- from appearing to viewDidDisappear (the top, still there, asks for the zoom); those are
      -- `did` steps, which fire unless already completed (K1), so also from the opposite rest when
      -- the navigation controller left the window meanwhile (app seed 2010312)
      if not n and self:isZoomCancel(name, s, e.event) then n = target[e.event] end
      -- A tab bar controller's viewDidDisappear forwards `__viewDidDisappear:` to the tab it
      -- selects then, with no test [code TB26 `viewDidDisappear:`, evidence
      -- code-containment-navigation-tabs row 7; unlike its viewDidAppear, K18], and that guarded
      -- step fires unless the tab has already disappeared (K2, last paragraph; evidence
      -- code-appearance `__viewDidDisappear`: state != 0). The engine runs an override before the
      -- forwarding (super called last): an override that shows the tab bar controller again (its
      -- window's root given back) sends the selected tab its `will`, then the forwarded `did`
      -- reaches it appearing (app seed 2119920). Only for a tab appearing, under a tab bar
      -- controller whose last `did` was that viewDidDisappear and not yet forwarded to it.
      if not n and e.event == "viewDidDisappear" and s == "appearing" and self:isTabBarDidOwed(name, lastAt) then
        n = target[e.event]
      end
      -- semantics-code K21 (d) with evidence E3 (docs/decisions.md "Code run by K21 (d)"): the
      -- step that fired a pending viewIsAppearing goes on after it without looking again, so if
      -- that viewIsAppearing's code made the controller disappear (one viewWillDisappear since),
      -- the step's own viewWillDisappear follows (app seed 2038244)
      if not n and e.event == "viewWillDisappear" and s == "disappearing" and self.sinceAppearing[name] == 1
         and latest[name] == "viewWillDisappear" then n = target[e.event] end
      local h = self.history[name] or {}
      self.history[name] = h
      h[#h + 1] = e.event
      if not n then
        fail(step, name .. "." .. e.event .. " while " .. s .. " (its callbacks: " .. table.concat(h, ", ") .. ")")
      end
      self.state[name] = n
      self.passedPage[name] = nil   -- it has moved on since it was passed over
      self.leftMidStep[name] = nil
    end
    -- taken out of its parent mid-step (its didMove(nil) while appearing or disappearing)
    if e.event == "didMove" and name and not e.parent then
      if isMidStep(self.state[name]) then self.leftMidStep[name] = true end
    end
    -- a page view controller's turns (its data source asked, or its delegate told), for the end's
    -- check of a page its `did` went by
    if name and page_turn[e.event] then
      self.turns[name] = self.turns[name] or {}
      table.insert(self.turns[name], self.eventCount)
    end
    if name and appearance[e.event] then
      latest[name] = e.event
      lastAt[name] = lastAt[name] or {}
      lastAt[name][e.event] = index
      self.sinceAppearing[name] = (self.sinceAppearing[name] or 0) + 1
    end
    if name and e.event == "viewIsAppearing" then self.sinceAppearing[name] = 0 end
  end
  trace.clear()
  self.zoomTop, self.zoomStack = {}, {}
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

-- The ancestors each controller has had at a step's boundary: a relation may change inside a
-- step (a block run by the run loop) after a forwarded callback crossed it.
function Checker:noteAncestors()
  for _, vc in ipairs(self.pool) do
    local known = self.ancestors[vc.name] or {}
    self.ancestors[vc.name] = known
    local p = vc.parent
    while p do known[p.name] = true; p = p.parent end
    -- a tab not selected while its tab bar controller is not shown
    local tabs = vc.parent
    if tabs and tabs:isKindOf(UITabBarController) and tabs.selectedViewController ~= vc
        and not isShown(self.state[tabs.name]) then
      self.hiddenTab[vc.name] = self.hiddenTab[vc.name] or {}
      self.hiddenTab[vc.name][tabs] = true
    end
    -- a navigation controller whose top asks for the zoom transition at a step's boundary: a
    -- cancelled interactive pop of it (semantics-ios26 §25.2) may end inside the step after a request
    -- queued meanwhile has changed the stack, so isZoomCancel looks at the stack as it was then too
    -- (app seed 2059624: a pop requested during the swipe, applied in the same drain)
    if vc:isKindOf(UINavigationController) then
      local top = vc.topViewController
      if top and top.preferredTransition == "zoom" then
        self.zoomTop[top.name] = vc
        for _, c in ipairs(vc.viewControllers) do self.zoomStack[c.name] = vc end
      end
    end
    -- a page mid-step that its page view controller no longer displays: that controller's next
    -- `did` is not forwarded to it (semantics-containers §28.1 [code]), even if it is displayed
    -- again before the end (random container seed 1316850)
    local pages = vc.parent
    local s = self.state[vc.name]
    if pages and pages:isKindOf(UIPageViewController) and isMidStep(s) then
      local shown = false
      for _, p in ipairs(pages.viewControllers) do if p == vc then shown = true end end
      if not shown then self.passedPage[vc.name] = pages end
    end
  end
end

-- An error naming one of lifelua's own limits ("… is not modelled in lifelua", decisions.md):
-- the run has left what lifelua models (a cancelled animated push onto an empty navigation
-- controller, seed 1007942, leaves its controller appearing), so the end's rest check is off.
function Checker:noteError(ok, err)
  if not ok and tostring(err):find("is not modelled in lifelua", 1, true) then self.outsideModel = true end
end

function Checker:step(n, body)
  self:noteAncestors()
  self:noteError(pcall(body))
  self:noteAncestors()        -- illegal calls are part of the run: their errors are expected
  self:checkEvents(n)
  self:checkLinks(n)
end

-- The window probe (`scripts/random-scenarios --window-probe`; off in CI): a controller the sequence
-- did not drive by hand that rests `appeared` with its view in no window. It found engine faults
-- the state machine cannot see (a view taken out by a container's stale end of turn, a swipe handled
-- off screen: random app seeds 2000319, 2000346, 2000982, 2001711, 2004164), but UIKit does this too:
-- a transition or presentation that was running when its container left the window still ends
-- with its guarded `did` (K1, K2; K3: begin/end need no window), so each report needs reading.
-- Meant for the app family: in the container one most reports are pages a curl page view
-- controller shows off screen, which appear whether or not it is in a window (§28.3 [code]).
function Checker:probeWindow(vc, s)
  if s ~= "appeared" or self:isExempt(vc.name) or self.outsideModel or self:isUnfinished(vc) then return end
  if vc.isViewLoaded and vc.view.window then return end
  fail("the end", "window probe: " .. vc.name .. " rests appeared with its view in no window (its callbacks: "
    .. table.concat(self.history[vc.name] or {}, ", ") .. ")")
end

function Checker:finish()
  self:noteAncestors()
  local drained = false
  for _ = 1, 20 do   -- a deferred block that raises stops one drain; the next goes on
    local ok, err = pcall(RunLoop.run)
    self:noteError(ok, err)
    if ok then drained = true break end
  end
  if not drained then fail("the end", "the run loop did not drain") end
  self:checkEvents("the end")
  self:checkLinks("the end")
  local names = {}
  for name in pairs(self.state) do names[#names + 1] = name end
  table.sort(names)   -- the same report on every run
  for _, name in ipairs(names) do
    local s = self.state[name]
    -- What no route can complete any more is left as UIKit leaves it: a tab switched away from
    -- while the tab bar controller was not shown (K18), or a controller whose tree left the
    -- window between a `will` and its queued `did` and was then taken apart (K5, K2).
    local vc = self:byName(name)
    local unreachable, c = false, vc
    while c and c.parent and not unreachable do
      unreachable = c.parent:isKindOf(UITabBarController) and c.parent.selectedViewController ~= c
      -- (or switched away from then and selected again since, its tab bar controller still not
      -- shown: the did it forwarded went to the tab then selected — seed 202464, a selected tab
      -- removed while it was off screen)
      local shown = isShown(self.state[c.parent.name])
      if (self.hiddenTab[c.name] or {})[c.parent] and not shown then unreachable = true end
      c = c.parent
    end
    if c and not (c.isViewLoaded and c.view.window) then unreachable = true end
    -- A controller taken out of its parent between a `will` and its `did`, its view left in the
    -- window: its old parent's forwarding no longer reaches it (K2) and the window path acts on a
    -- view entering or leaving the window (K33), so nothing completes it, in UIKit as here.
    if c and not c.presentingViewController then
      local isRoot = false
      -- (a root counts where its view is in its window: a window not shown yet has not put it
      -- there, and its view may still be in another window, under its old parent — seed 108637)
      for _, w in ipairs(self.windows) do
        if w.rootViewController == c and c.isViewLoaded and c.view.window == w then isRoot = true end
      end
      -- (its parents are those noted at a step's boundary, or it was taken out mid-step with no
      -- callback since: added and taken out again inside one step — app seed 2074495)
      if not isRoot and ((self.ancestors[c.name] and next(self.ancestors[c.name])) or self.leftMidStep[c.name]) then
        unreachable = true
      end
    end
    if vc and self:isUnfinished(vc) then unreachable = true end
    -- a controller taken out of its parent between a `will` and its `did`, with no appearance
    -- callback since, now under a parent that is not shown: nothing forwards to it, in UIKit as
    -- here (decisions.md "Controllers left mid-transition"; K2; old-generator seed 323925: a child
    -- removed while its parent left the window, then made a tab of a tab bar controller covered in
    -- its navigation controller's stack), or under a shown parent that does not forward to it:
    -- its view is in no window, as a child whose view is not in its parent's view, or one a
    -- navigation controller covers in its stack, is not (K2: a container forwards to the children
    -- it shows; seeds 632571, set below the top of a navigation controller presented since, and
    -- 659936, added as a child of its window's new root without its view)
    if self.leftMidStep[name] and vc and vc.parent then
      local inWindow = vc.isViewLoaded and vc.view.window ~= nil
      if not isShown(self.state[vc.parent.name]) or not inWindow then unreachable = true end
    end
    -- a page passed over mid-step at a step's boundary, its page view controller not shown since
    local passedBy = self.passedPage[name]
    if passedBy and vc and vc.parent == passedBy and not isShown(self.state[passedBy.name]) then unreachable = true end
    -- a page no longer displayed by its page view controller: its `will`, forwarded by the page
    -- view controller, is ended only for the displayed pages (semantics-containers §28.1 [code]),
    -- and a scroll turn moves none while it is not appearing or appeared (§28.4 [code]) (seed 1006795)
    if vc and vc.parent and vc.parent:isKindOf(UIPageViewController) then
      local shown = false
      for _, p in ipairs(vc.parent.viewControllers) do if p == vc then shown = true end end
      if not shown then unreachable = true end
    end
    -- a page displayed again after its page view controller's `did` went by while a turn had moved
    -- it out of the displayed pages: that `did` reached only the pages displayed then (§28.1
    -- [code]), and a scroll turn back to it while the page view controller is not shown sends
    -- nothing (§28.4, §28.6 [code `_shouldGenerateAppearanceCallbacksWhenScrolling`]), so it stays
    -- mid-step until it next appears or disappears, as the row "Controllers left mid-transition"
    -- says (seed 1212507: P1 disappearing under a push, swiped away and back before the `did`)
    if vc and vc.parent and vc.parent:isKindOf(UIPageViewController) and isMidStep(s) then
      local pvc = vc.parent.name
      local will, did = "viewWillDisappear", "viewDidDisappear"
      if s == "appearing" then will, did = "viewWillAppear", "viewDidAppear" end
      local mine = self.lastAt[name] and self.lastAt[name][will]
      local passed = self.lastAt[pvc] and self.lastAt[pvc][did]
      if mine and passed and passed > mine and self.state[pvc] == target[did] then
        for _, at in ipairs(self.turns[pvc] or {}) do
          if at > mine and at < passed then unreachable = true end
        end
      end
    end
    if self.outsideModel then unreachable = true end
    if self.windowProbe and vc then self:probeWindow(vc, s) end
    if not self.exempted[name] and not unreachable and s ~= "appeared" and s ~= "disappeared" then
      fail("the end", name .. " rests in " .. s .. " (its callbacks: " .. table.concat(self.history[name], ", ") .. ")")
    end
  end
end

return Checker
