import StackDiagnostics
import StackModelRules
import StackRuleKit

extension ModelDecidedRule {
    /// `misplacedView`: decided by the analysis of an Interface Builder file, which reads
    /// the frames the file stores beside the layouts read from it. It does not fire on a
    /// frame that agrees, nor on a hidden view's, whatever IB stored.
    static let misplacedView = ModelDecidedRule(
        id: .misplacedView, fixKind: .none,
        documentation: RuleDocumentation(
            summary:
                "In an Interface Builder file, a view whose frame stored in the file differs by more than half a point from the frame its constraints give it at the file's device: Xcode's \"Frame for X will be different at run time\".",
            rationale:
                "Interface Builder draws the frames the file stores and updates them only when asked, so a stale frame shows the designer a screen that does not run. IB's own `misplaced` flag is rarely set on the views that are; this rule solves the layout instead. It leaves out what the file cannot be judged by: a size from an estimated text size, a custom class's (its content is set in code), a hidden view's (IB keeps its full frame), what varies by size class (IB stores the frames of the file's device only), a view placed by a placeholder constraint or by a multiplier on a position (IB lays the file out with a constraint the layout does not have), a view IB marks ambiguous, and in a self-sizing cell the side its content sizes.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                            <objects>
                                <view contentMode="scaleToFill" id="Crd-00-001" userLabel="Card">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bdg-00-001" userLabel="Badge">
                        //              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ misplaced-view warning: the frame stored for `badge`, (16, 10, 60, 40), is not the frame the layout gives it at 320 x 60, (16, 10, 40, 40): the file is out of date, and Interface Builder shows what does not run; update its frames (Xcode's Update Frames) (IB: Badge, id Bdg-00-001)
                                            <rect key="frame" x="16" y="10" width="60" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="Con-00-003"/>
                                                <constraint firstAttribute="height" constant="40" id="Con-00-004"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Bdg-00-001" firstAttribute="leading" secondItem="Crd-00-001" secondAttribute="leading" constant="16" id="Con-00-001"/>
                                        <constraint firstItem="Bdg-00-001" firstAttribute="centerY" secondItem="Crd-00-001" secondAttribute="centerY" id="Con-00-002"/>
                                    </constraints>
                                </view>
                            </objects>
                        </document>

                        """, fileName: "Card.xib")
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                            <objects>
                                <view contentMode="scaleToFill" id="Row-00-001" userLabel="Row">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Dot-00-001" userLabel="Dot">
                                            <rect key="frame" x="-20" y="18" width="8" height="8"/>
                                            <constraints>
                                                <constraint firstAttribute="width" secondItem="Dot-00-001" secondAttribute="height" id="Con-00-003"/>
                                            </constraints>
                                        </view>
                                        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Swi-00-001" userLabel="Toggle">
                                            <rect key="frame" x="255" y="6.5" width="51" height="31"/>
                                        </switch>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="trailing" secondItem="Swi-00-001" secondAttribute="trailing" constant="16" id="Con-00-001"/>
                                        <constraint firstItem="Swi-00-001" firstAttribute="centerY" secondItem="Row-00-001" secondAttribute="centerY" id="Con-00-002"/>
                                        <constraint firstItem="Dot-00-001" firstAttribute="leading" secondItem="Row-00-001" secondAttribute="leading" constant="16" id="Con-00-004"/>
                                        <constraint firstItem="Dot-00-001" firstAttribute="top" secondItem="Row-00-001" secondAttribute="top" constant="18" id="Con-00-005"/>
                                        <constraint firstItem="Dot-00-001" firstAttribute="height" constant="8" id="Con-00-006"/>
                                    </constraints>
                                </view>
                            </objects>
                        </document>

                        """, fileName: "Row.xib")
                ]),
            fix:
                "Update the view's frames in Interface Builder (Editor > Resolve Auto Layout Issues > Update Frames), or correct the constraints if the stored frame is the one meant."
        ),
        usesFrames: true)
}
