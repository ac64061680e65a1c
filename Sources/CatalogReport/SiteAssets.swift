/// The report's one style sheet and one script, written beside `index.html`.
enum SiteAssets {
    static let styleSheetName = "report.css"
    static let scriptName = "report.js"

    /// The color a linked object is outlined with in a picture; the browser test looks for it.
    static let targetColor = "#ff1f8f"
    /// The background of the outline or connection row a link points at.
    static let targetRowColor = "#ffd84d"

    static let styleSheet = """
        :root { --ink: #1d2433; --muted: #5b6475; --line: #d9dde5; --paper: #ffffff; --band: #1f2a44;
          --canvas: #eef1f5; --error: #c62828; --warning: #b26a00; --note: #2f6db5;
          --target: \(targetColor); --target-row: \(targetRowColor); }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
          color: var(--ink); background: var(--paper); }
        header { background: var(--band); color: #fff; padding: 10px 20px; }
        header a { color: #fff; text-decoration: none; font-weight: 600; }
        header a:hover { text-decoration: underline; }
        header .separator { opacity: 0.6; margin: 0 4px; }
        main { padding: 16px 20px 40px; max-width: 1280px; }
        h1 { font-size: 20px; margin: 4px 0 12px; word-break: break-all; }
        h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        a { color: #1a56c4; }
        code, .id { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 12.5px; }
        .muted { color: var(--muted); }
        .summary { color: var(--muted); margin: 0 0 12px; }
        .search { display: flex; gap: 12px; align-items: center; margin: 0 0 12px; }
        .search input { flex: 1; max-width: 480px; font: inherit; padding: 6px 10px; border: 1px solid #9aa3b2; border-radius: 6px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { font-weight: 600; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        td.path { word-break: break-all; }
        .thumbnail { width: 216px; }
        .thumbnail a { display: flex; width: 200px; height: 150px; align-items: center; justify-content: center;
          background: var(--canvas); border: 1px solid var(--line); border-radius: 4px; overflow: hidden; }
        .thumbnail a { text-decoration: none; }
        .thumbnail a.sheet { background-repeat: no-repeat; }
        .thumbnail .none { color: var(--muted); font-size: 11px; }
        .badge { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 12px; font-weight: 600; color: #fff; }
        .badge.error { background: var(--error); }
        .badge.warning { background: var(--warning); }
        .badge.note { background: var(--note); }
        .badge.unused { background: #6b7280; }
        .badge.missing { background: var(--error); }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 8px; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; }
        .picture { background: var(--canvas); border: 1px solid var(--line); border-radius: 6px; padding: 16px; overflow: auto; max-height: 80vh; }
        .picture svg { display: block; max-width: none; height: auto; }
        .picture.map svg { max-width: 100%; }
        .no-picture { color: var(--muted); font-style: italic; margin: 0; }
        [id] { scroll-margin-top: 48px; }
        svg [id]:target { outline: 3px solid var(--target); outline-offset: 2px;
          filter: drop-shadow(0 0 2px var(--target)) drop-shadow(0 0 2px var(--target)); }
        svg [id]:target > :is(rect, path, ellipse, circle, polygon, polyline, line) { stroke: var(--target); stroke-width: 3px; }
        ul.findings { list-style: none; padding: 0; margin: 0; }
        ul.findings li { padding: 4px 0; border-bottom: 1px solid var(--line); }
        .outline { font-size: 13px; }
        .outline .row { padding: 2px 8px 2px calc(8px + var(--depth, 0) * 18px); border-radius: 4px; }
        .outline .tree { margin-bottom: 6px; }
        .targeted, tr.targeted td { background: var(--target-row); }
        .outline .element { color: var(--muted); }
        .outline .label { font-style: italic; }
        ul.columns { columns: 3 220px; padding-left: 18px; }
        .variants { margin: 0; padding-left: 16px; }
        img.preview { display: block; margin-top: 6px; max-width: 96px; max-height: 64px;
          background: repeating-conic-gradient(#e4e7ec 0% 25%, #fff 0% 50%) 0 0 / 12px 12px; border: 1px solid var(--line); }
        """

    /// Filters the index by the search box (and `?q=`), and marks the outline or connection row of
    /// the object a link points at (`#object-<id>`), which the picture alone cannot show when it
    /// does not draw that object.
    static let script = """
        "use strict";
        (function () {
          var input = document.getElementById("search");
          if (input) {
            var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-search]"));
            var count = document.getElementById("search-count");
            var filter = function () {
              var terms = input.value.toLowerCase().split(/\\s+/).filter(function (term) { return term.length > 0; });
              var shown = 0;
              rows.forEach(function (row) {
                var text = row.getAttribute("data-search");
                var match = terms.every(function (term) { return text.indexOf(term) >= 0; });
                row.hidden = !match;
                if (match) { shown += 1; }
              });
              count.textContent = terms.length === 0 ? rows.length + " documents" : shown + " of " + rows.length + " documents";
            };
            var query = new URLSearchParams(window.location.search).get("q");
            if (query) { input.value = query; }
            input.addEventListener("input", filter);
            filter();
          }
          var markTarget = function () {
            var marked = document.querySelectorAll(".targeted");
            for (var i = 0; i < marked.length; i += 1) { marked[i].classList.remove("targeted"); }
            var target = decodeURIComponent(window.location.hash.slice(1));
            if (target.indexOf("object-") !== 0) { return; }
            var id = target.slice("object-".length);
            var rows = document.querySelectorAll("[data-row-id]");
            var first = null;
            for (var j = 0; j < rows.length; j += 1) {
              if (rows[j].getAttribute("data-row-id") === id) {
                rows[j].classList.add("targeted");
                first = first || rows[j];
              }
            }
            if (first && !document.getElementById(target)) { first.scrollIntoView({ block: "center" }); }
          };
          window.addEventListener("hashchange", markTarget);
          markTarget();
        })();

        """
}
