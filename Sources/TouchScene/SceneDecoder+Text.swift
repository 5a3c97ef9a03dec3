import TouchCore
import Yams

/// `kind: textView` (scene-format.md, "Text fields and text views", rules E3–E9).
extension SceneDecoder {
    static let textViewKeys = ["editable", "selectable", "dataDetectorTypes", "links", "firstResponder", "selection",
                               "linkTap", "textTap", "doubleTap", "loupe"]
    /// The text interaction's recognizers (E4), as their keys and name suffixes.
    static let textRecognizerKeys = ["linkTap", "textTap", "doubleTap", "loupe"]

    /// Reads the text view's keys and declares the recognizers it will hold
    /// (`NAME.linkTap` only when selectable and not editable, E4).
    func decodeTextView(_ m: YAMLMap, name: String?, declaration: Int?) throws(YAMLReader.Stop) -> TextViewDescription {
        var text = TextViewDescription()
        text.editable = try reader.bool(m.slot("editable")) ?? true
        text.selectable = try reader.bool(m.slot("selectable")) ?? true
        text.dataDetectorTypes = try reader.names(m.slot("dataDetectorTypes"), "data detector type") ?? []
        text.firstResponder = try reader.bool(m.slot("firstResponder")) ?? false
        text.rangedSelection = try reader.choice(m.slot("selection"), "selection", as: TextViewDescription.Selection.self) == .ranged
        for (i, item) in (try reader.list(m.slot("links"), expected: "a list of links { name: ..., frame: [x, y, width, height] }") ?? []).enumerated() {
            guard let l = try reader.map(item, owner: Owner(path: item.path, what: "link \(i + 1) of \(m.owner.what)")) else { continue }
            try reader.checkKeys(l, known: ["name", "frame", "url"])
            guard let linkName = try requiredName(l, noun: "link"), let frame = try reader.rect(l.slot("frame")) else {
                if !l.has("frame") {
                    try reader.report(at: l.location, key: l.owner.path("frame"),
                                      "missing required key 'frame' in \(l.owner.what); write frame: [x, y, width, height] in the text view's coordinates")
                }
                continue
            }
            text.links.append(TextView.Link(name: linkName, frame: frame, url: try reader.string(l.slot("url"))))
        }
        if let slot = m.slot("delegate") {
            guard let d = try reader.map(slot, owner: Owner(path: slot.path, what: "'delegate' of \(m.owner.what)"),
                                         expected: "{ object: <responder>, primaryAction: default | custom | none }") else { return text }
            try reader.checkKeys(d, known: ["object", "primaryAction"])
            if let objectSlot = d.slot("object"), let object = try reader.string(objectSlot, expected: "a responder's name") {
                text.delegate = object
                refer([(object, objectSlot)], expecting: .responder)
            }
            text.primaryAction = try reader.choice(d.slot("primaryAction"), "primary action", as: TextView.PrimaryAction.self) ?? .default
        }
        guard let name else { return text }
        let interactive = text.editable || text.selectable
        for key in Self.textRecognizerKeys {
            let exists = interactive && (key != "linkTap" || (text.selectable && !text.editable))
            let declared = exists ? try declare(name + "." + key, .recognizer, at: m, parent: declaration) : nil
            guard let slot = m.slot(key) else { continue }
            guard let declared else {
                try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                                  "\(m.owner.what) has no \(name).\(key) (E4: "
                                  + (key == "linkTap" ? "only a selectable text view that is not editable has one" : "a text view that is neither selectable nor editable has no text recognizers")
                                  + "); remove '\(key)' or change 'selectable'/'editable'")
                continue
            }
            if var settings = try decodeScrollPan(slot, scrollView: name, owner: m.owner, declaration: declared, recognizer: key) {
                // E4: the text taps do not delay touches ended unless the scene says so.
                if case .mapping(let block) = slot.node, !block.keys.contains(where: { $0.string == "delaysTouchesEnded" }) {
                    settings.delaysTouchesEnded = key == "linkTap" || key == "loupe"
                }
                text.recognizers.append(TextViewDescription.RecognizerSettings(key: key, settings: settings))
            }
        }
        return text
    }
}
