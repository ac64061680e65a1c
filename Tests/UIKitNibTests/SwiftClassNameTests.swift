import Testing
import UIKitNib

@Suite struct SwiftClassNameTests {
    @Test func demanglesSwiftRuntimeNames() {
        #expect(
            SwiftClassName(runtimeName: "_TtC9COVIDSafe18HomeViewController")
                == SwiftClassName(name: "HomeViewController", module: "COVIDSafe"))
        #expect(SwiftClassName(runtimeName: "_TtCC5MyKit5Outer5Inner") == SwiftClassName(name: "Outer.Inner", module: "MyKit"))
        #expect(SwiftClassName(runtimeName: "MyKit.CardView") == SwiftClassName(name: "CardView", module: "MyKit"))
        #expect(SwiftClassName(runtimeName: "MyKit.CardView").qualified == "MyKit.CardView")
    }

    @Test func leavesObjectiveCAndMalformedNamesAlone() {
        #expect(SwiftClassName(runtimeName: "RCTView") == SwiftClassName(name: "RCTView"))
        for odd in ["_TtC", "_TtC9COVID", "_TtC99X1Y", "_TtC0", "_TtC9COVIDSafe18HomeViewControllerX", ".Lead", "Trail."] {
            #expect(SwiftClassName(runtimeName: odd).module == nil || odd == ".Lead" || odd == "Trail.", "\(odd)")
            #expect(!SwiftClassName(runtimeName: odd).name.isEmpty)
        }
    }
}
