extension Control {
    /// Rule C3: the default actions of standard controls win over the
    /// overlapping gestures of other views. As the hit-test view a button,
    /// switch, stepper, segmented or page control refuses a single-finger
    /// single-tap recognizer attached to another view; a slider refuses a
    /// swipe or pan on its thumb parallel to its track; a switch refuses a pan
    /// on its thumb parallel to it. Its own recognizers and a custom control's
    /// neighbours are never refused.
    func defaultActionAllows(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
        guard recognizer.view !== self else { return true }
        switch kind {
        case .button, .stepper, .segmentedControl, .pageControl, .textField:
            return !Self.isSingleTap(recognizer)
        case .switch:
            return !Self.isSingleTap(recognizer) && !(recognizer.kind == .pan && onThumbAlongTrack(recognizer, touch))
        case .slider:
            return !((recognizer.kind == .pan || recognizer.kind == .swipe) && onThumbAlongTrack(recognizer, touch))
        case .control, .view, .imageView, .label, .scrollView, .tableView, .collectionView, .tableViewCell, .collectionViewCell,
             .refreshControl, .textView:
            return true
        }
    }

    private static func isSingleTap(_ r: GestureRecognizer) -> Bool {
        r.kind == .tap && (r.settings.numberOfTapsRequired ?? 1) == 1 && (r.settings.numberOfTouchesRequired ?? 1) == 1
    }

    /// The touch began on the thumb and the gesture runs along the (horizontal) track.
    /// Where the touch began counts, not where the thumb is now: a slider
    /// tracking the touch remembers whether it began on the thumb (its value,
    /// and so its thumb, may have moved since); otherwise the thumb has not
    /// moved since the touch began.
    private func onThumbAlongTrack(_ r: GestureRecognizer, _ touch: Touch) -> Bool {
        let beganOnThumb = kind == .slider && trackingTouch === touch
            ? trackingThumb
            : thumbRect.outset(by: 10).contains(convert(touch.startLocation, fromAncestor: nil))
        guard beganOnThumb else { return false }
        switch r {
        case let pan as PanGestureRecognizer:
            return abs(pan.translation.x) >= abs(pan.translation.y)
        case let swipe as SwipeGestureRecognizer:
            return swipe.directions.contains { $0.y == 0 }
        default:
            return false
        }
    }
}
