"""The random run's container sequences (scripts/random-scenarios, seeds from CONTAINER_SEEDS on):
page, split, hosting, search, collection and table view controllers (semantics-containers
§28-§32) and scripted animators (K28), beside plain, navigation and tab bar controllers, with
operations from inside callbacks, delegate methods and animators, animators that complete late,
twice, never or by hand, and resizes and rotations mid-transition.

The seeds below CONTAINER_SEEDS keep the first generator (and its sequences) unchanged."""
import random
import weighted

CONTAINER_SEEDS = 1_000_000

PLAIN = ["A", "B", "C", "D"]
PAGES = ["P1", "P2", "P3"]
CONTAINERS = ["N", "T", "Pages", "Split", "Host", "Feed", "Table"]
CONTROLLERS = PLAIN + CONTAINERS
EXTRA = PAGES + ["Search", "Results"]
WINDOWS = ["W1", "W2"]
MODES = ["animate", "animate", "sync", "late", "twice", "cancel", "never", "manual", "interactive"]
STYLES = ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen",
          "overCurrentContext", "custom", "custom", "custom"]


def is_ipad(seed):
    """Half the container sequences run on an iPad, where a split view is expanded and a resize to
    507 points collapses it (semantics-containers §29.6)."""
    return seed % 2 == 1


def prelude(seed):
    r = random.Random(seed * 7 + 3)   # the prelude's own choices: the operations' draws stay as they are
    split = ('UISplitViewController{ name = "Split", viewControllers = { SN, SD } }' if r.random() < 0.5 else
             'UISplitViewController{ name = "Split", style = "doubleColumn" }; Split:setViewController(SN, "primary"); '
             'Split:setViewController(SD, "secondary")')
    style = r.choice(["scroll", "pageCurl"])
    return f"""local Dr = require("drivers")
local A, B, C, D = UIViewController("A"), UIViewController("B"), UIViewController("C"), UIViewController("D")
local P1, P2, P3 = UIViewController("P1"), UIViewController("P2"), UIViewController("P3")
local SL, SD, Results = UIViewController("SL"), UIViewController("SD"), UIViewController("Results")
local N, SN = UINavigationController{{ name = "N" }}, UINavigationController("SN", SL)
local T = UITabBarController{{ name = "T" }}
local Pages = UIPageViewController{{ name = "Pages", transitionStyle = "{style}" }}
Pages.dataSource = Dr.pageSource({{ P1, P2, P3 }})
Pages:setViewControllers({{ P1 }}, "forward", false)
local Split = {split}
local Host = UIHostingController{{ name = "Host", rootView = SwiftUIView{{ name = "HostView", onAppear = true, onDisappear = true }} }}
local Search = UISearchController{{ name = "Search", searchResultsController = Results }}
local Feed = UICollectionViewController{{ name = "Feed", numberOfItems = 12, visibleItems = 3 }}
local Table = UITableViewController{{ name = "Table", numberOfRows = 12, visibleRows = 3 }}
local W1, W2 = UIWindow(), UIWindow()
local K = require("checker").new({{ A, B, C, D, P1, P2, P3, SL, SD, Results, N, SN, T, Pages, Split, Host, Search, Feed, Table }}, {{ W1, W2 }})
"""


