import Foundation

/// One rectangle of a list screen as a picture shows it: a row or a header, in list
/// coordinates, with a label and a mark.
struct PanelRow {
    var key: String
    var frame: CGRect
    var label: String
    var mark: PictureMark
}

/// Draws list screens side by side: each panel is a phone-width column with its rows at
/// the frames the layout gave them, the viewport drawn as a dashed outline.
struct ScreenPanels {
    static let margin = 16.0
    static let titleHeight = 28.0
    static let gap = 56.0

    var panelWidth: Double
    var panelHeight: Double
    var titles: [String]
    var rows: [[PanelRow]]
    var viewportHeight: Double?
    var legend: [PictureMark]
    /// Rows whose key appears in two neighbouring panels with a `.moved` mark get an arrow.
    var drawsMoveArrows = true

    func render() -> String {
        let legendHeight = legend.isEmpty ? 0.0 : 30.0
        let width = Self.margin * 2 + panelWidth * Double(titles.count) + Self.gap * Double(titles.count - 1)
        let height = Self.margin * 2 + Self.titleHeight + panelHeight + legendHeight
        var svg = SVGDocument(width: width, height: height)
        for (index, title) in titles.enumerated() {
            let left = originX(index)
            svg.text(title, x: left + panelWidth / 2, y: Self.margin + 16, size: 13, anchor: "middle", bold: true)
            svg.rect(
                x: left, y: top, width: panelWidth, height: panelHeight, fill: "#ffffff", stroke: "#c4c7cc", radius: 6)
            for row in rows[index] where Double(row.frame.minY) < panelHeight {
                draw(row, in: &svg, left: left)
            }
            if let viewportHeight {
                svg.rect(
                    x: left - 4, y: top - 4, width: panelWidth + 8, height: viewportHeight + 8,
                    fill: "none", stroke: "#5f6368", strokeWidth: 1.5, radius: 8, dashed: true)
            }
        }
        if drawsMoveArrows { drawArrows(in: &svg) }
        if !legend.isEmpty { drawLegend(in: &svg, y: height - Self.margin - 10) }
        return svg.rendered
    }

    private var top: Double { Self.margin + Self.titleHeight }

    private func originX(_ panel: Int) -> Double {
        Self.margin + Double(panel) * (panelWidth + Self.gap)
    }

    private func draw(_ row: PanelRow, in svg: inout SVGDocument, left: Double) {
        let frame = row.frame
        let visibleHeight = min(Double(frame.height), panelHeight - Double(frame.minY))
        svg.rect(
            x: left + Double(frame.minX) + 2, y: top + Double(frame.minY) + 1,
            width: Double(frame.width) - 4, height: visibleHeight - 2,
            fill: row.mark.fill, stroke: row.mark.stroke, strokeWidth: row.mark == .unchanged ? 0.75 : 1.5,
            radius: 3)
        if visibleHeight >= 14 {
            svg.text(
                Self.fitting(row.label, width: Double(frame.width) - 18), x: left + Double(frame.minX) + 10,
                y: top + Double(frame.minY) + min(visibleHeight, 24) / 2 + 5,
                size: row.mark == .header ? 10 : 11, color: row.mark == .header ? "#5f6368" : "#1d1d1f",
                bold: row.mark == .header)
        }
    }

    /// The label cut to what fits `width` at about 6.2 points per character (11-point text).
    private static func fitting(_ label: String, width: Double) -> String {
        let limit = max(1, Int(width / 6.2))
        return label.count > limit ? String(label.prefix(limit - 1)) + "…" : label
    }

    private func drawArrows(in svg: inout SVGDocument) {
        guard rows.count > 1 else { return }
        for panel in 0..<(rows.count - 1) {
            let next = Dictionary(rows[panel + 1].map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for row in rows[panel] {
                guard let target = next[row.key], target.mark == .moved || row.mark == .moved else { continue }
                svg.line(
                    x1: originX(panel) + panelWidth + 2, y1: top + Double(row.frame.midY),
                    x2: originX(panel + 1) - 4, y2: top + Double(target.frame.midY),
                    color: PictureMark.moved.stroke, arrow: true)
            }
        }
    }

    private func drawLegend(in svg: inout SVGDocument, y: Double) {
        var x = Self.margin
        for mark in legend {
            svg.rect(
                x: x, y: y - 10, width: 14, height: 14, fill: mark.fill, stroke: mark.stroke, strokeWidth: 1.5,
                radius: 3)
            svg.text(mark.legend, x: x + 20, y: y + 1, size: 11, color: "#3c4043")
            x += 28 + Double(mark.legend.count) * 6.5
        }
    }
}
