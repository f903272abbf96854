-- lifelua: --ios 27
-- "Will my app still launch on iOS 27?" (semantics-ios26 §24). Built with the iOS 27 SDK, an app
-- that has not adopted the scene life cycle (no UIApplication.sceneDelegate) fails to launch: the
-- process ends inside the launch event, before the app delegate's didFinishLaunchingWithOptions,
-- so nothing of the app runs and lifelua exits with status 1. On --ios 26 the same app launches
-- after the warning "`UIScene` lifecycle will soon be required…" (18: "CLIENT OF UIKIT REQUIRES
-- UPDATE…"); `lifelua diff --ios 26 --ios 27` shows the two side by side. The fix: a scene delegate
-- that builds the window in willConnectTo (examples/app_launch_scene_ios17.lua).
-- Sources: doc TN3187 ("otherwise, your app won't launch"); issue Cranpose #673 (the log text,
-- iOS 27.0 simulator); issue AAO-React-Native #7743 ("before React Native starts") (evidence
-- truth-ios26 §3).
UIApplication.delegate = {
  didFinishLaunchingWithOptions = function(app)
    local window = UIWindow()
    window.rootViewController = UIViewController("Home")
    window:makeKeyAndVisible()
    return true
  end,
}
log("launching")
UIApplication.launch()
-- `lifelua run` stops here with the error and exit status 1; caught, so the golden trace shows it
local ok, err = pcall(RunLoop.run)
log(ok and "launched" or err:match("Application failed to launch.*"))
