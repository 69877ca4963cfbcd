import StackTestSupport

/// Generates an Interface Builder storyboard deterministically from a seed, as Interface
/// Builder writes one: scenes of nested views and stack views with their frames, colors, fonts,
/// strings and constraints, indented by four spaces per level, until the text reaches a size.
struct StoryboardGenerator {
    private var random: SplitMix64
    private var counter = 0
    private var text = ""

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// An IB-style object id: `aB3-cD-4eF`.
    private mutating func identifier() -> String {
        counter += 1
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var id = ""
        for (index, length) in [3, 2, 3].enumerated() {
            if index > 0 { id += "-" }
            for _ in 0..<length { id.append(letters[Int(next() % UInt64(letters.count))]) }
        }
        return id
    }

    private mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: " ", count: 4 * depth) + content + "\n"
    }

    /// A storyboard of at least `bytes` bytes.
    mutating func storyboard(bytes: Int) -> String {
        text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        line(
            0,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#
        )
        line(1, #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#)
        line(1, "<scenes>")
        var scene = 0
        while text.utf8.count < bytes {
            scene += 1
            self.scene(scene)
        }
        line(1, "</scenes>")
        line(1, "<resources>")
        line(2, #"<systemColorResource name="systemBackgroundColor">"#)
        line(3, #"<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
        line(2, "</systemColorResource>")
        line(1, "</resources>")
        line(0, "</document>")
        return text
    }

    private mutating func scene(_ index: Int) {
        let sceneID = identifier()
        let controller = identifier()
        let view = identifier()
        line(2, "<!--Screen \(index) &amp; details-->")
        line(2, #"<scene sceneID="\#(sceneID)">"#)
        line(3, "<objects>")
        line(
            4,
            #"<viewController storyboardIdentifier="Screen\#(index)" id="\#(controller)" customClass="Screen\#(index)ViewController" customModule="App" sceneMemberID="viewController">"#
        )
        line(5, #"<view key="view" contentMode="scaleToFill" id="\#(view)">"#)
        line(6, #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#)
        line(6, #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#)
        line(6, "<subviews>")
        let stack = stackView(depth: 7, nesting: 0)
        line(6, "</subviews>")
        line(6, #"<viewLayoutGuide key="safeArea" id="\#(identifier())"/>"#)
        line(6, #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
        line(6, "<constraints>")
        for (first, attribute, second, constant) in [
            (stack, "leading", view, 16), (view, "trailing", stack, 16), (stack, "top", view, 20),
        ] {
            line(
                7,
                #"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)" secondItem="\#(second)" secondAttribute="\#(attribute)" constant="\#(constant)" id="\#(identifier())"/>"#
            )
        }
        line(6, "</constraints>")
        line(5, "</view>")
        line(4, "</viewController>")
        line(
            4,
            #"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(identifier())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#
        )
        line(3, "</objects>")
        line(3, #"<point key="canvasLocation" x="\#(number(0...2000))" y="\#(number(-500...500))"/>"#)
        line(2, "</scene>")
    }

    /// A stack view and its arranged views (nested stacks up to three deep); its id.
    private mutating func stackView(depth: Int, nesting: Int) -> String {
        let id = identifier()
        let axis = nesting % 2 == 0 ? "vertical" : "horizontal"
        line(
            depth,
            #"<stackView opaque="NO" contentMode="scaleToFill" axis="\#(axis)" spacing="\#(number(0...16))" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
        )
        line(
            depth + 1, #"<rect key="frame" x="16" y="\#(number(0...400))" width="361" height="\#(number(20...300))"/>"#)
        line(depth + 1, "<subviews>")
        var arranged: [String] = []
        for _ in 0..<number(2...4) {
            if nesting < 3, number(0...2) == 0 {
                arranged.append(stackView(depth: depth + 2, nesting: nesting + 1))
            } else {
                arranged.append(leaf(depth: depth + 2))
            }
        }
        line(depth + 1, "</subviews>")
        line(depth + 1, "<constraints>")
        for view in arranged where number(0...1) == 0 {
            line(
                depth + 2,
                #"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="\#(number(20...60))" id="\#(identifier())"/>"#
                    + "<!--\(view)-->")
        }
        line(depth + 1, "</constraints>")
        line(depth, "</stackView>")
        return id
    }

    /// A label, a button or an image view; its id.
    private mutating func leaf(depth: Int) -> String {
        let id = identifier()
        switch number(0...2) {
        case 0:
            line(
                depth,
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title &quot;\#(counter)&quot; — détails" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
            )
            line(depth + 1, #"<rect key="frame" x="0.0" y="0.0" width="361" height="20.333333333333332"/>"#)
            line(depth + 1, #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
            line(depth + 1, #"<nil key="textColor"/>"#)
            line(depth + 1, #"<nil key="highlightedColor"/>"#)
            line(depth, "</label>")
        case 1:
            line(
                depth,
                #"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
            )
            line(depth + 1, #"<rect key="frame" x="0.0" y="28" width="361" height="35"/>"#)
            line(depth + 1, #"<state key="normal" title="Button"/>"#)
            line(depth + 1, #"<buttonConfiguration key="configuration" style="filled" title="Continue"/>"#)
            line(depth, "</button>")
        default:
            line(
                depth,
                #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
            )
            line(depth + 1, #"<rect key="frame" x="0.0" y="71" width="361" height="\#(number(40...120))"/>"#)
            line(depth + 1, "<userDefinedRuntimeAttributes>")
            line(
                depth + 2,
                #"<userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="image\#(counter)"/>"#
            )
            line(depth + 1, "</userDefinedRuntimeAttributes>")
            line(depth, "</imageView>")
        }
        return id
    }
}
