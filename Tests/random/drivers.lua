-- Helpers the container sequences of the random run use (scripts/random-scenarios, seeds from
-- 1000000): scripted animators that complete on time, late, twice, never, cancelled or by hand;
-- a page data source; cell containment; and for the app sequences (seeds from 2000000) a
-- controller class whose callbacks run armed operations. They drive the API; the checks stay in
-- checker.lua.
--
-- An animator's `hostile` function (an operation of the sequence) runs inside animateTransition,
-- before the animator goes on: operations from inside a transition (§12, K28).

local Drivers = {}

-- A callback that runs `body` (an operation of the sequence) the first time only, then answers
-- `answer`: an operation that restarts what called it (a swipe from didFinishAnimating) would
-- otherwise loop for ever, as it would in an app.
function Drivers.once(body, answer)
  local done = false
  return function()
    if not done and body then
      done = true
      pcall(body)
    end
    return answer
  end
end

-- mode: "animate" (completes when its UIView animation ends), "sync" (completes inside
-- animateTransition), "late" (a second later, from the run loop), "twice" (completes, then again),
-- "cancel" (completes with false), "never" (never completes: the run loop's idle check names it,
-- lua-api "Custom animators"), "manual" (begins and ends the appearance of the controller under a
-- presentation by hand, as PanModal does), "interactive" (left to the sequence's interactive steps).
function Drivers.animator(K, mode, hostile, duration)
  hostile = hostile and Drivers.once(hostile)
  local a = {}
  a.transitionDuration = function(ctx) return duration or 0.3 end
  a.animateTransition = function(ctx)
    K.ctx = ctx
    if ctx:view("to") then pcall(function() ctx.containerView:addSubview(ctx:view("to")) end) end
    if hostile then pcall(hostile) end
    if ctx.isInteractive or mode == "interactive" then
      K:neverCompletes(ctx)   -- left to the sequence's interactive steps, which may never end it
      return
    end
    if mode == "sync" then
      ctx:completeTransition(not ctx.transitionWasCancelled)
    elseif mode == "late" then
      DispatchQueue.main:asyncAfter(1.0, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
    elseif mode == "twice" then
      UIView.animate(ctx:duration(), function() end, function()
        ctx:completeTransition(not ctx.transitionWasCancelled)
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end)
    elseif mode == "cancel" then
      UIView.animate(ctx:duration(), function() end, function() ctx:completeTransition(false) end)
    elseif mode == "never" then
      K:neverCompletes(ctx)
    elseif mode == "manual" then
      local to = ctx:viewController("to")
      local presenting = to and to.isBeingPresented
      local under = presenting and ctx:viewController("from") or to
      if under then
        K:exempt(under)
        under:beginAppearanceTransition(not presenting, true)
      end
      UIView.animate(ctx:duration(), function() end, function()
        if under then under:endAppearanceTransition() end
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end)
    else
      UIView.animate(ctx:duration(), function() end, function()
        ctx:completeTransition(not ctx.transitionWasCancelled)
      end)
    end
  end
  a.animationEnded = function(completed) end
  return a
end

-- A page data source over `pages` in order; `hostile`, when given, runs inside each question.
function Drivers.pageSource(pages, hostile)
  hostile = hostile and Drivers.once(hostile)
  local function index(vc) for i, p in ipairs(pages) do if p == vc then return i end end end
  return {
    viewControllerBefore = function(pvc, vc)
      if hostile then pcall(hostile) end
      local i = index(vc)
      return i and pages[i - 1]
    end,
    viewControllerAfter = function(pvc, vc)
      if hostile then pcall(hostile) end
      local i = index(vc)
      return i and pages[i + 1]
    end,
  }
end

-- The recommended containment of one controller per cell (semantics-containers §32.2), with an
-- operation of the sequence inside each callback when `hostile` is given.
function Drivers.cells(K, prefix, hostile)
  hostile = hostile and Drivers.once(hostile)
  -- names are the checker's keys: a prefix given again in one sequence (another list, or a new
  -- delegate) gets a letter, so no two cells' children share a name (seed 1119978)
  K.cellPrefixes = K.cellPrefixes or {}
  local uses = (K.cellPrefixes[prefix] or 0) + 1
  K.cellPrefixes[prefix] = uses
  if uses > 1 then prefix = prefix .. string.char(96 + uses) end
  local children = {}
  return {
    willDisplay = function(cv, cell, index)
      local child = children[index]
      if not child then
        child = UIViewController(prefix .. index)
        children[index] = child
        K:add(child)
      end
      cv:addChild(child)
      cell.contentView:addSubview(child.view)
      child:didMove(cv)
      -- its ancestors, for the K2 forwarding check: a cell's child may come and go inside one
      -- drain, between two step boundaries (seed 1118644)
      K:noteAncestors()
      if hostile then pcall(hostile) end
    end,
    didEndDisplaying = function(cv, cell, index)
      local child = children[index]
      if child then
        child:willMove(nil)
        child.view:removeFromSuperview()
        child:removeFromParent()
      end
      if hostile then pcall(hostile) end
    end,
  }
end

-- The app sequences (seeds from 2000000): a subclass of `base` whose overridable callbacks each
-- run the operation armed for them, once (the arm is spent before it runs): armed for one
-- controller with Drivers.arm, or for the next controller of any class sharing `shared` that gets
-- the callback (`shared[callback] = function() … end`):
-- operations from inside viewIsAppearing, the layout callbacks, updateProperties, the trait and
-- size callbacks, a size change's coordinator (its alongside and completion functions) and the
-- appearance callbacks. Its updateProperties reads `model.count` and the vertical size class,
-- its viewWillLayoutSubviews `model.title`: tracked reads (semantics-ios26 §23), so a write to
-- the model, or a rotation, runs them again.
function Drivers.hookedClass(base, className, model, shared)
  local function run(self, callback)
    for _, hooks in ipairs({ self.hooks or {}, shared }) do
      local body = hooks[callback]
      if body then
        hooks[callback] = nil
        pcall(body)
      end
    end
  end
  return base:subclass(className, {
    viewIsAppearing = function(self, animated) run(self, "viewIsAppearing") end,
    viewDidAppear = function(self, animated) run(self, "viewDidAppear") end,
    viewWillDisappear = function(self, animated) run(self, "viewWillDisappear") end,
    viewDidDisappear = function(self, animated) run(self, "viewDidDisappear") end,
    updateProperties = function(self)
      local _ = model.count, self.traitCollection.verticalSizeClass
      run(self, "updateProperties")
    end,
    viewWillLayoutSubviews = function(self)
      local _ = model.title
      run(self, "viewWillLayoutSubviews")
    end,
    viewDidLayoutSubviews = function(self) run(self, "viewDidLayoutSubviews") end,
    traitCollectionDidChange = function(self, previous) run(self, "traitCollectionDidChange") end,
    viewWillTransition = function(self, size, coordinator)
      run(self, "viewWillTransition")
      coordinator:animate(function(context) run(self, "alongside") end, function(context) run(self, "completion") end)
    end,
  })
end

-- A controller of the checker's pool that is presented (the last such in the pool), or nil: the
-- target of the user events that need one (a sheet dragged or swiped down, a tap outside).
function Drivers.presented(K)
  local found
  for _, vc in ipairs(K.pool) do
    if vc.presentingViewController and not vc.parent then found = vc end
  end
  return found
end

-- Arms one callback of a hookedClass controller: `body` runs the next time it is called.
function Drivers.arm(vc, callback, body)
  vc.hooks = vc.hooks or {}
  vc.hooks[callback] = body
end

return Drivers