class ContainerGen:
    """One container sequence's operations, from one seed."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.alerts = 0

    def vc(self):
        return self.r.choice(CONTROLLERS)

    def any_vc(self):
        x = self.r.random()
        if x < 0.04:
            return "nil"
        if x < 0.12:
            return self.r.choice(EXTRA)
        return self.vc()

    def anim(self):
        return self.r.choice(["true", "false"])

    def guarded(self, body):
        return f"pcall(function() {body} end)"

    def once(self, answer=None):
        """A delegate method running one simple operation the first time it is called."""
        return f"Dr.once(function() {self.simple()} end{', ' + answer if answer else ''})"

    def hostile(self):
        """A function running one simple operation, or nil."""
        if self.r.random() < 0.5:
            return "nil"
        return f"function() {self.simple()} end"

    def animator(self, hostile=True):
        mode = self.r.choice(MODES)
        return f"Dr.animator(K, \"{mode}\", {self.hostile() if hostile else 'nil'}, {self.r.choice(['0.3', '0.05', '0.6'])})"

    def simple(self):
        """An operation that may run inside a callback, a delegate method, an animator or a block."""
        r, vc, anim = self.r, self.vc, self.anim
        return r.choice([
            lambda: f"{vc()}:present({vc()}, {anim()})",
            lambda: f"{vc()}:dismiss({anim()})",
            lambda: f"N:pushViewController({vc()}, {anim()})",
            lambda: f"N:popViewController({anim()})",
            lambda: f"T.selectedIndex = {r.randint(1, 3)}",
            lambda: f"{vc()}:removeFromParent()",
            lambda: f"Pages:setViewControllers({{ {r.choice(PAGES + PLAIN)} }}, \"{r.choice(['forward', 'reverse'])}\", {anim()})",
            lambda: f"Pages:swipe{{ direction = \"{r.choice(['forward', 'reverse'])}\", cancel = {anim()} }}",
            lambda: f"Search.isActive = {anim()}",
            lambda: f"{r.choice(['Feed:scrollToItem', 'Table:scrollToRow'])}({r.randint(1, 12)})",
            lambda: f"W1:resize{{ width = {r.choice([507, 820, 375])} }}",
            lambda: f"UIDevice.rotate(\"{r.choice(['landscape', 'portrait'])}\")",
            lambda: f"Split:showDetailViewController({vc()})",
            lambda: f"Host.rootView = SwiftUIView{{ name = \"V{r.randint(1, 9)}\", onAppear = true, onDisappear = true }}",
            lambda: f"if K.ctx then K.ctx:completeTransition({anim()}) end",
        ])()

    def op(self):
        r, vc, anim = self.r, self.vc, self.anim
        g = self.guarded
        kinds = [
            # windows, presentation, navigation, tabs: the first generator's core, fewer
            (6, lambda: f"local w = {r.choice(WINDOWS)}; w.rootViewController = {self.any_vc()}; w:makeKeyAndVisible()"),
            (4, lambda: f"{vc()}.modalPresentationStyle = \"{r.choice(STYLES)}\""),
            (8, lambda: f"{vc()}:present({self.any_vc()}, {anim()})"),
            (2, lambda: f"{vc()}:present({vc()}, {anim()}, function() {g(self.simple())} end)"),
            (5, lambda: f"{vc()}:dismiss({anim()})"),
            (2, lambda: f"{vc()}:interactiveDismiss{{ cancel = {anim()} }}"),
            (6, lambda: f"N:pushViewController({self.any_vc()}, {anim()})"),
            (3, lambda: f"N:popViewController({anim()})"),
            (2, lambda: f"N:setViewControllers({{ {', '.join(r.sample(CONTROLLERS, r.randint(0, 3)))} }}, {anim()})"),
            (2, lambda: f"N:interactivePop{{ cancel = {anim()} }}"),
            (3, lambda: f"T.viewControllers = {{ {', '.join(r.sample(CONTROLLERS, r.randint(0, 3)))} }}"),
            (2, lambda: f"T.selectedIndex = {r.choice([1, 2, 3, 0])}"),
            (3, lambda: f"T:tap({r.randint(1, 3)})"),
            (3, lambda: (lambda p, c: f"{p}:addChild({c}); {p}.view:addSubview({c}.view); {c}:didMove({p})")(vc(), vc())),
            (2, lambda: (lambda c: f"{c}:willMove(nil); {c}.view:removeFromSuperview(); {c}:removeFromParent()")(vc())),
            # scripted animators (K28)
            (4, lambda: (lambda c: f"{c}.modalPresentationStyle = \"custom\"; {c}.transitioningDelegate = {{ "
                         f"animationControllerForPresented = function() return {self.animator()} end, "
                         f"animationControllerForDismissed = function() return {self.animator()} end, "
                         f"interactionControllerForDismissal = {anim()}, "
                         f"presentationController = {{ shouldRemovePresentersView = {anim()} }} }}")(vc())),
            (3, lambda: f"N.delegate = {{ animationControllerFor = function(nav, op, from, to) return {self.animator()} end, "
                        f"interactionControllerFor = function(nav, a) if {anim()} then return {{}} end end, "
                        f"didShow = {self.once() if r.random() < 0.3 else 'nil'} }}"),
            (3, lambda: f"T.delegate = {{ animationControllerForTransitionFrom = function(t, from, to) return {self.animator()} end, "
                        f"interactionControllerFor = function(t, a) if {anim()} then return {{}} end end }}"),
            (2, lambda: "if K.ctx then K.ctx:updateInteractiveTransition(0.4) end"),
            (2, lambda: "if K.ctx then K.ctx:finishInteractiveTransition() end"),
            (2, lambda: "if K.ctx then K.ctx:cancelInteractiveTransition() end"),
            (3, lambda: "if K.ctx then K.ctx:completeTransition(not K.ctx.transitionWasCancelled) end"),
            (1, lambda: f"if K.ctx then K.ctx:completeTransition({anim()}) end"),
            # page view controller (§28)
            (4, lambda: f"Pages:setViewControllers({{ {r.choice(PAGES + PLAIN)} }}, \"{r.choice(['forward', 'reverse'])}\", {anim()}"
                        f"{', function(f) ' + g(self.simple()) + ' end' if r.random() < 0.3 else ''})"),
            (4, lambda: f"Pages:swipe{{ direction = \"{r.choice(['forward', 'reverse'])}\", cancel = {anim()} }}"),
            (1, lambda: f"Pages.dataSource = Dr.pageSource({{ {', '.join(r.sample(PAGES + PLAIN, 3))} }}, {self.hostile()})"),
            (1, lambda: f"Pages.delegate = {{ willTransitionTo = {self.once()}, didFinishAnimating = {self.once()} }}"),
            # split view controller (§29)
            (2, lambda: f"Split:setViewController({self.any_vc()}, \"{r.choice(['primary', 'secondary', 'supplementary', 'compact'])}\")"),
            (1, lambda: f"Split.viewControllers = {{ {', '.join(r.sample(['SN', 'SD'] + CONTROLLERS, 2))} }}"),
            (2, lambda: f"Split.preferredDisplayMode = \"{r.choice(['automatic', 'oneBesideSecondary', 'secondaryOnly', 'oneOverSecondary', 'twoBesideSecondary'])}\""),
            (3, lambda: f"{r.choice(['Split', vc()])}:showDetailViewController({self.any_vc()})"),
            (1, lambda: f"Split.delegate = {{ collapseSecondary = {self.once(anim()) if r.random() < 0.4 else 'function() return ' + anim() + ' end'}, "
                        f"separateSecondaryFrom = function(s, pri) return {r.choice(['nil', 'nil', vc()])} end, "
                        f"splitViewControllerDidCollapse = {self.once() if r.random() < 0.4 else 'nil'}, "
                        f"splitViewControllerDidExpand = function(s) end, willChangeTo = function(s, m) end }}"),
            (4, lambda: f"{r.choice(WINDOWS)}:resize{{ width = {r.choice([507, 820, 375, 1024])} }}"),
            (3, lambda: f"UIDevice.rotate(\"{r.choice(['landscape', 'portrait'])}\")"),
            # hosting controller (§30)
            (2, lambda: f"Host.rootView = SwiftUIView{{ name = \"V{r.randint(1, 9)}\", "
                        f"onAppear = {self.once() if r.random() < 0.4 else 'true'}, onDisappear = true }}"),
            (1, lambda: "Host.rootView = nil"),
            # search controller (§31)
            (3, lambda: (lambda c: f"{c}.navigationItem.searchController = Search; {c}.definesPresentationContext = {anim()}")(r.choice(PLAIN + ["Host", "Feed", "Table"]))),
            (3, lambda: f"Search.isActive = {anim()}"),
            (3, lambda: "Search:tapSearchBar()"),
            (2, lambda: "Search:tapCancel()"),
            (1, lambda: f"Search.delegate = {{ willPresentSearchController = {self.once()}, didDismissSearchController = {self.once()} }}"),
            # collection and table views with cells (§32)
            (2, lambda: f"{r.choice(['Feed', 'Table'])}.delegate = Dr.cells(K, \"{r.choice(['F', 'R'])}{r.randint(1, 9)}_\", {self.hostile() if r.random() < 0.3 else 'nil'})"),
            (4, lambda: f"{r.choice(['Feed:scrollToItem', 'Table:scrollToRow'])}({r.choice([1, 2, 4, 6, 10, 12, 0, 13])})"),
            (1, lambda: f"Feed.dataSource = {{ cellForItemAt = {self.once()} }}"),
            # time, the app
            (8, lambda: f"RunLoop.run({r.choice(['0', '0.05', '0.2', '0.35', '0.5', '1'])})"),
            (4, lambda: "RunLoop.run()"),
            (2, lambda: f"DispatchQueue.main:asyncAfter({r.choice(['0', '0.1', '0.3'])}, function() {g(self.simple())} end)"),
            (1, lambda: r.choice(["UIApplication.enterBackground()", "UIApplication.enterForeground()",
                                  "UIApplication.receiveMemoryWarning()"])),
        ]
        return weighted.pick(r, kinds)

    def sequence(self, steps):
        return [self.op() for _ in range(steps)]
