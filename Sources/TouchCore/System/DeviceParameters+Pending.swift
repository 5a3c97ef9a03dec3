/// Section P's parameters of rules V12–V18 and E3–E9 until the lead's
/// complete `DeviceParameters` is on main (then this file goes).
extension DeviceParameters {
    public var rubberBandCoefficient: Double { 0.55 }
    public var bounceSettleDuration: Double { 0.5 }
    public var refreshControlHeight: Double { 60 }
    public var refreshTitleHeight: Double { 16 }
    public var refreshTitledHeightExtra: Double { 67 }
    public var refreshTriggerBase: Double { 100 }
    public var refreshTriggerScale: Double { 1.125 }
    public var refreshTriggerReferenceHeight: Double { 568 }
    public var refreshTriggerSmallHeight: Double { 372 }
    public var refreshTriggerSmallFactor: Double { 0.654929577 }
    public var refreshRevealThreshold: Double { 5 }
    public var refreshRegrabRatio: Double { 0.75 }
    public var refreshEndDuration: Double { 0.3 }
    public var textTapAllowableMovement: Double { 10 }
    public var textDoubleTapAllowableMovement: Double { 60 }
    public var textLoupeDelay: Double { 0.5 }
}
