"""The random run's app sequences (scripts/random-scenarios, seeds from APP_SEEDS on), on --ios 26:
updateProperties and Observable models (semantics-ios26 §22-§23), UIView.animate with
flushUpdates (§23.5), fluid and zoom navigation (§25), sheets with detents (§26), the app and
scene life cycle and notifications (semantics-layout-app §18), layout, safe area, size and trait
changes with their coordinators (§15-§17), popovers, isModalInPresentation and show (§10-§13),
beside a smaller share of the first generator's core (windows, presentation, navigation, tabs,
children, time). Operations also run from inside the callbacks of scripted subclasses
(drivers.lua's hookedClass: viewIsAppearing, the layout callbacks, updateProperties,
traitCollectionDidChange, viewWillTransition's coordinator, the appearance callbacks), from app,
scene, sheet and popover delegates, notification observers, trait registrations and animation
blocks. (preferredContentSize and trait overrides are not part of lifelua's API: not generated.)

The seeds below APP_SEEDS keep the first two generators (and their sequences) unchanged."""
import random
import weighted

APP_SEEDS = 2_000_000

PLAIN = ["A", "B", "C"]
HOOKED = ["H1", "H2", "H3", "N", "T"]   # controllers of drivers.lua's hookedClass
CONTROLLERS = PLAIN + HOOKED
WINDOWS = ["W1", "W2"]
STYLES = ["automatic", "fullScreen", "pageSheet", "formSheet", "overFullScreen", "currentContext",
          "popover", "popover"]
CALLBACKS = ["viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateProperties",
             "traitCollectionDidChange", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
             "viewWillTransition", "alongside", "completion"]
TRAITS = ["horizontalSizeClass", "verticalSizeClass", "userInterfaceStyle"]
DETENTS = ['{ "medium" }', '{ "large" }', '{ "medium", "large" }']
TRANSITIONS = ["zoom", "zoom", "coverVertical", "crossDissolve"]
ADAPTIVE = ["nil", '"none"', '"fullScreen"']
NOTES = ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
         "didReceiveMemoryWarning"]
APP_EVENTS = ["UIApplication.enterBackground()", "UIApplication.enterForeground()",
              "UIApplication.resignActive()", "UIApplication.becomeActive()",
              "UIApplication.receiveMemoryWarning()"]
SCENE = ["sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground", "sceneDidBecomeActive"]
APP = ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground",
       "applicationDidBecomeActive", "applicationDidReceiveMemoryWarning"]


def is_ipad(seed):
    """Half the app sequences run on an iPad (popovers, resizes), as half the container ones do."""
    return seed % 2 == 1


def prelude(seed):
    r = random.Random(seed * 11 + 5)   # the prelude's own choices: the operations' draws stay as they are
    stack = r.choice(["", ", A", ", H3"])
    tabs = r.choice(["", "C, H2", "B, C, H1"])
    root = r.choice(["N", "N", "T", "T"] + CONTROLLERS)
    launch = r.choice([
        "",
        f"W1.rootViewController = {root}; W1:makeKeyAndVisible()\n",
        f"W1.rootViewController = {root}; W1:makeKeyAndVisible()\n",
        f"UIApplication.sceneDelegate = {{ willConnectTo = function(s) W1.rootViewController = {root}; W1:makeKeyAndVisible() end }}\n"
        "UIApplication.launch()\n",
        f"UIApplication.delegate = {{ didFinishLaunchingWithOptions = function(app) W1.rootViewController = {root}; "
        "W1:makeKeyAndVisible(); return true end }\nUIApplication.launch()\n",
    ])
    return f"""local Dr = require("drivers")
local M, Hooks = Observable{{ count = 0, title = "t0" }}, {{}}
local Hooked = Dr.hookedClass(UIViewController, "Hooked", M, Hooks)
local A, B, C = UIViewController("A"), UIViewController("B"), UIViewController("C")
local H1, H2, H3 = Hooked("H1"), Hooked("H2"), Hooked("H3")
local N = Dr.hookedClass(UINavigationController, "HookedNav", M, Hooks)("N"{stack})
local T = Dr.hookedClass(UITabBarController, "HookedTabs", M, Hooks){{ name = "T", viewControllers = {{ {tabs} }} }}
local W1, W2 = UIWindow(), UIWindow()
local K = require("checker").new({{ A, B, C, H1, H2, H3, N, T }}, {{ W1, W2 }})
for _, vc in ipairs({{ A, B, C, H1, H2, H3 }}) do vc.sheetPresentationController.detents = {{ "medium", "large" }} end
{launch}"""


class AppGen:
    """One app sequence's operations, from one seed."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.alerts = 0

    def vc(self):
        return self.r.choice(CONTROLLERS)

    def any_vc(self):
        return "nil" if self.r.random() < 0.04 else self.vc()

    def anim(self):
        return self.r.choice(["true", "false"])

    def guarded(self, body):
        return f"pcall(function() {body} end)"

    def once(self):
        """A delegate method, observer or handler running one simple operation the first time it is called."""
        return f"Dr.once(function() {self.simple()} end)"

    def maybe_once(self):
        return self.once() if self.r.random() < 0.5 else "function() end"

    def write(self):
        """A write to the Observable model (its fields are read by the hooked controllers' updateProperties
        and viewWillLayoutSubviews)."""
        r = self.r
        return r.choice(["M.count = M.count + 1", f"M.title = \"t{r.randint(1, 9)}\"", f"M.other = {r.randint(1, 9)}"])

    def source(self):
        """Where a popover points."""
        return self.r.choice([f"p.sourceView = {self.vc()}.view", 'p.barButtonItem = "share"'])

    def presented(self):
        """A controller for a user event that needs a presented one: mostly the one presented."""
        return "Dr.presented(K)" if self.r.random() < 0.7 else self.vc()

    def simple(self):
        """An operation that may run inside a callback, a delegate method, an observer or a block."""
        r, vc, anim = self.r, self.vc, self.anim
        return r.choice([
            lambda: f"{vc()}:present({vc()}, {anim()})",
            lambda: f"{vc()}:dismiss({anim()})",
            lambda: f"N:pushViewController({vc()}, {anim()})",
            lambda: f"N:popViewController({anim()})",
            lambda: f"N:setViewControllers({{ {', '.join(r.sample(CONTROLLERS, r.randint(0, 3)))} }}, {anim()})",
            lambda: f"N:interactivePop{{ cancel = {anim()} }}",
            lambda: f"T.selectedIndex = {r.randint(1, 3)}",
            lambda: f"{vc()}:removeFromParent()",
            lambda: (lambda p, c: f"{p}:addChild({c}); {p}.view:addSubview({c}.view); {c}:didMove({p})")(vc(), vc()),
            lambda: f"{r.choice(WINDOWS)}.rootViewController = {vc()}",
            lambda: f"{vc()}:setNeedsUpdateProperties()",
            lambda: f"{vc()}:updatePropertiesIfNeeded()",
            self.write,
            lambda: f"{vc()}.view:setNeedsLayout()",
            lambda: f"{vc()}.view:layoutIfNeeded()",
            lambda: f"local p = {self.presented()}; if p then p:dragSheet(\"{r.choice(['medium', 'large'])}\") end",
            lambda: f"{vc()}:show({vc()})",
            lambda: f"{vc()}.additionalSafeAreaInsets = {{ top = {r.choice([0, 20, 44])} }}",
            lambda: f"{vc()}.preferredTransition = \"{r.choice(TRANSITIONS)}\"",
            lambda: r.choice(APP_EVENTS),
            lambda: f"UIDevice.rotate(\"{r.choice(['landscape', 'portrait'])}\")",
        ])()

    def op(self):
        r, vc, anim = self.r, self.vc, self.anim
        g = self.guarded
        kinds = [
            # windows, presentation, navigation, tabs, children, time: the first generator's core, fewer
            (4, lambda: f"local w = {r.choice(WINDOWS)}; w.rootViewController = {self.any_vc()}; w:makeKeyAndVisible()"),
            (3, lambda: f"{vc()}.modalPresentationStyle = \"{r.choice(STYLES)}\""),
            (6, lambda: f"{vc()}:present({self.any_vc()}, {anim()})"),
            (2, lambda: f"{vc()}:present({vc()}, {anim()}, function() {g(self.simple())} end)"),
            (4, lambda: f"{vc()}:dismiss({anim()})"),
            (2, lambda: f"local p = {self.presented()}; if p then p:interactiveDismiss{{ cancel = {anim()} }} end"),
            (5, lambda: f"N:pushViewController({self.any_vc()}, {anim()})"),
            (3, lambda: f"N:popViewController({anim()})"),
            (1, lambda: f"N:popToRootViewController({anim()})"),
            (2, lambda: f"N:setViewControllers({{ {', '.join(r.sample(CONTROLLERS, r.randint(0, 3)))} }}, {anim()})"),
            (2, lambda: f"N:interactivePop{{ cancel = {anim()} }}"),
            (2, lambda: f"T.viewControllers = {{ {', '.join(r.sample(CONTROLLERS, r.randint(0, 3)))} }}"),
            (2, lambda: f"T:tap({r.randint(1, 3)})"),
            (2, lambda: (lambda p, c: f"{p}:addChild({c}); {p}.view:addSubview({c}.view); {c}:didMove({p})")(vc(), vc())),
            (2, lambda: (lambda c: f"{c}:willMove(nil); {c}.view:removeFromSuperview(); {c}:removeFromParent()")(vc())),
            (7, lambda: f"RunLoop.run({r.choice(['0', '0.05', '0.2', '0.35', '0.5', '1'])})"),
            (4, lambda: "RunLoop.run()"),
            (2, lambda: f"DispatchQueue.main:asyncAfter({r.choice(['0', '0.1', '0.3'])}, function() {g(self.simple())} end)"),
            (1, self.alert),
            # operations from inside the hooked controllers' callbacks, once
            (5, lambda: f"Dr.arm({r.choice(HOOKED)}, \"{r.choice(CALLBACKS)}\", function() {self.simple()} end)"),
            (5, lambda: f"Hooks.{r.choice(CALLBACKS)} = function() {self.simple()} end"),
            # updateProperties, Observable, flushUpdates (semantics-ios26 §22, §23)
            (3, lambda: f"{vc()}{r.choice([':', '.view:'])}setNeedsUpdateProperties()"),
            (2, lambda: f"{vc()}{r.choice([':', '.view:'])}updatePropertiesIfNeeded()"),
            (4, self.write),
            (3, lambda: f"UIView.animate{{ duration = {r.choice(['0', '0.2', '0.3'])}, options = {{ \"flushUpdates\" }}, "
                        f"animations = function() {r.choice([self.write(), vc() + ':setNeedsUpdateProperties()', self.simple()])} end, "
                        f"completion = function(finished) {g(self.simple()) if r.random() < 0.5 else ''} end }}"),
            (1, lambda: f"UIView.animate(0.25, function() {vc()}.view.alpha = 0.5 end, function(finished) {g(self.simple())} end)"),
            # layout, safe area (semantics-layout-app §15, §16)
            (3, lambda: f"{vc()}.view:{r.choice(['setNeedsLayout', 'layoutIfNeeded', 'setNeedsUpdateConstraints'])}()"),
            (2, lambda: f"{vc()}.additionalSafeAreaInsets = {{ top = {r.choice([0, 20, 44])}, bottom = {r.choice([0, 34])} }}"),
            (1, lambda: f"{vc()}:loadViewIfNeeded()"),
            # size and traits (§17)
            (3, lambda: f"UIDevice.rotate(\"{r.choice(['landscape', 'portrait'])}\")"),
            (2, lambda: f"UIDevice.setUserInterfaceStyle(\"{r.choice(['dark', 'light'])}\")"),
            (2, lambda: f"{r.choice(WINDOWS)}:resize{{ width = {r.choice([507, 820, 375, 1024])} }}"),
            (2, lambda: (lambda c: f"K.trait = {{ vc = {c}, token = {c}:registerForTraitChanges({{ \"{r.choice(TRAITS)}\" }}, {self.once()}) }}")(vc())),
            (1, lambda: "if K.trait then K.trait.vc:unregisterForTraitChanges(K.trait.token) end"),
            # navigation transitions (§25)
            (3, lambda: f"{vc()}.preferredTransition = \"{r.choice(TRANSITIONS)}\""),
            # sheets, popovers, show (§26, rule book §10-§13)
            (3, lambda: (lambda c: f"{c}.modalPresentationStyle = \"{r.choice(['pageSheet', 'formSheet', 'automatic'])}\"; "
                                   f"local s = {c}.sheetPresentationController; if s then s.detents = {r.choice(DETENTS)} end")(vc())),
            (1, lambda: f"local s = {vc()}.sheetPresentationController; if s then s.selectedDetentIdentifier = \"{r.choice(['medium', 'large'])}\" end"),
            (3, lambda: f"local p = {self.presented()}; if p then p:dragSheet(\"{r.choice(['medium', 'large'])}\") end"),
            (2, lambda: f"{vc()}.isModalInPresentation = {anim()}"),
            (2, lambda: f"{vc()}.presentationControllerDelegate = {{ presentationControllerShouldDismiss = function() return {anim()} end, "
                        f"presentationControllerDidDismiss = {self.maybe_once()}, presentationControllerDidAttemptToDismiss = {self.maybe_once()}, "
                        f"sheetPresentationControllerDidChangeSelectedDetentIdentifier = {self.maybe_once()}, "
                        f"popoverPresentationControllerDidDismissPopover = {self.maybe_once()}, "
                        f"adaptivePresentationStyle = function() return {r.choice(ADAPTIVE)} end }}"),
            (3, lambda: (lambda c: f"{c}.modalPresentationStyle = \"popover\"; local p = {c}.popoverPresentationController; "
                                   f"if p then {self.source()} end")(vc())),
            (2, lambda: f"local p = {self.presented()}; if p then p:tapOutside() end"),
            (3, lambda: f"{vc()}:show({vc()})"),
            (3, lambda: (lambda c: f"{c}.modalPresentationStyle = \"{r.choice(['pageSheet', 'formSheet'])}\"; "
                                   f"{vc()}:present({c}, {anim()})")(vc())),
            (3, lambda: (lambda c: f"{c}.modalPresentationStyle = \"popover\"; local p = {c}.popoverPresentationController; "
                                   f"if p then {self.source()} end; {vc()}:present({c}, {anim()})")(vc())),
            # the app and its scene, notifications (semantics-layout-app §18)
            (5, lambda: r.choice(APP_EVENTS)),
            (1, lambda: f"UIApplication.sceneDelegate = {{ {', '.join(f'{m} = {self.maybe_once()}' for m in r.sample(SCENE, 2))} }}"),
            (1, lambda: f"UIApplication.delegate = {{ {', '.join(f'{m} = {self.maybe_once()}' for m in r.sample(APP, 2))} }}"),
            (1, lambda: "UIApplication.sceneDelegate = nil"),
            (2, lambda: f"K.note = NotificationCenter.default:addObserver(\"UIApplication.{r.choice(NOTES)}Notification\", {self.once()})"),
            (1, lambda: "if K.note then NotificationCenter.default:removeObserver(K.note) end"),
        ]
        return weighted.pick(r, kinds)

    def alert(self):
        self.alerts += 1
        name = f"Alert{self.alerts}"
        style = self.r.choice(["alert", "actionSheet"])
        return (f"local al = UIAlertController{{ name = \"{name}\", title = \"{name}\", preferredStyle = \"{style}\" }}; "
                f"al:addAction(UIAlertAction{{ title = \"OK\", handler = function() {self.guarded(self.simple())} end }}); "
                f"K.alert = al; K:add(al); {self.vc()}:present(al, {self.anim()})")

    def sequence(self, steps):
        return [self.op() for _ in range(steps)]
